import { useMutation } from '@tanstack/react-query';
import { Building2, ShieldAlert, TrendingUp } from 'lucide-react';
import { useId, useMemo, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useController, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { localizedPath } from '@/app/route-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { createSubmissionRateLimit } from '@/lib/forms/submission-rate-limit';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import type { I18n } from '@/lib/i18n/i18n-context';
import { useI18n } from '@/lib/i18n/i18n-context';
import { FunctionCallError } from '@/lib/supabase/invoke-function';
import { CONSENT_VERSION, HONEYPOT_FIELD } from '@shared/validation/consent';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import { submitContact } from './contact-api';
import type { ContactFormOutput } from './contact-form-schema';
import { checkFieldInput, FIELD_MAX_LENGTH, type CheckedField, type InputProblem } from './contact-input-check';
import { HoneypotField } from '@/components/forms/honeypot-field';

export type ContactFormService = 'investment' | 'property';

export interface ContactFormProps {
  /** Sent as the subject (home dialogs send their call-to-action title). */
  subject?: string;
  /** Fixed service for the submission; when `serviceChoice` is true the user toggles it instead. */
  service?: ContactFormService;
  /** Contact page: shows the investment/property toggle (initial value = `service` or 'property'). */
  serviceChoice?: boolean;
  /** Home form marks the phone input required (visual + aria-required); the submit check never requires it (spec §5). */
  phoneMarkedRequired?: boolean;
  /** Show the message textarea (6 rows). Default true. */
  showMessage?: boolean;
  /** Prefix for element ids so two forms can coexist on one page. */
  idPrefix?: string;
  /** Rate-limit storage key; default 'contact'. */
  rateLimitKey?: string;
}

interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  agreeToTerms: boolean;
  agreeToMarketing: boolean;
  [HONEYPOT_FIELD]: string;
}

const EMPTY_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  agreeToTerms: false,
  agreeToMarketing: false,
  [HONEYPOT_FIELD]: '',
};

const contactResolver = lazySchemaResolver<ContactFormValues, ContactFormOutput>(() =>
  import('./contact-form-schema').then((module) => module.contactFormSchema),
);

const SERVICE_OPTIONS = [
  { value: 'property', label: 'contactForm.serviceProperty', Icon: Building2 },
  { value: 'investment', label: 'contactForm.serviceInvestment', Icon: TrendingUp },
] as const;

/** The text of a refused change (the 'Invalid Input' notice). */
function problemText(t: I18n['t'], problem: InputProblem): string {
  if (problem.kind === 'script') return t('contactForm.invalidInputScript');
  if (problem.kind === 'tooLong') return t('contactForm.invalidInputTooLong', { max: problem.max });
  return t('contactForm.invalidInputPhone');
}

/** The text of a validation error code from the shared schema, for one field. */
function errorText(t: I18n['t'], field: CheckedField, code: string | undefined): string | null {
  switch (code) {
    case undefined:
      return null;
    case CONTACT_ERRORS.required:
      return t('contactForm.fieldRequired');
    case CONTACT_ERRORS.emailInvalid:
      return t('contactForm.invalidEmail');
    case CONTACT_ERRORS.scriptContent:
      return problemText(t, { kind: 'script' });
    case CONTACT_ERRORS.tooLong:
      return problemText(t, { kind: 'tooLong', max: FIELD_MAX_LENGTH[field] });
    default:
      return problemText(t, { kind: 'phoneCharacters' });
  }
}

const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600';

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}

interface TextFieldProps {
  control: Control<ContactFormValues, unknown, ContactFormOutput>;
  name: CheckedField;
  id: string;
  label: string;
  required?: boolean;
  /** Extra attributes for the input (type, autocomplete, direction, placeholder). */
  inputProps?: { type?: 'email' | 'tel'; inputMode?: 'email' | 'tel'; autoComplete: string; dir?: 'ltr' };
  multiline?: boolean;
  placeholder?: string;
  onRefused: (problem: InputProblem) => void;
}

