import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { AdFilters } from '@/lib/listings/ad-filters';
import { FunctionCallError, invokeFunction } from '@/lib/supabase/invoke-function';
import {
  ALERT_FREQUENCIES,
  checkAlertInput,
  type AlertFrequency,
  type AlertInputError,
} from '@shared/alerts/alert-input';
import { describeAlert } from '@shared/alerts/describe';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { RESPONSE_ERRORS } from '@shared/validation/error-codes';
import { ALERT_FORM_COPY } from './alert-form-copy';

const FIELD_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

type Problem = AlertInputError | 'rate_limited' | 'failed';

/**
 * "E-mail me new ads like these" (docs/ad-alerts.md): the ads page's filters as they are, shown in
 * words, an address, how often, and the consent. Checked here (the address by the one rule of every
 * lead form) and again by alert-save and the database; a refused alert stores nothing. A save over
 * the 10-alert cap is answered as a success (its owner is told by e-mail), so the form has no
 * message for it. Its own chunk: it loads when the form is opened or its button is focused or hovered.
 */
export function AlertForm({ filters, onClose }: { filters: AdFilters; onClose: () => void }) {
  const { lang } = useI18n();
  const copy = ALERT_FORM_COPY[lang];
  const id = useId();
  const email = useRef<HTMLInputElement>(null);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<string, Problem>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const alertFilters = {
    type: filters.type,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    location: filters.location,
    bedrooms: filters.bedrooms,
  };
  const search = describeAlert(alertFilters, lang);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...alertFilters,
      email: email.current?.value ?? '',
      language: lang,
      frequency,
      agrees_to_marketing: consent,
      consent_version: CONSENT_VERSION,
      source_page: window.location.pathname,
    };
    const checked = checkAlertInput(body);
    if (!checked.ok) {
      setProblems(checked.fields);
      if (checked.fields.email) email.current?.focus();
      return;
    }
    setProblems({});
    setState('sending');
    invokeFunction('alert-save', body).then(
      () => setState('done'),
      (error: unknown) => {
        const code = error instanceof FunctionCallError ? error.code : null;
        setState('idle');
        setProblems({ form: code === RESPONSE_ERRORS.rateLimited ? 'rate_limited' : 'failed' });
      },
    );
  };

  if (state === 'done') {
    return (
      <div role="status" className="flex flex-col gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CircleCheck aria-hidden className="size-6 text-brand-600" />
          {copy.successTitle}
        </h3>
        <p className="text-slate-700">{copy.successText}</p>
        <Button variant="outline" className="self-start text-brand-700" onClick={onClose}>
          {copy.close}
        </Button>
      </div>
    );
  }

  const message = (field: string) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {copy.errors[problems[field]]}
      </p>
    ) : null;
  const filterProblem = problems.minPrice ?? problems.location ?? problems.type ?? problems.bedrooms;
  // A page loaded before a new consent text carries the old version: reloading it fixes that.
  const formProblem = problems.form ?? problems.consent_version;

  return (
    <form noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4" onSubmit={submit}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h3>
      <p className="text-slate-700">
        <span className="font-medium">{copy.searchLabel}: </span>
        <bdi data-testid="alert-search">{search}</bdi>
      </p>
      {filterProblem ? <p className="text-sm text-red-700">{copy.errors[filterProblem]}</p> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-700">
          {copy.emailLabel}
        </label>
        <input
          ref={email}
          id={`${id}-email`}
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={copy.emailPlaceholder}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? `${id}-email-error` : undefined}
          className={FIELD_CLASS}
        />
        {message('email')}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">{copy.frequencyLabel}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ALERT_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={`${id}-frequency`}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="size-4 accent-brand-700"
              />
              {copy.frequencies[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={problems.agrees_to_marketing ? true : undefined}
            aria-describedby={problems.agrees_to_marketing ? `${id}-agrees_to_marketing-error` : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          {copy.consent}
        </label>
        {message('agrees_to_marketing')}
      </div>
      {formProblem ? (
        <p role="alert" className="text-sm text-red-700">
          {copy.errors[formProblem]}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? copy.submitting : copy.submit}
        </Button>
        <Button type="button" variant="outline" className="text-brand-700" onClick={onClose}>
          {copy.close}
        </Button>
      </div>
    </form>
  );
}
