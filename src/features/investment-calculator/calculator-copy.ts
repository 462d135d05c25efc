// The texts the investment calculator shows, supplied by the page's copy module in its language.
// Placeholders ({amount}, {rate}, ...) are filled with figures formatted for the page's language.

export interface InvestmentCalculatorCopy {
  title: string;
  intro: string;
  inputsTitle: string;
  equityLabel: string;
  leverageLabel: string;
  /** Under the leverage slider: {max} is the highest share financed. */
  leverageHint: string;
  termLabel: string;
  /** '{years} years' */
  termValue: string;
  /** Shown for the term when there is no leverage. */
  noMortgage: string;
  typeLegend: string;
  types: { apartment: string; family_house: string; multi_family: string };
  /** "Will you live in Portugal?" and its answers (the purchase's IMT follows it). */
  residenceLegend: string;
  residences: { resident: string; becoming_resident: string; non_resident: string };
  /** Under the results for a buyer who is not resident: {imt} at the deed, {refundable}, {rent} (the moderate-rent limit). */
  nonResidentNote: string;
  /** Beside the multi-family choice: {amount} is the minimum total value. */
  multiFamilyHint: string;
  /** 'Selection not allowed' */
  notAllowedTitle: string;
  /** {amount}: 'Multi-family is available only when total asset value is €200,000 or higher.' */
  notAllowedDescription: string;
  /** 'Property type adjusted' */
  adjustedTitle: string;
  /** {amount} */
  adjustedDescription: string;
  resultsTitle: string;
  /** The results are estimates, not an offer or a promise. */
  estimateNote: string;
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
  };
  /** Under a negative monthly income. */
  negativeIncomeNote: string;
  assumptionsTitle: string;
  assumptions: {
    /** {rate} */
    rate: string;
    /** {yield} for the current value and type, {min}–{max} over the calculator's range */
    yield: string;
    /** {management} (the package's fee with VAT, a month), {imi}, {condominium}, {insurance}, {maintenance} (percent of the value a year), {vacancy} (percent of the rent) */
    expenses: string;
    /** {premium} */
    weighted: string;
    /** {imt}, {stampDuty}, {fees} (euros) */
    costs: string;
    /** {taxRate}: the flat rate on rent */
    tax: string;
    /** The moderate-rent rate applies: {taxRate}, {limit} (a month), {standardRate}, {standardYield} (the net yield at the standard rate). */
    taxModerate: string;
  };
  /** Results beyond the nine of docs/calculators.md: cash needed and net yields. */
  netResults: {
    cashAtPurchase: string;
    netYieldBeforeTax: string;
    netYieldAfterTax: string;
  };
  /** The itemised running costs, under the monthly expenses. */
  expenseItemsTitle: string;
  expenseItems: {
    management: string;
    imi: string;
    condominium: string;
    insurance: string;
    maintenance: string;
    vacancy: string;
  };
  /** The disclosure with a field for each running-cost assumption. */
  assumptionsEditor: {
    toggle: string;
    intro: string;
    /** Each field's label is its expense item's name with its unit. */
    units: { euroMonth: string; percentYear: string; percentRent: string };
    /** {value}: the default, with its unit. */
    defaultHint: string;
    reset: string;
    errors: {
      empty: string;
      invalid: string;
      negative: string;
      /** {max}: the highest value, with its unit. */
      tooLarge: string;
    };
  };
  summaryLink: string;
  /** 'Get Personalized Offer': takes the estimate to the page's one lead form. */
  offerButton: string;
  /** Under the button once the estimate goes with the form: it follows the inputs from then on. */
  offerAttached: string;
}
