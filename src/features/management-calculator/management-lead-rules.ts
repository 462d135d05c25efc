// The calculator lead form's own rules (docs/product-rules.md, "Forms"): a name of at least 2 characters and a phone
// number of at least 6 digits, with their validation codes. Free of zod, so the form can turn a code
// into its text without loading the schema.
export const MANAGEMENT_LEAD_RULES = { nameMin: 2, phoneMinDigits: 6 } as const;

export const MANAGEMENT_LEAD_ERRORS = {
  nameTooShort: 'name_too_short',
  phoneTooShort: 'phone_too_short',
} as const;

export const countDigits = (value: string) => value.replace(/\D/g, '').length;
