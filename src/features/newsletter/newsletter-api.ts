import { invokeFunction } from '@/lib/supabase/invoke-function';
import { CONSENT_VERSION, HONEYPOT_FIELD } from '@shared/validation/consent';
import type { NewsletterPayload, NewsletterSubscription } from '@shared/validation/newsletter';

export const ALREADY_SUBSCRIBED_TEXT = 'Email already subscribed';

/** The validated e-mail plus the consent proof and honeypot every lead carries. */
export function subscribeToNewsletter({ email, honeypot }: NewsletterPayload & { honeypot: string }): Promise<unknown> {
  const body: NewsletterSubscription & { [HONEYPOT_FIELD]: string } = {
    email,
    consent_version: CONSENT_VERSION,
    source_page: window.location.pathname,
    [HONEYPOT_FIELD]: honeypot,
  };
  return invokeFunction('newsletter-subscribe', body);
}

export function isAlreadySubscribedError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(ALREADY_SUBSCRIBED_TEXT);
}
