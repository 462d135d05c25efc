// What the owner's page makes of a Supabase session and of its own address. Pure: no React, no
// supabase-js. The check decides only what the page shows; the database decides what the account
// may read (row-level security: app_metadata.role = 'owner' and owners.user_id = auth.uid()).

/** The part of a supabase-js session (or null for none) that the page reads. */
export interface SessionLike {
  access_token?: string;
  user: { id: string; email?: string | null; app_metadata?: Record<string, unknown> | null };
}

export type OwnerSessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'notOwner'; email: string }
  | { status: 'owner'; email: string; userId: string };

/** The role the owners' row-level security requires, in the token's app_metadata (set by staff). */
export const OWNER_ROLE = 'owner';

/** The claims of a JWT, or null when it is not one (the signature is the server's to check). */
function tokenClaims(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The role the database will see: the access token's app_metadata.role (what row-level security
 * reads), or the user's app_metadata when the token cannot be read.
 */
export function sessionRole(session: SessionLike): unknown {
  const claims = tokenClaims(session.access_token);
  if (!claims) return session.user.app_metadata?.role;
  const metadata = claims.app_metadata;
  return metadata && typeof metadata === 'object' ? (metadata as { role?: unknown }).role : undefined;
}

export function ownerSessionState(session: SessionLike | null | undefined): OwnerSessionState {
  if (!session) return { status: 'signedOut' };
  const email = session.user.email ?? '';
  return sessionRole(session) === OWNER_ROLE
    ? { status: 'owner', email, userId: session.user.id }
    : { status: 'notOwner', email };
}

/** The query parameters of an e-mailed sign-in link: `?token_hash=…&type=email[&statement=…]`. */
export const LINK_PARAMS = ['token_hash', 'type'] as const;

/** The sign-in token of the page's query string, or null (a link of another type is not one of ours). */
export function linkToken(search: string): string | null {
  const params = new URLSearchParams(search);
  const token = params.get('token_hash')?.trim() ?? '';
  const type = params.get('type') ?? 'email';
  return token && (type === 'email' || type === 'magiclink') ? token : null;
}

/**
 * The query string without the sign-in token, so a reload or a copied address never reuses it
 * (the statement to open stays): '' when nothing is left.
 */
export function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
