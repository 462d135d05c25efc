import { z } from './zod.ts';
import { consentProofFields } from './contact.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { NEWSLETTER_ERRORS } from './error-codes.ts';
import { EMAIL_CHARACTERS } from './field-rules.ts';
import { withTextRules } from './text-rules.ts';

// Shared by the footer form and the newsletter-subscribe function. Error messages are codes that
// each side turns into its own text. The address is only trimmed here: the database gives it its
// one stored form (public.normalize_email(), docs/newsletter.md), since JavaScript's lower-casing
// differs from Postgres' for some letters.
export const newsletterSchema = z.object({
  email: withTextRules(
    z
      .string()
      .trim()
      .min(1, NEWSLETTER_ERRORS.empty)
      .max(EMAIL_MAX_LENGTH, NEWSLETTER_ERRORS.invalid)
      .regex(EMAIL_PATTERN, NEWSLETTER_ERRORS.invalid),
    { allowed: EMAIL_CHARACTERS, allowedCode: NEWSLETTER_ERRORS.invalid },
  ),
});

/** The languages a subscriber can receive the newsletter in (the page's language at sign-up). */
export const NEWSLETTER_LANGUAGES = ['en', 'he'] as const;

/** The body of the newsletter-subscribe function: the e-mail, the page's language, consent proof. */
export const newsletterSubscriptionSchema = newsletterSchema.extend(consentProofFields).extend({
  language: z.enum(NEWSLETTER_LANGUAGES).default('en'),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;
export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;
