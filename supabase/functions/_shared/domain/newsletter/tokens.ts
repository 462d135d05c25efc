// Newsletter links. A confirmation link carries a random single-use token that the database keeps
// only as its SHA-256. An unsubscribe link carries the subscriber's id signed with HMAC-SHA256
// (the NEWSLETTER_SECRET), so every message can carry a working link without storing one per
// message, and an altered or foreign token fails the signature. Web Crypto: the same code runs in
// Deno, Node and the browser.
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_DAYS = 7;
/** A pending address asking again gets a new link at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 60;

/** A confirmation token: 32 random bytes, base64url (43 characters). */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** An unsubscribe token: a uuid, a dot, and a base64url HMAC-SHA256 (43 characters). */
export const UNSUBSCRIBE_TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

export async function hashToken(token: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
}

export async function newConfirmationToken(): Promise<{ token: string; hash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await hashToken(token) };
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))));
}

export async function unsubscribeToken(subscriberId: string, secret: string): Promise<string> {
  return `${subscriberId}.${await hmac(secret, `unsubscribe:${subscriberId}`)}`;
}

/** The subscriber id an unsubscribe token was made for, or null when it is malformed or altered. */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<string | null> {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const [id, signature] = token.split('.') as [string, string];
  const expected = await hmac(secret, `unsubscribe:${id}`);
  // Compared without an early exit, so timing does not tell how much of the signature was right.
  let difference = expected.length ^ signature.length;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ (signature.charCodeAt(i) || 0);
  return difference === 0 ? id : null;
}
