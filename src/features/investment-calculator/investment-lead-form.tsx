import { useEffect, useId, useRef, type BaseSyntheticEvent, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { BlockedNotice } from '@/components/forms/blocked-notice';
import { ConsentFields } from '@/components/forms/consent-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { honeypotValue } from '@/lib/forms/honeypot';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import { useI18n } from '@/lib/i18n/i18n-context';
import { HONEYPOT_FIELD } from '@shared/validation/consent';
import { INPUT_ERRORS } from '@shared/validation/error-codes';
import { containsScriptContent } from '@shared/validation/input-safety';
import { INVESTMENT_LEAD_ERRORS } from '@shared/validation/investment-lead';
import type { InvestmentLeadFormCopy } from './calculator-copy';
import type { CalculatorInputs } from './calculator-state';
import type { InvestmentLeadFormOutput } from './lead-form-schema';
import { investmentLeadPayload } from './lead-payload';

export interface InvestmentLeadFormProps {
  copy: InvestmentLeadFormCopy;
  /** The calculator's current inputs; the payload carries them and the figures they give. */
  inputs: CalculatorInputs;
  /** Hides the form (and so resets it). */
  onCancel: () => void;
  idPrefix: string;
}

interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  acceptTerms: boolean;
  acceptMarketing: boolean;
}

const EMPTY_VALUES: LeadFormValues = { name: '', email: '', phone: '', acceptTerms: false, acceptMarketing: false };

const resolver = lazySchemaResolver<LeadFormValues, InvestmentLeadFormOutput>(() =>
  import('./lead-form-schema').then((module) => module.investmentLeadFormSchema),
);

const TEXT_FIELDS = ['name', 'email', 'phone'] as const;
const FIELD_ORDER = [...TEXT_FIELDS, 'acceptTerms'] as const;

/**
 * The investment calculator's lead form (spec sections 3, 5 and 7, call 3): name, e-mail, phone and
 * consent, checked with the investment-submit function's rules; script content is refused with
 * 'Invalid input detected'; the lead carries the calculator's inputs and figures.
 */
export function InvestmentLeadForm({ copy, inputs, onCancel, idPrefix }: InvestmentLeadFormProps) {
  const { ui, dir } = useI18n();
  const generatedId = useId();
  const titleId = `${idPrefix}-title-${generatedId}`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The first invalid field in the order of the page takes focus (not in the order of registration).
  const form = useForm<LeadFormValues, unknown, InvestmentLeadFormOutput>({
    resolver,
    defaultValues: EMPTY_VALUES,
    shouldFocusError: false,
  });
  const submission = useLeadSubmission({
    fn: 'investment-submit',
    rateLimitKey: 'investment-calculator',
    onSuccess: 'thankYou',
    errorToast: { title: copy.errorTitle, description: copy.errorDescription },
    handleError: (error) => {
      console.error('investment-submit failed', error);
      return false;
    },
  });
  const validating = form.formState.isSubmitting;

  // The revealed form announces itself: focus moves to its heading.
  useEffect(() => titleRef.current?.focus(), []);

  const errorText = (code: string | undefined): string | null => {
    switch (code) {
      case undefined:
        return null;
      case INVESTMENT_LEAD_ERRORS.name:
        return copy.errors.name;
      case INVESTMENT_LEAD_ERRORS.phone:
        return copy.errors.phone;
      case INVESTMENT_LEAD_ERRORS.email:
        return copy.errors.email;
      case INVESTMENT_LEAD_ERRORS.terms:
        return copy.errors.terms;
      case INPUT_ERRORS.controlCharacters:
        return ui.leadForm.invalidInputControl;
      case INPUT_ERRORS.invalidCharacters:
        return ui.leadForm.invalidInputCharacters;
      default:
        return copy.invalidInputDescription;
    }
  };

  const refuseScript = () => toast.error(copy.invalidInputTitle, { description: copy.invalidInputDescription });

  const onValid = (values: InvestmentLeadFormOutput, event?: BaseSyntheticEvent) => {
    submission.submit(investmentLeadPayload(values, inputs), honeypotValue(event));
  };

  const onInvalid = (errors: FieldErrors<LeadFormValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) form.setFocus(first);
    if (TEXT_FIELDS.some((field) => errors[field]?.message === INVESTMENT_LEAD_ERRORS.scriptContent)) refuseScript();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The spec's script-content check comes first: nothing with markup is validated further or sent.
    const values = form.getValues();
    if (TEXT_FIELDS.some((field) => containsScriptContent(values[field]))) {
      event.preventDefault();
      refuseScript();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <form
      noValidate
      dir={dir}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-brand-50/40 p-5 sm:p-6"
    >
      <div>
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {copy.title}
        </h3>
        <p className="mt-1 text-slate-600">{copy.intro}</p>
        <p className="mt-2 text-sm text-slate-600">{ui.leadForm.requiredNote}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          control={form.control}
          name="name"
          id={`${idPrefix}-name`}
          label={ui.leadForm.nameLabel}
          required
          autoComplete="name"
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="email"
          id={`${idPrefix}-email`}
          label={ui.leadForm.emailLabel}
          required
          kind="email"
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="phone"
          id={`${idPrefix}-phone`}
          label={ui.leadForm.phoneLabel}
          required
          kind="phone"
          errorText={errorText}
        />
      </div>

      <HoneypotField id={`${idPrefix}-${HONEYPOT_FIELD}`} label={ui.common.honeypotLabel} />

      <ConsentFields
        idPrefix={idPrefix}
        terms={form.register('acceptTerms')}
        marketing={form.register('acceptMarketing')}
        termsError={errorText(form.formState.errors.acceptTerms?.message)}
      />

      {submission.blocked && <BlockedNotice />}

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={submission.sending || validating || submission.blocked}
          className="w-full sm:w-auto"
        >
          {submission.sending ? copy.submitting : copy.submit}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={onCancel}
          disabled={submission.sending}
          className="w-full text-brand-800 sm:w-auto"
        >
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
