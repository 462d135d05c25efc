// The management-cost calculator's texts in English. Each page that shows the calculator includes
// this module in its own copy (`calculator: managementCalculatorCopyEn`), so it stays in the page's
// language chunk. The Hebrew module (copy.he.ts) has the same shape.

const copy = {
  title: 'Management cost calculator',
  intro:
    'Enter the monthly rent to see what each package would cost you. The figures are estimates before VAT; your written offer confirms them.',
  rentLabel: 'Monthly rent in euros',
  rentPlaceholder: 'For example 1500',
  rentHint: 'The rent your tenant pays each month, without utilities.',
  rentInvalid: 'Please enter the rent as a number above 0, for example 1500.',
  rentTooLarge: 'Please enter a monthly rent of up to {max}.',
  packagesTitle: 'Choose a package',
  packagesHint: 'Packages appear once you enter a monthly rent above 0.',
  perMonth: 'a month + VAT',
  priceRule: '{percent} of the rent, at least {minimum} a month',
  minimumApplies: 'The monthly minimum applies at this rent.',
  tenantSearchLine: 'Tenant search: {amount} one-time',
  choose: 'Choose {name}',
  selectedBadge: 'Selected',
  packages: [
    {
      id: 'basic',
      name: 'Basic',
      tagline: 'The essentials for a let property',
      tenantSearch: "one month's rent",
      features: [
        'Rent collection and transfer to your account',
        'Support for you and your tenant on business days',
        'Repair coordination with local tradespeople',
        'A monthly report on your property',
      ],
    },
    {
      id: 'plus',
      name: 'Plus',
      tagline: 'More visits and a view of everything online',
      tenantSearch: "three quarters of a month's rent",
      features: [
        'Everything in Basic',
        'A periodic inspection every quarter',
        'Access to the owner portal',
        'Vendor management, with our negotiated discounts',
      ],
    },
    {
      id: 'premium',
      name: 'Premium',
      tagline: 'Full cover, day and night',
      tenantSearch: "half a month's rent",
      features: [
        'Everything in Plus',
        '24/7 emergency support for your tenant',
        'An annual report for your Portuguese tax return',
      ],
    },
  ],
  details: {
    title: 'Your {name} package',
    monthlyFee: 'Monthly management fee',
    tenantSearchFee: 'Tenant search fee (one-time)',
    withVat: '{amount} with VAT',
    included: 'What is included',
  },
  vatNote:
    'Prices exclude VAT of {vat}. You pay only for months with an active rental. These are estimates; your offer is confirmed in writing after we see the property.',
  form: {
    title: 'Get your personalised offer',
    intro: 'Leave your details and we will reply within one business day with an offer for your property.',
    submit: 'Send my request',
    submitting: 'Submitting...',
    termsBanner: "You must agree to the website's terms of use first",
    errors: {
      name: 'Name must contain at least 2 characters',
      phone: 'Phone number must contain at least 6 digits',
      email: 'Invalid email address',
      terms: 'You must agree to the terms of use',
    },
    successTitle: 'Your request has been sent successfully!',
    successDescription: 'We will get back to you soon with a personalized offer',
    errorTitle: 'Error submitting form',
    errorDescription: 'Please try again later or contact us directly',
  },
  /** The lead the form sends (read by staff): subject, and the message's lines. */
  lead: {
    subject: 'Property Management Consultation - {plan} Plan',
    rent: 'Monthly rent: {amount}',
    package: 'Selected package: {plan} – {fee} a month + VAT, tenant search fee {searchFee}',
    request: 'Please contact me with a personalised offer for managing my property.',
  },
};

export default copy;

export type ManagementCalculatorCopy = typeof copy;
