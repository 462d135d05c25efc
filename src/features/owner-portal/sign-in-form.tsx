import { MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { INPUT_KINDS } from '@/components/forms/input-kinds';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { checkEmailAddress } from '@shared/validation/email-address';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { requestSignInLink } from './owner-api';
import type { PortalCopy } from './portal-copy.en';

type FormError = 'required' | 'invalid' | 'tooMany' | 'failed';
type State =
  | { view: 'form'; sending: boolean; error: FormError | null }
  | { view: 'sent'; email: string; sending: boolean; error: 'tooMany' | 'failed' | null };

/**
 * Asks for a sign-in link: one field, no form library (the address is checked by the one address
 * rule the function applies too). The answer is the same whether or not the address is an owner's;
 * after it, the owner can send the link again or use another address.
 */
export function SignInForm({ copy }: { copy: PortalCopy['signIn'] }) {
  const { lang } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<State>({ view: 'form', sending: false, error: null });
  const [email, setEmail] = useState('');

  /** Sends from the form or, again, from the answer; a refusal stays where it was asked. */
  const send = async (address: string, again: boolean) => {
    setState(
      again
        ? { view: 'sent', email: address, sending: true, error: null }
        : { view: 'form', sending: true, error: null },
    );
    const result = await requestSignInLink(address, lang);
    if (result === 'sent') setState({ view: 'sent', email: address, sending: false, error: null });
    else if (result === 'invalid') setState({ view: 'form', sending: false, error: 'invalid' });
    else if (again) setState({ view: 'sent', email: address, sending: false, error: result });
    else setState({ view: 'form', sending: false, error: result });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.sending) return;
    const checked = checkEmailAddress(email);
    if (!checked.ok) {
      setState({ view: 'form', sending: false, error: checked.problem === 'required' ? 'required' : 'invalid' });
      input.current?.focus();
      return;
    }
    void send(checked.email, false);
  };

  // The answer replaces the form: its heading takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (state.view === 'sent') sentHeading.current?.focus();
  }, [state.view]);

  const titleId = `${id}-title`;
  if (state.view === 'sent') {
    const address = state.email;
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <h2
          id={titleId}
          ref={sentHeading}
          tabIndex={-1}
          className="flex items-center gap-3 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          <MailCheck aria-hidden className="size-7 shrink-0 text-brand-600" />
          {copy.sentTitle}
        </h2>
        <p role="status" className="text-slate-700">
          {copy.sentText}
        </p>
        <p className="text-sm break-words text-slate-600">{fill(copy.sentTo, { email: `\u2068${address}\u2069` })}</p>
        {state.error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {copy[state.error]}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            className="text-brand-700"
            disabled={state.sending}
            onClick={() => void send(address, true)}
          >
            {state.sending ? copy.sending : copy.sendAgain}
          </Button>
          <Button
            variant="ghost"
            className="text-brand-700"
            onClick={() => setState({ view: 'form', sending: false, error: null })}
          >
            {copy.otherAddress}
          </Button>
        </div>
      </section>
    );
  }

  const { error } = state;
  const errorId = `${id}-error`;
  const fieldInvalid = error === 'required' || error === 'invalid';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-2xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="text-slate-600">{copy.intro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
            {copy.emailLabel}
          </label>
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            {...INPUT_KINDS.email}
            maxLength={EMAIL_MAX_LENGTH}
            required
            aria-invalid={fieldInvalid}
            aria-describedby={error ? errorId : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600 rtl:text-right"
          />
        </div>
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error ? copy[error] : ''}
        </p>
        <Button type="submit" className="self-start" disabled={state.sending}>
          {state.sending ? copy.sending : copy.submit}
        </Button>
      </form>
    </section>
  );
}
