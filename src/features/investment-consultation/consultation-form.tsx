import type { BaseSyntheticEvent, FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { BlockedNotice } from '@/components/forms/blocked-notice';
import { ConsentFields } from '@/components/forms/consent-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { honeypotValue } from '@/lib/forms/honeypot';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { fieldErrorText } from '@/lib/forms/lead-form-text';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import { useI18n } from '@/lib/i18n/i18n-context';
import { HONEYPOT_FIELD } from '@shared/validation/consent';
import type { ContactSubmissionInput } from '@shared/validation/contact';
import { CONTACT_LIMITS } from '@shared/validation/contact-limits';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import { containsScriptContent } from '@shared/validation/input-safety';
import type { ConsultationFormCopy } from './consultation-copy';
import type { ConsultationFormOutput } from './consultation-form-schema';

interface ConsultationFormValues {
  fullName: string;
  email: string;
  phone: string;
  agreeToTerms: boolean;
  agreeToMarketing: boolean;
}

const EMPTY_VALUES: ConsultationFormValues = {
  fullName: '',
  email: '',
  phone: '',
  agreeToTerms: false,
  agreeToMarketing: false,
};

const resolver = lazySchemaResolver<ConsultationFormValues, ConsultationFormOutput>(() =>
  import('./consultation-form-schema').then((module) => module.consultationFormSchema),
);

const TEXT_FIELDS = ['fullName', 'email', 'phone'] as const;
const MAX_LENGTH = { fullName: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, phone: CONTACT_LIMITS.phone };

/** A text sent as typed, trimmed and in Unicode normal form C (see the calculator's lead payload). */
const clean = (value: string) =>
  value
    .normalize('NFC')
    .replace(/[\u200B\uFEFF]/g, '')
    .trim();

export interface ConsultationFormProps {
  copy: ConsultationFormCopy;
  /** Id of the heading that names the form (the page shows it, with the intro, before the form loads). */
  labelledBy: string;
  idPrefix?: string;
}

/**
 * The investment page's inline consultation form (spec sections 3, 4, 5 and 7, call 2): full name,
 * e-mail, optional phone and consent; it sends a contact submission with the form's subject and
 * message, and the investment service.
 */
export function ConsultationForm({ copy, labelledBy, idPrefix = 'consultation' }: ConsultationFormProps) {
  const { ui, dir } = useI18n();
  const form = useForm<ConsultationFormValues, unknown, ConsultationFormOutput>({
    resolver,
    defaultValues: EMPTY_VALUES,
  });
  const agreed = useWatch({ control: form.control, name: 'agreeToTerms' });
  const submission = useLeadSubmission({
    fn: 'contact-submit',
    rateLimitKey: 'investment-consultation',
    onSuccess: 'thankYou',
    errorToast: { title: copy.errorTitle, description: copy.errorDescription },
    handleError: (error) => {
      console.error('contact-submit (consultation) failed', error);
      return false;
    },
  });
  const validating = form.formState.isSubmitting;

  const refuseScript = () => toast.error(copy.invalidInputTitle, { description: copy.invalidInputDescription });
  const errorText = (field: (typeof TEXT_FIELDS)[number]) => (code: string | undefined) =>
    code === CONTACT_ERRORS.scriptContent ? copy.invalidInputDescription : fieldErrorText(ui, code, MAX_LENGTH[field]);

  const onValid = (values: ConsultationFormOutput, event?: BaseSyntheticEvent) => {
    const fields: Omit<ContactSubmissionInput, 'consent_version' | 'source_page'> = {
      name: clean(values.fullName),
      email: clean(values.email),
      phone: values.phone ? clean(values.phone) : null,
      subject: copy.subject,
      message: copy.message,
      service: 'investment',
      agrees_to_terms: true,
      agrees_to_marketing: values.agreeToMarketing,
    };
    submission.submit(fields, honeypotValue(event));
  };

  const onInvalid = (errors: FieldErrors<ConsultationFormValues>) => {
    if (TEXT_FIELDS.some((field) => errors[field]?.message === CONTACT_ERRORS.scriptContent)) {
      refuseScript();
      return;
    }
    const missing =
      errors.fullName?.message === CONTACT_ERRORS.required ||
      errors.email?.message === CONTACT_ERRORS.required ||
      Boolean(errors.agreeToTerms);
    if (missing) {
      toast.error(copy.missingTitle, { description: copy.missingDescription });
      return;
    }
    if (errors.email?.message === CONTACT_ERRORS.emailInvalid) {
      toast.error(copy.invalidEmailTitle, { description: copy.invalidEmailDescription });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The script-content check comes first: nothing with markup is validated further or sent.
    const values = form.getValues();
    if (TEXT_FIELDS.some((field) => containsScriptContent(values[field]))) {
      event.preventDefault();
      refuseScript();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <form noValidate dir={dir} aria-labelledby={labelledBy} onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{ui.leadForm.requiredNote}</p>
      <TextField
        control={form.control}
        name="fullName"
        id={`${idPrefix}-name`}
        label={ui.leadForm.nameLabel}
        required
        autoComplete="name"
        errorText={errorText('fullName')}
      />
      <TextField
        control={form.control}
        name="email"
        id={`${idPrefix}-email`}
        label={ui.leadForm.emailLabel}
        required
        kind="email"
        errorText={errorText('email')}
      />
      <TextField
        control={form.control}
        name="phone"
        id={`${idPrefix}-phone`}
        label={ui.leadForm.phoneLabel}
        kind="phone"
        errorText={errorText('phone')}
      />
      <HoneypotField id={`${idPrefix}-${HONEYPOT_FIELD}`} label={ui.common.honeypotLabel} />
      <ConsentFields
        idPrefix={idPrefix}
        terms={form.register('agreeToTerms')}
        marketing={form.register('agreeToMarketing')}
      />
      {submission.blocked && <BlockedNotice />}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={!agreed || submission.sending || validating || submission.blocked}
        className="w-full"
      >
        {submission.sending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
