import { FACTS_YEAR, RESIDENCE } from '@/lib/content/facts';
import { formatDate } from '@/lib/format/intl';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';

// Periods and dates come from the facts module; see docs/facts.md.
const aimaSince = formatDate(RESIDENCE.aimaSince, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy = {
  meta: {
    title: 'Settling in Portugal: a practical guide',
    description:
      'The pros and cons of life in Portugal, how Lisbon and the Algarve compare, the administration steps after arrival and tips for integrating.',
  },
  hero: {
    title: 'Settling in Portugal',
    subtitle:
      'Regions, paperwork, daily life and tips for feeling at home: a practical guide to your first months in Portugal.',
  },
  prosCons: {
    title: 'Life in Portugal: the pros and the cons',
    intro:
      'Most people who move here are glad they did, and most of them also found a few things harder than expected.',
    prosTitle: 'What people love',
    pros: [
      'Mild winters on the coast and long, sunny summers',
      'A relaxed pace of life, and towns made for walking',
      'Everyday costs below most of Western Europe, especially outside Lisbon and Porto',
      'Residence in the European Union, with the rest of Europe a short flight away',
      'Public healthcare open to residents, and schools free of charge',
      'Friendly neighbours and a large international community',
    ],
    consTitle: 'What takes getting used to',
    cons: [
      'Bureaucracy: appointments are slow to get and offices ask for paper',
      'Rents in Lisbon, Cascais and Porto are high compared with local salaries',
      'Salaries are lower than in Western Europe or Israel',
      'Many older homes have little insulation, so winters can be cold and damp indoors',
      'Outside the big cities, offices and doctors often speak only Portuguese',
      'Long waits for specialists in the public health service',
    ],
  },
  regions: {
    title: 'Where to live: three pictures of Portugal',
    intro:
      'The choice of region shapes everything else: schools, rent, whether you need a car and how much Portuguese you will speak day to day.',
    items: [
      {
        id: 'lisbon' as const,
        title: 'Lisbon and the coast',
        text: 'The capital and its coastline towards Cascais and Oeiras: most jobs, international schools, the main airport and a full cultural calendar. Rents are the highest in the country, so many families look at Oeiras, Cascais or the south bank of the Tagus.',
        highlights: ['International schools and jobs', 'Good public transport', 'Highest rents in Portugal'],
      },
      {
        id: 'algarve' as const,
        title: 'The Algarve',
        text: 'The south coast: beaches, golf, a large community of foreign residents and Faro airport. Life is quieter outside the summer months, and a car is almost a must. Popular with retirees and families who work remotely.',
        highlights: ['Beaches and a mild climate', 'Large international community', 'A car is almost a must'],
      },
      {
        id: 'portugal' as const,
        title: 'Porto, the centre and the rest of Portugal',
        text: 'Porto is a lively second city with lower costs than Lisbon; Braga, Aveiro and Coimbra offer university-town life; the Silver Coast and the interior offer space and lower prices. Winters in the north are greener and rainier.',
        highlights: ['Lower cost of living', 'More space for the money', 'More Portuguese in daily life'],
      },
    ],
  },
  admin: {
    title: 'Administration steps after you arrive',
    intro: rich`The order matters: most steps need the one before. If you have not applied for your visa yet, start with our ${link('relocation', 'relocation guide')}.`,
    whereLabel: 'Where',
    steps: [
      {
        title: 'Tax number (NIF)',
        where: 'Tax office (Finanças), or through a representative before you arrive',
        text: 'Needed for almost everything: a lease, a bank account, a phone contract, utilities.',
      },
      {
        title: 'Bank account',
        where: 'Any Portuguese bank',
        text: 'Bring your passport, NIF and proof of address. Many expenses are paid by direct debit or through the Multibanco network, so a local account makes life easier.',
      },
      {
        title: 'Proof of address (atestado de residência)',
        where: 'Your parish council (Junta de Freguesia)',
        text: 'A certificate of where you live, often asked for by the health centre, schools and other offices. Bring your lease or deed.',
      },
      {
        title: 'Residence permit (non-EU citizens)',
        where: 'AIMA, the immigration agency',
        text: `Attend the appointment booked with your visa and bring the originals of your documents. AIMA replaced SEF in ${aimaSince}. The first permit lasts ${RESIDENCE.firstPermitYears} years; book your renewal well before it expires.`,
      },
      {
        title: 'EU registration certificate (EU citizens)',
        where: 'Your town hall (Câmara Municipal)',
        text: `EU citizens staying longer than ${RESIDENCE.euRegistrationAfterMonths} months register within the following ${RESIDENCE.euRegistrationWithinDays} days, with a passport or ID card and proof of address.`,
      },
      {
        title: 'Social security number (NISS)',
        where: 'Social Security (Segurança Social)',
        text: 'Needed to work as an employee or self-employed, and to receive benefits. Employers often request it for you.',
      },
      {
        title: 'National Health Service number (número de utente)',
        where: 'Your local health centre (Centro de Saúde)',
        text: 'Registers you with the public health service (SNS) and, where one is available, with a family doctor.',
      },
      {
        title: 'Digital Mobile Key (Chave Móvel Digital)',
        where: 'Online at gov.pt, or at a citizen shop (Loja do Cidadão)',
        text: 'One login for the tax portal, social security and other public services, so fewer trips to offices.',
      },
      {
        title: 'Driving licence',
        where: 'IMT, the transport authority',
        text: 'EU licences stay valid. Holders of other licences should check with IMT early whether theirs can be exchanged, and by when.',
      },
    ],
    note: `Rules and office names are those of ${FACTS_YEAR}; they change, so confirm the details with the office or a lawyer before you go.`,
  },
  dailyLife: {
    title: 'Daily life',
    items: [
      {
        id: 'housing' as const,
        title: 'Housing',
        text: 'Leases usually run for a year or more. Landlords ask for a deposit, rent in advance and proof of income, sometimes a guarantor. Check the heating and insulation before you sign.',
      },
      {
        id: 'health' as const,
        title: 'Healthcare',
        text: 'With a número de utente you use the public health service (SNS), where most care is free of charge. Many residents add private insurance for faster access to specialists.',
      },
      {
        id: 'schools' as const,
        title: 'Schools',
        text: 'Public schools are free and teach in Portuguese. International schools in Lisbon, Cascais, Porto and the Algarve teach in English and other languages, for a fee, and fill up early.',
      },
      {
        id: 'transport' as const,
        title: 'Getting around',
        text: 'Lisbon and Porto have a metro, trains and buses with monthly passes; trains link the main cities. In the Algarve and inland, most families need a car.',
      },
      {
        id: 'shopping' as const,
        title: 'Shopping and food',
        text: 'Markets, supermarkets and bakeries are close to home in most towns. A set lunch menu (prato do dia) in a local restaurant remains an everyday pleasure.',
      },
      {
        id: 'community' as const,
        title: 'Community',
        text: 'There are Jewish communities with synagogues in Lisbon and Porto, and international groups in every region, from parents’ groups to sports clubs.',
      },
    ],
  },
  integration: {
    title: 'Tips for feeling at home',
    intro: 'What our clients say made the biggest difference in their first year.',
    tips: [
      'Learn Portuguese from the first month: the state offers free courses for foreign residents (Português Língua de Acolhimento).',
      'Say “bom dia” and take your time: a little small talk opens doors, at the café and at the office.',
      'Book appointments as soon as you can and keep a folder with copies of every document.',
      'Set up the Digital Mobile Key early, so you can do most paperwork online.',
      'Find a local accountant for your first tax return in Portugal.',
      'Join a parents’ group, a sports club or a community: friends make a new country home.',
    ],
  },
  closing: {
    title: 'Settling in with someone on your side',
    text: 'We help with renting or buying a home, the paperwork after arrival and looking after your property. Tell us what you need, and we will reply within one business day.',
    investmentButton: 'Investing in Portugal',
    contactButton: 'Contact us',
  },
};

export default copy satisfies PageCopy;

export type SettlingCopy = typeof copy;
