import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { verifySignInLink, watchSession, type VerifyOutcome } from './owner-api';
import { linkToken, ownerSessionState, searchWithoutToken, type OwnerSessionState } from './owner-session';

/**
 * One verification per token for the page's life: a link works once, so a second call (React's
 * development double effect, a remount) would be refused and read as an expired link. A failure to
 * reach Auth is forgotten, so "Try again" asks again.
 */
const verifications = new Map<string, Promise<VerifyOutcome>>();
function verifyOnce(token: string): Promise<VerifyOutcome> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifySignInLink(token).then((outcome) => {
      if (outcome === 'failed') verifications.delete(token);
      return outcome;
    });
    verifications.set(token, pending);
  }
  return pending;
}

/** What became of the sign-in link the page was opened with. */
export type LinkState = 'none' | 'verifying' | 'expired' | 'failed';

export interface OwnerSignIn {
  session: OwnerSessionState;
  link: LinkState;
  /** Checks the link again after a failure to reach Auth. */
  retryLink: () => void;
}

/**
 * The owner's session, and the sign-in link of the address if the page was opened with one: the
 * token is taken out of the address at once (replace, so back and reload never see it), verified
 * once, and the session then arrives through the listener. Rendered only after hydration, so it
 * may read the address as it mounts.
 */
export function useOwnerSignIn({ accountShown = false }: { accountShown?: boolean } = {}): OwnerSignIn {
  const location = useLocation();
  const navigate = useNavigate();
  const [session, setSession] = useState<OwnerSessionState>({ status: 'loading' });
  // The token as the page found it: kept in memory for a retry once the address no longer has it.
  const [token] = useState(() => linkToken(location.search));
  const [link, setLink] = useState<LinkState>(token ? 'verifying' : 'none');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => watchSession((current) => setSession(ownerSessionState(current))), []);

  // Out of the address before anything else, whatever the link's fate.
  const { pathname, search, hash } = location;
  useEffect(() => {
    const cleaned = searchWithoutToken(search);
    if (cleaned !== search && new URLSearchParams(search).has('token_hash')) {
      void navigate({ pathname, search: cleaned, hash }, { replace: true });
    }
  }, [navigate, pathname, search, hash]);

  // Someone already signed in as an owner sees their account first: supabase-js runs the link's
  // verification and the reads' token lookups one after another, so verifying at once would hold the
  // account's reads back by a round trip. Anyone else has the link verified as soon as the session
  // is known.
  const holdLink = session.status === 'loading' || (session.status === 'owner' && !accountShown);
  useEffect(() => {
    if (!token || holdLink) return;
    let live = true;
    void verifyOnce(token).then((outcome) => {
      if (live) setLink(outcome === 'signedIn' ? 'none' : outcome);
    });
    return () => {
      live = false;
    };
  }, [token, attempt, holdLink]);

  const retryLink = useCallback(() => {
    setLink('verifying');
    setAttempt((count) => count + 1);
  }, []);

  // An owner already signed in on this device (the monthly statement's link, opened where they
  // read the last one) sees their account at once; a link that signs in someone else replaces it
  // through the listener when verified. Anyone else waits for the link.
  const waitForLink = link === 'verifying' && session.status !== 'owner';
  return { session: waitForLink ? { status: 'loading' } : session, link, retryLink };
}
