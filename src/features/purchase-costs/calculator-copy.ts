/** The purchase-costs calculator's texts, in each language (the page's copy holds them). */
export interface PurchaseCostsCalculatorCopy {
  title: string;
  intro: string;
  priceLabel: string;
  priceHint: string;
  /** {min}, {max} */
  priceOutOfRange: string;
  priceInvalid: string;
  purposeLabel: string;
  purposes: { own_home: string; other_home: string; other_urban: string; rustic: string };
  regionLabel: string;
  regions: { mainland: string; azores: string; madeira: string };
  youngLabel: string;
  youngHint: string;
  loanLabel: string;
  loanHint: string;
  loanInvalid: string;
  loanTooLarge: string;
  resultsTitle: string;
  /** {year} */
  estimateNote: string;
  columns: { item: string; rate: string; amount: string };
  items: {
    imt: string;
    stampDutyPurchase: string;
    stampDutyLoan: string;
    deedAndRegistration: string;
    lawyer: string;
    bankFees: string;
  };
  /** The fold where a visitor enters their own deed, lawyer and bank figures. */
  estimatesTitle: string;
  estimatesHint: string;
  /** Shown beside each estimate. */
  estimateTag: string;
  rates: {
    /** {rate}, {deduction} */
    marginal: string;
    /** {rate} */
    flat: string;
    /** {upTo} */
    youngExempt: string;
    /** {rate}, {above} */
    youngPartial: string;
    /** {min}, {max} */
    range: string;
    /** {percent}, {minimum}, {vat} */
    lawyer: string;
  };
  basis: {
    imtHome: string;
    imtOtherUrban: string;
    imtRustic: string;
    imtYoung: string;
    stampDutyPurchase: string;
    stampDutyLoan: string;
    deedAndRegistration: string;
    lawyer: string;
    bankFees: string;
  };
  total: string;
  cashAtDeed: string;
  cashAtDeedHint: string;
  print: string;
  /** The printed page's one-line summary of the inputs, and the link back to the page. */
  printSummary: {
    title: string;
    price: string;
    purpose: string;
    region: string;
    loan: string;
    noLoan: string;
    young: string;
    yes: string;
    no: string;
    link: string;
  };
  /** Shown when the autonomous regions' table is not yet confirmed for the year. */
  regionalNote: string;
}
