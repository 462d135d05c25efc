import { CITIZENSHIP_REFORM, FACTS_YEAR, RESIDENCE, TRAVEL_AUTHORISATION, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';
import type { SituationContent } from '@/features/relocation-status/status-content';

// Figures (visa thresholds, dates, periods) come from the facts module; see docs/facts.md.
const euro = (amount: number) => formatEuro(amount, 'en');
const percent = (value: number) => formatPercent(value, 'en', 0);
const monthYear = (date: string) =>
  formatDate(date, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const fullDate = (date: string) => formatDate(date, 'en', { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
const { d7, d8 } = VISAS;
const visaMonths = `${RESIDENCE.visaProcessMonths.min} to ${RESIDENCE.visaProcessMonths.max} months`;

const copy = {
  meta: {
    title: 'Portugal Relocation Guide: visas and first steps',
    description: `Moving to Portugal? Compare the D7, D8 (digital nomad), HQA and Golden Visa routes as they stand in ${FACTS_YEAR}, and follow our step-by-step preparation checklist.`,
  },
  hero: {
    title: 'Portugal Relocation Guide',
    subtitle:
      'Visas, tax number, bank account and health insurance: everything you need to plan your move to Portugal, step by step.',
    consultationButton: 'Book a personal consultation',
  },
  whyMove: {
    title: 'Why move to Portugal',
    intro:
      'Families, retirees and remote workers choose Portugal for a calmer pace of life within the European Union. These are the reasons we hear most often.',
    cards: [
      {
        id: 'cost' as const,
        title: 'Affordable cost of living',
        text: 'Groceries, eating out, public transport and everyday services cost less than in most of Western Europe. Rents in central Lisbon and Porto have risen sharply, but a short train ride out, or in smaller cities, your budget goes much further.',
      },
      {
        id: 'quality' as const,
        title: 'Excellent quality of life',
        text: 'Mild winters on the coast, long sunny summers, the Atlantic within reach and a relaxed daily rhythm. Public healthcare is open to residents, and towns are built for walking and sitting outside.',
      },
      {
        id: 'community' as const,
        title: 'An active expat community',
        text: 'Lisbon, Cascais, Porto and the Algarve have large international communities, English is widely spoken in the cities, and there are Jewish communities and synagogues in Lisbon and Porto. You will not be starting from scratch.',
      },
    ],
  },
  visas: {
    title: 'Visa Options',
    intro: `Citizens of countries outside the EU need a residence visa to live in Portugal. These are the four routes most of our clients consider; the thresholds are those of ${FACTS_YEAR}.`,
    requirementsLabel: 'Main requirements',
    cards: [
      {
        id: 'd7' as const,
        badge: 'Passive income',
        title: 'D7 visa',
        subtitle: 'For retirees and people living on passive income',
        description:
          'The most common route for people who do not need a Portuguese salary: pensions, rental income, dividends or interest paid regularly from anywhere in the world.',
        requirements: [
          `Regular passive income of at least ${euro(d7.monthlyEuros)} a month in ${d7.year} (the Portuguese minimum wage), plus ${percent(d7.spouseSharePercent)} for a spouse and ${percent(d7.childSharePercent)} for each child`,
          'Savings in a Portuguese bank account; consulates usually expect enough to cover a year at that level',
          'A home in Portugal for at least a year: a lease or a deed',
          'A clean criminal record and health insurance',
        ],
      },
      {
        id: 'd8' as const,
        badge: 'Remote work',
        title: 'D8 visa (digital nomad)',
        subtitle: 'For remote employees and freelancers with clients abroad',
        description:
          'For people who keep working for an employer or clients outside Portugal. It comes as a residence visa, for those moving for good, or as a temporary-stay visa of up to a year.',
        requirements: [
          `Average income from remote work of at least ${euro(d8.monthlyEuros)} a month over the last three months (${d8.minimumWageMultiple} times the minimum wage in ${d8.year})`,
          'An employment contract or service agreements with employers or clients outside Portugal',
          'A home in Portugal for the period of the visa',
          'A clean criminal record and health insurance',
        ],
      },
      {
        id: 'hqa' as const,
        badge: 'Skilled employment',
        title: 'HQA visa',
        subtitle: 'For highly qualified professionals with a Portuguese job offer',
        description:
          'The route for engineers, doctors, researchers, managers and other specialists hired by a company in Portugal. Employers certified under the Tech Visa programme can speed the process up.',
        requirements: [
          'An employment contract or binding job offer in Portugal for a highly qualified role',
          'A higher-education degree or professional qualifications that match the role',
          'A salary in line with the role, as set out in the contract',
          'A clean criminal record and health insurance',
        ],
      },
      {
        id: 'golden' as const,
        badge: 'Investment',
        title: 'Golden Visa',
        subtitle: 'Residence through investment, no longer through buying property',
        description: `Since ${fullDate(VISAS.goldenVisaRealEstateEnded)}, buying property no longer qualifies for a Golden Visa, and a home bought through us does not lead to one. Investors may still qualify through other routes, and need only spend an average of ${VISAS.goldenVisaStayDaysPerYear} days a year in Portugal.`,
        requirements: [
          `${euro(VISAS.goldenVisaFundsEuros)} in qualifying investment funds that do not invest in real estate`,
          `${euro(VISAS.goldenVisaCompanyEuros)} to set up or capitalise a Portuguese company that creates ${VISAS.goldenVisaCompanyJobs} permanent jobs`,
          `${euro(VISAS.goldenVisaHeritageEuros)} in support of the arts or the national cultural heritage`,
          'A clean criminal record and funds transferred from abroad',
        ],
      },
    ],
    importantTitle: 'Important to Know',
    important: [
      `Figures are those of ${FACTS_YEAR}. The D7 and D8 thresholds follow the minimum wage, which changes every January; rules change, so confirm with a lawyer or the consulate before you apply.`,
      `Israeli and EU passport holders may visit for ${VISAS.touristStay.days} days in any ${VISAS.touristStay.inDays} without a visa, but a tourist stay cannot be turned into residence: apply for your visa from home before you move. Visa-free visitors will also need the EU’s ${TRAVEL_AUTHORISATION.name} travel authorisation, expected from late ${TRAVEL_AUTHORISATION.expectedStartYear} and mandatory in ${TRAVEL_AUTHORISATION.mandatoryFromYear}.`,
      `Expect ${visaMonths} from the consulate appointment to a decision. The visa is valid for ${RESIDENCE.residenceVisaValidityMonths} months, enough to enter Portugal and attend your appointment at AIMA, the immigration agency that replaced SEF in ${monthYear(RESIDENCE.aimaSince)}.`,
      `The first residence permit lasts ${RESIDENCE.firstPermitYears} years and renewals ${RESIDENCE.renewalYears}; after ${RESIDENCE.permanentAfterYears} years of legal residence you can apply for permanent residence. Since ${monthYear(RESIDENCE.familyReunificationSince)}, most permit holders wait ${RESIDENCE.familyReunificationWaitYears} years before family members can join them, with exceptions such as families with minor children.`,
      `Since ${monthYear(CITIZENSHIP_REFORM.inForce)}, under the amended Nationality Law, citizenship can be requested after ${CITIZENSHIP_REFORM.years} years of legal residence (${CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking} for citizens of EU and Portuguese-speaking countries), counted from the first residence permit; the route for descendants of Sephardic Jews is closed. Confirm with a lawyer which rule applies to you before you plan around a date.`,
      'The NHR tax regime is closed to new residents. Its successor, IFICI, covers only certain qualifying professions, so plan your taxes with an accountant rather than around a flat rate.',
    ],
  },
  preparation: {
    title: 'Preparation Steps',
    intro: 'Five things to settle before the move, roughly in this order. Most of them can be started from abroad.',
    steps: [
      {
        title: 'Collect your documents',
        description:
          'Passports, birth and marriage certificates, a criminal record certificate and proof of income. Documents from Israel need an apostille, and some consulates ask for certified translations; order them early, as some expire after three months.',
      },
      {
        title: 'Choose where you will live',
        description:
          'The consulate asks for an address in Portugal, usually a lease of at least a year. Visit the area first if you can, and compare neighbourhoods by schools, transport and the rent you can sustain.',
      },
      {
        title: 'Get a Portuguese tax number (NIF)',
        description:
          'The NIF is needed to sign a lease, open a bank account or connect utilities. You can get it before you arrive, through a representative with a power of attorney.',
      },
      {
        title: 'Open a bank account',
        description:
          'Several Portuguese banks open accounts for non-residents with a NIF, a passport and proof of address. The account receives your income and holds the savings the consulate will look for.',
      },
      {
        title: 'Arrange health insurance',
        description:
          'The visa application needs health insurance valid in Portugal until you can register with the public health service (SNS). Many residents keep private insurance afterwards for faster access to specialists.',
      },
    ],
  },
  expect: {
    title: 'Relocating to Portugal: What to Expect',
    paragraphs: [
      'The first months are mostly paperwork. Appointments at AIMA, the tax office or the health centre can take weeks to get, and offices often ask for the same document twice. Keep copies of everything, book appointments as soon as you can, and count on patience rather than speed.',
      'Housing is the biggest decision and often the biggest expense. Landlords usually ask for a deposit, rent in advance and proof of income, sometimes a guarantor. Many families rent for the first year before deciding whether, and where, to buy.',
      'English gets you far in Lisbon, Cascais, Porto and the Algarve, but Portuguese opens doors: at the health centre, at your children’s school and with your neighbours. Free Portuguese courses for foreign residents make a good start.',
      rich`Once you have arrived, our ${link('settling', 'guide to settling in Portugal')} walks you through regions, registrations and daily life. If you would rather have someone with you at every step, ${link('contact', 'tell us about your plans')}.`,
    ],
  },
  closing: {
    title: 'Planning your move to Portugal?',
    text: 'We help families and investors find a home, handle the paperwork and look after their property once they are here. Tell us where you are in the process and we will suggest the next step.',
    investmentButton: 'Investing in Portugal',
    contactButton: 'Contact us',
  },
};

export default copy satisfies PageCopy;

export type RelocationCopy = typeof copy & {
  /** "What is your situation?": a section of the Hebrew guide only (situation.he.ts). */
  situation?: SituationContent;
};
