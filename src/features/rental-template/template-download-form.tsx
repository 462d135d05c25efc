import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { toast } from '@/lib/toast/toast';
import { LeadContactFields } from '@/components/forms/lead-form/lead-contact-fields';
import { LeadFormEnd } from '@/components/forms/lead-form/lead-form-end';
import { LeadFormShell } from '@/components/forms/lead-form/lead-form-shell';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { ownCodeText } from '@/lib/forms/lead-form-text';
import { useLeadForm, type LeadFormValues } from '@/lib/forms/use-lead-form';
import { useValidityOnceEdited } from '@/lib/forms/use-validity-once-edited';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { TemplateDownloadInput } from '@shared/validation/template-download';
import { TEMPLATE_ERRORS, TEMPLATE_LIMITS } from '@shared/validation/template-limits';
import type { TemplateFormOutput } from './template-form-schema';
import type { TemplateFormText } from './template-form-text';
import { loadTemplateDownload, useTemplateDownload } from './use-template-download';

// The schema (and zod with it) loads on the form's first check, not with the page; the download's code,
// which follows a valid form, starts loading with it.
const resolver = lazySchemaResolver<LeadFormValues, TemplateFormOutput>(() => {
  // A failed load is asked for again by the download.
  loadTemplateDownload().catch(() => undefined);
  return import('./template-form-schema').then((module) => module.templateFormSchema);
});

// The Portuguese page's choice of edition, with the Portuguese documents' names: that page alone loads it (the
// prerender waits for it and preloads it with the page), so the English and Hebrew pages carry none of its code.
const EditionChoice = lazy(() => import('./edition-choice.pt'));

export interface TemplateDownloadFormProps {
  text: TemplateFormText;
  idPrefix?: string;
}

/**
 * The template lead form (docs/product-rules.md, "Forms"; call 4): full name, e-mail, terms and the
 * optional marketing consent. The button stays disabled until the form is valid and while the
 * download runs; a stored lead downloads the Word template, and a second later the thank-you page
 * opens. On the Portuguese page the visitor also chooses the version beside the Portuguese text
 * (English or Hebrew), which picks the document (edition-choice.pt.tsx).
 */
export function TemplateDownloadForm({ text, idPrefix = 'template-download' }: TemplateDownloadFormProps) {
  const { ui, lang } = useI18n();
  const download = useTemplateDownload(text.downloadError);
  // The Portuguese page's radio group of editions, read by the download when the lead is stored.
  const editionField = `${idPrefix}-edition`;

  const lead = useLeadForm<LeadFormValues, TemplateFormOutput>({
    resolver,
    formOptions: { mode: 'onTouched' },
    submission: {
      fn: 'rental-template-download',
      rateLimitKey: 'rental-template',
      onSuccess: () => void download.start(editionField),
      errorToast: { title: ui.leadForm.errorTitle, description: text.downloadError },
    },
    // The function's own keys (fullName, acceptTerms, acceptMarketing).
    payload: (values): Omit<TemplateDownloadInput, 'consent_version' | 'source_page'> | null =>
      download.downloading
        ? null
        : { fullName: values.name, email: values.email, acceptTerms: true, acceptMarketing: values.agreesToMarketing },
    onInvalid: () => toast.error(ui.leadForm.errorTitle, { description: text.invalidForm }),
  });
  // Validated from the first edit, not on mount: the schema loads when the visitor starts.
  const validity = useValidityOnceEdited(lead.form);

  const { fullName, email, scriptContent } = TEMPLATE_ERRORS;
  const ownTexts = {
    [fullName]: text.fullNameRequired,
    [email]: ui.leadForm.invalidEmail,
    [scriptContent]: ui.leadForm.invalidInputScript,
  };
  const errorText = (code: string | undefined) => ownCodeText(ui, code, ownTexts, ui.leadForm.fieldRequired);

  return (
    <>
      {validity.watcher}
      <LeadFormShell lead={lead}>
        <LeadContactFields
          control={lead.form.control}
          idPrefix={idPrefix}
          fields={['name', 'email']}
          maxLength={{ name: TEMPLATE_LIMITS.fullName, email: TEMPLATE_LIMITS.email }}
          errorText={() => errorText}
        />
        {lang === 'pt' && text.companion && (
          <Suspense fallback={null}>
            <EditionChoice text={text.companion} name={editionField} />
          </Suspense>
        )}
        <LeadFormEnd
          lead={lead}
          idPrefix={idPrefix}
          label={text.submit}
          sendingLabel={text.downloading}
          icon={<Download aria-hidden className="size-5" />}
          pending={download.downloading}
          button={{ disabled: !validity.valid }}
          termsError={text.termsRequired}
        />
      </LeadFormShell>
    </>
  );
}
