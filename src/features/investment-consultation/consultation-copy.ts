import type { PropertyTypeOption } from '@shared/calculators/investment-calculator';

/**
 * The texts of the investment page's one lead form (docs/leads.md, "The investment lead"), from the
 * page's copy module. The spec's texts of the two forms it replaces are kept where they still apply.
 */
export interface ConsultationFormCopy {
  /** The heading and intro the page shows above the form. */
  title: string;
  intro: string;
  /** 'Schedule Consultation' */
  submit: string;
  /** 'Sending...' */
  sending: string;
  /** 'Missing information' */
  missingTitle: string;
  /** 'Please fill in all required fields' */
  missingDescription: string;
  /** 'Invalid email address' */
  invalidEmailTitle: string;
  /** 'Please enter a valid email address' */
  invalidEmailDescription: string;
  /** 'Invalid input detected' */
  invalidInputTitle: string;
  /** 'Invalid characters detected. Please remove any HTML or script content.' */
  invalidInputDescription: string;
  /** 'Error submitting request' */
  errorTitle: string;
  /** 'An error occurred while submitting your request. Please try again.' */
  errorDescription: string;
  /** Each field's own message (the calculator form's texts in the spec). */
  errors: {
    /** 'Please enter your full name' */
    name: string;
    /** 'Please enter a valid email' */
    email: string;
    /** 'Please enter a phone number' */
    phone: string;
    /** The function refused a changed assumption (out of its range). */
    expense: string;
    /** The function refused the calculator's figures (incomplete or out of their range). */
    figures: string;
  };
  /** The calculator's estimate the form carries, once the visitor asked for an offer. */
  estimate: {
    title: string;
    intro: string;
    /** Sends the form without the figures. */
    remove: string;
    /** Said (to a screen reader too) once the figures are removed. */
    removed: string;
    equity: string;
    /** {value}: the leverage as a percentage; {term}: the mortgage term, or `noMortgage`. */
    financing: string;
    /** {years} */
    term: string;
    noMortgage: string;
    propertyValue: string;
    propertyType: string;
    types: Record<PropertyTypeOption, string>;
    annualReturn: string;
    monthlyIncome: string;
  };
}
