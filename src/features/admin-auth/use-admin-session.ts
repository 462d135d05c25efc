import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase/get-supabase';
import { sessionState, signInErrorKind, type AdminSessionState } from './admin-session';

/**
 * The visitor's staff session as the admin tools see it: loading until supabase-js has read its
 * stored session, then signed out, signed in without the admin role, or admin. Follows sign-in,
 * sign-out, token refresh and other tabs through onAuthStateChange.
 */
export function useAdminSession(): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    getSupabase()
      .then((supabase) => {
        if (!active) return;
        // Emits INITIAL_SESSION first, then every change. Only state is set here: supabase-js must
        // not be called back from inside this listener.
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          if (active) setState(sessionState(session));
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch(() => {
        if (active) setState({ status: 'signedOut' });
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return state;
}

export type SignInResult = { ok: true } | { ok: false; kind: 'wrongCredentials' | 'other'; message: string };

/** Password sign-in through Supabase Auth; the session then reaches useAdminSession by its listener. */
export async function signInStaff(email: string, password: string): Promise<SignInResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (!error) return { ok: true };
    return { ok: false, kind: signInErrorKind(error), message: error.message };
  } catch (error) {
    return { ok: false, kind: 'other', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Ends the session (on the server too); resolves with the error text, or null. */
export async function signOutStaff(): Promise<string | null> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    return error ? error.message : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
