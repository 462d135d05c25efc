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
  /** "Will you live in Portugal?" and its three answers. */
  residenceLabel: string;
  residences: { resident: string; becoming_resident: string; non_resident: string };
  residenceHint: string;
  youngLabel: string;
  youngHint: string;
  /** A couple buying together where only one of the two qualifies. */
  youngOneOfTwoLabel: string;
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
  /** An estimate's field label: {item} in euros. */
  estimateLabel: string;
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
    /** One of two buyers qualifies: {young} on that half, {ordinary} on the other. */
    youngHalf: string;
    /** {rate}: the non-resident single rate. */
    nonResident: string;
    /** Stamp duty: {rate} of the price. */
    stampFull: string;
    /** {purchase}, {withMortgage}: Casa Pronta's prices. */
    deed: string;
    /** {percent}, {minimum}, {vat} */
    lawyer: string;
  };
  basis: {
    imtHome: string;
    imtOtherUrban: string;
    imtRustic: string;
    imtYoung: string;
    imtNonResident: string;
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
    residence: string;
    yes: string;
    no: string;
    link: string;
  };
  /** Shown when the autonomous regions' table is not yet confirmed for the year. */
  regionalNote: string;
  /** A buyer who is not tax resident: what is paid at the deed, what comes back and how. */
  nonResident: {
    /** {rate} */
    title: string;
    atSigning: string;
    refundable: string;
    /** The total on top of the price once the refund is paid. */
    ifMet: string;
    /** The total if the condition is not met. */
    ifNotMet: string;
    conditions: {
      /** {years} */
      residence: string;
      /** {months}, {rent}, {letMonths}, {years} */
      moderate_rent: string;
      /** A home to live in, buyer not becoming resident: {years} */
      none: string;
      /** The single rate equals the table's at this price. */
      same: string;
    };
    claim: string;
    /** The decree-law's text not found: {date}, {ordinary} (the resident's IMT). */
    unconfirmed: string;
  };
}
