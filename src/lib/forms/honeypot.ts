import type { BaseSyntheticEvent } from 'react';
import { HONEYPOT_FIELD } from '@shared/validation/consent';

/**
 * What the submitted form's hidden honeypot field holds, read from the page itself: a bot may set
 * the field's value without any input event, so the form library's state is not enough.
 */
export function honeypotValue(event?: BaseSyntheticEvent): string {
  const form = event?.target;
  return form instanceof HTMLFormElement ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : '';
}
