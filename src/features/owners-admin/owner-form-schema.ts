// The owner form (admin_owner_save): its values as the inputs hold them, the stored owner as those
// values, and the schema that checks them and makes the function's payload.
import { PACKAGE_IDS, type PackageId } from '@shared/calculators/management-packages';
import { nifValid, OWNER_LANGUAGES, type OwnerLanguage, type OwnerRow } from '@shared/owners/ledger';
import { z } from '@shared/validation/zod';
import { emailAddress, FORM_ERRORS, textBetween } from './form-rules';

export interface OwnerFormValues {
  full_name: string;
  email: string;
  language: OwnerLanguage;
  tax_country: string;
  nif: string;
  package: PackageId;
}

/** What admin_owner_save takes (without the id, added for an edit). */
export interface OwnerPayload {
  full_name: string;
  email: string;
  language: OwnerLanguage;
  tax_country: string;
  nif: string;
  package: PackageId;
}

export const EMPTY_OWNER_FORM: OwnerFormValues = {
  full_name: '',
  email: '',
  language: 'he',
  tax_country: 'IL',
  nif: '',
  package: 'plus',
};

export function ownerToFormValues(owner: OwnerRow): OwnerFormValues {
  return {
    full_name: owner.full_name,
    email: owner.email,
    language: owner.language,
    tax_country: owner.tax_country,
    nif: owner.nif,
    package: owner.package,
  };
}

/**
 * A NIF's problem: not nine digits starting with 1–9 ('nifFormat'), or nine digits whose last one
 * is not the check digit the first eight give ('nifCheckDigit'); null when valid.
 */
export function nifProblem(text: string): typeof FORM_ERRORS.nifFormat | typeof FORM_ERRORS.nifCheckDigit | null {
  const digits = text.replace(/\s+/g, '');
  if (!/^[1-9]\d{8}$/.test(digits)) return FORM_ERRORS.nifFormat;
  return nifValid(digits) ? null : FORM_ERRORS.nifCheckDigit;
}

export const ownerFormSchema = z.object({
  full_name: textBetween(2, 120),
  email: emailAddress,
  language: z.enum(OWNER_LANGUAGES),
  tax_country: z.string().regex(/^[A-Z]{2}$/, FORM_ERRORS.country),
  nif: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .superRefine((value, context) => {
      if (value === '') context.addIssue({ code: 'custom', message: FORM_ERRORS.required });
      else {
        const problem = nifProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }
    }),
  package: z.enum(PACKAGE_IDS),
}) satisfies z.ZodType<OwnerPayload, OwnerFormValues>;
