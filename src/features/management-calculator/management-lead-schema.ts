import { z } from '@shared/validation/zod';
import { leadConsentFields } from '@/lib/forms/lead-form-schema';
import { contactFields } from '@shared/validation/contact';
import { CONTACT_LIMITS } from '@shared/validation/contact-limits';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import { NAME_PATTERN, PHONE_PATTERN } from '@shared/validation/field-rules';
import { withTextRules } from '@shared/validation/text-rules';
import { countDigits, MANAGEMENT_LEAD_ERRORS, MANAGEMENT_LEAD_RULES } from './management-lead-rules';

// The calculator lead form (docs/product-rules.md, "Forms"), with the character rules and limits of the
// contact-submit function, so what the form accepts the server stores. Loaded on the first submit
// only (lazySchemaResolver), so zod is not part of the page's first load.
export const managementLeadSchema = z.object({
  name: withTextRules(
    z
      .string()
      .trim()
      .min(MANAGEMENT_LEAD_RULES.nameMin, MANAGEMENT_LEAD_ERRORS.nameTooShort)
      .max(CONTACT_LIMITS.name, CONTACT_ERRORS.tooLong),
    { allowed: NAME_PATTERN, scriptCode: CONTACT_ERRORS.scriptContent },
  ),
  phone: withTextRules(z.string().trim().max(CONTACT_LIMITS.phone, CONTACT_ERRORS.tooLong), {
    allowed: PHONE_PATTERN,
    allowedCode: CONTACT_ERRORS.phoneInvalid,
    scriptCode: CONTACT_ERRORS.scriptContent,
  }).refine(
    (value) => countDigits(value) >= MANAGEMENT_LEAD_RULES.phoneMinDigits,
    MANAGEMENT_LEAD_ERRORS.phoneTooShort,
  ),
  email: contactFields.email,
  ...leadConsentFields(CONTACT_ERRORS.consent),
});

export type ManagementLeadOutput = z.output<typeof managementLeadSchema>;
