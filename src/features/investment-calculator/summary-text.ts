// The words of the e-mailed summary in one language (summary-text.en.ts, summary-text.he.ts). Both
// languages go into one message, so these modules load together, on demand, never with the page.
export interface SummaryText {
  subject: string;
  heading: string;
  inputsTitle: string;
  inputs: { equity: string; leverage: string; term: string; propertyType: string; residence: string };
  residences: { resident: string; becoming_resident: string; non_resident: string };
  types: { apartment: string; family_house: string; multi_family: string };
  /** '{years} years' */
  termValue: string;
  noMortgage: string;
  resultsTitle: string;
  results: {
    annualReturn: string;
    weightedReturn: string;
    monthlyIncome: string;
    propertyValue: string;
    loanAmount: string;
    monthlyMortgagePayment: string;
    grossMonthlyRent: string;
    monthlyExpenses: string;
    oneTimeCosts: string;
    cashAtPurchase: string;
    netYieldBeforeTax: string;
    netYieldAfterTax: string;
  };
  /** After the net yield after tax: {taxRate}. */
  taxRateNote: string;
  /** {rate}, {yield}, {share}, {premium} */
  assumptions: string;
  /** {list}: the running-cost assumptions the visitor changed, each with its value. */
  changedAssumptions: string;
  /** The names of those assumptions in that list. */
  expenseNames: {
    managementMonthly: string;
    imiPercent: string;
    condominiumPercent: string;
    insurancePercent: string;
    maintenancePercent: string;
    vacancyPercent: string;
  };
  disclaimer: string;
  /** Before the link back to the calculator with these inputs. */
  linkLabel: string;
}
