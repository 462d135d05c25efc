import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RouteHero } from '@/components/layout/route-hero';
import { Button } from '@/components/ui/button';
import { LinkCard, LinkResult, PressToConfirm, tokenFrom } from '@/features/newsletter/link-result';
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
    body = (
      <PressToConfirm
        copy={copy}
        step={state.step}
        hydrated={hydrated}
        onPress={confirm}
        missingToken={{
          shown: !token,
          title: copy.errors.token_invalid.title,
          children: (
            <>
              <p className="text-slate-700">{copy.errors.token_invalid.text}</p>
              {home}
            </>
          ),
        }}
      />
    );
  }

  return (
    <>
      <RouteHero />
      <LinkCard label={copy.hero.title}>{body}</LinkCard>
    </>
  );
}
