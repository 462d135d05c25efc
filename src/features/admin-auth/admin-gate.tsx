import { LogOut, ShieldAlert, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast/toast';
import { INPUT_KINDS } from '@/components/forms/input-kinds';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { fill } from '@/lib/i18n/dictionary';
import type { AdminAuthCopy } from './copy.en';
import { StaffNav } from './staff-nav';
import { signInStaff, signOutStaff, useAdminSession } from './use-admin-session';

const INPUT_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';

export interface AdminGateProps {
  copy: AdminAuthCopy;
  /** The tool: rendered only for a signed-in admin. */
  children: ReactNode;
}

/**
 * Guards an admin tool: a sign-in form for anyone not signed in, a refusal with a sign-out for a
 * signed-in account without the admin role, and the tool with a sign-out bar for an admin. Nothing
 * of the tool is rendered (or loaded, when it is lazy) before that.
 */
export function AdminGate({ copy, children }: AdminGateProps) {
  const session = useAdminSession();

  if (session.status === 'loading') return <LoadingSpinner label={copy.checking} />;
  if (session.status === 'signedOut') return <SignInForm copy={copy} />;
  if (session.status === 'notAdmin') {
    return (
      <section
        aria-labelledby="admin-no-access-title"
        className="mx-auto flex max-w-lg flex-col gap-4 rounded-2xl border border-amber-300 bg-white p-6 shadow-sm sm:p-8"
        data-testid="admin-no-access"
      >
        <h2 id="admin-no-access-title" className="flex items-center gap-3 text-xl font-bold text-slate-900">
          <ShieldAlert aria-hidden className="size-6 shrink-0 text-amber-700" />
          {copy.notAdminTitle}
        </h2>
        <p role="alert" className="text-slate-700">
          {fill(copy.notAdminText, { email: session.email })}
        </p>
        <SignOutButton copy={copy} className="self-start" />
      </section>
    );
  }
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <UserRound aria-hidden className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">{fill(copy.signedInAs, { email: session.email })}</span>
        </p>
        <SignOutButton copy={copy} />
        <StaffNav copy={copy} />
      </div>
      {children}
    </>
  );
}

function SignOutButton({ copy, className }: { copy: AdminAuthCopy; className?: string }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const error = await signOutStaff();
    setBusy(false);
    if (error) toast.error(fill(copy.signOutFailed, { message: error }));
  };
  return (
    <Button variant="outline" size="sm" className={className} disabled={busy} onClick={() => void signOut()}>
      <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
      {copy.signOut}
    </Button>
  );
}

function SignInForm({ copy }: { copy: AdminAuthCopy }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!email.trim() || !password) {
      setError(copy.missingFields);
      return;
    }
    setSending(true);
    setError(null);
    const result = await signInStaff(email, password);
    // On success the session listener replaces this form with the tool (or the refusal).
    setSending(false);
    if (!result.ok) {
      setError(
        result.kind === 'wrongCredentials'
          ? copy.wrongCredentials
          : fill(copy.signInFailed, { message: result.message }),
      );
      setPassword('');
    }
  };

  const errorId = `${id}-error`;
  const invalid = error !== null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {copy.signInTitle}
      </h2>
      <p className="mt-2 text-slate-600">{copy.signInIntro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
            {copy.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            {...INPUT_KINDS.email}
            autoComplete="username"
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${INPUT_CLASS} rtl:text-right`}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-password`} className="text-sm font-medium text-slate-900">
            {copy.passwordLabel}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            dir="ltr"
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={`${INPUT_CLASS} rtl:text-right`}
          />
        </div>
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
        <Button type="submit" disabled={sending}>
          {sending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </section>
  );
}
