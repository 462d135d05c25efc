import { AlertCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { LeadContactFields } from '@/components/forms/lead-form/lead-contact-fields';
import { LeadFormEnd } from '@/components/forms/lead-form/lead-form-end';
import { LeadFormHeading } from '@/components/forms/lead-form/lead-form-heading';
import { LeadFormShell } from '@/components/forms/lead-form/lead-form-shell';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { fieldErrorText } from '@/lib/forms/lead-form-text';
import { contactSubmission, useLeadForm, type LeadFormValues, type LeadTextField } from '@/lib/forms/use-lead-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { localizedPath } from '@/lib/routing/routes';
import { CONTACT_LIMITS } from '@shared/validation/contact-limits';
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

const leadResolver = lazySchemaResolver<LeadFormValues, ManagementLeadOutput>(() =>
  import('./management-lead-schema').then((module) => module.managementLeadSchema),
);

/**
 * The calculator's lead form (docs/product-rules.md, "Forms"; call 2): name, phone, e-mail, terms and the
 * optional marketing consent. The send button looks disabled until the terms are ticked; a click
 * without them shows the terms banner and sends nothing. A stored lead opens the thank-you page.
 */
export default function ManagementLeadForm({ copy, rent, cost, idPrefix }: ManagementLeadFormProps) {
  const { ui, lang } = useI18n();
  const navigate = useNavigate();
  const text = copy.form;
  // The banner belongs to the language it was shown in: a language switch hides it.
  const [termsBannerLang, setTermsBannerLang] = useState<Lang | null>(null);

  const lead = useLeadForm<LeadFormValues, ManagementLeadOutput>({
    resolver: leadResolver,
    submission: {
      fn: 'contact-submit',
      rateLimitKey: 'management-calculator',
      onSuccess: () => {
        toast.success(text.successTitle, { description: text.successDescription });
        void navigate(localizedPath(lang, 'thankYou'));
      },
      errorToast: { title: text.errorTitle, description: text.errorDescription },
    },
    payload: (values) => contactSubmission(values, buildManagementLead(copy.lead, lang, rent, cost)),
    onInvalid: (errors) => {
      if (errors.agreesToTerms) setTermsBannerLang(lang);
    },
  });

  // Messages are in the page's language: a language switch clears them rather than leave the old ones.
  const { clearErrors } = lead.form;
  useEffect(() => clearErrors(), [lang, clearErrors]);

  // Only the e-mail field can be missing or malformed; the name and phone have minimums of their own.
  const ownTexts = {
    [MANAGEMENT_LEAD_ERRORS.nameTooShort]: text.errors.name,
    [MANAGEMENT_LEAD_ERRORS.phoneTooShort]: text.errors.phone,
    [CONTACT_ERRORS.required]: text.errors.email,
    [CONTACT_ERRORS.emailInvalid]: text.errors.email,
  };
  const errorText = (field: LeadTextField) => (code: string | undefined) =>
    fieldErrorText(ui, code, CONTACT_LIMITS[field], ownTexts);

  return (
    <LeadFormShell lead={lead} labelledBy={`${idPrefix}-form-title`}>
      <LeadFormHeading id={`${idPrefix}-form-title`} title={text.title} intro={text.intro} />
      <LeadContactFields
        control={lead.form.control}
        idPrefix={idPrefix}
        fields={['name', 'phone', 'email']}
        required={['name', 'phone', 'email']}
        errorText={errorText}
      />
      <LeadFormEnd
        lead={lead}
        idPrefix={idPrefix}
        label={text.submit}
        sendingLabel={text.submitting}
        termsOptions={{
          onChange: (event: { target: { checked?: boolean } }) => {
            if (event.target.checked) setTermsBannerLang(null);
          },
        }}
        termsError={text.errors.terms}
        // A click without the terms says why: the terms banner.
        untilAgreed="looksDisabled"
      >
        {termsBannerLang === lang && (
          <FormAlert icon={AlertCircle} testId="terms-banner">
            <p className="font-medium">{text.termsBanner}</p>
          </FormAlert>
        )}
      </LeadFormEnd>
    </LeadFormShell>
  );
}
