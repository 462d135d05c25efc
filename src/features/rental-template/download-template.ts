import { RENTAL_TEMPLATE_FILE } from './template-file';

/** How long the object URL of a started download stays valid. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Fetches the template from the site's root and hands it to the browser as a download under its file
 * name: the Portuguese edition checked in the radio group `editionField` (the Portuguese page's choice,
 * edition-choice.pt.tsx, whose values are the documents' names), else the English and Hebrew document.
 * The group is read from the page, so a choice made before the page responded counts. Rejects when the
 * file cannot be fetched, so the form can say so.
 */
export async function downloadTemplateFile(editionField: string): Promise<void> {
  const file =
    document.querySelector<HTMLInputElement>(`input[name="${editionField}"]:checked`)?.value ?? RENTAL_TEMPLATE_FILE;
  const response = await fetch(`/${file}`);
  if (!response.ok) throw new Error(`template download: HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
