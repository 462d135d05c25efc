import { toast } from '@/lib/toast/toast';
import { LeadContactFields } from '@/components/forms/lead-form/lead-contact-fields';
import { LeadFormEnd } from '@/components/forms/lead-form/lead-form-end';
import { LeadFormShell } from '@/components/forms/lead-form/lead-form-shell';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { fieldErrorText } from '@/lib/forms/lead-form-text';
import { contactSubmission, missingOrInvalidEmail, useLeadForm, type LeadFormValues } from '@/lib/forms/use-lead-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { CONTACT_LIMITS } from '@shared/validation/contact-limits';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import type { ConsultationFormCopy } from './consultation-copy';
import type { ConsultationFormOutput } from './consultation-form-schema';

const resolver = lazySchemaResolver<LeadFormValues, ConsultationFormOutput>(() =>
  import('./consultation-form-schema').then((module) => module.consultationFormSchema),
);

const TEXT_FIELDS = ['name', 'email', 'phone'] as const;

export interface ConsultationFormProps {
  copy: ConsultationFormCopy;
  /** Id of the heading that names the form (the page shows it, with the intro, before the form loads). */
  labelledBy: string;
  idPrefix?: string;
}

/**
 * The investment page's inline consultation form (docs/product-rules.md, "Forms"; call 2): full name,
 * e-mail, optional phone and consent; it sends a contact submission with the form's subject and
 * message, and the investment service.
 */
export function ConsultationForm({ copy, labelledBy, idPrefix = 'consultation' }: ConsultationFormProps) {
  const { ui } = useI18n();
  const refuseScript = () => toast.error(copy.invalidInputTitle, { description: copy.invalidInputDescription });
  const lead = useLeadForm<LeadFormValues, ConsultationFormOutput>({
    resolver,
    submission: {
      fn: 'contact-submit',
      rateLimitKey: 'investment-consultation',
      onSuccess: 'thankYou',
      errorToast: { title: copy.errorTitle, description: copy.errorDescription },
    },
    payload: (values) =>
      contactSubmission(values, { subject: copy.subject, message: copy.message, service: 'investment' }),
    onInvalid: (errors) => {
      const problem = missingOrInvalidEmail(errors);
      if (TEXT_FIELDS.some((field) => errors[field]?.message === CONTACT_ERRORS.scriptContent)) refuseScript();
      else if (problem === 'missing') toast.error(copy.missingTitle, { description: copy.missingDescription });
      else if (problem) toast.error(copy.invalidEmailTitle, { description: copy.invalidEmailDescription });
    },
    refuseScript: { fields: TEXT_FIELDS, notify: refuseScript },
  });

  return (
    <LeadFormShell lead={lead} labelledBy={labelledBy}>
      <LeadContactFields
        control={lead.form.control}
        idPrefix={idPrefix}
        columns={1}
        errorText={(field) => (code) =>
          fieldErrorText(ui, code, CONTACT_LIMITS[field], {
            [CONTACT_ERRORS.scriptContent]: copy.invalidInputDescription,
          })
        }
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
