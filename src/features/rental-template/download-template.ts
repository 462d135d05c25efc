import { RENTAL_TEMPLATE_FILE, type RentalTemplateFile } from './template-file';

/** How long the object URL of a started download stays valid. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Fetches a template (the English and Hebrew one unless told) from the site's root and hands it to
 * the browser as a download under its file name. Rejects when the file cannot be fetched, so the
 * form can say so.
 */
export async function downloadTemplateFile(file: RentalTemplateFile = RENTAL_TEMPLATE_FILE): Promise<void> {
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
