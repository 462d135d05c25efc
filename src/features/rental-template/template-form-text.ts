import type { RentalTemplateFile } from './template-file';

/** The template form's own texts (docs/product-rules.md, "Forms"), from the page's copy in its language. */
export interface TemplateFormText {
  /** 'Download Template' */
  submit: string;
  /** 'Downloading...' */
  downloading: string;
  /** 'Full name is required' */
  fullNameRequired: string;
  /** 'You must accept the terms' */
  termsRequired: string;
  /** 'Please fill in all required fields' (toast titled 'Error') */
  invalidForm: string;
  /** 'An error occurred while downloading the template. Please try again.' (toast titled 'Error') */
  downloadError: string;
  /**
   * The Portuguese page's choice of the version printed beside the Portuguese text, each choice a
   * document (the first is the default). The English and Hebrew pages offer one document
   * (`RENTAL_TEMPLATE_FILE`) and leave it out, so their code carries no other file's name.
   */
  companion?: { legend: string; choices: readonly { label: string; file: RentalTemplateFile }[] };
}

/** The download section around the form. */
export interface TemplateDownloadSectionText {
  title: string;
  intro: string;
  /** What the file is (name, format, languages). */
  fileNote: string;
  /** Read by screen readers while the form's code loads. */
  loading: string;
  form: TemplateFormText;
}
