// Texts of the staff sign-in that guards the admin tools (English). Both admin pages include it in
// their copy (`auth`), so it loads with the page, one language at a time.
const adminAuthCopy = {
  checking: 'Checking your sign-in…',
  signInTitle: 'Staff sign-in',
  signInIntro: 'This tool is for Lusa Property staff. Sign in with your staff account to use it.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  missingFields: 'Enter your email and password.',
  wrongCredentials: 'Wrong email or password. Check them and try again.',
  signInFailed: 'Sign-in failed: {message}',
  notAdminTitle: 'No access to this tool',
  notAdminText:
    'You are signed in as {email}, but this account does not have the admin role. Sign out, then sign in with a staff admin account.',
  signedInAs: 'Signed in as {email}',
  signOut: 'Sign out',
  signOutFailed: 'Sign-out failed: {message}',
  staffNav: {
    label: 'Staff tools',
    adminLeads: 'Lead inbox',
    adminOwners: 'Owners',
    adminDemand: 'Demand',
    adminFbListings: 'Listings manager',
    adminNewsletter: 'Newsletter',
    adminLogoGenerator: 'Logo generator',
  },
};

export default adminAuthCopy;
export type AdminAuthCopy = typeof adminAuthCopy;