/**
 * A labelled, controlled text field. Every change passes the input check first; a refused change is
 * not applied, so React puts the previous value back.
 */
function TextField({
  control,
  name,
  id,
  label,
  required,
  inputProps,
  multiline,
  placeholder,
  onRefused,
}: TextFieldProps) {
  const { t } = useI18n();
  const {
    field: { onChange: applyChange, ...field },
    fieldState,
  } = useController({ control, name });
  const error = errorText(t, name, fieldState.error?.message);
  const errorId = `${id}-error`;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const problem = checkFieldInput(name, event.target.value);
    if (problem) {
      onRefused(problem);
      return;
    }
    applyChange(event.target.value);
  };

  // `field` holds name, value, onBlur and the ref by which a failed submit focuses the field.
  const shared = {
    ...field,
    id,
    onChange,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {multiline ? (
        <textarea rows={6} className={cn(INPUT_CLASS, 'resize-y py-3')} {...shared} />
      ) : (
        <input
          type={inputProps?.type ?? 'text'}
          inputMode={inputProps?.inputMode}
          autoComplete={inputProps?.autoComplete}
          dir={inputProps?.dir}
          className={cn(INPUT_CLASS, 'h-11', inputProps?.dir === 'ltr' && 'rtl:text-right')}
          {...shared}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form of the contact page and the home page dialogs (spec sections 4, 5 and 7, call 2):
 * validation with the shared contact schema, the per-change input check, the client rate limit,
 * the honeypot, and on success the thank-you page.
 */
export function ContactForm({
  subject,
  service,
  serviceChoice = false,
  phoneMarkedRequired = false,
  showMessage = true,
  idPrefix,
  rateLimitKey = 'contact',
}: ContactFormProps) {
  const { t, lang, dir } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const generatedId = useId();
  const prefix = idPrefix ?? `contact-form-${generatedId}`;
  const ids = {
    service: `${prefix}-service`,
    name: `${prefix}-name`,
    email: `${prefix}-email`,
    phone: `${prefix}-phone`,
    message: `${prefix}-message`,
    consent: `${prefix}-consent`,
    marketing: `${prefix}-marketing`,
    honeypot: `${prefix}-${HONEYPOT_FIELD}`,
  };

  const [chosenService, setChosenService] = useState<ContactFormService>(service ?? 'property');
  const limiter = useMemo(() => createSubmissionRateLimit({ key: rateLimitKey }), [rateLimitKey]);
  // Read from storage in the browser only; the prerendered HTML never shows the block.
  const blockedUntil = useSyncExternalStore(limiter.subscribe, limiter.blockedUntil, () => null);
  const blocked = blockedUntil !== null;

  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: contactResolver,
    defaultValues: EMPTY_VALUES,
  });
  const agreed = useWatch({ control: form.control, name: 'agreeToTerms' });
  const send = useMutation({ mutationFn: submitContact });
  const sending = send.isPending;
  // Validation loads the schema on the first submit; a second click meanwhile must not send twice.
  const validating = form.formState.isSubmitting;

  const refuseChange = (problem: InputProblem) => {
    // One notice at a time: a repeated refusal replaces the previous one.
    toast.error(t('contactForm.invalidInputTitle'), {
      id: `${prefix}-invalid-input`,
      description: problemText(t, problem),
    });
  };

  const onValid = (values: ContactFormOutput) => {
    if (limiter.blockedUntil() !== null) return;
    if (!limiter.canSubmit()) {
      toast.error(t('contactForm.rateLimitTitle'), { description: t('contactForm.rateLimitDescription') });
      limiter.block();
      return;
    }
    limiter.record();
    send.mutate(
      {
        name: values.name,
        email: values.email,
        phone: values.phone,
        subject: subject?.trim() || null,
        message: showMessage ? values.message : null,
        service: serviceChoice ? chosenService : (service ?? null),
        agrees_to_terms: true,
        agrees_to_marketing: values.agreeToMarketing,
        consent_version: CONSENT_VERSION,
        source_page: pathname,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      },
      {
        onSuccess: () => {
          void navigate(localizedPath(lang, 'thankYou'));
        },
        onError: (error) => {
          if (error instanceof FunctionCallError && error.status === 429) {
            // The server's own limit: show the block instead of a generic error.
            limiter.block();
            return;
          }
          toast.error(t('contactForm.errorTitle'), { description: t('contactForm.sendError') });
        },
      },
    );
  };

  const onInvalid = (errors: FieldErrors<ContactFormValues>) => {
    const missing =
      errors.name?.message === CONTACT_ERRORS.required ||
      errors.email?.message === CONTACT_ERRORS.required ||
      Boolean(errors.agreeToTerms);
    if (missing) {
      toast.error(t('contactForm.errorTitle'), { description: t('contactForm.requiredFields') });
      return;
    }
    if (errors.email?.message === CONTACT_ERRORS.emailInvalid) {
      toast.error(t('contactForm.errorTitle'), { description: t('contactForm.invalidEmail') });
      return;
    }
    const field = (['name', 'email', 'phone', 'message'] as const).find((name) => errors[name]);
    toast.error(t('contactForm.invalidInputTitle'), {
      description: (field && errorText(t, field, errors[field]?.message)) || t('contactForm.invalidInputScript'),
    });
  };

  return (
    <form noValidate dir={dir} onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      {serviceChoice && (
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-slate-900">{t('contactForm.serviceLegend')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SERVICE_OPTIONS.map(({ value, label, Icon }) => (
              <label
                key={value}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={ids.service}
                  value={value}
                  checked={chosenService === value}
                  onChange={() => setChosenService(value)}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                <span className="font-medium text-slate-900">{t(label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <p className="text-sm text-slate-600">{t('contactForm.requiredNote')}</p>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="name"
          id={ids.name}
          label={t('contactForm.nameLabel')}
          required
          inputProps={{ autoComplete: 'name' }}
          onRefused={refuseChange}
        />
        <TextField
          control={form.control}
          name="email"
          id={ids.email}
          label={t('contactForm.emailLabel')}
          required
          inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' }}
          onRefused={refuseChange}
        />
        <TextField
          control={form.control}
          name="phone"
          id={ids.phone}
          label={t('contactForm.phoneLabel')}
          required={phoneMarkedRequired}
          inputProps={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' }}
          onRefused={refuseChange}
        />
      </div>

      {showMessage && (
        <TextField
          control={form.control}
          name="message"
          id={ids.message}
          label={t('contactForm.messageLabel')}
          placeholder={t('contactForm.messagePlaceholder')}
          multiline
          onRefused={refuseChange}
        />
      )}

      <HoneypotField id={ids.honeypot} label={t('common.honeypotLabel')} {...form.register(HONEYPOT_FIELD)} />

      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <input
            id={ids.consent}
            type="checkbox"
            aria-required="true"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...form.register('agreeToTerms')}
          />
          <p className="text-sm leading-relaxed text-slate-700">
            <label htmlFor={ids.consent}>
              {t('contactForm.consentLabel')}
              <RequiredMark />
            </label>{' '}
            <Link
              to={localizedPath(lang, 'privacy')}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t('contactForm.privacyLink')}
            </Link>
          </p>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={ids.marketing}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...form.register('agreeToMarketing')}
          />
          <label htmlFor={ids.marketing} className="text-sm leading-relaxed text-slate-700">
            {t('contactForm.marketingLabel')}
          </label>
        </div>
      </div>

      {blocked && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('contactForm.blockedTitle')}</p>
            <p className="text-sm">{t('contactForm.blockedDescription')}</p>
          </div>
        </div>
      )}

      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={!agreed || sending || validating || blocked}
        className="w-full sm:w-auto sm:self-start"
      >
        {sending ? t('contactForm.submitting') : t('contactForm.submit')}
      </Button>
    </form>
  );
}
