import managementCalculatorCopyEn from '@/features/management-calculator/copy.en';
import { BUSINESS } from '@/lib/content/business-figures';
import { MANAGEMENT_FEES } from '@/lib/content/facts';
import { formatPercent } from '@/lib/format/intl';
import type { PageCopy } from '@/lib/routing/page-copy';

const vat = formatPercent(MANAGEMENT_FEES.vatPercent, 'en', 0);

const copy = {
  meta: {
    title: 'Property management in Lisbon, Cascais and Porto',
    description:
      'Full-service property management in Lisbon, Cascais and Porto: tenant search, rent collection, maintenance, periodic inspections and monthly owner reports.',
  },
  hero: {
    title: 'Property management in Portugal',
    subtitle:
      'Tenant search, rent collection, repairs, periodic inspections and clear monthly reports, so your property is looked after even when you are far away.',
  },
  heroActions: {
    consultation: 'Schedule Free Consultation',
    calculator: 'Calculate Management Costs',
  },
  areas: {
    eyebrow: 'Service areas',
    title: 'Where we manage properties',
    intro: 'We manage long-term rentals in and around three cities.',
    items: [
      {
        id: 'lisbon',
        name: 'Lisbon',
        text: 'Apartments across the city, from the historic centre to the newer districts near the river.',
      },
      {
        id: 'cascais',
        name: 'Cascais',
        text: 'Homes along the coast west of Lisbon, including Estoril and Oeiras.',
      },
      {
        id: 'porto',
        name: 'Porto',
        text: 'Apartments in Porto and Vila Nova de Gaia, across the river.',
      },
    ],
  },
  services: {
    eyebrow: 'What we do',
    title: 'Everything a rental property needs',
    intro: 'Six services cover the life of a lease, from finding the tenant to the yearly paperwork.',
    items: [
      {
        id: 'tenants',
        title: 'Tenant search and screening',
        text: 'Listing, viewings, income and reference checks, and a lease written under Portuguese law.',
      },
      {
        id: 'rent',
        title: 'Rent collection',
        text: 'We collect the rent, follow up late payments and transfer the money to your account every month.',
      },
      {
        id: 'maintenance',
        title: 'Maintenance and repairs',
        text: 'Repairs by tradespeople we know, with a quote for your approval above an amount you set.',
      },
      {
        id: 'inspections',
        title: 'Periodic inspections',
        text: 'Visits to the property to check its condition, with photos in your report.',
      },
      {
        id: 'reports',
        title: 'Monthly reports',
        text: 'Income, expenses and everything that happened at the property, in one report each month.',
      },
      {
        id: 'paperwork',
        title: 'Contracts and paperwork',
        text: 'Registering the lease with the tax authority, rent receipts, utilities and condominium matters.',
      },
    ],
  },
  emergency: {
    eyebrow: 'Emergency response',
    title: 'When something breaks',
    intro: 'A burst pipe does not wait for office hours. This is how we handle urgent problems.',
    items: [
      {
        id: 'repairs',
        title: 'Urgent repairs first',
        text: 'Leaks, power cuts and broken locks go to the top of the list, with a tradesperson sent as soon as one can reach the property.',
      },
      {
        id: 'line',
        title: 'Day and night on Premium',
        text: `On the Premium package your tenant can reach us 24/7. On Basic and Plus, emergencies are handled during business hours (Monday to Friday, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} Lisbon time).`,
      },
      {
        id: 'report',
        title: 'You hear what happened',
        text: 'After every incident you get a short note: what happened, what was done and what it cost.',
      },
    ],
  },
  whyUs: {
    eyebrow: 'Why choose us',
    title: 'A team you can reach',
    items: [
      {
        id: 'local',
        title: 'On the ground in Portugal',
        text: 'Our team is based in Lisbon and visits the properties it manages.',
      },
      {
        id: 'languages',
        title: 'Your language',
        text: 'We work in English, Hebrew and Portuguese, with you, your tenant and the authorities.',
      },
      {
        id: 'prices',
        title: 'Clear prices',
        text: 'A share of the rent with a monthly minimum, no setup fees, and nothing to pay in months without a tenant.',
      },
      {
        id: 'contact',
        title: 'One contact person',
        text: 'One person who knows your property answers your questions and keeps you informed.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Management packages',
    title: 'Three packages, one clear price',
    intro: `Each package costs a share of the monthly rent, with a monthly minimum. Prices exclude VAT of ${vat}.`,
    percentOfRent: 'of the monthly rent',
    minimum: 'Minimum {amount} a month',
    tenantSearch: 'Tenant search fee: {fraction}',
    popular: 'Recommended',
    quoteButton: 'Get Customized Quote',
  },
  additional: {
    eyebrow: 'Additional services',
    title: 'When you need more',
    intro: 'Available with any package and priced separately, with a quote before any work starts.',
    items: [
      'Furnishing and preparing the property for rent',
      'Renovation coordination, from quotes to handover',
      'Move-in and move-out inventories with photos',
      'Checks and key holding while the property is empty',
      'Paying utility, condominium and tax bills on your behalf',
    ],
  },
  notes: {
    title: 'Good to know about our prices',
    items: [
      'You pay only for months with an active rental.',
      'No setup fees.',
      'Discounts when we manage more than one of your properties.',
      'Cancel with 30 days’ notice.',
      'Your first quote is free.',
      `Prices exclude VAT of ${vat}.`,
    ],
  },
  finalCta: {
    title: 'Tell us about your property',
    text: 'Send us the address, the size and whether it is let today. We reply within one business day with a quote for your property.',
    quoteButton: 'Get Customized Quote',
    contactLink: 'Or write to us on the contact page',
  },
  quoteModal: {
    title: 'Get a customised quote',
    description:
      'Tell us where the property is, its size and whether it is let today. We reply within one business day.',
    subject: 'Customised quote request',
    subjectPlan: 'Customised quote request – {plan} package',
  },
  calculator: managementCalculatorCopyEn,
};

export default copy satisfies PageCopy;

export type PropertyManagementCopy = typeof copy;
