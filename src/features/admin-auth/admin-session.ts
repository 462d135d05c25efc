// What the admin tools show for a Supabase session, and how a failed sign-in reads. Pure: no React,
// no supabase-js (tested on its own). The check only decides what the browser shows; the database
// decides what may be written (row-level security on fb_listings: app_metadata.role = 'admin').

/** The part of a supabase-js session (or null for none) that the gate reads. */
export interface SessionLike {
  user: { email?: string | null; app_metadata?: Record<string, unknown> | null };
}

export type AdminSessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'notAdmin'; email: string }
  | { status: 'admin'; email: string };

/** The role the migrations' policies require, read from the user's app_metadata (set by staff, not the user). */
export const ADMIN_ROLE = 'admin';

export function sessionState(session: SessionLike | null | undefined): AdminSessionState {
  if (!session) return { status: 'signedOut' };
  const email = session.user.email ?? '';
  return session.user.app_metadata?.role === ADMIN_ROLE ? { status: 'admin', email } : { status: 'notAdmin', email };
}

/** The part of a supabase-js AuthError that tells a wrong password from other failures. */
export interface AuthErrorLike {
  message: string;
  code?: string;
  status?: number;
}

/**
 * 'wrongCredentials' for an unknown e-mail or a wrong password (GoTrue answers 400
 * invalid_credentials for both, so nobody can probe which accounts exist); 'other' otherwise.
 */
export function signInErrorKind(error: AuthErrorLike): 'wrongCredentials' | 'other' {
  if (error.code === 'invalid_credentials') return 'wrongCredentials';
  // Older GoTrue versions send no code, only the message.
  if (error.status === 400 && /invalid login credentials/i.test(error.message)) return 'wrongCredentials';
  return 'other';
}
