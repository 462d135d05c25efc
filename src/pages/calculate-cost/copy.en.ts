import managementCalculatorCopyEn from '@/features/management-calculator/copy.en';
import { MANAGEMENT_PACKAGES } from '@/features/management-calculator/management-costs';
import { MANAGEMENT_FEES, MANAGEMENT_MARKET_FEES as MARKET } from '@/lib/content/facts';
import { formatEuro, formatPercent } from '@/lib/format/intl';
import type { PageCopy } from '@/lib/routing/page-copy';

const percent = (value: number) => formatPercent(value, 'en', 0);
const percentRange = ({ min, max }: { min: number; max: number }) => `${percent(min)}–${percent(max)}`;
const euro = (value: number) => formatEuro(value, 'en');
const fees = percentRange({ min: MANAGEMENT_FEES.minPercent, max: MANAGEMENT_FEES.maxPercent });
const vat = percent(MANAGEMENT_FEES.vatPercent);
const { basic, plus, premium } = MANAGEMENT_PACKAGES;

const copy = {
  meta: {
    title: 'Property management cost calculator',
    description: `How much does property management cost in Portugal? Typical fees are ${fees} of the monthly rent, plus VAT. Calculate your exact monthly fee for each package.`,
  },
  hero: {
    title: 'Calculate your property management cost',
    subtitle:
      'Enter your monthly rent and compare our Basic, Plus and Premium packages in seconds, with no obligation.',
  },
  averages: {
    eyebrow: `Market averages, ${MARKET.year}`,
    title: 'What property management costs in Portugal',
    intro: 'Indicative figures for long-term rentals. Every agency sets its own prices.',
    items: [
      {
        id: 'percentage',
        title: 'Management fee',
        value: percentRange(MARKET.typicalPercent),
        text: 'of the monthly rent is what most agencies charge to manage a long-term rental.',
      },
      {
        id: 'placement',
        title: 'Tenant placement',
        value: 'Half to one month',
        text: 'of rent is the usual one-time fee for finding and vetting a new tenant.',
      },
      {
        id: 'pricing',
        title: 'Short-term rentals',
        value: percentRange(MARKET.shortTermPercent),
        text: 'of the rental income is what managers of holiday lets usually charge, since they handle every booking and changeover.',
      },
      {
        id: 'extras',
        title: 'Extras',
        value: `${vat} VAT`,
        text: 'is added to management fees. Repairs, materials and extra services are paid separately.',
      },
    ],
  },
  differences: {
    title: 'Why management fees differ',
    paragraphs: [
      `The typical management fee for a long-term rental in Portugal is ${percentRange(MARKET.typicalPercent)} of the monthly rent, as of ${MARKET.year}. Where a property is, how much work it needs and what the package includes move the price within that range and beyond it.`,
      'In Lisbon and Cascais, where demand and running costs are highest, fees tend to sit at the top of that range; in smaller cities, nearer its lower end.',
      `Some agencies also charge a monthly minimum, so a low rent does not mean a low fee. Ours are ${euro(basic.minimumEuros)}, ${euro(plus.minimumEuros)} and ${euro(premium.minimumEuros)} a month, depending on the package.`,
      'When you compare offers, check what the fee covers: inspections, the tenant search, emergency cover and reports are included in some packages and charged as extras in others.',
    ],
  },
  faq: {
    title: 'Questions about management costs',
    items: [
      {
        question: 'How is the monthly fee calculated?',
        answer: `Each package charges a share of the monthly rent (${percent(basic.percent)}, ${percent(plus.percent)} or ${percent(premium.percent)}) or its monthly minimum (${euro(basic.minimumEuros)}, ${euro(plus.minimumEuros)} or ${euro(premium.minimumEuros)}), whichever is higher, rounded to whole euros. VAT of ${vat} is added.`,
      },
      {
        question: 'What does the tenant search fee cover?',
        answer:
          "It is a one-time fee when we find you a new tenant: the listing, viewings, income and reference checks, and the lease. It is one month's rent on Basic, three quarters of a month's rent on Plus and half a month's rent on Premium.",
      },
      {
        question: 'Do I pay while the property is empty?',
        answer:
          'No. You pay the monthly fee only for months with an active rental. There are no setup fees, and you can cancel with 30 days’ notice.',
      },
      {
        question: 'Are the calculator’s prices final?',
        answer:
          'They are estimates for the rent you enter. Your final offer depends on the property and is confirmed in writing, and the first quote is free.',
      },
    ],
  },
  disclaimer: {
    title: 'About these figures',
    text: `The calculator shows estimates before VAT of ${vat}, rounded to whole euros; it is not an offer. Market figures are indicative and as of ${MARKET.year}. Your price is confirmed in writing after we see the property.`,
  },
  calculator: managementCalculatorCopyEn,
};

export default copy satisfies PageCopy;

export type CalculateCostCopy = typeof copy;
