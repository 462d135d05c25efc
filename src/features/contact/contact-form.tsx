import { Building2, TrendingUp } from 'lucide-react';
import { useId, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { BlockedNotice } from '@/components/forms/blocked-notice';
import { ConsentFields } from '@/components/forms/consent-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { ReadyFieldset } from '@/components/forms/ready-fieldset';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { honeypotValue } from '@/lib/forms/honeypot';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { fieldErrorText, inputProblemText } from '@/lib/forms/lead-form-text';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { HONEYPOT_FIELD } from '@shared/validation/consent';
import type { ContactSubmissionInput } from '@shared/validation/contact';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import type { ContactFormOutput } from './contact-form-schema';
import { checkFieldInput, FIELD_MAX_LENGTH, type CheckedField, type InputProblem } from './contact-input-check';

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
}

const EMPTY_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  agreeToTerms: false,
  agreeToMarketing: false,
};

const contactResolver = lazySchemaResolver<ContactFormValues, ContactFormOutput>(() =>
  import('./contact-form-schema').then((module) => module.contactFormSchema),
);

const SERVICE_OPTIONS = [
  { value: 'property', label: (ui: Dictionary) => ui.contactForm.serviceProperty, Icon: Building2 },
  { value: 'investment', label: (ui: Dictionary) => ui.contactForm.serviceInvestment, Icon: TrendingUp },
] as const;

/**
 * The contact form of the contact page and the home page dialogs (spec sections 4, 5 and 7, call 2):
 * validation with the shared contact schema, the per-change input check, and the shared lead
 * submission (client rate limit, honeypot, consent proof, thank-you page).
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
  const { ui, dir } = useI18n();
  const generatedId = useId();
  const prefix = idPrefix ?? `contact-form-${generatedId}`;
  const [chosenService, setChosenService] = useState<ContactFormService>(service ?? 'property');

  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: contactResolver,
    defaultValues: EMPTY_VALUES,
  });
  const agreed = useWatch({ control: form.control, name: 'agreeToTerms' });
  const submission = useLeadSubmission({
    fn: 'contact-submit',
    rateLimitKey,
    onSuccess: 'thankYou',
    errorToast: { title: ui.leadForm.errorTitle, description: ui.contactForm.sendError },
  });
  // Validation loads the schema on the first submit; a second click meanwhile must not send twice.
  const validating = form.formState.isSubmitting;

  /** The per-change check: a refused change is not applied and shows one 'Invalid Input' notice. */
  const accept = (field: CheckedField) => (value: string) => {
    const problem = checkFieldInput(field, value);
    if (problem) notifyRefused(problem);
    return problem === null;
  };
  const notifyRefused = (problem: InputProblem) => {
    // One notice at a time: a repeated refusal replaces the previous one.
    toast.error(ui.leadForm.invalidInputTitle, {
      id: `${prefix}-invalid-input`,
      description: inputProblemText(ui, problem),
    });
  };
  const errorText = (field: CheckedField) => (code: string | undefined) =>
    fieldErrorText(ui, code, FIELD_MAX_LENGTH[field]);

  const onValid = (values: ContactFormOutput, event?: BaseSyntheticEvent) => {
    const fields: Omit<ContactSubmissionInput, 'consent_version' | 'source_page'> = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      subject: subject?.trim() || null,
      message: showMessage ? values.message : null,
      service: serviceChoice ? chosenService : (service ?? null),
      agrees_to_terms: true,
      agrees_to_marketing: values.agreeToMarketing,
    };
    submission.submit(fields, honeypotValue(event));
  };

  const onInvalid = (errors: FieldErrors<ContactFormValues>) => {
    const missing =
      errors.name?.message === CONTACT_ERRORS.required ||
      errors.email?.message === CONTACT_ERRORS.required ||
      Boolean(errors.agreeToTerms);
    if (missing) {
      toast.error(ui.leadForm.errorTitle, { description: ui.leadForm.requiredFields });
      return;
    }
    if (errors.email?.message === CONTACT_ERRORS.emailInvalid) {
      toast.error(ui.leadForm.errorTitle, { description: ui.leadForm.invalidEmail });
      return;
    }
    const field = (['name', 'email', 'phone', 'message'] as const).find((name) => errors[name]);
    toast.error(ui.leadForm.invalidInputTitle, {
      description: (field && errorText(field)(errors[field]?.message)) || ui.leadForm.invalidInputScript,
    });
  };

  return (
    <form noValidate dir={dir} onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <ReadyFieldset>
        {serviceChoice && (
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-slate-900">{ui.contactForm.serviceLegend}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {SERVICE_OPTIONS.map(({ value, label, Icon }) => (
                <label
                  key={value}
                  className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${prefix}-service`}
                    value={value}
                    checked={chosenService === value}
                    onChange={() => setChosenService(value)}
                    className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                  />
                  <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                  <span className="font-medium text-slate-900">{label(ui)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <p className="text-sm text-slate-600">{ui.leadForm.requiredNote}</p>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="name"
            id={`${prefix}-name`}
            label={ui.leadForm.nameLabel}
            required
            autoComplete="name"
            errorText={errorText('name')}
            acceptChange={accept('name')}
          />
          <TextField
            control={form.control}
            name="email"
            id={`${prefix}-email`}
            label={ui.leadForm.emailLabel}
            required
            kind="email"
            errorText={errorText('email')}
            acceptChange={accept('email')}
          />
          <TextField
            control={form.control}
            name="phone"
            id={`${prefix}-phone`}
            label={ui.leadForm.phoneLabel}
            required={phoneMarkedRequired}
            kind="phone"
            errorText={errorText('phone')}
            acceptChange={accept('phone')}
          />
        </div>

        {showMessage && (
          <TextField
            control={form.control}
            name="message"
            id={`${prefix}-message`}
            label={ui.contactForm.messageLabel}
            placeholder={ui.contactForm.messagePlaceholder}
            rows={6}
            errorText={errorText('message')}
            acceptChange={accept('message')}
          />
        )}

        <HoneypotField id={`${prefix}-${HONEYPOT_FIELD}`} label={ui.common.honeypotLabel} />

        <ConsentFields
          idPrefix={prefix}
          terms={form.register('agreeToTerms')}
          marketing={form.register('agreeToMarketing')}
        />

        {submission.blocked && <BlockedNotice />}

        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={!agreed || submission.sending || validating || submission.blocked}
          className="w-full sm:w-auto sm:self-start"
        >
          {submission.sending ? ui.leadForm.submitting : ui.contactForm.submit}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
