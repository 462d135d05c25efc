// The address field of every zod schema (lead forms, newsletter): the one address rule of
// email-address.ts, with each form's own codes. A schema never spells the rule out itself
// (tests/functions/address-rule.test.ts fails when one does).
import { z } from './zod.ts';
import { emailProblem, tidyEmail, type EmailProblem } from './email-address.ts';
import { INPUT_ERRORS } from './error-codes.ts';

export interface EmailFieldCodes {
  /** Empty (or not a string). */
  required: string;
  /** Not an address, or characters an address does not hold. */
  invalid: string;
  /** Tag-like content; the invalid code when the form has none of its own. */
  script?: string;
}

/** A required address: trimmed, NFC, checked by the one rule; control characters report their own code. */
export function emailField(codes: EmailFieldCodes) {
  const codeOf: Record<EmailProblem, string> = {
    required: codes.required,
    control: INPUT_ERRORS.controlCharacters,
    script: codes.script ?? codes.invalid,
    invalid: codes.invalid,
  };
  return z
    .string(codes.required)
    .overwrite(tidyEmail)
    .superRefine((value, context) => {
      const problem = emailProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: codeOf[problem] });
    });
}
