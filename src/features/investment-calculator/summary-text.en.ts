import type { SummaryText } from './summary-text';

const text: SummaryText = {
  subject: 'My Portugal property investment estimate (Lusa Property)',
  heading: 'Investment return estimate',
  inputsTitle: 'What I entered',
  inputs: {
    equity: 'Investment amount',
    leverage: 'Financed by a mortgage',
    term: 'Mortgage term',
    propertyType: 'Property type',
    residence: 'Will you live in Portugal?',
  },
  residences: {
    resident: 'Resident now',
    becoming_resident: 'Will become resident within 2 years',
    non_resident: 'Not resident',
  },
  types: { apartment: 'Apartment', family_house: 'Family house', multi_family: 'Multi-family building' },
  termValue: '{years} years',
  noMortgage: 'No mortgage',
  resultsTitle: 'Estimated results',
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
    cashAtPurchase: 'Cash needed at purchase',
    netYieldBeforeTax: 'Net yield before tax',
    netYieldAfterTax: 'Net yield after tax',
  },
  taxRateNote: '(rent taxed at {taxRate})',
  assumptions:
    'Assumptions: mortgage interest {rate} a year, gross rental yield {yield}, running expenses {share} of the rent (management with VAT, IMI, condominium, insurance, maintenance, vacancy), one-time costs by this year’s tax tables for a home to let in mainland Portugal, weighted return = yield + {premium} points.',
  changedAssumptions: 'Assumptions I changed: {list}.',
  expenseNames: {
    managementMonthly: 'management a month',
    imiPercent: 'IMI a year',
    condominiumPercent: 'condominium a year',
    insurancePercent: 'insurance a year',
    maintenancePercent: 'maintenance a year',
    vacancyPercent: 'vacancy (share of the rent)',
  },
  disclaimer:
    'An estimate only, not an offer or a promise of return. Taxes and rates change; check them before you buy.',
  linkLabel: 'Open this estimate again:',
};

export default text;
