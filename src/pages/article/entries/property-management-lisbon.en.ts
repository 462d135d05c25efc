import articlesEn from '@/features/articles/copy.en';
import { MANAGEMENT_FEES, RENTAL_RULES, TAX_RULES, TAXES } from '@/lib/content/facts';
import { BUSINESS } from '@/lib/content/business-figures';
import { formatDate, formatNumber, formatPercent } from '@/lib/format/intl';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { ArticleCopy } from '@/features/articles/article-copy';

const card = articlesEn.cards['property-management-lisbon'];
const pct = (percent: number) => formatPercent(percent, 'en', 2);
const { rentalIncome } = TAX_RULES;
const monthYear = (iso: string) => formatDate(iso, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const coefficient = RENTAL_RULES.rentUpdateCoefficient;

const copy = {
  meta: {
    title: 'Property management in Lisbon: a guide for owners',
    description:
      "A landlord's duties in Lisbon, what a lease must include, long-term or short-term letting, finding tenants, repairs, and what professional property management costs.",
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesEn,
  intro: [
    'Lisbon has a deep rental market: students, young professionals, families who moved here for work, and visitors all year round. For an owner, finding demand is rarely the problem. The work and the rules are, especially when you live in another country.',
    'This guide sets out what a landlord in Lisbon has to handle, what the law asks of you, and which of it a property manager takes off your hands.',
  ],
  sections: [
    {
      id: 'long-or-short',
      title: 'Long-term or short-term letting?',
      paragraphs: [
        rich`${strong('Long-term leases')} bring a steady monthly income, fewer hours of work and lower tax: since the housing law of ${monthYear(rentalIncome.inForce)}, rental income from homes pays ${pct(rentalIncome.ratePercent)}, and less for leases of five years or more.`,
        rich`${strong('Short-term rentals')} (alojamento local) can earn more per night, but they need a licence, which the city restricts in many parishes, and they cost more to run: cleaning, check-ins, linen, guest messages at all hours and the city's tourist tax. Income also swings with the seasons.`,
        rich`Between the two, ${strong('medium-term lets')} of a few months to a year suit students and people on work assignments. Which one fits depends on the flat, the street and how involved you want to be; the ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'tax reforms article')} covers the rules for each.`,
      ],
    },
    {
      id: 'landlord-duties',
      title: 'What the law asks of a landlord',
      paragraphs: ['Whoever manages the property, these obligations stay with the owner, as of our last review:'],
      list: [
        `A written lease, registered with the tax authority, on which the landlord pays stamp duty of ${pct(rentalIncome.leaseStampDutyPercentOfMonthlyRent)} of one month's rent.`,
        'An electronic rent receipt for every payment, issued on the tax portal.',
        'A valid energy certificate before the property is advertised.',
        `A deposit of no more than ${RENTAL_RULES.maxDepositMonths} months' rent, and no more than ${RENTAL_RULES.maxAdvanceRentMonths} months' rent paid in advance, for leases signed since ${monthYear(RENTAL_RULES.depositCapFrom)}.`,
        `Unless the lease sets another rule, rent updated at most once a year, by no more than the coefficient Statistics Portugal (INE) publishes each autumn (${formatNumber(coefficient.value, 'en', { maximumFractionDigits: 4 })} for ${coefficient.year}), with written notice to the tenant.`,
        `Rental income declared in the yearly income tax return, by non-residents too, and IMI of ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} of the taxable value paid every year.`,
      ],
    },
    {
      id: 'tenants',
      title: 'Finding and keeping good tenants',
      paragraphs: [
        'A well-let flat starts with good photos, a fair asking price and a listing on the Portuguese portals people actually use. Then come the viewings, and the checks that matter: identity, income (payslips or an employment contract) and, where needed, a guarantor.',
        'The lease is written in Portuguese, the language a court would read; we give owners a translation. After that, keeping a good tenant is mostly about answering quickly when something breaks. Tenants who feel looked after stay longer, and every empty month costs more than a repair.',
      ],
    },
    {
      id: 'maintenance',
      title: 'Repairs, periodic inspections and emergencies',
      paragraphs: [
        "Many of Lisbon's most attractive flats are in older buildings, where damp, old plumbing and tired wiring are common. Small problems grow when nobody is there to see them.",
        "A property manager keeps a network of plumbers, electricians and handymen, sends quotes for your approval, follows the work and pays the invoices from the rent with receipts. Periodic inspections, with photos, show you the state of the flat without a flight, and the manager deals with the building's condominium on your behalf.",
      ],
    },
    {
      id: 'costs',
      title: 'What professional management costs',
      paragraphs: [
        rich`Our packages cost ${pct(MANAGEMENT_FEES.minPercent)}–${pct(MANAGEMENT_FEES.maxPercent)} of the monthly rent, or the package's monthly minimum if that is higher, plus ${pct(MANAGEMENT_FEES.vatPercent)} VAT, and a one-off fee when we find a new tenant. You pay only for the months in which the property is let, with no setup fee. The ${link('calculateCost', 'management cost calculator')} shows the figure for your rent.`,
      ],
      listTitle: 'Questions to ask any property manager',
      list: [
        'Are you a registered company, and do you invoice with VAT?',
        'Whose account does the rent go into, and when is it transferred to me?',
        'Up to what amount can you order a repair without asking me?',
        'How often will I get a statement, and in which language?',
        'How much notice do I give to end the contract? (Ours is 30 days.)',
      ],
    },
  ],
  disclaimer: `Rules as of our last review, November ${TAXES.year}; rental law and its tax treatment change often. This article is general information, not legal advice: have a lawyer draft or review your lease. Our office hours are Monday to Friday, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} Lisbon time.`,
  cta: {
    title: 'Own a flat in Lisbon?',
    text: rich`Tell us where it is and how you let it today, and we will suggest a package and an estimate of its cost. Prefer to explore first? Read about our ${link('propertyManagement', 'property management service')}.`,
    button: 'Contact us',
  },
} satisfies ArticleCopy;

export default copy;
export type PropertyManagementLisbonArticleCopy = typeof copy;
