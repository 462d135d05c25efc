import { RENTAL_TEMPLATE_FILE, RENTAL_TEMPLATE_PATH } from './template-file';

/** How long the object URL of a started download stays valid. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Fetches the template from the site's root and hands it to the browser as a download under its
 * file name. Rejects when the file cannot be fetched, so the form can say so.
 */
export async function downloadTemplateFile(): Promise<void> {
  const response = await fetch(RENTAL_TEMPLATE_PATH);
  if (!response.ok) throw new Error(`template download: HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = RENTAL_TEMPLATE_FILE;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
