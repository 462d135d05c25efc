import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RouteHero } from '@/components/layout/route-hero';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { LinkCard, LinkResult } from '@/features/newsletter/link-result';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import type { Lang } from '@/lib/i18n/lang';
import { localizedPath } from '@/lib/routing/routes';
import { FunctionCallError, invokeFunction } from '@/lib/supabase/invoke-function';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@shared/alerts/frequencies';
import { describeWith, filtersOfRow, type AlertWords } from '@shared/alerts/describe-with';
import type { AlertsManageCopy } from './copy.en';

interface ManagedAlert {
  id: string;
  status: 'pending' | 'confirmed' | 'paused';
  frequency: AlertFrequency;
  type: string | null;
  min_price: number | null;
  max_price: number | null;
  location: string;
  bedrooms: number | null;
  keep_asked: boolean;
}

/** The filters' words in the page's language only, loaded with the list (a page carries one language). */
const ALERT_WORDS: Record<Lang, () => Promise<AlertWords>> = {
  en: () => import('@shared/alerts/alert-words.en').then((module) => module.ALERT_WORDS_EN),
  he: () => import('@shared/alerts/alert-words.he').then((module) => module.ALERT_WORDS_HE),
  pt: () => import('@shared/alerts/alert-words.pt').then((module) => module.ALERT_WORDS_PT),
};

type Load =
  | { step: 'loading' }
  | { step: 'invalid' }
  | { step: 'expired' }
  | { step: 'failed' }
  | { step: 'ready'; alerts: ManagedAlert[] };

/** A refused link: expired (older than 90 days) or not working at all; anything else failed. */
const refusal = (error: unknown): Load =>
  error instanceof FunctionCallError && error.status === 400
    ? { step: error.code === 'token_expired' ? 'expired' : 'invalid' }
    : { step: 'failed' };
type Leave = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/**
 * "Manage my alerts" (docs/ad-alerts.md), from the signed link in every alert e-mail: the address's
 * alerts, each with how often it is sent, pause or resume, delete, and the 6-month "keep" answer.
 * With `leave` in the link (an e-mail's "Stop this alert"), a press stops that alert first.
 */
