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
  },
  types: { apartment: 'Apartment', family_house: 'Family house', multi_family: 'Multi-family building' },
  termValue: '{years} years',
  noMortgage: 'No mortgage',
  resultsTitle: 'Estimated results',
  results: {
    annualReturn: 'Annual return on equity',
    weightedReturn: 'Weighted return',
    monthlyIncome: 'Monthly income after the mortgage',
    propertyValue: 'Property value',
    loanAmount: 'Loan amount',
    monthlyMortgagePayment: 'Monthly mortgage payment',
    grossMonthlyRent: 'Gross monthly rent',
    monthlyExpenses: 'Monthly expenses',
    oneTimeCosts: 'One-time taxes and legal fees',
  },
  assumptions:
    'Assumptions: mortgage interest {rate} a year, gross rental yield {yield}, running expenses {share} of the rent (management with VAT, IMI, condominium, insurance, maintenance, vacancy), one-time costs by this year’s tax tables for a home to let on the mainland, weighted return = yield + {premium} points.',
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
