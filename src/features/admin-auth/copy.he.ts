// Texts of the staff sign-in that guards the admin tools (Hebrew).
import type { AdminAuthCopy } from './copy.en';

const adminAuthCopy: AdminAuthCopy = {
  checking: 'בודקים את פרטי הכניסה…',
  signInTitle: 'כניסת צוות',
  signInIntro: 'הכלי מיועד לצוות של Lusa Property. כדי להשתמש בו, היכנסו עם חשבון הצוות שלכם.',
  emailLabel: 'אימייל',
  passwordLabel: 'סיסמה',
  submit: 'כניסה',
  submitting: 'נכנסים…',
  missingFields: 'הזינו אימייל וסיסמה.',
  wrongCredentials: 'האימייל או הסיסמה שגויים. בדקו אותם ונסו שוב.',
  signInFailed: 'הכניסה נכשלה: {message}',
  notAdminTitle: 'אין לכם גישה לכלי הזה',
  notAdminText: 'נכנסתם בתור {email}, אבל לחשבון הזה אין הרשאת מנהל. צאו מהחשבון והיכנסו שוב עם חשבון מנהל של הצוות.',
  signedInAs: 'מחוברים בתור {email}',
  signOut: 'יציאה',
  signOutFailed: 'היציאה נכשלה: {message}',
  staffNav: {
    label: 'כלי צוות',
    adminLeads: 'תיבת פניות',
    adminOwners: 'בעלי נכסים',
    adminDemand: 'ביקוש',
    adminFbListings: 'ניהול מודעות',
    adminNewsletter: 'ניוזלטר',
    adminLogoGenerator: 'מחולל לוגו',
  },
};

export default adminAuthCopy;
