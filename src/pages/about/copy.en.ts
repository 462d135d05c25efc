import { BUSINESS } from '@/lib/content/business-figures';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'About us',
    description:
      'Meet the team behind Lusa Property: our vision, our values and the attorneys, accountants and brokers we work with across Portugal.',
  },
  hero: {
    title: 'About Lusa Property',
    subtitle:
      'A registered Portuguese company whose team speaks Hebrew, English and Portuguese, and looks after your property and your investment on the ground.',
    contactButton: 'Talk to our team',
  },
  vision: {
    eyebrow: 'Our vision',
    title: 'Owning property in Portugal should not depend on living in Portugal',
    paragraphs: [
      'Most of our clients live in Israel or elsewhere abroad. They buy in Lisbon, Cascais or Porto, let the property out or plan a move, and they need someone local who answers in their language, knows how things are done here and tells them the truth, including when the answer is "not this one".',
      'That is the role we take on. We look after rental homes day to day, help investors find and check property before they commit, and guide families through the paperwork of settling in, so that decisions are made with the facts on the table.',
    ],
    factsTitle: 'The company in brief',
    facts: [
      { id: 'company', label: 'Company', value: 'Private limited company (Lda.) registered in Portugal' },
      { id: 'office', label: 'Office', value: 'Lisbon' },
      { id: 'areas', label: 'Where we manage property', value: 'Lisbon, Cascais and Porto' },
      { id: 'languages', label: 'Languages', value: 'Hebrew, English and Portuguese' },
      {
        id: 'hours',
        label: 'Office hours',
        value: `Monday to Friday, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} Lisbon time`,
      },
    ],
  },
  values: {
    eyebrow: 'Our values',
    title: 'Four principles behind the way we work',
    intro: 'They decide how we deal with owners, tenants, investors and everyone we bring in on your behalf.',
    items: [
      {
        id: 'transparency' as const,
        title: 'Transparency',
        text: 'Our fees are set out in writing before we start. You see every quote, every invoice and every euro of rent we collect, and the monthly report shows what happened at the property.',
      },
      {
        id: 'reliability' as const,
        title: 'Reliability',
        text: 'We reply within one business day and do what we said we would. When something goes wrong at a property, we tell you what happened and what we are doing about it.',
      },
      {
        id: 'personal' as const,
        title: 'Personal service',
        text: 'You deal with people who know your property and your plans, in Hebrew, English or Portuguese, and not with a call centre.',
      },
      {
        id: 'innovation' as const,
        title: 'Innovation',
        text: 'We use online tools where they save you time: calculators to test an investment before you call us, reports you can read on your phone, and documents shared and signed digitally wherever the process allows it.',
      },
    ],
  },
  offerings: {
    eyebrow: 'What we do',
    title: 'Three services that work together',
    intro: 'Many clients use more than one: we help you buy, then we manage what you bought.',
    items: [
      {
        id: 'investment' as const,
        title: 'Investment property sourcing',
        text: 'We search for property that fits your budget and goals, check the figures and the paperwork with a lawyer, and stay with you until the deed is signed.',
        points: [
          'Search and shortlist of properties',
          'Due diligence with an independent lawyer',
          'Introductions to Portuguese banks for a mortgage',
          'Support from the promissory contract (CPCV) to the deed',
        ],
        linkLabel: 'Real-estate investment',
      },
      {
        id: 'management' as const,
        title: 'Property management',
        text: 'We run long-term lets in Lisbon, Cascais and Porto for owners who live elsewhere.',
        points: [
          'Tenant search and checks',
          'Rent collection',
          'Repairs through contractors we know',
          'Periodic inspections and monthly reports',
        ],
        linkLabel: 'Property management services',
      },
      {
        id: 'consulting' as const,
        title: 'Relocation and investment consulting',
        text: 'One-to-one consultations for people who are moving to Portugal or weighing an investment here.',
        points: [
          'Visa options and the documents they require',
          'Tax number (NIF), bank account and health insurance',
          'Which area suits your family or your budget',
          'A realistic plan and timeline',
        ],
        linkLabel: 'Portugal relocation guide',
      },
    ],
  },
  team: {
    eyebrow: 'Our team and partners',
    title: 'Professionals we work with',
    intro:
      'Buying, letting and moving involve professionals we do not replace. We work with independent specialists who hold the licences their work requires, and bring them in when your case needs them.',
    badges: [
      {
        id: 'attorneys' as const,
        title: 'Licensed attorneys',
        text: 'Lawyers registered with the Portuguese Bar Association (Ordem dos Advogados), for due diligence, contracts and residence applications.',
      },
      {
        id: 'accountants' as const,
        title: 'Certified accountants',
        text: 'Accountants registered with the Ordem dos Contabilistas Certificados, for rental income, property taxes and annual returns.',
      },
      {
        id: 'brokers' as const,
        title: 'Licensed brokers',
        text: 'Estate agencies holding an AMI licence from IMPIC, the regulator of property brokerage in Portugal.',
      },
      {
        id: 'contractors' as const,
        title: 'Experienced contractors',
        text: 'Plumbers, electricians and builders we have worked with for years, who give a written quote before they start.',
      },
    ],
    note: 'Each professional works under their own terms and fees. We tell you who they are and what they charge before they start.',
  },
  closing: {
    title: 'Tell us about your property or your plans',
    text: 'A first conversation is free and commits you to nothing. We reply within one business day.',
    links: [
      { id: 'contact' as const, label: 'Contact us' },
      { id: 'propertyManagement' as const, label: 'Property management' },
      { id: 'investment' as const, label: 'Investment in Portugal' },
    ],
  },
  structuredData: {
    businessDescription:
      'Property management in Lisbon, Cascais and Porto, and real-estate investment and relocation guidance across Portugal, in Hebrew, English and Portuguese.',
  },
};

export default copy satisfies PageCopy;
export type AboutCopy = typeof copy;
