import { CircleAlert, ShieldAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { QueryProvider } from '@/lib/query/query-provider';
import { OwnerAccount } from './owner-account';
import type { PortalCopy } from './portal-copy.en';
import { fillNodes } from './fill-nodes';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';
import { useOwnerSignIn } from './use-owner-session';
import type { YearSummaryCopy } from './year-summary-copy.en';

export interface OwnerPortalProps {
  copy: PortalCopy;
  yearCopy: YearSummaryCopy;
}

/**
 * The owner's page once it has hydrated (docs/owner-accounts.md): the sign-in link of the address
 * verified, then the sign-in form for anyone signed out, a refusal with a sign-out for an account
 * that is not an owner's (staff, say), and the owner's account. Loaded after hydration with its
 * libraries (supabase-js, TanStack Query); the prerendered page shows only its hero and a
 * "checking" state.
 */
export function OwnerPortal({ copy, yearCopy }: OwnerPortalProps) {
  return (
    <QueryProvider>
      <Gate copy={copy} yearCopy={yearCopy} />
    </QueryProvider>
  );
}

function Gate({ copy, yearCopy }: OwnerPortalProps) {
  const [accountShown, setAccountShown] = useState(false);
  const showAccount = useCallback(() => setAccountShown(true), []);
  const { session, link, retryLink } = useOwnerSignIn({ accountShown });

  if (session.status === 'loading') return <LoadingSpinner label={copy.account.checking} />;

  if (session.status === 'signedOut') {
    return (
      <Card>
        {link === 'expired' && (
          <Problem title={copy.link.expiredTitle}>
            <p className="text-slate-700">{copy.link.expiredText}</p>
          </Problem>
        )}
        {link === 'failed' && (
          <Problem title={copy.link.failedTitle}>
            <p className="text-slate-700">{copy.link.failedText}</p>
            <Button variant="outline" className="self-start text-brand-700" onClick={retryLink}>
              {copy.link.retry}
            </Button>
          </Problem>
        )}
        <SignInForm copy={copy.signIn} />
      </Card>
    );
  }

  if (session.status === 'notOwner') {
    return (
      <Card>
        <section role="alert" aria-label={copy.refusal.title} className="flex flex-col gap-4">
          <h2 className="flex items-center gap-3 text-xl font-bold text-slate-900">
            <ShieldAlert aria-hidden className="size-6 shrink-0 text-amber-700" />
            {copy.refusal.title}
          </h2>
          <p className="text-slate-700">{fillNodes(copy.refusal.text, { email: <bdi>{session.email}</bdi> })}</p>
          <SignOutButton copy={copy.account} className="self-start" />
        </section>
      </Card>
    );
  }

  return (
    <OwnerAccount userId={session.userId} email={session.email} copy={copy} yearCopy={yearCopy} onShown={showAccount} />
  );
}

/** The white card the sign-in and the refusal sit in. */
function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {children}
    </div>
  );
}

/** Why the link did not sign the owner in: its heading takes the focus as it appears. */
function Problem({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-3 text-xl font-bold text-slate-900 focus:outline-none"
      >
        <CircleAlert aria-hidden className="size-6 shrink-0 text-amber-700" />
        {title}
      </h2>
      {children}
    </div>
  );
}
