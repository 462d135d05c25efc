import type { TemplateDownloadSectionText } from '@/features/rental-template/template-form-text';
import { RENTAL_RULES } from '@/lib/content/rental-rules';
import { formatPercent } from '@/lib/format/intl';
import type { PageCopy } from '@/lib/routing/page-copy';
import type { RouteId } from '@/lib/routing/routes';

/** A link of the help section: a page of the site, in the current language. */
export interface RentalHelpLink {
  id: RouteId;
  title: string;
  text: string;
}

const pct = (value: number) => formatPercent(value, 'en', 0);
const { year, lateRentGraceDays, leaseStampDutyPercent, lateRentPercent } = RENTAL_RULES;

const download: TemplateDownloadSectionText = {
  title: 'Download the template',
  intro: 'Leave your name and e-mail address, and the Word file downloads straight away.',
  fileNote: 'Word document (.docx): the ten sections in English and in Hebrew, with a registration guide.',
  loading: 'Loading the download form',
  form: {
    submit: 'Download template',
    downloading: 'Downloading...',
    fullNameRequired: 'Full name is required',
    termsRequired: 'You must accept the terms',
    invalidForm: 'Please fill in all required fields',
    downloadError: 'An error occurred while downloading the template. Please try again.',
  },
};

const copy = {
  meta: {
    title: 'Rental agreement template for Portugal (Hebrew and English)',
    description:
      'Download a free bilingual rental agreement template for Portugal: parties, rent, deposit, maintenance, termination, insurance and jurisdiction.',
  },
  hero: {
    title: 'Free bilingual rental agreement template for Portugal',
    subtitle:
      'A clear Hebrew and English lease covering the ten sections every Portuguese rental contract needs, ready to adapt to your property. It is a template, not legal advice.',
  },
  heroButton: 'Download the template',
  alert: {
    title: 'This template is not legal advice',
    text: 'Rental law in Portugal changes often and every let is different. Have a Portuguese lawyer or solicitor check your lease before anyone signs it.',
  },
  benefits: {
    title: 'Why use this template',
    items: [
      {
        id: 'bilingual',
        title: 'Hebrew and English, clause by clause',
        text: 'Each section in both languages, Hebrew right to left, so landlord and tenant read the same terms.',
      },
      {
        id: 'law',
        title: 'Written for Portuguese law',
        text: `Built on the Civil Code and the urban lease regime (NRAU) as of ${year}, with the article behind each rule.`,
      },
      {
        id: 'ready',
        title: 'Ready to fill in',
        text: 'A Word file with clear blanks and options in brackets: fill in, delete what does not apply, print.',
      },
      {
        id: 'registration',
        title: 'Registration guide included',
        text: 'A cover note explains how to register the lease with the tax office and what it costs.',
      },
    ],
  },
  sections: {
    title: 'The ten sections of the template',
    intro: 'Every section a residential lease in Portugal needs, in the order of the document.',
    items: [
      {
        id: 'parties',
        title: 'Parties',
        text: 'Landlord, tenant and an optional guarantor, with tax numbers (NIF), IDs and addresses for notices.',
      },
      {
        id: 'property',
        title: 'Property',
        text: 'Address, land-registry and tax-register numbers, licence of use, energy certificate and inventory.',
      },
      {
        id: 'period',
        title: 'Period and renewal',
        text: 'A fixed term of at least one year for a permanent home, automatic renewal and the notice each side gives.',
      },
      {
        id: 'rent',
        title: 'Rent and payment',
        text: 'Monthly rent, due date, bank transfer, electronic rent receipts, yearly update and late payment.',
      },
      {
        id: 'deposit',
        title: 'Deposit and costs',
        text: 'The deposit and when it comes back, utility bills, condominium fees and property tax.',
      },
      {
        id: 'maintenance',
        title: 'Maintenance',
        text: 'What the landlord repairs, the small repairs the tenant pays for, urgent repairs and visits.',
      },
      {
        id: 'uses',
        title: 'Permitted uses',
        text: 'A permanent home only: no subletting or holiday lets without consent, pets and house rules.',
      },
      {
        id: 'termination',
        title: 'Termination',
        text: 'Early exit by the tenant, ending for serious breach, ending by agreement and handing back the keys.',
      },
      {
        id: 'insurance',
        title: 'Insurance',
        text: "The landlord's fire insurance, the tenant's contents and liability cover, and reporting damage.",
      },
      {
        id: 'jurisdiction',
        title: 'Jurisdiction',
        text: 'Portuguese law, the courts where the property is, and which language version prevails.',
      },
    ],
  },
  guide: {
    title: 'Adapting the template in five steps',
    steps: [
      {
        title: 'Fill in the parties and the property',
        text: 'Names, tax numbers (NIF) and IDs of everyone signing; the land-registry and tax-register numbers, licence of use and energy certificate of the property.',
      },
      {
        title: 'Set the term, rent and deposit',
        text: `Choose a term of at least one year for a permanent home, the rent and its due date, and a deposit of no more than two months' rent (rules as of ${year}).`,
      },
      {
        title: 'Agree who pays what',
        text: 'Utility bills, condominium fees, small repairs and insurance: choose among the options in brackets and delete the rest.',
      },
      {
        title: 'Have it checked and put into Portuguese',
        text: 'Ask a Portuguese lawyer or solicitor to review the text and prepare the Portuguese version, which is the one the tax office registers.',
      },
      {
        title: 'Sign, hand over and register',
        text: 'Sign every version, record the condition of the property with photos, and register the lease with the tax office by the end of the following month.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Is this template legally valid in Portugal?',
        answer: `It follows the Civil Code and the urban lease regime (NRAU) as of ${year}, and a written, signed lease that respects the law is valid. It is still a template, not legal advice: laws change, so have a Portuguese lawyer or solicitor check your final text.`,
      },
      {
        question: 'Do I also need a Portuguese version?',
        answer:
          'Yes. The tax office (Finanças) registers the lease from its Portuguese text, so sign a Portuguese version together with the English and Hebrew one. The template says the Portuguese version prevails if the versions differ.',
      },
      {
        question: 'How do I register the lease with the tax office?',
        answer: `By the end of the month after the lease starts, the landlord submits the Modelo 2 lease declaration on the Portal das Finanças and pays stamp duty of ${pct(leaseStampDutyPercent)} of one month's rent. After that the landlord issues an electronic receipt for every rent payment.`,
      },
      {
        question: 'How large a deposit can a landlord ask for?',
        answer: `Since ${RENTAL_RULES.depositCapFrom.slice(0, 4)} the Civil Code caps a deposit at two months' rent, and rent paid in advance at two months too (rules as of ${year}). Anything above that should not be in your lease.`,
      },
      {
        question: 'How long does a residential lease in Portugal last?',
        answer:
          'A lease for a permanent home lasts at least one year and, unless the contract says otherwise, renews automatically for the same term, or for three years if the term is shorter. The landlord cannot end it at the first renewal before three years have passed, except to live there or house their children.',
      },
      {
        question: 'Can I use it for a holiday or short-term let?',
        answer:
          'No. The template is for a permanent home. Holiday lets (alojamento local) need their own registration and terms, and temporary lets, such as for students, follow different rules.',
      },
    ],
  },
  notes: {
    title: 'Important notes',
    items: [
      `The rules in the template are those in force in ${year}. Portuguese rental law changes often: check before you sign.`,
      'Only a Portuguese text is registered by the tax office. If the versions differ, the Portuguese one prevails.',
      'The property needs a valid energy certificate and a licence of use before it is let.',
      `The landlord registers the lease and pays stamp duty of ${pct(leaseStampDutyPercent)} of one month's rent, then issues an electronic receipt for every payment.`,
      'Keep the signed copies, the inventory and the photos of the property for the whole lease.',
    ],
  },
  download,
  usage: {
    title: 'How to use the file',
    steps: [
      'Open it in Microsoft Word, LibreOffice or Google Docs.',
      'Read the cover note first: it explains the blanks, the Portuguese version and registration.',
      'Fill in every blank line, and delete the options in [square brackets] that do not apply.',
      'Keep each section in both languages so both sides can read the same terms.',
      'Print the number of copies stated in clause 10.3, and have every page initialled and the last one signed.',
    ],
  },
  warning: {
    title: 'Beware of generic templates',
    intro: 'Templates copied from other countries or old leases often hold clauses that Portuguese law does not allow:',
    items: [
      `A ${pct(lateRentPercent)} late penalty from the first day: the law lets the tenant pay within ${lateRentGraceDays} days before the ${pct(lateRentPercent)} compensation applies.`,
      'All repairs on the tenant: the landlord stays responsible for maintenance and structural repairs; the tenant pays only for small repairs from daily use and for damage they cause.',
      'A non-renewable term dropped in without thought: a lease for a permanent home renews automatically unless the contract rules it out, and a landlord cannot end it at the first renewal before three years.',
      'Broad access rights for the landlord to enter at any time: visits must be agreed in advance, with notice.',
      'Double-rent penalties for any breach: the law doubles the rent only for a tenant who stays on after the lease ends and is in delay.',
    ],
  },
  disclaimer: {
    title: 'Disclaimer',
    text: `This page and the template are general information as of ${year}, not legal or tax advice. Lusa Property manages property; it is not a law firm and accepts no liability for the use of the template. For advice on your own lease, consult a lawyer or solicitor registered in Portugal.`,
  },
  help: {
    title: 'Need a hand with your rental?',
    intro:
      'We find tenants and manage rentals in Lisbon, Cascais and Porto, working with licensed lawyers and accountants.',
    links: [
      {
        id: 'propertyManagement',
        title: 'Property management',
        text: 'Tenant search, rent collection, repairs and reports.',
      },
      {
        id: 'investment',
        title: 'Real-estate investment',
        text: 'Finding and buying a property to let in Portugal.',
      },
      {
        id: 'contact',
        title: 'Contact us',
        text: 'Ask us about your lease or your property.',
      },
    ] satisfies RentalHelpLink[] as RentalHelpLink[],
  },
};

export default copy satisfies PageCopy;

export type RentalAgreementCopy = typeof copy;
