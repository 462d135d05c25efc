// The Portuguese page's choice of the lease's edition: the Portuguese text (which governs) with English or Hebrew
// beside it. Only the Portuguese page loads this module (the form imports it lazily there), so the English and
// Hebrew pages, which offer one document, carry none of its code; the prerender waits for it, so the Portuguese
// page's HTML holds the choice from first paint.
import { RENTAL_TEMPLATE_PT_EN_FILE, RENTAL_TEMPLATE_PT_HE_FILE } from './portuguese-template-files';
import type { TemplateFormText } from './template-form-text';

/** Each version beside the Portuguese text, and its document. */
const EDITIONS = [
  ['en', RENTAL_TEMPLATE_PT_EN_FILE],
  ['he', RENTAL_TEMPLATE_PT_HE_FILE],
] as const;

export interface EditionChoiceProps {
  text: NonNullable<TemplateFormText['companion']>;
  /** The radio group's name: the download reads the checked one's value, the document to fetch. */
  name: string;
}

/**
 * Radio buttons, English (the default) or Hebrew. Each one's value is its document's name, so the download
 * (download-template.ts) fetches the checked one without any Portuguese code of its own, and a choice made
 * before the page responded (or before this module arrived) counts: it is read from the page when the lead
 * is stored.
 */
export default function EditionChoice({ text, name }: EditionChoiceProps) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-800">{text.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {EDITIONS.map(([lang, file]) => (
          <label key={lang} className="flex min-h-11 items-center gap-2 text-slate-700">
            <input
              type="radio"
              name={name}
              value={file}
              defaultChecked={lang === 'en'}
              className="size-5 accent-brand-700"
            />
            {text[lang]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
