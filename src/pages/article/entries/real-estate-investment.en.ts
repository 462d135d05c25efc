import articlesEn from '@/features/articles/copy.en';
import { GROSS_YIELD_PERCENT, MORTGAGE, TAXES, VISAS } from '@/lib/content/facts';
import { calculatePurchaseCosts } from '@shared/tax/purchase-costs';
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { ArticleCopy } from '@/features/articles/article-copy';

const card = articlesEn.cards['real-estate-investment'];
const pct = (percent: number, digits = 2) => formatPercent(percent, 'en', digits);
// A worked example of the one-time costs, from the same module as the calculators.
const example = calculatePurchaseCosts({ price: 200_000, purpose: 'other_home', region: 'mainland' });
const oneTimeCosts = {
  price: formatEuro(200_000, 'en'),
  total: formatEuro(Math.round(example.total), 'en'),
  year: String(example.year),
};
const oneDecimal = (percent: number) =>
  formatNumber(percent / 100, 'en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const copy = {
  meta: {
    title: 'Real-estate investment in Portugal: full-service guidance',
    description:
      'Property search, due diligence, negotiation, a Portuguese mortgage, the deed, renovation and management: the seven services of our investment guidance, what you receive and where our role ends.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesEn,
  intro: [
    'Buying an investment property in a country whose language, law and banks you do not know is where most costly mistakes happen: a price that looked fair, a missing licence, a mortgage that falls through a week before the deed. Our guidance is there to prevent them.',
    'Here is how it works, service by service, what you hold in your hands at the end of each stage, and what stays with your lawyer and your bank.',
  ],
  sections: [
    {
      id: 'services',
      title: 'Seven services, one team',
      paragraphs: ['You can use all seven or only the ones you need; each is agreed with you before it starts.'],
      cards: [
        {
          id: 'search',
          title: 'Property search',
          text: 'We agree a brief with you (budget, city, type of property, rental plan) and look beyond the portals, through agents and developers we know and owners selling privately. You get a shortlist, not a flood of links.',
        },
        {
          id: 'due-diligence',
          title: 'Due diligence',
          text: 'Before you make an offer we check the land registry certificate, the licence of use, the energy certificate, condominium debts and any charges on the title, together with your lawyer.',
        },
        {
          id: 'negotiation',
          title: 'Negotiation and offer',
          text: 'We compare the asking price with recent sales nearby, negotiate on your behalf and agree the terms of the promissory contract (CPCV): deposit, dates and conditions.',
        },
        {
          id: 'mortgage',
          title: 'Portuguese mortgage',
          text: `We introduce you to banks and credit intermediaries that lend to foreign buyers, who typically finance up to ${pct(MORTGAGE.typicalMaxLoanToValuePercent, 0)} of the price for a home you will not live in, and we compare their offers with you.`,
        },
        {
          id: 'legal',
          title: 'Tax number, lawyer and deed',
          text: 'We help you get a tax number (NIF) and a bank account, coordinate the independent lawyer who represents you, and attend the deed with you or under a power of attorney.',
        },
        {
          id: 'renovation',
          title: 'Renovation and furnishing',
          text: 'If the property needs work, we get quotes from contractors we have worked with before, follow the works and check them before each payment.',
        },
        {
          id: 'management',
          title: 'Letting and management',
          text: rich`After the purchase our ${link('propertyManagement', 'property management')} team finds tenants and looks after the property, or hands it over to you with everything in order.`,
        },
      ],
    },
    {
      id: 'deliverables',
      title: 'What you receive',
      paragraphs: ['Each stage ends with something written that you keep, in English or Hebrew:'],
      list: [
        'A written brief and a shortlist, with photos, the price per square metre and comparable sales for each property.',
        'A due-diligence summary for every property you make an offer on, with the documents behind it.',
        'A budget of the purchase costs at your price: IMT, stamp duty, notary and land registry, lawyer and bank fees.',
        rich`A rental estimate: expected rent, running costs and an estimated gross yield. Our ${link('investment', 'investment calculator')} works with ${oneDecimal(GROSS_YIELD_PERCENT.min)}–${oneDecimal(GROSS_YIELD_PERCENT.max)} a year; your property's estimate may differ, and it is an estimate, not a promise.`,
        'A side-by-side comparison of mortgage offers, when you finance the purchase.',
        'A handover file: keys, contracts, utility accounts, condominium contacts, insurance and the dates of the yearly IMI payments.',
      ],
    },
    {
      id: 'costs',
      title: `Costs to budget for, as of ${TAXES.year}`,
      paragraphs: ['Besides the price, a buyer in Portugal pays taxes and fees that are easy to underestimate:'],
      list: [
        rich`${strong('IMT (transfer tax):')} progressive by price brackets for homes (${String(TAXES.year)} table): marginal rates rise to ${pct(TAXES.imtMaxMarginalPercent)} between ${formatEuro(TAXES.imtMaxMarginalFromEuros, 'en')} and ${formatEuro(TAXES.imtMaxMarginalToEuros, 'en')}, then a flat ${pct(TAXES.imtFlatPercent)} applies up to ${formatEuro(TAXES.imtFlatUpToEuros, 'en')} and ${pct(TAXES.imtTopRatePercent)} above it; ${pct(TAXES.imtOtherUrbanPercent)} for other urban property.`,
        rich`${strong('Stamp duty:')} ${pct(TAXES.stampDutyPricePercent)} of the price and ${pct(TAXES.stampDutyMortgagePercent)} of a mortgage loan.`,
        rich`${strong('Every year:')} IMI of ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} of the taxable value, condominium fees and insurance.`,
      ],
      closing: [
        rich`Our investment calculator works out the one-time taxes and fees by the ${oneTimeCosts.year} tables: on a ${oneTimeCosts.price} flat to let on the mainland, about ${oneTimeCosts.total} in transfer tax, stamp duty and estimated deed, registration and lawyer fees. The ${link('purchaseCosts', 'purchase-costs calculator')} itemises them for any price, and we confirm the real figure for each property. The ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'tax reforms article')} explains what changed recently.`,
      ],
    },
    {
      id: 'scope',
      title: 'Where our role ends',
      paragraphs: [
        'We are a property management and investment consultancy. We guide, coordinate and check; the regulated parts of a purchase are done by the professionals the law requires.',
      ],
      note: {
        title: 'Scope note',
        text: `Legal advice and the legal checks of the deed come from your own independent lawyer, the loan from the bank, and the sale itself from the seller's licensed agent where there is one. We never hold your money: deposits and the price go from your account to the seller through the lawyer, the notary or the bank. Our fee and the scope of our work are agreed in writing before we start. Rental figures are estimates, not promised returns, and since ${formatDate(VISAS.goldenVisaRealEstateEnded, 'en')} buying property no longer qualifies for a Golden Visa.`,
      },
    },
  ],
  disclaimer: `Figures as of ${TAXES.year}; tax tables and bank conditions change every year. Confirm them with your lawyer and your bank before you sign. This article is general information, not legal, tax or financial advice.`,
  cta: {
    title: 'Tell us what you are looking for',
    text: 'Share your budget, the city you have in mind and how you want to use the property. The first conversation is free and commits you to nothing; we will tell you honestly whether and how we can help.',
    button: 'Contact us',
  },
} satisfies ArticleCopy;

export default copy;
export type RealEstateInvestmentArticleCopy = typeof copy;
