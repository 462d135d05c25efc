import { AlertCircle } from 'lucide-react';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { BlockedNotice } from '@/components/forms/blocked-notice';
import { ConsentFields } from '@/components/forms/consent-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { honeypotValue } from '@/lib/forms/honeypot';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { fieldErrorText } from '@/lib/forms/lead-form-text';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { localizedPath } from '@/lib/routing/routes';
import { CONTACT_LIMITS } from '@shared/validation/contact-limits';
import type { ContactSubmissionInput } from '@shared/validation/contact';
import { HONEYPOT_FIELD } from '@shared/validation/consent';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import type { ManagementCalculatorCopy } from './copy.en';
import type { PackageCost } from './management-costs';
import { buildManagementLead } from './management-lead';
import { MANAGEMENT_LEAD_ERRORS } from './management-lead-rules';
import type { ManagementLeadOutput } from './management-lead-schema';

export interface ManagementLeadFormProps {
  copy: ManagementCalculatorCopy;
  /** The monthly rent the visitor entered (valid). */
  rent: number;
  /** The chosen package's costs at that rent. */
  cost: PackageCost;
  idPrefix: string;
}

interface LeadFormValues {
  name: string;
  phone: string;
  email: string;
  acceptTerms: boolean;
  acceptMarketing: boolean;
}

const EMPTY_VALUES: LeadFormValues = { name: '', phone: '', email: '', acceptTerms: false, acceptMarketing: false };

const leadResolver = lazySchemaResolver<LeadFormValues, ManagementLeadOutput>(() =>
  import('./management-lead-schema').then((module) => module.managementLeadSchema),
);

type Field = 'name' | 'phone' | 'email';

/**
 * The calculator's lead form (spec sections 4, 5 and 7, call 2): name, phone, e-mail, terms and the
 * optional marketing consent. The send button looks disabled until the terms are ticked; a click
 * without them shows the terms banner and sends nothing. A stored lead opens the thank-you page.
 */
export default function ManagementLeadForm({ copy, rent, cost, idPrefix }: ManagementLeadFormProps) {
  const { ui, lang, dir } = useI18n();
  const navigate = useNavigate();
  const text = copy.form;
  // The banner belongs to the language it was shown in: a language switch hides it.
  const [termsBannerLang, setTermsBannerLang] = useState<Lang | null>(null);
  const termsBanner = termsBannerLang === lang;

  const form = useForm<LeadFormValues, unknown, ManagementLeadOutput>({
    resolver: leadResolver,
    defaultValues: EMPTY_VALUES,
  });
  const agreed = useWatch({ control: form.control, name: 'acceptTerms' });
  const submission = useLeadSubmission({
    fn: 'contact-submit',
    rateLimitKey: 'management-calculator',
    onSuccess: () => {
      toast.success(text.successTitle, { description: text.successDescription });
      void navigate(localizedPath(lang, 'thankYou'));
    },
    errorToast: { title: text.errorTitle, description: text.errorDescription },
  });
  const validating = form.formState.isSubmitting;

  // Messages are in the page's language: a language switch clears them rather than leave the old ones.
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [lang, clearErrors]);

  const errorText =
    (field: Field) =>
    (code: string | undefined): string | null => {
      if (code === undefined) return null;
      if (field === 'name' && code === MANAGEMENT_LEAD_ERRORS.nameTooShort) return text.errors.name;
      if (field === 'phone' && code === MANAGEMENT_LEAD_ERRORS.phoneTooShort) return text.errors.phone;
      if (field === 'email' && (code === CONTACT_ERRORS.required || code === CONTACT_ERRORS.emailInvalid))
        return text.errors.email;
      return fieldErrorText(ui, code, CONTACT_LIMITS[field]);
    };

  const onValid = (values: ManagementLeadOutput, event?: BaseSyntheticEvent) => {
    const lead = buildManagementLead(copy.lead, lang, rent, cost);
    const fields: Omit<ContactSubmissionInput, 'consent_version' | 'source_page'> = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      subject: lead.subject,
      message: lead.message,
      service: lead.service,
      agrees_to_terms: true,
      agrees_to_marketing: values.acceptMarketing,
    };
    submission.submit(fields, honeypotValue(event));
  };

  const onInvalid = (errors: FieldErrors<LeadFormValues>) => {
    if (errors.acceptTerms) setTermsBannerLang(lang);
  };

  const terms = form.register('acceptTerms', {
    onChange: (event: { target: { checked?: boolean } }) => {
      if (event.target.checked) setTermsBannerLang(null);
    },
  });
  const termsError = form.formState.errors.acceptTerms ? text.errors.terms : null;
  const sending = submission.sending || validating;

  return (
    <form
      noValidate
      dir={dir}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
      aria-labelledby={`${idPrefix}-form-title`}
    >
      <div>
        <h3 id={`${idPrefix}-form-title`} className="text-xl font-bold text-slate-900">
          {text.title}
        </h3>
        <p className="mt-1 text-slate-600">{text.intro}</p>
      </div>
      <p className="text-sm text-slate-600">{ui.leadForm.requiredNote}</p>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="name"
          id={`${idPrefix}-name`}
          label={ui.leadForm.nameLabel}
          required
          autoComplete="name"
          errorText={errorText('name')}
        />
        <TextField
          control={form.control}
          name="phone"
          id={`${idPrefix}-phone`}
          label={ui.leadForm.phoneLabel}
          required
          kind="phone"
          errorText={errorText('phone')}
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
      </div>

      <HoneypotField id={`${idPrefix}-${HONEYPOT_FIELD}`} label={ui.common.honeypotLabel} />

      <ConsentFields
        idPrefix={idPrefix}
        terms={terms}
        marketing={form.register('acceptMarketing')}
        termsError={termsError}
      />

      {termsBanner && (
        <div
          role="alert"
          data-testid="terms-banner"
          className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{text.termsBanner}</p>
        </div>
      )}

      {submission.blocked && <BlockedNotice />}

      <Button
        type="submit"
        variant="accent"
        size="lg"
        // Looks disabled until the terms are ticked (grey, still legible), but stays clickable and
        // focusable so a click can say why: the terms banner.
        data-looks-disabled={!agreed || undefined}
        disabled={sending || submission.blocked}
        className={cn(
          'w-full sm:w-auto sm:self-start',
          !agreed && 'bg-slate-200 text-slate-600 hover:bg-slate-200 disabled:bg-slate-200',
        )}
      >
        {submission.sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
