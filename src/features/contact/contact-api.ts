import { invokeFunction } from '@/lib/supabase/invoke-function';
import type { HONEYPOT_FIELD } from '@shared/validation/consent';
import type { ContactSubmissionInput } from '@shared/validation/contact';

/** The contact-submit body: the shared contract plus the honeypot field, which the server checks first. */
export type ContactPayload = ContactSubmissionInput & Partial<Record<typeof HONEYPOT_FIELD, string>>;

export function submitContact(payload: ContactPayload): Promise<unknown> {
  return invokeFunction('contact-submit', payload);
}
