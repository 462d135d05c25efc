import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast/toast';
import { problemOf, problemText } from './admin-errors';
import type { OwnersAdminCopy } from './copy.en';
import { documentLink } from './owners-admin-api';

/**
 * Opens a stored document (a receipt, a signed lease) through a link signed for a minute, made when
 * pressed. The tab is opened at the press, so a popup blocker lets it through, and pointed at the
 * link once it arrives.
 */
export function DocumentButton({
  copy,
  path,
  label,
  ariaLabel,
}: {
  copy: OwnersAdminCopy;
  path: string;
  label: string;
  ariaLabel?: string;
}) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const url = await documentLink(path);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(problemText(copy.problems, problemOf(error)));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ms-3 text-brand-800"
      aria-label={ariaLabel}
      disabled={opening}
      onClick={() => void open()}
    >
      <FileText aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
