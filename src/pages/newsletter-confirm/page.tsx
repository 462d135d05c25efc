import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RouteHero } from '@/components/layout/route-hero';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LinkCard, LinkResult, tokenFrom } from '@/features/newsletter/link-result';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import { FunctionCallError, invokeFunction } from '@/lib/supabase/invoke-function';
import { NEWSLETTER_LINK_ERRORS } from '@shared/validation/error-codes';
import type { NewsletterConfirmCopy } from './copy.en';

type LinkError = keyof NewsletterConfirmCopy['errors'];
type State = { step: 'idle' | 'sending' | 'done' | 'failed' } | { step: 'refused'; code: LinkError };

const LINK_ERRORS = Object.values(NEWSLETTER_LINK_ERRORS) as string[];

/**
 * The confirmation link of a newsletter sign-up (docs/newsletter.md). Opening the link confirms
 * nothing: a press of the button does, so a mail scanner that follows links cannot subscribe anyone.
 */
export default function NewsletterConfirmPage({ copy }: PageProps<NewsletterConfirmCopy>) {
  const { lang } = useI18n();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const token = hydrated ? tokenFrom(search) : '';
  const [state, setState] = useState<State>({ step: 'idle' });

  const confirm = () => {
    setState({ step: 'sending' });
    invokeFunction('newsletter-confirm', { token }).then(
      () => setState({ step: 'done' }),
      (error: unknown) => {
        const code = error instanceof FunctionCallError ? error.code : null;
        setState(
          code && LINK_ERRORS.includes(code) ? { step: 'refused', code: code as LinkError } : { step: 'failed' },
        );
      },
    );
  };

  const home = (
    <Button asChild variant="outline" className="self-start text-brand-700">
      <Link to={localizedPath(lang, 'home')}>{copy.homeButton}</Link>
    </Button>
  );

  let body;
  if (state.step === 'done') {
    body = (
      <LinkResult tone="success" title={copy.successTitle}>
        <p className="text-slate-700">{copy.successText}</p>
        {home}
      </LinkResult>
    );
  } else if (state.step === 'refused') {
    body = (
      <LinkResult tone="problem" title={copy.errors[state.code].title}>
        <p className="text-slate-700">{copy.errors[state.code].text}</p>
        {home}
      </LinkResult>
    );
  } else {
    const press = (
      <>
        {state.step === 'failed' ? (
          <LinkResult tone="problem" title={copy.failedTitle}>
            <p className="text-slate-700">{copy.failedText}</p>
          </LinkResult>
        ) : (
          <p className="text-lg text-slate-700">{copy.intro}</p>
        )}
        <Button className="self-start" disabled={!hydrated || state.step === 'sending'} onClick={confirm}>
          {state.step === 'sending' ? copy.confirming : state.step === 'failed' ? copy.retry : copy.confirm}
        </Button>
      </>
    );
    // Whether the link has a token is known only once the page has hydrated (the prerendered page has
    // no query string). Both answers are laid out in one grid cell from the start, the other one
    // invisible, so the card keeps its height when the answer changes (no layout shift).
    const missing = hydrated && !token;
    body = (
      <div className="grid">
        <AnswerLayer shown={!missing} className="flex flex-col gap-6">
          {press}
        </AnswerLayer>
        <AnswerLayer shown={missing}>
          <LinkResult active={missing} tone="problem" title={copy.errors.token_invalid.title}>
            <p className="text-slate-700">{copy.errors.token_invalid.text}</p>
            {home}
          </LinkResult>
        </AnswerLayer>
      </div>
    );
  }

  return (
    <>
      <RouteHero />
      <LinkCard label={copy.hero.title}>{body}</LinkCard>
    </>
  );
}

/** One of the answers stacked in the same grid cell: laid out always, shown (and reachable) only when `shown`. */
function AnswerLayer({ shown, className, children }: { shown: boolean; className?: string; children: ReactNode }) {
  return (
    <div
      className={cn('col-start-1 row-start-1', className, !shown && 'invisible')}
      aria-hidden={!shown || undefined}
      inert={!shown}
    >
      {children}
    </div>
  );
}
