import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { LeadContactFields } from '@/components/forms/lead-form/lead-contact-fields';
import { LeadFormEnd } from '@/components/forms/lead-form/lead-form-end';
import { LeadFormShell } from '@/components/forms/lead-form/lead-form-shell';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { ownCodeText } from '@/lib/forms/lead-form-text';
import { cleanLeadText } from '@/lib/forms/lead-values';
import { useLeadForm, type LeadFormValues } from '@/lib/forms/use-lead-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { FunctionCallError } from '@/lib/supabase/invoke-function';
import { INVESTMENT_LEAD_ERRORS } from '@shared/validation/investment-lead-codes';
import type { InvestmentEstimatePayload } from '@shared/validation/investment-lead';
import type { ConsultationFormCopy } from './consultation-copy';
import type { ConsultationFormOutput } from './consultation-form-schema';
import { estimateSummary } from './estimate-summary-loader';

const resolver = lazySchemaResolver<LeadFormValues, ConsultationFormOutput>(() =>
  import('./consultation-form-schema').then((module) => module.consultationFormSchema),
);

const EstimateSummary = lazy(() => estimateSummary.load().then((module) => ({ default: module.EstimateSummary })));

const TEXT_FIELDS = ['name', 'email', 'phone'] as const;

export interface ConsultationFormProps {
  copy: ConsultationFormCopy;
  /** Id of the heading that names the form (the page shows it, with the intro, before the form loads). */
  labelledBy: string;
  idPrefix?: string;
  /** The calculator's estimate the lead carries, when the visitor asked for an offer. */
  estimate?: InvestmentEstimatePayload | null;
  /** Sends the form without the estimate from now on. */
  onRemoveEstimate?: () => void;
  /** Counts the visitor's requests for an offer: each brings the estimate into view and focus. */
  reveal?: number;
}

/**
 * The investment page's one lead form (docs/leads.md, "The investment lead"): full name, e-mail,
 * phone (required, at least 6 digits) and consent, with the calculator's estimate when the visitor
 * asked for an offer from it; it sends an investment lead to investment-submit either way.
 */
export function ConsultationForm({
  copy,
  labelledBy,
  idPrefix = 'consultation',
  estimate = null,
  onRemoveEstimate,
  reveal = 0,
}: ConsultationFormProps) {
  const { ui } = useI18n();
  const [removed, setRemoved] = useState(false);
  const refuseScript = () => toast.error(copy.invalidInputTitle, { description: copy.invalidInputDescription });
  const lead = useLeadForm<LeadFormValues, ConsultationFormOutput>({
    resolver,
    // The first invalid field in the order of the page takes focus (not in the order of registration).
    formOptions: { shouldFocusError: false },
    submission: {
      fn: 'investment-submit',
      rateLimitKey: 'investment-lead',
      onSuccess: 'thankYou',
      errorToast: { title: copy.errorTitle, description: copy.errorDescription },
      // The function refused the figures or a changed assumption (the page sends only valid ones,
      // but a cached page and the function could disagree on a range): say what to do.
      handleError: (error) => {
        if (!(error instanceof FunctionCallError)) return false;
        const text =
          error.code === INVESTMENT_LEAD_ERRORS.expense
            ? copy.errors.expense
            : error.code === INVESTMENT_LEAD_ERRORS.figures
              ? copy.errors.figures
              : null;
        if (text === null) return false;
        toast.error(copy.errorTitle, { description: text });
        return true;
      },
    },
    payload: (values) => ({
      name: cleanLeadText(values.name),
      email: cleanLeadText(values.email),
      phone: cleanLeadText(values.phone),
      ...estimate,
      agrees_to_terms: true,
      agrees_to_marketing: values.agreesToMarketing,
    }),
    onInvalid: (errors) => {
      const first = TEXT_FIELDS.find((field) => errors[field]);
      if (first) lead.form.setFocus(first);
      const values = lead.form.getValues();
      if (TEXT_FIELDS.some((field) => errors[field]?.message === INVESTMENT_LEAD_ERRORS.scriptContent)) refuseScript();
      else if (TEXT_FIELDS.some((field) => errors[field] && !values[field].trim()))
        toast.error(copy.missingTitle, { description: copy.missingDescription });
      else if (errors.email) toast.error(copy.invalidEmailTitle, { description: copy.invalidEmailDescription });
    },
    refuseScript: { fields: TEXT_FIELDS, notify: refuseScript },
  });

  const { name, phone, email } = INVESTMENT_LEAD_ERRORS;
  const ownTexts = { [name]: copy.errors.name, [phone]: copy.errors.phone, [email]: copy.errors.email };
  const errorText = (code?: string) => ownCodeText(ui, code, ownTexts, copy.invalidInputDescription);

  const remove = () => {
    setRemoved(true);
    onRemoveEstimate?.();
    lead.form.setFocus('name');
  };

  return (
    <LeadFormShell lead={lead} labelledBy={labelledBy}>
      {estimate && (
        <Suspense fallback={<LoadingSpinner label={copy.estimate.title} />}>
          <EstimateSummary copy={copy.estimate} estimate={estimate} reveal={reveal} onRemove={remove} />
        </Suspense>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {!estimate && removed ? copy.estimate.removed : ''}
      </p>
      <LeadContactFields
        control={lead.form.control}
        idPrefix={idPrefix}
        required={TEXT_FIELDS}
        columns={1}
        errorText={() => errorText}
      />
      <LeadFormEnd
        lead={lead}
        idPrefix={idPrefix}
        label={copy.submit}
        sendingLabel={copy.sending}
        untilAgreed="disabled"
        button={{ fullWidth: true }}
      />
    </LeadFormShell>
  );
}
