import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import { downloadTemplateFile } from './download-template';
import type { RentalTemplateFile } from './template-file';

/** After the file starts downloading, the thank-you page opens this much later (docs/product-rules.md, "Forms"). */
export const THANK_YOU_DELAY_MS = 1000;

/**
 * The download that follows a stored template lead: the file (the English and Hebrew one unless
 * told), then the thank-you page a second later; a file that cannot be fetched shows `errorText`
 * and leaves the visitor on the page.
 */
export function useTemplateDownload(errorText: string) {
  const { ui, lang } = useI18n();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const start = async (file?: RentalTemplateFile) => {
    setDownloading(true);
    try {
      await downloadTemplateFile(file);
    } catch {
      setDownloading(false);
      toast.error(ui.leadForm.errorTitle, { description: errorText });
      return;
    }
    redirect.current = setTimeout(() => void navigate(localizedPath(lang, 'thankYou')), THANK_YOU_DELAY_MS);
  };
  return { downloading, start };
}
