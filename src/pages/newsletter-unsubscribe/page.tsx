import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { INPUT_KINDS } from '@/components/forms/input-kinds';
import { RouteHero } from '@/components/layout/route-hero';
import { Button } from '@/components/ui/button';
import { LinkCard, LinkResult, tokenFrom } from '@/features/newsletter/link-result';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import { invokeFunction } from '@/lib/supabase/invoke-function';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { NEWSLETTER_ERRORS } from '@shared/validation/error-codes';
import type { NewsletterUnsubscribeCopy } from './copy.en';

type Step = 'idle' | 'sending' | 'failed';

/**
 * Leaving the newsletter (docs/newsletter.md), with no sign-in. With the personal link's token: one
 * button, and leaving twice is answered the same. Without it (or with a broken one): a field for
 * one's address, which e-mails a link rather than removing anyone at once, and says the same
 * whether or not the address is on the list.
 */
export default function NewsletterUnsubscribePage({ copy }: PageProps<NewsletterUnsubscribeCopy>) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const token = hydrated ? tokenFrom(search) : '';
  const [linkState, setLinkState] = useState<Step | 'done' | 'invalid'>('idle');

  const leave = () => {
    setLinkState('sending');
    invokeFunction('newsletter-unsubscribe', { token }).then(
      () => setLinkState('done'),
      (error: unknown) => setLinkState((error as { status?: number | null }).status === 400 ? 'invalid' : 'failed'),
    );
  };

  let body;
  if (token && linkState === 'done') {
    body = (
      <LinkResult tone="success" title={copy.doneTitle}>
        <p className="text-slate-700">{copy.doneText}</p>
        <HomeButton label={copy.homeButton} />
      </LinkResult>
    );
  } else if (token && linkState !== 'invalid') {
    body = (
      <>
        {linkState === 'failed' ? (
          <LinkResult tone="problem" title={copy.failedTitle}>
            <p className="text-slate-700">{copy.failedText}</p>
          </LinkResult>
        ) : (
          <p className="text-lg text-slate-700">{copy.intro}</p>
        )}
        <Button className="self-start" disabled={linkState === 'sending'} onClick={leave}>
          {linkState === 'sending' ? copy.leaving : linkState === 'failed' ? copy.retry : copy.leave}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        {linkState === 'invalid' && (
          <LinkResult tone="problem" title={copy.invalidTitle}>
            <p className="text-slate-700">{copy.invalidText}</p>
          </LinkResult>
        )}
        <RequestLinkForm copy={copy} hydrated={hydrated} />
      </>
    );
  }

  return (
    <>
      <RouteHero />
      <LinkCard label={copy.hero.title}>{body}</LinkCard>
    </>
  );
}

function HomeButton({ label }: { label: string }) {
  const { lang } = useI18n();
  return (
    <Button asChild variant="outline" className="self-start text-brand-700">
      <Link to={localizedPath(lang, 'home')}>{label}</Link>
    </Button>
  );
}

function RequestLinkForm({ copy, hydrated }: { copy: NewsletterUnsubscribeCopy; hydrated: boolean }) {
  const { lang } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step | 'requested'>('idle');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'sending') return;
    // The schema (and zod with it) loads on the first submit, as the footer form's does.
    void import('@shared/validation/newsletter').then(
      ({ newsletterSchema }) => {
        const parsed = newsletterSchema.safeParse({ email });
        if (!parsed.success) {
          const code = parsed.error.issues[0]?.message;
          setError(code === NEWSLETTER_ERRORS.empty ? copy.emptyEmail : copy.invalidEmail);
          return;
        }
        setError(null);
        setStep('sending');
        invokeFunction('newsletter-unsubscribe', { email: parsed.data.email, language: lang }).then(
          () => setStep('requested'),
          () => setStep('failed'),
        );
      },
      () => setStep('failed'),
    );
  };

  if (step === 'requested') {
    return (
      <LinkResult tone="success" title={copy.requestedTitle}>
        <p className="text-slate-700">{copy.requestedText}</p>
        <HomeButton label={copy.homeButton} />
      </LinkResult>
    );
  }
  const errorId = `${id}-error`;
  return (
    <>
      {step === 'failed' && (
        <LinkResult tone="problem" title={copy.failedTitle}>
          <p className="text-slate-700">{copy.failedText}</p>
        </LinkResult>
      )}
      <p className="text-lg text-slate-700">{copy.requestIntro}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {copy.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          {...INPUT_KINDS.email}
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="you@example.com"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600 rtl:text-right"
        />
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
        <Button type="submit" className="self-start" disabled={!hydrated || step === 'sending'}>
          {step === 'sending' ? copy.requesting : step === 'failed' ? copy.retry : copy.request}
        </Button>
      </form>
    </>
  );
}
