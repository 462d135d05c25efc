import { useId, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { LeadContactFields } from '@/components/forms/lead-form/lead-contact-fields';
import { LeadFormEnd } from '@/components/forms/lead-form/lead-form-end';
import { LeadFormShell } from '@/components/forms/lead-form/lead-form-shell';
import { TextField } from '@/components/forms/text-field';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { fieldErrorText, inputProblemText } from '@/lib/forms/lead-form-text';
import { contactSubmission, missingOrInvalidEmail, useLeadForm, type LeadFormValues } from '@/lib/forms/use-lead-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { ContactFormOutput } from './contact-form-schema';
import { checkFieldInput, FIELD_MAX_LENGTH, type CheckedField } from './contact-input-check';
import { ServiceChoice, type ContactFormService } from './service-choice';

export interface ContactFormProps {
  /** Sent as the subject (home dialogs send their call-to-action title). */
  subject?: string;
  /** Fixed service for the submission; when `serviceChoice` is true the user toggles it instead. */
  service?: ContactFormService;
  /** Contact page: shows the investment/property toggle (initial value = `service` or 'property'). */
  serviceChoice?: boolean;
  /** Home form marks the phone input required (visual + aria-required); the submit check never requires it (docs/product-rules.md). */
  phoneMarkedRequired?: boolean;
  /** Show the message textarea (6 rows). Default true. */
  showMessage?: boolean;
  /** Prefix for element ids so two forms can coexist on one page. */
  idPrefix?: string;
  /** Rate-limit storage key; default 'contact'. */
  rateLimitKey?: string;
}

type ContactFormValues = LeadFormValues & { message: string };

const contactResolver = lazySchemaResolver<ContactFormValues, ContactFormOutput>(() =>
  import('./contact-form-schema').then((module) => module.contactFormSchema),
);

/**
 * The contact form of the contact page and the home page dialogs (docs/product-rules.md, "Forms"; call 2):
 * the lead-form skeleton with the shared contact schema, a message, the service, and the per-change
 * input check.
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
  const { ui } = useI18n();
  const generatedId = useId();
  const prefix = idPrefix ?? `contact-form-${generatedId}`;
  const [chosenService, setChosenService] = useState<ContactFormService>(service ?? 'property');
  const errorText = (field: CheckedField) => (code: string | undefined) =>
    fieldErrorText(ui, code, FIELD_MAX_LENGTH[field]);

  const lead = useLeadForm<ContactFormValues, ContactFormOutput>({
    resolver: contactResolver,
    extraValues: { message: '' },
    submission: {
      fn: 'contact-submit',
      rateLimitKey,
      onSuccess: 'thankYou',
      errorToast: { title: ui.leadForm.errorTitle, description: ui.contactForm.sendError },
    },
    payload: (values) =>
      contactSubmission(values, {
        subject: subject?.trim() || null,
        message: showMessage ? values.message : null,
        service: serviceChoice ? chosenService : (service ?? null),
      }),
    onInvalid: (errors) => {
      const problem = missingOrInvalidEmail(errors);
      const field = (['name', 'email', 'phone', 'message'] as const).find((name) => errors[name]);
      const invalidInput = (field && errorText(field)(errors[field]?.message)) || ui.leadForm.invalidInputScript;
      if (problem === 'missing') toast.error(ui.leadForm.errorTitle, { description: ui.leadForm.requiredFields });
      else if (problem) toast.error(ui.leadForm.errorTitle, { description: ui.leadForm.invalidEmail });
      else toast.error(ui.leadForm.invalidInputTitle, { description: invalidInput });
    },
  });

  /** The per-change check: a refused change is not applied and shows one 'Invalid Input' notice. */
  const accept = (field: CheckedField) => (value: string) => {
    const problem = checkFieldInput(field, value);
    // One notice at a time: a repeated refusal replaces the previous one.
    if (problem) {
      const description = inputProblemText(ui, problem);
      toast.error(ui.leadForm.invalidInputTitle, { id: `${prefix}-invalid-input`, description });
    }
    return problem === null;
  };

  return (
    <LeadFormShell lead={lead}>
      {serviceChoice && <ServiceChoice name={`${prefix}-service`} value={chosenService} onChange={setChosenService} />}
      <LeadContactFields
        control={lead.form.control}
        idPrefix={prefix}
        required={phoneMarkedRequired ? ['name', 'email', 'phone'] : undefined}
        errorText={errorText}
        acceptChange={accept}
      />
      {showMessage && (
        <TextField
          control={lead.form.control}
          name="message"
          id={`${prefix}-message`}
          label={ui.contactForm.messageLabel}
          placeholder={ui.contactForm.messagePlaceholder}
          rows={6}
          errorText={errorText('message')}
          acceptChange={accept('message')}
        />
      )}
      <LeadFormEnd
        lead={lead}
        idPrefix={prefix}
        label={ui.contactForm.submit}
        sendingLabel={ui.leadForm.submitting}
        untilAgreed="disabled"
      />
    </LeadFormShell>
  );
}
