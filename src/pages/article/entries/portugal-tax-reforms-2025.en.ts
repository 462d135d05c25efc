import articlesEn from '@/features/articles/copy.en';
import { COMPANY } from '@/config/company';
import { RENTAL_RULES, TAX_RULES, TAXES, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { ArticleCopy } from '@/features/articles/article-copy';

const card = articlesEn.cards['portugal-tax-reforms-2025'];
const pct = (percent: number) => formatPercent(percent, 'en', 2);
const euro = (amount: number) => formatEuro(amount, 'en');
const day = (iso: string) => formatDate(iso, 'en');
const monthYear = (iso: string) => formatDate(iso, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const { irsJovem, rentalIncome, shortTermRentals, housingPackage } = TAX_RULES;

const copy = {
  meta: {
    title: "Portugal's 2025 tax reforms for property owners and newcomers",
    description:
      'What changed in Portuguese tax for property owners and people moving to Portugal: NHR and IFICI, IRS Jovem, the IMT exemption for young buyers, rental income tax and short-term rentals, each with its year.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesEn,
  intro: [
    `Between 2023 and 2025 Portugal rewrote several of the tax rules that matter most to foreigners who buy property or move here. Some doors closed, such as the old NHR regime; others opened, such as the IMT exemption for young buyers and lower tax on long leases. This article sets out each change with the year it took effect, as of our last review in November ${TAXES.year}.`,
    'It is a summary to help you ask the right questions, not tax advice: how a rule applies to you depends on your residence, your income and your dates.',
  ],
  sections: [
    {
      id: 'nhr-ifici',
      title: 'NHR is closed to new residents; IFICI covers certain professions only',
      paragraphs: [
        rich`The non-habitual resident regime (NHR) closed to new applicants on 1 January ${String(TAX_RULES.nhrClosedYear)}. A transitional window for people who were already moving let the last of them register until March ${String(TAX_RULES.nhrTransitionEndedYear)}; since then ${strong('nobody new can join NHR')}. People already registered keep it for the rest of their ten years.`,
        `Its successor is the tax incentive for scientific research and innovation (IFICI), often called "NHR 2.0". It has applied since ${TAX_RULES.ificiFromYear} and was regulated in December ${TAX_RULES.ificiRegulatedYear}. It lasts ${TAX_RULES.ificiYears} years, but it is narrow: it covers researchers, university teaching staff, people working for certified start-ups and holders of certain highly qualified jobs in qualifying companies. Foreign pensions are not covered at all.`,
      ],
      note: {
        title: 'What this means if you are planning a move',
        text: 'Do not count on a special tax rate. If your job might qualify for IFICI, check it with an accountant before you become resident: the application is due by 15 January of the year after the one in which you become tax resident.',
      },
    },
    {
      id: 'irs-jovem',
      title: `IRS Jovem: lower income tax for people up to ${irsJovem.maxAge}, since ${irsJovem.fromYear}`,
      paragraphs: [
        `From ${irsJovem.fromYear}, IRS Jovem no longer depends on a degree: anyone up to ${irsJovem.maxAge} with employment or self-employment income can use it for their first ${irsJovem.years} years of earning, Portuguese or foreign, as long as they are tax resident in Portugal and not covered by NHR or IFICI.`,
      ],
      listTitle: 'The share of income that is exempt',
      list: [
        `${pct(irsJovem.exemptPercent.year1)} in the first year`,
        `${pct(irsJovem.exemptPercent.years2to4)} in the second to fourth years`,
        `${pct(irsJovem.exemptPercent.years5to7)} in the fifth to seventh years`,
        `${pct(irsJovem.exemptPercent.years8to10)} in the eighth to tenth years`,
      ],
      closing: [
        `The exemption is capped at ${irsJovem.capIasMultiple} times the social support index (IAS) a year: about ${euro(irsJovem.capEuros.euros)} in ${irsJovem.capEuros.year}. For a young family moving to Portugal, it is often worth more than anything NHR would have offered.`,
      ],
    },
    {
      id: 'young-buyers',
      title: `No IMT or stamp duty for buyers up to ${TAXES.youngBuyersMaxAge} on a first home, since ${monthYear(TAX_RULES.youngBuyersFrom)}`,
      paragraphs: [
        `Since ${day(TAX_RULES.youngBuyersFrom)}, buyers aged ${TAXES.youngBuyersMaxAge} or under pay no IMT (the transfer tax) and no stamp duty on the purchase of their first home, if they will live in it as their permanent home and are not listed as someone else's dependant for income tax in the year of purchase.`,
        `The exemption is full up to ${euro(TAXES.youngBuyersCeiling.euros)} (the ${TAXES.youngBuyersCeiling.year} ceiling, indexed with the IMT table every year). Above it and up to ${euro(TAX_RULES.youngBuyersPartialCeiling.euros)} (${TAX_RULES.youngBuyersPartialCeiling.year}), only the part of the price over the ceiling is taxed. Where a couple buys together, each buyer is assessed separately, for their share.`,
      ],
      note: {
        title: 'Keep the home as your home',
        text: 'The exemption is lost if, within six years, the home is let, sold or no longer your permanent residence, except in the situations the law lists. It is not for investment purchases.',
      },
    },
    {
      id: 'rental-income',
      title: `Rental income: ${pct(rentalIncome.ratePercent)} instead of ${pct(rentalIncome.previousRatePercent)}, and less for long leases`,
      paragraphs: [
        `The "Mais Habitação" housing law, in force since ${day(rentalIncome.inForce)}, cut the flat rate on rental income from homes from ${pct(rentalIncome.previousRatePercent)} to ${pct(rentalIncome.ratePercent)} for individual landlords, for all rent from homes in ${rentalIncome.fromYear} onwards. Leases of a permanent home for five years or more, signed from ${rentalIncome.longLeaseRatesFromYear}, pay less again, provided the rent stays within the limits the law sets:`,
      ],
      list: [
        `${pct(rentalIncome.lease5to10YearsPercent)} for a lease of five to ten years`,
        `${pct(rentalIncome.lease10to20YearsPercent)} for ten to twenty years`,
        `${pct(rentalIncome.lease20PlusYearsPercent)} for twenty years or more`,
      ],
      closing: [
        `The rate applies to the rent after deductible costs such as IMI, condominium fees, insurance and maintenance. Owners may instead add rental income to their other income and pay the progressive rates, which is worth checking when their income is modest. Other rentals, such as shops and offices, still pay ${pct(rentalIncome.previousRatePercent)}.`,
        `Separately, since ${monthYear(RENTAL_RULES.depositCapFrom)} (the ${RENTAL_RULES.depositCapFrom.slice(0, 4)} State Budget), a tenant's deposit and any rent paid in advance are each capped at ${rentalIncome.maxDepositMonths} months' rent. When a lease is registered with the tax authority, the landlord also pays stamp duty of ${pct(rentalIncome.leaseStampDutyPercentOfMonthlyRent)} of one month's rent.`,
      ],
    },
    {
      id: 'short-term-rentals',
      title: 'Short-term rentals (AL): the 2023 restrictions were eased in 2024',
      paragraphs: [
        `In ${shortTermRentals.restrictedYear} the same housing law suspended new short-term rental licences (alojamento local, AL) for apartments in most of the country and created an extraordinary levy of ${pct(shortTermRentals.extraordinaryLevyPercent)} on them. In 2024 the new government repealed the levy, and since ${day(shortTermRentals.easedFrom)} the national suspension has been lifted and licences no longer expire after five years.`,
        'The power to restrict AL now lies with each municipality, which can close whole parishes to new licences, and the owners of a building can ask the municipality to cancel a licence in it. Lisbon and Porto limit new licences in their busiest parishes, so check the municipal rules for the exact address before you buy with short-term letting in mind.',
      ],
    },
    {
      id: 'purchase-taxes',
      title: `What buying costs in tax, as of ${TAXES.year}`,
      paragraphs: [
        'The taxes on a purchase itself did not change in structure, but their brackets are updated every year:',
      ],
      list: [
        rich`${strong('IMT (transfer tax):')} progressive by price brackets for homes. A permanent home is exempt up to ${euro(TAXES.imtPermanentHomeExemptUpToEuros)}; the marginal rate rises to ${pct(TAXES.imtMaxMarginalPercent)} between ${euro(TAXES.imtMaxMarginalFromEuros)} and ${euro(TAXES.imtMaxMarginalToEuros)}, then a flat ${pct(TAXES.imtFlatPercent)} applies up to ${euro(TAXES.imtFlatUpToEuros)} and ${pct(TAXES.imtTopRatePercent)} above it. Other urban property pays ${pct(TAXES.imtOtherUrbanPercent)}. The ${link('purchaseCosts', 'purchase costs calculator')} works out the tax and stamp duty for your price.`,
        rich`${strong('Stamp duty:')} ${pct(TAXES.stampDutyPricePercent)} of the price, plus ${pct(TAXES.stampDutyMortgagePercent)} of a mortgage loan.`,
        rich`${strong('IMI (annual property tax):')} ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} of the property's taxable value, set by each municipality.`,
      ],
      closing: [
        `And one thing has not changed: since ${day(VISAS.goldenVisaRealEstateEnded)}, buying property no longer qualifies for a Golden Visa.`,
      ],
    },
    {
      id: 'next',
      title: `The housing package proposed in ${monthYear(housingPackage.proposed)}`,
      paragraphs: [
        `On ${day(housingPackage.proposed)} the government sent Parliament a housing package whose tax measures include a ${pct(housingPackage.moderateRentRatePercent)} rate on rental income from homes let at a "moderate" rent of up to ${euro(housingPackage.moderateRentMonthlyEuros)} a month, and an IMT of ${pct(housingPackage.nonResidentImtPercent)} for buyers who are not tax resident in Portugal, refunded in part to those who become resident within two years or let the home at a moderate rent.`,
        `Parliament's budget committee approved the package's tax measures, with amendments, on ${day(housingPackage.committeeApproved)}, and the government approved the decree-laws on ${day(housingPackage.decreeLawsApproved)}. Which of them apply to a given purchase or lease, and from when, depends on the published texts: ask your lawyer or accountant before you sign.`,
      ],
    },
  ],
  disclaimer: rich`Facts as of our last review, November ${String(TAXES.year)}. Tax rules change every year: confirm each point with a Portuguese lawyer or certified accountant before you act. This article is general information, not legal or tax advice.`,
  cta: {
    title: 'Questions about tax on your property or your move?',
    text: rich`We work with independent Portuguese lawyers and certified accountants, and can put the right one in touch with you. Tell us about your plans through the contact page, or write to us at ${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
    button: 'Contact us',
  },
} satisfies ArticleCopy;

export default copy;
export type TaxReformsArticleCopy = typeof copy;
