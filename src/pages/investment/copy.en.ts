import type { InvestmentCalculatorCopy } from '@/features/investment-calculator/calculator-copy';
import type { ConsultationFormCopy } from '@/features/investment-consultation/consultation-copy';
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl';
import {
  CITIZENSHIP_REFORM,
  GROSS_YIELD_PERCENT,
  HOME_WARRANTY_YEARS,
  IMT_TOP_BRACKET,
  MARKET_FACTS,
  MORTGAGE,
  RENT_TAX,
  RESIDENCE,
  TAXES,
  TRAVEL_AUTHORISATION,
  VISAS,
} from '@/lib/content/facts';
import type { PageCopy } from '@/lib/routing/page-copy';

const pct = (value: number) => formatPercent(value, 'en', 2);
const euro = (value: number) => formatEuro(value, 'en');
const day = (iso: string) => formatDate(iso, 'en');
const monthYear = (iso: string) => formatDate(iso, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const aboutMillions = (value: number) => `€${formatNumber(value / 1_000_000, 'en', { maximumFractionDigits: 2 })}m`;
const yieldRange = `${formatNumber(GROSS_YIELD_PERCENT.min / 100, 'en', { style: 'percent', minimumFractionDigits: 1 })}–${formatNumber(GROSS_YIELD_PERCENT.max / 100, 'en', { style: 'percent', minimumFractionDigits: 1 })}`;

const calculator = {
  title: 'Investment return calculator',
  intro:
    'Move the sliders to see what a property bought with your equity and a Portuguese mortgage could earn. The figures are estimates to start a conversation, not an offer.',
  inputsTitle: 'Your investment',
  equityLabel: 'Investment amount (equity)',
  leverageLabel: 'Financed by a mortgage',
  leverageHint: 'Banks typically finance up to about {max} of the price, more for a primary residence.',
  termLabel: 'Mortgage term',
  termValue: '{years} years',
  noMortgage: 'No mortgage',
  typeLegend: 'Property type',
  types: { apartment: 'Apartment', family_house: 'Family house', multi_family: 'Multi-family building' },
  multiFamilyHint: 'from {amount} total value',
  residenceLegend: 'Will you live in Portugal?',
  residences: {
    resident: 'Resident now',
    becoming_resident: 'Will become resident within 2 years',
    non_resident: 'Not resident',
  },
  nonResidentNote:
    'Not resident: the one-time costs include IMT at the single {rate}, {imt}, paid at the deed. {refundable} of it comes back if you let the home within 6 months at a rent of up to {rent} a month, for at least 36 of the first 60 months (or become resident within 2 years), on a request to the tax office.',
  notAllowedTitle: 'Selection not allowed',
  notAllowedDescription: 'Multi-family is available only when total asset value is {amount} or higher.',
  adjustedTitle: 'Property type adjusted',
  adjustedDescription:
    'The total value fell below {amount}, so the calculation now uses an apartment instead of a multi-family building.',
  resultsTitle: 'Your estimate',
  estimateNote: 'Estimates only, not an offer or a promise of return. They rest on the assumptions listed below.',
  results: {
    annualReturn: 'Annual return on equity, before tax',
    weightedReturn: 'Weighted return',
    monthlyIncome: 'Monthly income after the mortgage, before tax',
    propertyValue: 'Property value',
    loanAmount: 'Loan amount',
    monthlyMortgagePayment: 'Monthly mortgage payment',
    grossMonthlyRent: 'Gross monthly rent',
    monthlyExpenses: 'Monthly expenses',
    oneTimeCosts: 'One-time taxes and fees',
  },
  negativeIncomeNote:
    'At these settings the mortgage payment is higher than the net rent: the property would cost you money each month.',
  assumptionsTitle: 'Assumptions',
  assumptions: {
    rate: 'Mortgage interest of {rate} a year, repaid monthly over the chosen term.',
    yield:
      'Gross rental yield of {yield} for this value and property type (for this type the calculator uses {min} to {max}: the dearer the property, the lower its yield in percent).',
    expenses:
      'Running expenses itemised: our basic management package with VAT ({management} a month), IMI {imi}, condominium {condominium}, insurance {insurance} and maintenance {maintenance} of the value a year, and vacancy of {vacancy} of the rent.',
    weighted:
      'Weighted return: the gross yield plus {premium} points for value growth, an assumption and not a forecast.',
    costs:
      'One-time costs of a home to let in mainland Portugal, by this year’s tables: transfer tax (IMT) {imt}, stamp duty on the price and the loan {stampDuty}, and estimated deed, registration, lawyer and bank fees {fees}.',
    tax: 'Net yield after tax: tax at the flat {taxRate} on the rent less the running costs a landlord may deduct (loan interest is not deductible).',
    taxModerate:
      'Net yield after tax: tax at {taxRate} on the rent less the running costs a landlord may deduct (loan interest is not deductible). {taxRate} is the housing package’s rate on rents of up to {limit} a month, reported approved but not yet confirmed from the published text; at the standard {standardRate} the net yield after tax would be {standardYield}.',
  },
  netResults: {
    cashAtPurchase: 'Cash needed at purchase',
    netYieldBeforeTax: 'Net yield before tax',
    netYieldAfterTax: 'Net yield after tax',
  },
  expenseItemsTitle: 'Monthly expenses, itemised',
  expenseItems: {
    management: 'Management (basic package, with VAT)',
    imi: 'Property tax (IMI)',
    condominium: 'Condominium',
    insurance: 'Insurance',
    maintenance: 'Maintenance',
    vacancy: 'Vacancy',
  },
  assumptionsEditor: {
    toggle: 'Change the assumptions',
    intro:
      'Our running costs are estimates. Enter your own figures: the results follow them, and the link to this page keeps them.',
    units: {
      euroMonth: 'euros a month',
      percentYear: 'percent of the value a year',
      percentRent: 'percent of the rent',
    },
    defaultHint: 'Default: {value}',
    reset: 'Back to the defaults',
    errors: {
      empty: 'Enter a number, or go back to the defaults.',
      invalid: 'Enter a number, such as 0.35.',
      negative: 'The figure cannot be negative.',
      tooLarge: 'The figure can be at most {max}.',
    },
  },
  summaryLink: 'E-mail me this summary',
  offerButton: 'Get Personalized Offer',
  offerAttached:
    'Your figures are in the consultation form below, and follow any change you make here until you send it.',
} satisfies InvestmentCalculatorCopy;

const consultation = {
  title: 'Book a consultation',
  intro: 'Tell us how to reach you and an investment adviser will contact you within one business day.',
  submit: 'Schedule Consultation',
  sending: 'Sending...',
  missingTitle: 'Missing information',
  missingDescription: 'Please fill in all required fields',
  invalidEmailTitle: 'Invalid email address',
  invalidEmailDescription: 'Please enter a valid email address',
  invalidInputTitle: 'Invalid input detected',
  invalidInputDescription: 'Invalid characters detected. Please remove any HTML or script content.',
  errorTitle: 'Error submitting request',
  errorDescription: 'An error occurred while submitting your request. Please try again.',
  errors: {
    name: 'Please enter your full name',
    email: 'Please enter a valid email',
    phone: 'Please enter a phone number',
    expense:
      'One of the assumptions you changed is out of range. Check them in the calculator, or go back to the defaults.',
    figures:
      'We could not accept the calculator’s figures. Open the calculator and ask for the offer again, or send without the figures.',
  },
  estimate: {
    title: 'Your estimate goes with your request',
    intro: 'The adviser will see these figures from the calculator, with the assumptions you changed.',
    remove: 'Send without the figures',
    removed: 'The figures were removed: the form sends your contact details only.',
    equity: calculator.equityLabel,
    financing: 'Mortgage for {value} of the price',
    term: calculator.termValue,
    noMortgage: calculator.noMortgage,
    propertyValue: calculator.results.propertyValue,
    propertyType: calculator.typeLegend,
    types: calculator.types,
    annualReturn: calculator.results.annualReturn,
    monthlyIncome: calculator.results.monthlyIncome,
  },
} satisfies ConsultationFormCopy;

const copy = {
  meta: {
    title: 'Real-estate investment in Portugal and return calculator',
    description:
      'Invest in Portuguese real estate with local guidance: market overview, investment options, purchase process, taxes and an investment-return calculator.',
  },
  hero: {
    title: 'Real-estate investment in Portugal',
    subtitle:
      'From market research and due diligence to local mortgages and management after the purchase, we guide every step of your investment.',
  },
  heroActions: {
    start: 'Start Investment',
    learnMore: 'Learn More',
    showCalculator: 'Calculate your return',
    hideCalculator: 'Hide the calculator',
  },
  calculator,
  market: {
    eyebrow: 'Market overview',
    title: 'The Portuguese property market in figures',
    intro: 'A few numbers we keep in mind when we look at a purchase, each with its source and date.',
    stats: [
      {
        value: formatPercent(MARKET_FACTS.housePriceGrowth.percent, 'en'),
        label: `Rise in house prices in the year to Q${MARKET_FACTS.housePriceGrowth.quarter} ${MARKET_FACTS.housePriceGrowth.year} (Statistics Portugal, INE)`,
      },
      {
        value: yieldRange,
        label: 'Gross rental yield as our calculator models it, depending on the property’s value and type',
      },
      {
        value: formatPercent(MORTGAGE.typicalMaxLoanToValuePercent, 'en', 0),
        label: 'Share of the price Portuguese banks typically lend a foreign buyer, more for a primary residence',
      },
      {
        value: `${MARKET_FACTS.peaceIndex.rank}th`,
        label: `Portugal’s place among ${MARKET_FACTS.peaceIndex.of} countries in the Global Peace Index ${MARKET_FACTS.peaceIndex.year} (Institute for Economics & Peace)`,
      },
    ],
  },
  options: {
    eyebrow: 'Investment options',
    title: 'Four ways to invest',
    intro:
      'Each option suits a different budget, involvement and risk. The minimums are our own, for the projects we take on.',
    minimumLabel: 'From {amount}',
    items: [
      {
        id: 'residential',
        title: 'Residential property',
        text: 'Apartments and houses let on long-term leases in Lisbon, Cascais, Porto and their surroundings: steady demand and the simplest management.',
      },
      {
        id: 'commercial',
        title: 'Commercial property',
        text: 'Shops, offices and small mixed-use buildings: longer leases and higher rents, with more risk of a vacant period between tenants.',
      },
      {
        id: 'tourism',
        title: 'Tourism property',
        text: 'Holiday flats and guest houses for short stays. New short-stay licences depend on the municipality, and some, Lisbon among them, restrict them in parts of the city: we check before you buy.',
      },
      {
        id: 'funds',
        title: 'Real-estate funds',
        text: 'Regulated funds that invest in Portuguese property: a smaller entry ticket and no property to manage, but you do not choose the buildings.',
      },
    ],
  },
  process: {
    eyebrow: 'The purchase process',
    title: 'Buying in four steps',
    intro: 'From an accepted offer to the keys often takes two to three months; a mortgage adds a few weeks.',
    steps: [
      {
        title: 'Tax number and bank account',
        text: 'You get a Portuguese tax number (NIF), with a tax representative if you live outside the EU, and open a bank account. We arrange both, remotely if needed.',
      },
      {
        title: 'Search and due diligence',
        text: 'We shortlist properties that fit your budget and goals, visit them, and check the documents and the building before you make an offer.',
      },
      {
        title: 'Promissory contract (CPCV)',
        text: 'Buyer and seller sign the promissory contract, which fixes the price, the date of the deed and the deposit, a share of the price that buyer and seller agree.',
      },
      {
        title: 'Deed and registration',
        text: 'You pay the transfer tax and stamp duty, sign the deed before a notary and register the property in your name. Then we can take over its management.',
      },
    ],
    dueDiligence: {
      title: 'What due diligence checks',
      text: 'Before you sign anything, we or your lawyer check:',
      items: [
        'the Land Registry certificate: the owner, and any mortgage or charge on the property',
        'the tax record (caderneta predial) and the licence of use',
        'the energy certificate, and the condominium’s statement that no charges are owed',
        'for older buildings, a survey of the structure, roof, plumbing and wiring',
      ],
    },
  },
  costs: {
    eyebrow: 'Costs and taxes',
    title: 'What buying and owning cost',
    calculatorLink: 'Work out every tax and fee for your price in the purchase costs calculator',
    intro: `Rates as of ${TAXES.year}. The tables change every year: confirm the figures for your purchase with a lawyer or accountant.`,
    items: [
      {
        title: 'Transfer tax (IMT)',
        text: `Progressive by price brackets for homes: the marginal rate rises to ${pct(TAXES.imtMaxMarginalPercent)} between ${euro(TAXES.imtMaxMarginalFromEuros)} and ${euro(TAXES.imtMaxMarginalToEuros)}, then a flat ${pct(TAXES.imtFlatPercent)} applies, and ${pct(TAXES.imtTopRatePercent)} above about ${aboutMillions(IMT_TOP_BRACKET.aboutEuros)}; ${pct(TAXES.imtOtherUrbanPercent)} for other urban property.`,
      },
      {
        title: 'Stamp duty',
        text: `${pct(TAXES.stampDutyPricePercent)} of the price, and ${pct(TAXES.stampDutyMortgagePercent)} of a mortgage loan.`,
      },
      {
        title: 'Annual property tax (IMI)',
        text: `${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} of the property’s taxable value each year, set by the municipality.`,
      },
      {
        title: 'Notary, registration and lawyer',
        text: 'Usually a few thousand euros in all. Our calculator adds them to the taxes as one estimate of the one-time costs.',
      },
      {
        title: 'Young buyers’ exemption',
        text: `Buyers up to ${TAXES.youngBuyersMaxAge} buying their first home to live in pay no IMT or stamp duty up to a ceiling indexed every year (${euro(TAXES.youngBuyersCeiling.euros)} in ${TAXES.youngBuyersCeiling.year}).`,
      },
      {
        title: 'Warranty on a home',
        text: `A home bought from a developer or other professional seller carries a warranty of ${HOME_WARRANTY_YEARS.structural} years for structural defects and ${HOME_WARRANTY_YEARS.other} years for other defects (contracts since ${HOME_WARRANTY_YEARS.since}).`,
      },
    ],
  },
  residency: {
    eyebrow: 'Residency and tax',
    title: 'Residency and tax: what applies today',
    intro:
      'Rules on visas and tax have changed a lot since 2023. Here is where they stand; rules change, so confirm with a lawyer before you decide.',
    items: [
      {
        title: 'Golden Visa',
        text: `Since ${day(VISAS.goldenVisaRealEstateEnded)} buying property no longer qualifies for a Golden Visa. Routes left include ${euro(VISAS.goldenVisaFundsEuros)} in qualifying funds that do not invest in real estate, ${euro(VISAS.goldenVisaCompanyEuros)} in a company creating ${VISAS.goldenVisaCompanyJobs} jobs, and ${euro(VISAS.goldenVisaHeritageEuros)} for cultural heritage. None of the options on this page leads to one.`,
      },
      {
        title: 'D7 visa and rental income',
        text: `Rent from a Portuguese property counts as passive income for the D7 visa, which asks for at least the minimum wage: ${euro(VISAS.d7.monthlyEuros)} a month in ${VISAS.d7.year}, plus ${VISAS.d7.spouseSharePercent}% for a spouse and ${VISAS.d7.childSharePercent}% for each child.`,
      },
      {
        title: 'Tax on rent',
        text: `Rent from a residential lease is taxed at a special rate of ${pct(RENT_TAX.specialRatePercent)} (since ${monthYear(RENT_TAX.inForce)}), with lower rates for leases of five years or more.`,
      },
      {
        title: 'No special regime for new residents',
        text: 'The NHR regime is closed to new residents. Its successor (IFICI) covers only certain qualifying professions, so plan on Portugal’s ordinary tax rates.',
      },
      {
        title: 'Staying and settling',
        text: `Israeli and EU passports allow ${VISAS.touristStay.days} days in any ${VISAS.touristStay.inDays} without a visa; visa-free visitors will also need the EU’s ${TRAVEL_AUTHORISATION.name} travel authorisation, expected from late ${TRAVEL_AUTHORISATION.expectedStartYear} and mandatory in ${TRAVEL_AUTHORISATION.mandatoryFromYear}. EU citizens who stay longer register with the municipality after ${RESIDENCE.euRegistrationAfterMonths} months. Since ${monthYear(CITIZENSHIP_REFORM.inForce)}, citizenship requires ${CITIZENSHIP_REFORM.years} years of legal residence (${CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking} for citizens of EU and Portuguese-speaking countries), counted from the first residence permit.`,
      },
    ],
  },
  trends: {
    eyebrow: 'Market trends',
    title: 'Where the market is heading',
    paragraphs: [
      `House prices rose ${formatPercent(MARKET_FACTS.housePriceGrowth.percent, 'en')} in the year to Q${MARKET_FACTS.housePriceGrowth.quarter} ${MARKET_FACTS.housePriceGrowth.year}, according to Statistics Portugal (INE). Too few homes are being built for the demand, and rents have been rising with prices.`,
      `The buyers are mostly local: in Q${MARKET_FACTS.foreignBuyersSharePercent.quarter} ${MARKET_FACTS.foreignBuyersSharePercent.year} only ${formatPercent(MARKET_FACTS.foreignBuyersSharePercent.percent, 'en')} of the homes sold went to buyers with a tax address outside Portugal (INE). Lisbon, Cascais and Porto lead, and more buyers now look at the towns around them and at the Algarve.`,
      'Past growth does not promise future prices. We choose a property for the rent it can earn at today’s price, so the investment works even if values stand still.',
    ],
  },
  consultation,
  cta: {
    title: 'Ready to talk about your investment?',
    text: 'Tell us your budget and goals, and we will reply within one business day with the next steps.',
    button: 'Contact us',
  },
  structuredData: {
    catalogName: 'Real-estate investment in Portugal',
    residential: 'Residential property investment',
    commercial: 'Commercial property investment',
    tourism: 'Tourism property investment',
  },
};

export default copy satisfies PageCopy;

export type InvestmentPageCopy = typeof copy;
