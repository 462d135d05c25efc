import { invokeFunction } from '@/lib/supabase/invoke-function';
import type { NewsletterPayload } from '@/shared/validation/newsletter';

export const ALREADY_SUBSCRIBED_TEXT = 'Email already subscribed';

export function subscribeToNewsletter(payload: NewsletterPayload): Promise<unknown> {
  return invokeFunction('newsletter-subscribe', payload);
}

export function isAlreadySubscribedError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(ALREADY_SUBSCRIBED_TEXT);
}
