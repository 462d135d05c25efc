// "Manage my alerts" as a visitor opens it: from the link of their confirmed alert. Without a token
// the page answers that the link does not work, a card larger than the hero that appears after
// hydration and became the page's LCP; nobody arrives that way but by a broken link.
import type { Lang } from '../../src/lib/i18n/lang';
import { CONSENT_VERSION } from '../../supabase/functions/_shared/domain/validation/consent';
import { LOCAL_DEFAULTS } from '../../supabase/local/start';

const jsonHeaders = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'Content-Type': 'application/json',
});

async function callFunction<T>(backendUrl: string, name: string, body: object): Promise<T> {
  const response = await fetch(`${backendUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: jsonHeaders(LOCAL_DEFAULTS.anonKey),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Saves an alert as the ads page's form does, confirms it from the e-mail the local backend caught
 * in its outbox, and resolves to the query (`?token=…`) of that address's manage link.
 */
export async function alertManageQuery(backendUrl: string, language: Lang): Promise<string> {
  const email = `bench-${language}-${Date.now().toString(36)}@example.com`;
  await callFunction(backendUrl, 'alert-save', {
    email,
    language,
    frequency: 'weekly',
    type: 'rent',
    maxPrice: 1500,
    location: { en: 'Lisbon', he: 'ליסבון', pt: 'Lisboa' }[language],
    bedrooms: 2,
    agrees_to_marketing: true,
    consent_version: CONSENT_VERSION,
    source_page: `/${language}/real-estate-ads`,
  });
  const outbox = await fetch(`${backendUrl}/_local/outbox?to=${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_DEFAULTS.serviceRoleKey },
  });
  if (!outbox.ok) throw new Error(`The local outbox answered ${outbox.status}`);
  const mails = (await outbox.json()) as { tag: string; text: string }[];
  const confirmLink = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(
    mails.find((mail) => mail.tag === 'alert-confirm')?.text ?? '',
  )?.[0];
  if (!confirmLink) throw new Error(`No confirmation e-mail reached the outbox for ${email}`);
  const token = new URL(confirmLink).searchParams.get('token');
  const { manage } = await callFunction<{ manage: string }>(backendUrl, 'alert-confirm', { token });
  return `?token=${encodeURIComponent(manage)}`;
}
