import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';

/** After the file starts downloading, the thank-you page opens this much later (docs/product-rules.md, "Forms"). */
export const THANK_YOU_DELAY_MS = 1000;

/**
 * The download's code (the fetch, the file's name, reading the Portuguese page's choice): needed only once a lead is
 * stored, so it is not part of the page's first load. The form starts loading it with its schema, at the visitor's
 * first edit, well before a lead can be stored. A plain `import()`, which shares one request between both calls:
 * `onDemand` is a chunk of its own that this page does not otherwise load (139 B gzip before ready).
 */
export const loadTemplateDownload = () => import('./download-template');

/**
 * The download that follows a stored template lead: the file (the edition checked in the radio group
 * `editionField` where the page offers one, else the English and Hebrew document), then the thank-you
 * page a second later; a file that cannot be fetched shows `errorText` and leaves the visitor on the page.
 */
export function useTemplateDownload(errorText: string) {
  const { ui, lang } = useI18n();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const start = async (editionField: string) => {
    setDownloading(true);
    try {
      await (await loadTemplateDownload()).downloadTemplateFile(editionField);
    } catch {
      setDownloading(false);
      toast.error(ui.leadForm.errorTitle, { description: errorText });
      return;
    }
    redirect.current = setTimeout(() => void navigate(localizedPath(lang, 'thankYou')), THANK_YOU_DELAY_MS);
  };
  return { downloading, start };
}
