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
import type { AlertsConfirmCopy } from './copy.en';

type LinkError = keyof AlertsConfirmCopy['errors'];
type State =
  { step: 'idle' | 'sending' | 'failed' } | { step: 'done'; manage: string } | { step: 'refused'; code: LinkError };

/**
 * The confirmation link of an ad alert (docs/ad-alerts.md). Opening the link confirms nothing: a
 * press of the button does, so a mail scanner that follows links cannot start an alert.
 */
export default function AlertsConfirmPage({ copy }: PageProps<AlertsConfirmCopy>) {
  const { lang } = useI18n();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const token = hydrated ? tokenFrom(search) : '';
  const [state, setState] = useState<State>({ step: 'idle' });

  const confirm = () => {
    setState({ step: 'sending' });
    invokeFunction<{ manage?: string }>('alert-confirm', { token }).then(
      (answer) => setState({ step: 'done', manage: answer.manage ?? '' }),
      (error: unknown) => {
        const code = error instanceof FunctionCallError ? error.code : null;
        setState(
          // The link's own refusals, and the 10-alert cap (the alert stays pending: the link works again later).
          code && Object.hasOwn(copy.errors, code) ? { step: 'refused', code: code as LinkError } : { step: 'failed' },
        );
      },
    );
  };

  const ads = (
    <Button asChild variant="outline" className="text-brand-700">
      <Link to={localizedPath(lang, 'realEstateAds')}>{copy.adsButton}</Link>
    </Button>
  );

  let body;
  if (state.step === 'done') {
    body = (
      <LinkResult tone="success" title={copy.successTitle}>
        <p className="text-slate-700">{copy.successText}</p>
        <div className="flex flex-wrap gap-3">
          {state.manage && (
            <Button asChild>
              <Link to={`${localizedPath(lang, 'alertsManage')}?token=${encodeURIComponent(state.manage)}`}>
                {copy.manage}
              </Link>
            </Button>
          )}
          {ads}
        </div>
      </LinkResult>
    );
  } else if (state.step === 'refused') {
    body = (
      <LinkResult tone="problem" title={copy.errors[state.code].title}>
        <p className="text-slate-700">{copy.errors[state.code].text}</p>
        <div>{ads}</div>
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
              <div>{ads}</div>
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
