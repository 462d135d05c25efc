import type { HomeContent } from '@/features/home/home-content';
import { CLIMATE, GROSS_YIELD_PERCENT, MANAGEMENT_FEES, MORTGAGE, TAXES, VISAS } from '@/lib/content/facts';
import { BUSINESS } from '@/lib/content/business-figures';
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl';

// Figures that change (fees, yield, tax and visa thresholds, hours) come from the facts module.
const fees = `${formatPercent(MANAGEMENT_FEES.minPercent, 'en', 0)}–${formatPercent(MANAGEMENT_FEES.maxPercent, 'en', 0)}`;
const vat = formatPercent(MANAGEMENT_FEES.vatPercent, 'en', 0);
const oneDecimalPercent = (percent: number) =>
  formatNumber(percent / 100, 'en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const grossYield = `${oneDecimalPercent(GROSS_YIELD_PERCENT.min)}–${oneDecimalPercent(GROSS_YIELD_PERCENT.max)}`;
const loanToValue = formatPercent(MORTGAGE.typicalMaxLoanToValuePercent, 'en', 0);
const goldenVisaEnded = formatDate(VISAS.goldenVisaRealEstateEnded, 'en', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Lisbon',
});
const hoursLisbon = `${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes}`;

const copy: HomeContent = {
  meta: {
    title: 'Property management and real-estate investment in Portugal',
    description:
      'Lusa Property manages rental homes in Lisbon, Cascais and Porto and guides investors and families through buying property and relocating to Portugal.',
  },
  hero: {
    title: 'Your property in Portugal – carefully managed and earning an income',
    subtitle:
      'Property management in Lisbon, Cascais and Porto, and guidance at every step of investing in Portugal and moving here, in Hebrew, English or Portuguese.',
    propertyButton: 'Property management',
    investmentButton: 'Invest in Portugal',
    highlights: ['Registered Portuguese company', 'Hebrew, English and Portuguese', 'A reply within one business day'],
  },
  management: {
    eyebrow: 'Property management',
    title: 'Your rental in Lisbon, Cascais or Porto, in good hands',
    intro:
      'You own the apartment; we take care of renting it out. From finding the right tenant to fixing a leaking tap at short notice, one local team handles it and keeps you informed.',
    citiesLabel: 'Where we manage',
    cities: ['Lisbon', 'Cascais', 'Porto'],
    services: [
      {
        title: 'Tenant search',
        text: 'Professional photos, listings on the leading Portuguese portals, viewings, income and background checks, and a lease drafted under Portuguese law.',
      },
      {
        title: 'Rent collection',
        text: 'Rent collected and transferred to you every month, with late payments followed up promptly and politely.',
      },
      {
        title: 'Repairs and maintenance',
        text: 'A vetted network of plumbers, electricians and handymen, coordinated by us. Above an amount you set, no job starts until you approve its quote.',
      },
      {
        title: 'Periodic inspections',
        text: 'Scheduled visits with photos, so you know the condition of your property without getting on a plane.',
      },
      {
        title: 'Clear reports',
        text: 'A monthly statement of income, expenses and open issues, in Hebrew, English or Portuguese.',
      },
    ],
    feesNote: `Packages cost ${fees} of the monthly rent (or the package's monthly minimum, if higher), plus ${vat} VAT. No setup fees, and you pay only for the months in which the property is rented.`,
    readMore: 'Read more about property management',
  },
  investment: {
    eyebrow: 'Real-estate investment',
    title: 'Invest in Portugal with a team on the ground',
    intro:
      'Buying from abroad raises many questions: which neighbourhood, what price is fair, how a Portuguese mortgage works and who will look after the property afterwards. We guide you through every step, from the first search to the first rent payment.',
    stats: [
      {
        value: grossYield,
        label: 'estimated gross rental yield a year, in our investment calculator',
      },
      {
        value: `up to ${loanToValue}`,
        label: 'of the price that Portuguese banks typically lend foreign buyers',
      },
      {
        value: `up to ${formatPercent(TAXES.imtMaxMarginalPercent, 'en', 1)}`,
        label: `marginal rate of property transfer tax (IMT) on a home, by price bracket, as of ${TAXES.year}`,
      },
    ],
    readMore: 'Read more about investing in Portugal',
  },
  carousel: {
    label: 'How we support your investment',
    slides: [
      {
        id: 'guidance',
        title: 'Personal guidance',
        text: 'We define your goals and budget together, shortlist properties that fit, and check every title, licence and building before you sign.',
      },
      {
        id: 'financing',
        title: 'Financing',
        text: `Portuguese banks typically lend foreign buyers up to about ${loanToValue} of the price. We compare offers and walk you through the mortgage process.`,
      },
      {
        id: 'management',
        title: 'Management after purchase',
        text: 'Once the keys are yours, our management team finds tenants and looks after the property, without you having to fly in.',
      },
    ],
    previous: 'Previous slide',
    next: 'Next slide',
    goToSlide: 'Go to slide {n}',
    slideLabel: '{n} of {total}',
    status: 'Slide {n} of {total}: {title}',
    pause: 'Pause automatic rotation',
    play: 'Start automatic rotation',
  },
  brand: {
    eyebrow: 'Who we are',
    title: 'One partner in Portugal, from the first search to long-term management',
    text: 'Lusa Property is a registered Portuguese company with a team that speaks Hebrew, English and Portuguese. We know the questions buyers from abroad ask because we once asked them ourselves, and we answer them in your language, with local knowledge behind every answer.',
    points: [
      {
        title: 'A registered Portuguese company',
        text: 'We work locally, under Portuguese law, alongside attorneys, accountants and brokers we trust.',
      },
      {
        title: 'In your language',
        text: 'Every call, contract summary and report in Hebrew, English or Portuguese.',
      },
      {
        title: 'One team, start to finish',
        text: 'Search, purchase, relocation and management stay with the same people, so nothing falls through the cracks.',
      },
    ],
    readMore: 'Read more about us',
  },
  locations: {
    eyebrow: 'Locations',
    title: 'Where we work',
    intro: 'We focus on the areas we know street by street, and advise on opportunities across the whole country.',
    items: [
      {
        id: 'lisbon',
        title: 'Lisbon',
        text: 'A capital with steady rental demand from professionals, students and expats, and the home base of our property management team.',
        linkLabel: 'Property management in Lisbon',
      },
      {
        id: 'cascais',
        title: 'Cascais',
        text: 'A seaside town half an hour from Lisbon, loved by families and long-stay tenants and a favourite of international buyers.',
        linkLabel: 'Investing in Cascais',
      },
      {
        id: 'portugal',
        title: 'All of Portugal',
        text: 'From Porto and the Silver Coast to the Algarve, we help you compare regions by price, yield and way of life.',
        linkLabel: 'Investing across Portugal',
      },
    ],
  },
  whyPortugal: {
    eyebrow: 'Why Portugal',
    title: 'Good reasons to choose Portugal',
    intro:
      'A stable European market, a relaxed pace of life and a warm welcome for foreigners: it is no surprise that so many buyers from abroad are making Portugal their second home.',
    stats: [
      {
        value: `about ${formatNumber(CLIMATE.sunshineHoursPerYear, 'en')}`,
        label: 'hours of sunshine a year on average (Visit Portugal)',
      },
      {
        value: `${formatNumber(VISAS.touristStay.days, 'en')} days`,
        label: `visa-free stay in any ${formatNumber(VISAS.touristStay.inDays, 'en')} days, on an Israeli or EU passport`,
      },
      {
        value: `${formatEuro(VISAS.d7.monthlyEuros, 'en')} a month`,
        label: `minimum income for a D7 (passive income) visa, one applicant, as of ${VISAS.d7.year}`,
      },
    ],
    cards: [
      {
        id: 'investment',
        title: 'Figures you can check',
        text: `Our investment calculator estimates a gross rental yield of ${grossYield} a year, depending on the price and type of property. For each property we set out the expected rent, the running costs and the purchase taxes before you decide. These are estimates, not a promised return.`,
      },
      {
        id: 'advisor',
        title: 'An advisor on your side',
        text: 'A local, Hebrew-speaking advisor explains every step, from the tax number (NIF) to the deed, and tells you honestly when a deal is not worth it.',
      },
      {
        id: 'foreigners',
        title: 'Open to foreigners',
        text: `Foreigners can buy property here without restrictions. Living here is a separate step: the usual routes are the D7 visa (passive income) and the D8 visa for remote workers, which asks for at least ${formatEuro(VISAS.d8.monthlyEuros, 'en')} a month as of ${VISAS.d8.year}. Buying property has not led to a Golden Visa since ${goldenVisaEnded}. Rules change, so confirm your route with a lawyer.`,
      },
    ],
    readMore: 'Read the relocation guide',
  },
  cta: {
    property: {
      title: 'Own a property in Portugal?',
      text: 'Tell us about your apartment and get a free management quote within one business day.',
      button: 'Get a free quote',
    },
    investment: {
      title: 'Thinking of investing in Portugal?',
      text: 'Book a free, no-obligation consultation with an advisor who speaks your language.',
      button: 'Book a free consultation',
    },
    dialogDescription: `Leave your details and we will reply within one business day (Monday to Friday, ${hoursLisbon} Lisbon time).`,
    close: 'Close',
  },
  closing: {
    title: 'Keep learning about Portugal',
    text: 'Guides and articles on the property market, taxes, visas and everyday life, written by our team for investors and for everyone planning a move.',
    link: 'Browse our articles',
  },
  structuredData: {
    businessDescription:
      'Property management in Lisbon, Cascais and Porto, and real-estate investment and relocation guidance across Portugal.',
    serviceName: 'Property management and real-estate investment advisory',
    serviceDescription:
      'Tenant search, rent collection, repairs, periodic inspections and monthly reports for rental owners, and guidance at every step of buying investment property in Portugal.',
    catalogName: 'Our services',
    propertyManagement: 'Property management',
    investmentAdvisory: 'Real-estate investment advisory',
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Short answers to what owners and investors ask us most often.',
    items: [
      {
        question: 'How much does property management cost?',
        answer: `Our packages cost ${fees} of the monthly rent, with a monthly minimum, plus ${vat} VAT. There are no setup fees, you pay only for the months in which the property is rented, and owners of several properties get a discount. The first quote is free.`,
      },
      {
        question: 'Can a foreigner buy property in Portugal?',
        answer: `Yes. There are no restrictions on foreign buyers. You need a Portuguese tax number (NIF) and usually a local bank account; we help you get both and accompany you through the promissory contract (CPCV) and the deed. Buying does not in itself give you the right to live in Portugal, and it has not qualified for a Golden Visa since ${goldenVisaEnded}.`,
      },
      {
        question: 'What rental yield can I expect?',
        answer: `Our investment calculator estimates a gross yield of ${grossYield} a year, depending on the price and type of property. What a property actually earns depends on the area, the purchase price and the type of rental, and no return is guaranteed, so we prepare a realistic estimate for each property before you buy.`,
      },
      {
        question: 'Do I need to be in Portugal to work with you?',
        answer:
          'No. Most of our clients live abroad. We handle viewings, paperwork and tenants on the ground, report to you in Hebrew, English or Portuguese, and reply to every enquiry within one business day.',
      },
    ],
  },
};

export default copy;
