import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { BlockedNotice } from '@/components/forms/blocked-notice';
import { ConsentFields } from '@/components/forms/consent-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { honeypotValue } from '@/lib/forms/honeypot';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import { HONEYPOT_FIELD } from '@shared/validation/consent';
import { INPUT_ERRORS } from '@shared/validation/error-codes';
import { TEMPLATE_ERRORS, TEMPLATE_LIMITS, type TemplateDownloadInput } from '@shared/validation/template-download';
import { downloadTemplateFile } from './download-template';
import { templateFormSchema, type TemplateFormOutput } from './template-form-schema';
import type { TemplateFormText } from './template-form-text';

/** After the file starts downloading, the thank-you page opens this much later (spec section 9). */
export const THANK_YOU_DELAY_MS = 1000;

interface TemplateFormValues {
  fullName: string;
  email: string;
  acceptTerms: boolean;
  acceptMarketing: boolean;
}

const EMPTY_VALUES: TemplateFormValues = { fullName: '', email: '', acceptTerms: false, acceptMarketing: false };

// The form holds booleans; the schema's output has the terms accepted (literal true).
const resolver = standardSchemaResolver(templateFormSchema) as unknown as Resolver<
  TemplateFormValues,
  unknown,
  TemplateFormOutput
>;

export interface TemplateDownloadFormProps {
  text: TemplateFormText;
  idPrefix?: string;
}

/**
 * The template lead form (spec sections 3, 4, 5 and 7, call 4): full name, e-mail, terms and the
 * optional marketing consent. The button stays disabled until the form is valid and while the
 * download runs; a stored lead downloads the Word template, and a second later the thank-you page
 * opens.
 */
export function TemplateDownloadForm({ text, idPrefix = 'template-download' }: TemplateDownloadFormProps) {
  const { ui, lang, dir } = useI18n();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const form = useForm<TemplateFormValues, unknown, TemplateFormOutput>({
    resolver,
    defaultValues: EMPTY_VALUES,
    mode: 'onTouched',
  });
  const { isValid, isSubmitting, errors } = form.formState;

  const startDownload = async () => {
    setDownloading(true);
    try {
      await downloadTemplateFile();
    } catch {
      setDownloading(false);
      toast.error(ui.leadForm.errorTitle, { description: text.downloadError });
      return;
    }
    redirect.current = setTimeout(() => void navigate(localizedPath(lang, 'thankYou')), THANK_YOU_DELAY_MS);
  };

  const submission = useLeadSubmission({
    fn: 'rental-template-download',
    rateLimitKey: 'rental-template',
    onSuccess: () => void startDownload(),
    errorToast: { title: ui.leadForm.errorTitle, description: text.downloadError },
  });
  const busy = submission.sending || downloading;

  const errorText = (code: string | undefined): string | null => {
    switch (code) {
      case undefined:
        return null;
      case TEMPLATE_ERRORS.fullName:
        return text.fullNameRequired;
      case TEMPLATE_ERRORS.email:
        return ui.leadForm.invalidEmail;
      case TEMPLATE_ERRORS.scriptContent:
        return ui.leadForm.invalidInputScript;
      case INPUT_ERRORS.controlCharacters:
        return ui.leadForm.invalidInputControl;
      case INPUT_ERRORS.invalidCharacters:
        return ui.leadForm.invalidInputCharacters;
      default:
        return ui.leadForm.fieldRequired;
    }
  };

  const onValid = (values: TemplateFormOutput, event?: BaseSyntheticEvent) => {
    if (busy) return;
    const fields: Omit<TemplateDownloadInput, 'consent_version' | 'source_page'> = {
      fullName: values.fullName,
      email: values.email,
      acceptTerms: true,
      acceptMarketing: values.acceptMarketing,
    };
    submission.submit(fields, honeypotValue(event));
  };

  const onInvalid = () => {
    toast.error(ui.leadForm.errorTitle, { description: text.invalidForm });
  };

  return (
    <form noValidate dir={dir} onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{ui.leadForm.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="fullName"
          id={`${idPrefix}-full-name`}
          label={ui.leadForm.nameLabel}
          required
          autoComplete="name"
          maxLength={TEMPLATE_LIMITS.fullName}
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="email"
          id={`${idPrefix}-email`}
          label={ui.leadForm.emailLabel}
          required
          kind="email"
          maxLength={TEMPLATE_LIMITS.email}
          errorText={errorText}
        />
      </div>

      <HoneypotField id={`${idPrefix}-${HONEYPOT_FIELD}`} label={ui.common.honeypotLabel} />

      <ConsentFields
        idPrefix={idPrefix}
        terms={form.register('acceptTerms')}
        marketing={form.register('acceptMarketing')}
        termsError={errors.acceptTerms ? text.termsRequired : null}
      />

      {submission.blocked && <BlockedNotice />}

      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={!isValid || busy || isSubmitting || submission.blocked}
        className="w-full sm:w-auto sm:self-start"
      >
        <Download aria-hidden className="size-5" />
        {busy ? text.downloading : text.submit}
      </Button>
    </form>
  );
}