export default function AlertsManagePage({ copy }: PageProps<AlertsManageCopy>) {
  const { lang } = useI18n();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const params = hydrated ? new URLSearchParams(search) : null;
  const token = params?.get('token')?.trim() ?? '';
  const leaveToken = params?.get('leave')?.trim() ?? '';
  const [loaded, setLoad] = useState<Load>({ step: 'loading' });
  // A link without a token lists nothing: it does not work.
  const load: Load = hydrated && !token ? { step: 'invalid' } : loaded;
  const [leave, setLeave] = useState<Leave>('idle');
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [filterWords, setFilterWords] = useState<AlertWords | null>(null);

  const call = (body: object) =>
    invokeFunction<{ alerts: ManagedAlert[] }>('alert-manage', { token, ...body }).then(
      (answer) => setLoad({ step: 'ready', alerts: answer.alerts }),
      (error: unknown) => setLoad(refusal(error)),
    );

  useEffect(() => {
    if (!hydrated || !token) return;
    let live = true;
    Promise.all([
      invokeFunction<{ alerts: ManagedAlert[] }>('alert-manage', { token, action: 'list' }),
      ALERT_WORDS[lang](),
    ]).then(
      ([answer, loadedWords]) => {
        if (!live) return;
        setFilterWords(loadedWords);
        setLoad({ step: 'ready', alerts: answer.alerts });
      },
      (error: unknown) => live && setLoad(refusal(error)),
    );
    return () => {
      live = false;
    };
  }, [hydrated, token, attempt, lang]);

  const act = async (id: string, body: object) => {
    setBusy(id);
    await call({ id, ...body });
    setBusy(null);
    setDeleting(null);
  };

  const stop = () => {
    setLeave('sending');
    invokeFunction('alert-unsubscribe', { token: leaveToken }).then(
      () => {
        setLeave('done');
        void call({ action: 'list' });
      },
      (error: unknown) => setLeave(error instanceof FunctionCallError && error.status === 400 ? 'invalid' : 'failed'),
    );
  };

  const words = (alert: ManagedAlert) => (filterWords ? describeWith(filtersOfRow(alert), filterWords) : '');
  const leavingId = leaveToken.split('.')[0];
  const leaving = load.step === 'ready' ? load.alerts.find((alert) => alert.id === leavingId) : undefined;
  const ads = (
    <Button asChild variant="outline" className="self-start text-brand-700">
      <Link to={localizedPath(lang, 'realEstateAds')}>{copy.adsButton}</Link>
    </Button>
  );

  let leaveCard = null;
  if (leaveToken && load.step !== 'invalid' && load.step !== 'expired') {
    if (leave === 'done') {
      leaveCard = (
        <LinkResult tone="success" title={copy.leftTitle}>
          <p className="text-slate-700">{copy.leftText}</p>
        </LinkResult>
      );
    } else if (leave === 'invalid') {
      leaveCard = (
        <LinkResult tone="problem" title={copy.invalidTitle}>
          <p className="text-slate-700">{copy.invalidText}</p>
        </LinkResult>
      );
    } else {
      leaveCard = (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 className="text-xl font-bold text-slate-900">{copy.leaveTitle}</h2>
          <p className="text-slate-700">
            {leaving ? fill(copy.leaveText, { alert: words(leaving) }) : copy.leaveUnknown}
          </p>
          {leave === 'failed' && (
            <p role="alert" className="text-amber-800">
              {copy.failedText}
            </p>
          )}
          <Button className="self-start" disabled={!hydrated || leave === 'sending'} onClick={stop}>
            {leave === 'sending' ? copy.leaving : copy.leaveButton}
          </Button>
        </div>
      );
    }
  }

  let body;
  if (load.step === 'loading') body = <LoadingSpinner label={copy.loading} />;
  else if (load.step === 'invalid')
    body = (
      <LinkResult tone="problem" title={copy.invalidTitle}>
        <p className="text-slate-700">{copy.invalidText}</p>
        {ads}
      </LinkResult>
    );
  else if (load.step === 'expired')
    body = (
      <LinkResult tone="problem" title={copy.expiredTitle}>
        <p className="text-slate-700">{copy.expiredText}</p>
        {ads}
      </LinkResult>
    );
  else if (load.step === 'failed')
    body = (
      <LinkResult tone="problem" title={copy.failedTitle}>
        <p className="text-slate-700">{copy.failedText}</p>
        <Button className="self-start" onClick={() => setAttempt((n) => n + 1)}>
          {copy.retry}
        </Button>
      </LinkResult>
    );
  else if (load.alerts.length === 0)
    body = (
      <>
        <p className="text-slate-700">{copy.empty}</p>
        {ads}
      </>
    );
  else
    body = (
      <ul aria-label={copy.listLabel} className="flex flex-col gap-4">
        {load.alerts.map((alert) => {
          const text = words(alert);
          const disabled = busy !== null;
          return (
            <li key={alert.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{text}</h2>
                <span className="text-sm text-slate-600">{copy.status[alert.status]}</span>
              </div>
              {alert.keep_asked && <p className="text-amber-800">{copy.keepAsked}</p>}
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                  {copy.frequencyLabel}
                  <select
                    className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base"
                    value={alert.frequency}
                    disabled={disabled}
                    onChange={(event) => void act(alert.id, { action: 'frequency', frequency: event.target.value })}
                  >
                    {ALERT_FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {copy.frequencies[frequency]}
                      </option>
                    ))}
                  </select>
                </label>
                {alert.status !== 'pending' && (
                  <Button
                    variant="outline"
                    disabled={disabled}
                    onClick={() => void act(alert.id, { action: alert.status === 'paused' ? 'resume' : 'pause' })}
                  >
                    {alert.status === 'paused' ? copy.resume : copy.pause}
                  </Button>
                )}
                {alert.keep_asked && (
                  <Button disabled={disabled} onClick={() => void act(alert.id, { action: 'keep' })}>
                    {copy.keep}
                  </Button>
                )}
                {deleting === alert.id ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-sm text-slate-700">{fill(copy.deleteConfirm, { alert: text })}</span>
                    <Button disabled={disabled} onClick={() => void act(alert.id, { action: 'delete' })}>
                      {copy.delete}
                    </Button>
                  </span>
                ) : (
                  <Button variant="outline" disabled={disabled} onClick={() => setDeleting(alert.id)}>
                    {copy.delete}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      <RouteHero />
      {/* The list or the answer replaces the spinner once the token is read: a card as tall as the
          invalid-link answer at a phone's width, or one alert, keeps the footer where it painted
          (Lighthouse counted a layout shift of 0.014–0.023 when the card grew). */}
      <LinkCard label={copy.hero.title} className="min-h-72">
        {leaveCard}
        {body}
      </LinkCard>
    </>
  );
}
