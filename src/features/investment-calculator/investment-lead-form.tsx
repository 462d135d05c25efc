import { useId } from 'react';
import { toast } from '@/lib/toast/toast';
import { LeadContactFields } from '@/components/forms/lead-form/lead-contact-fields';
import { LeadFormEnd } from '@/components/forms/lead-form/lead-form-end';
import { LeadFormHeading } from '@/components/forms/lead-form/lead-form-heading';
import { LeadFormShell } from '@/components/forms/lead-form/lead-form-shell';
import { Button } from '@/components/ui/button';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { ownCodeText } from '@/lib/forms/lead-form-text';
import { useLeadForm, type LeadFormValues } from '@/lib/forms/use-lead-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { FunctionCallError } from '@/lib/supabase/invoke-function';
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

const resolver = lazySchemaResolver<LeadFormValues, InvestmentLeadFormOutput>(() =>
  import('./lead-form-schema').then((module) => module.investmentLeadFormSchema),
);

const TEXT_FIELDS = ['name', 'email', 'phone'] as const;
const FIELD_ORDER = [...TEXT_FIELDS, 'agreesToTerms'] as const;

/**
 * The investment calculator's lead form (docs/product-rules.md, "Forms"; call 3): name, e-mail, phone and
 * consent, checked with the investment-submit function's rules; script content is refused with
 * 'Invalid input detected'; the lead carries the calculator's inputs and figures.
 */
export function InvestmentLeadForm({ copy, inputs, onCancel, idPrefix }: InvestmentLeadFormProps) {
  const { ui } = useI18n();
  const titleId = `${idPrefix}-title-${useId()}`;
  const refuseScript = () => toast.error(copy.invalidInputTitle, { description: copy.invalidInputDescription });
  const lead = useLeadForm<LeadFormValues, InvestmentLeadFormOutput>({
    resolver,
    // The first invalid field in the order of the page takes focus (not in the order of registration).
    formOptions: { shouldFocusError: false },
    submission: {
      fn: 'investment-submit',
      rateLimitKey: 'investment-calculator',
      onSuccess: 'thankYou',
      errorToast: { title: copy.errorTitle, description: copy.errorDescription },
      // A changed assumption the function refused (the page sends only valid ones, but the bounds
      // could differ between a cached page and the function): say which part to check.
      handleError: (error) => {
        if (!(error instanceof FunctionCallError) || error.code !== INVESTMENT_LEAD_ERRORS.expense) return false;
        toast.error(copy.errorTitle, { description: copy.errors.expense });
        return true;
      },
    },
    payload: (values) => investmentLeadPayload(values, inputs),
    onInvalid: (errors) => {
      const first = FIELD_ORDER.find((field) => errors[field]);
      if (first) lead.form.setFocus(first);
      if (TEXT_FIELDS.some((field) => errors[field]?.message === INVESTMENT_LEAD_ERRORS.scriptContent)) refuseScript();
    },
    refuseScript: { fields: TEXT_FIELDS, notify: refuseScript },
  });

  const { name, phone, email } = INVESTMENT_LEAD_ERRORS;
  const ownTexts = { [name]: copy.errors.name, [phone]: copy.errors.phone, [email]: copy.errors.email };
  const errorText = (code?: string) => ownCodeText(ui, code, ownTexts, copy.invalidInputDescription);

  return (
    <LeadFormShell
      lead={lead}
      labelledBy={titleId}
      className="rounded-2xl border border-brand-100 bg-brand-50/40 p-5 sm:p-6"
    >
      <LeadFormHeading id={titleId} title={copy.title} intro={copy.intro} focusOnMount>
        <p className="mt-2 text-sm text-slate-600">{ui.leadForm.requiredNote}</p>
      </LeadFormHeading>
      <LeadContactFields
        control={lead.form.control}
        idPrefix={idPrefix}
        required={TEXT_FIELDS}
        columns={3}
        note={false}
        errorText={() => errorText}
      />
      <LeadFormEnd
        lead={lead}
        idPrefix={idPrefix}
        label={copy.submit}
        sendingLabel={copy.submitting}
        termsError={copy.errors.terms}
        secondary={
          <Button
            variant="outline"
            size="lg"
            onClick={onCancel}
            disabled={lead.requestPending}
            className="w-full text-brand-800 sm:w-auto"
          >
            {copy.cancel}
          </Button>
        }
      />
    </LeadFormShell>
  );
}
