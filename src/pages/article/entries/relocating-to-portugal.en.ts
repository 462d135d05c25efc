import articlesEn from '@/features/articles/copy.en';
import { CITIZENSHIP_REFORM, MINIMUM_WAGE, RESIDENCE, TRAVEL_AUTHORISATION, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { ArticleCopy } from '@/features/articles/article-copy';

const card = articlesEn.cards['relocating-to-portugal'];
const euro = (amount: number) => formatEuro(amount, 'en');
const pct = (percent: number) => formatPercent(percent, 'en', 0);
const monthYear = (iso: string) => formatDate(iso, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy = {
  meta: {
    title: 'Relocating to Portugal: visas, paperwork and the first three months',
    description: `Which visa fits (D7 from ${euro(VISAS.d7.monthlyEuros)} a month in ${VISAS.d7.year}, D8, no Golden Visa through property), and the order in which to get a tax number, a bank account, health insurance and a home.`,
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesEn,
  intro: [
    'Moving to Portugal is mostly paperwork done in the right order. Do it out of order and you wait twice: a bank wants a tax number, a landlord wants a bank account, a consulate wants proof of a home.',
    `This is the order we suggest to the families we help, with the figures as of ${VISAS.d7.year}. Our full relocation guide goes into each step in more detail.`,
  ],
  sections: [
    {
      id: 'which-visa',
      title: 'Which visa, if you need one',
      paragraphs: [
        `Israeli and EU passport holders can stay ${VISAS.touristStay.days} days in any ${VISAS.touristStay.inDays} without a visa: enough to look around, not to live. Visa-free visitors will also need the EU’s ${TRAVEL_AUTHORISATION.name} travel authorisation, expected from late ${TRAVEL_AUTHORISATION.expectedStartYear} and mandatory in ${TRAVEL_AUTHORISATION.mandatoryFromYear}. EU citizens need no visa at all; after ${RESIDENCE.euRegistrationAfterMonths} months they register with the municipality, within the following ${RESIDENCE.euRegistrationWithinDays} days.`,
        'Everyone else who wants to live in Portugal needs a residence visa. For most of the people we meet it is one of these:',
      ],
      list: [
        rich`${strong('D7, passive income:')} at least the Portuguese minimum wage, ${euro(VISAS.d7.monthlyEuros)} a month in ${String(VISAS.d7.year)}, from pensions, rents or investments; ${pct(VISAS.d7.spouseSharePercent)} more for a spouse and ${pct(VISAS.d7.childSharePercent)} more for each child.`,
        rich`${strong('D8, remote work:')} at least ${String(VISAS.d8.minimumWageMultiple)} times the minimum wage, ${euro(VISAS.d8.monthlyEuros)} a month in ${String(VISAS.d8.year)}, from work for employers or clients outside Portugal.`,
        rich`${strong('Golden Visa:')} since ${formatDate(VISAS.goldenVisaRealEstateEnded, 'en')} buying property no longer qualifies. The routes left include ${euro(VISAS.goldenVisaFundsEuros)} in qualifying investment funds, ${euro(VISAS.goldenVisaCompanyEuros)} in a company that creates ${String(VISAS.goldenVisaCompanyJobs)} jobs, and ${euro(VISAS.goldenVisaHeritageEuros)} for cultural heritage.`,
      ],
      note: {
        title: 'The thresholds move every January',
        text: `The D7 and D8 amounts follow the minimum wage (${euro(MINIMUM_WAGE.monthlyEuros)} in ${MINIMUM_WAGE.year}), which rises almost every year. Check the current figure with the consulate before you apply.`,
      },
    },
    {
      id: 'first-steps',
      title: 'The first steps, before and after you land',
      paragraphs: ['Most of these can start from home, through a representative:'],
      list: [
        rich`${strong('A tax number (NIF).')} Needed for almost everything: a lease, a bank account, a phone contract. Non-residents get one through a tax representative.`,
        rich`${strong('A Portuguese bank account.')} Several banks open accounts for non-residents; the consulate usually wants to see your funds in Portugal.`,
        rich`${strong('Health insurance')} that covers you in Portugal until you are registered with the national health service.`,
        rich`${strong('A home.')} A lease or a deed is part of the visa application. Many families rent first and buy once they know the area; the ${link('purchaseCosts', 'purchase costs calculator')} shows what buying costs on top of the price.`,
        rich`${strong('Documents from home:')} a criminal record certificate, and birth and marriage certificates with an apostille, translated where required.`,
      ],
    },
    {
      id: 'timeline',
      title: 'A realistic timeline',
      paragraphs: [
        'Gathering the documents takes a few weeks; the consulate then decides on the visa, which often takes months rather than weeks. The visa lets you enter Portugal and attend an appointment with AIMA, the immigration agency, for your residence permit. AIMA appointments are in high demand, so book as early as the process allows and keep copies of everything you submit.',
        'Plan the move itself, the school year and the end of your lease at home around these waits, not around the best case.',
      ],
    },
    {
      id: 'longer-term',
      title: 'Taxes, residence and citizenship',
      paragraphs: [
        rich`You usually become tax resident once you spend more than 183 days a year in Portugal or make your permanent home here. The old NHR tax regime is closed to new residents; our ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'article on the tax reforms')} explains what replaced it.`,
        `Since ${monthYear(CITIZENSHIP_REFORM.inForce)}, under the amended Nationality Law, citizenship takes ${VISAS.citizenshipYears} years of legal residence (${VISAS.citizenshipYearsEuAndPortugueseSpeaking} for citizens of the EU and Portuguese-speaking countries), counted from the first residence permit, no longer from the application; the route for descendants of Sephardic Jews is closed. Confirm the rule with a lawyer when you plan around it.`,
      ],
      closing: [
        rich`Once you have arrived, our article on ${link({ route: 'article', slug: 'settling-in-portugal' }, 'settling in')} covers everyday life, and the ${link('relocation', 'relocation guide')} goes through each visa in detail.`,
      ],
    },
  ],
  disclaimer: `Facts as of our last review, November ${MINIMUM_WAGE.year}. Immigration rules change: confirm your case with a Portuguese immigration lawyer or the consulate before you act. This article is general information, not legal advice, and no visa outcome can be promised.`,
  cta: {
    title: 'Planning a move to Portugal?',
    text: 'Tell us who is moving, when and where to. We will help you put the steps in order and introduce you to an immigration lawyer for the legal part.',
    button: 'Contact us',
  },
} satisfies ArticleCopy;

export default copy;
export type RelocatingArticleCopy = typeof copy;
