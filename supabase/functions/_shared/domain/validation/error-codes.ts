// Validation error codes shared by the forms and the edge functions; each side turns a code into its
// own text. Kept apart from the schemas so that reading a code does not load zod.
export const NEWSLETTER_ERRORS = { empty: 'email_required', invalid: 'email_invalid' } as const;

/** Codes of the contact forms (contact page, home dialogs, consultation, calculator leads). */
export const CONTACT_ERRORS = {
  required: 'required_fields',
  emailInvalid: 'email_invalid',
  scriptContent: 'script_content',
  tooLong: 'too_long',
  phoneInvalid: 'phone_invalid',
  consent: 'consent_required',
} as const;

export type ContactErrorCode = (typeof CONTACT_ERRORS)[keyof typeof CONTACT_ERRORS];

/**
 * Codes every lead function may answer for any text field (top-level `code` of a 400, and the
 * field's entry in `fields`): control characters (line breaks are allowed only in the message),
 * or characters outside what the field accepts (a name holds letters, digits, spaces and . , ' - ( ) & /;
 * a phone digits, spaces and + ( ) - . /; a subject or message printable text).
 */
export const INPUT_ERRORS = {
  controlCharacters: 'control_characters',
  invalidCharacters: 'invalid_characters',
} as const;

/**
 * A running-cost assumption of the investment calculator outside its bounds: the function answers
 * with this `code` (the page words it), not the generic invalid_input.
 */
export const CALCULATOR_ERRORS = {
  expenseOutOfRange: 'expense_out_of_range',
  /**
   * The calculator's figures a lead carries are not the calculator's: a figure outside its range, or
   * some inputs without the others.
   */
  figuresInvalid: 'figures_invalid',
} as const;

/**
 * The `code` of every error answer of the lead functions ({ error, code }): the client decides by
 * code, never by the English text (the newsletter form still accepts the original text as well).
 */
export const RESPONSE_ERRORS = {
  methodNotAllowed: 'method_not_allowed',
  unsupportedMediaType: 'unsupported_media_type',
  bodyTooLarge: 'body_too_large',
  rateLimited: 'rate_limited',
  malformedJson: 'malformed_json',
  invalidBody: 'invalid_body',
  invalidInput: 'invalid_input',
  alreadySubscribed: 'already_subscribed',
  serverError: 'server_error',
} as const;

/** Why a newsletter link did not work (the site words each for the visitor). */
export const NEWSLETTER_LINK_ERRORS = {
  /** Malformed, altered, or for no subscriber. */
  invalid: 'token_invalid',
  /** A confirmation link older than its 7 days. */
  expired: 'token_expired',
  /** A confirmation link that was already used. */
  used: 'token_used',
} as const;

export type ResponseErrorCode = (typeof RESPONSE_ERRORS)[keyof typeof RESPONSE_ERRORS];
