// The links of ad alerts (docs/ad-alerts.md). Confirmation uses the newsletter's single-use token
// (random, stored only as its SHA-256). Leaving one alert carries the alert's id signed with
// HMAC-SHA256 (the NEWSLETTER_SECRET, its own prefix), so every e-mail's one-click header works
// without storing anything. "Manage my alerts" carries a random token of its own, stored only as its
// SHA-256 with the address and an expiry (ad_alert_manage_links): a new one in every e-mail, good
// for 90 days, taken back by erasure (security review N6; it used to carry the address, signed).
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))));
}

function sameText(a: string, b: string): boolean {
  // Without an early exit, so timing does not tell how much of a signature was right.
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export async function alertUnsubscribeToken(alertId: string, secret: string): Promise<string> {
  return `${alertId}.${await hmac(secret, `alert-unsubscribe:${alertId}`)}`;
}

/** The alert id an unsubscribe token was made for, or null when it is malformed or altered. */
export async function verifyAlertUnsubscribeToken(token: string, secret: string): Promise<string | null> {
  const [id = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(id) || !SIGNATURE.test(signature)) return null;
  return sameText(await hmac(secret, `alert-unsubscribe:${id}`), signature) ? id : null;
}

/** How long a "Manage my alerts" link works; every e-mail carries a new one. */
export const MANAGE_LINK_TTL_DAYS = 90;
/** A manage token: 32 random bytes, base64url (43 characters); the database keeps its SHA-256. */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Why a manage link was made (the ad_alert_manage_links.purpose column). */
export type ManageLinkPurpose = 'confirm' | 'matches' | 'keep' | 'cap';

/**
 * A new "Manage my alerts" token and the SHA-256 (hex) to store (security review N6): random, so the
 * address is not in the link and a link can be taken back by deleting its row.
 */
export async function newAlertManageToken(): Promise<{ token: string; hash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await sha256Hex(token) };
}

/**
 * The manage token of one e-mail that may be sent again (a digest retried under its idempotency
 * key, which the provider delivers once only if the body is the same): derived from the e-mail's
 * own key with the secret, so each e-mail still carries a token of its own that no one can compute
 * without the secret, and it works only while its row exists.
 */
export async function derivedAlertManageToken(
  secret: string,
  emailKey: string,
): Promise<{ token: string; hash: string }> {
  const token = await hmac(secret, `alert-manage-link:${emailKey}`);
  return { token, hash: await sha256Hex(token) };
}

/** The SHA-256 (hex) a manage token is stored as, or null when the token is not of the form (an old link). */
export async function alertManageTokenHash(token: string): Promise<string | null> {
  return MANAGE_TOKEN_PATTERN.test(token) ? await sha256Hex(token) : null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
