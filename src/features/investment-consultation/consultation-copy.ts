/** The texts of the investment page's consultation form, from the page's copy module. */
export interface ConsultationFormCopy {
  /** The heading and intro the page shows above the form. */
  title: string;
  intro: string;
  /** 'Schedule Consultation' */
  submit: string;
  /** 'Sending...' */
  sending: string;
  /** Sent as the subject of the contact submission. */
  subject: string;
  /** Sent as its message. */
  message: string;
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
}
