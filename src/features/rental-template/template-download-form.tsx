import { Download } from 'lucide-react';
import { useRef } from 'react';
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
import { RENTAL_TEMPLATE_FILE } from './template-file';
import type { TemplateFormOutput } from './template-form-schema';
import type { TemplateFormText } from './template-form-text';
import { useTemplateDownload } from './use-template-download';

// The schema (and zod with it) loads on the form's first check, not with the page.
const resolver = lazySchemaResolver<LeadFormValues, TemplateFormOutput>(() =>
  import('./template-form-schema').then((module) => module.templateFormSchema),
);

export interface TemplateDownloadFormProps {
  text: TemplateFormText;
  idPrefix?: string;
}

/**
 * The template lead form (docs/product-rules.md, "Forms"; call 4): full name, e-mail, terms and the
 * optional marketing consent. The button stays disabled until the form is valid and while the
 * download runs; a stored lead downloads the Word template, and a second later the thank-you page
 * opens. On the Portuguese page the visitor also chooses the version beside the Portuguese text
 * (English or Hebrew), which picks the document.
 */
export function TemplateDownloadForm({ text, idPrefix = 'template-download' }: TemplateDownloadFormProps) {
  const { ui } = useI18n();
  const download = useTemplateDownload(text.downloadError);
  const companion = text.companion;
  // Read from the radio buttons when the lead is stored, so a choice made before the page
  // responded (the buttons are in the prerendered HTML) counts too.
  const companionField = useRef<HTMLFieldSetElement>(null);
  const chosenFile = () => {
    const checked = companionField.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    return companion?.choices.find((choice) => choice.file === checked)?.file ?? RENTAL_TEMPLATE_FILE;
  };

  const lead = useLeadForm<LeadFormValues, TemplateFormOutput>({
    resolver,
    formOptions: { mode: 'onTouched' },
    submission: {
      fn: 'rental-template-download',
      rateLimitKey: 'rental-template',
      onSuccess: () => void download.start(chosenFile()),
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
        {companion && (
          <fieldset ref={companionField} className="mt-4">
            <legend className="text-sm font-medium text-slate-800">{companion.legend}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {companion.choices.map(({ label, file }, index) => (
                <label key={file} className="flex min-h-11 items-center gap-2 text-slate-700">
                  <input
                    type="radio"
                    name={`${idPrefix}-companion`}
                    value={file}
                    defaultChecked={index === 0}
                    className="size-5 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
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
