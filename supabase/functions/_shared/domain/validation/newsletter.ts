import { z } from './zod.ts';
import { consentProofFields } from './contact.ts';
import { emailField } from './email-field.ts';
import { NEWSLETTER_ERRORS } from './error-codes.ts';
import { LANGUAGES } from '../languages.ts';

// Shared by the footer form and the newsletter-subscribe function. Error messages are codes that
// each side turns into its own text. The address follows the one address rule (email-address.ts):
// trimmed and NFC here; the database lower-cases it into its one stored form
// (public.normalize_email(), docs/newsletter.md), since JavaScript's lower-casing differs from
// Postgres' for some letters.
export const newsletterSchema = z.object({
  email: emailField({ required: NEWSLETTER_ERRORS.empty, invalid: NEWSLETTER_ERRORS.invalid }),
});

/** The languages a subscriber can receive the newsletter in (the page's language at sign-up). */
export const NEWSLETTER_LANGUAGES = LANGUAGES;

/** The body of the newsletter-subscribe function: the e-mail, the page's language, consent proof. */
export const newsletterSubscriptionSchema = newsletterSchema.extend(consentProofFields).extend({
  language: z.enum(NEWSLETTER_LANGUAGES).default('en'),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;
export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;
