// The links of ad alerts (docs/ad-alerts.md). Confirmation uses the newsletter's single-use token
// (random, stored only as its SHA-256). Leaving one alert carries the alert's id signed with
// HMAC-SHA256; "manage my alerts" carries the address, base64url, signed the same way, so the
// manage page lists that address's alerts without an account. Each kind of link signs its own
// prefix with the NEWSLETTER_SECRET, so one kind never passes for another.
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
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

export async function alertManageToken(email: string, secret: string): Promise<string> {
  const address = email.trim().toLowerCase();
  return `${base64url(encoder.encode(address))}.${await hmac(secret, `alert-manage:${address}`)}`;
}

/** The address a manage token was made for, or null when it is malformed or altered. */
export async function verifyAlertManageToken(token: string, secret: string): Promise<string | null> {
  if (token.length > 600) return null;
  const [encoded = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{1,400}$/.test(encoded) || !SIGNATURE.test(signature)) return null;
  const bytes = fromBase64url(encoded);
  if (!bytes) return null;
  const address = decoder.decode(bytes);
  return sameText(await hmac(secret, `alert-manage:${address}`), signature) ? address : null;
}
