import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import { CheckboxField } from './checkbox-field';

export interface ConsentFieldsProps {
  idPrefix: string;
  /** The required consent to processing and 24-month storage. */
  terms: UseFormRegisterReturn;
  /** The optional consent to marketing e-mail. */
  marketing: UseFormRegisterReturn;
  termsError?: string | null;
}

/** The consent pair every lead form carries: processing (required, with the privacy link) and marketing. */
export function ConsentFields({ idPrefix, terms, marketing, termsError }: ConsentFieldsProps) {
  const { ui, lang } = useI18n();
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        id={`${idPrefix}-consent`}
        label={ui.leadForm.consentLabel}
        registration={terms}
        required
        error={termsError}
        after={
          <Link
            to={localizedPath(lang, 'privacy')}
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            {ui.leadForm.privacyLink}
          </Link>
        }
      />
      <CheckboxField id={`${idPrefix}-marketing`} label={ui.leadForm.marketingLabel} registration={marketing} />
    </div>
  );
}
