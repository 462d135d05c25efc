import { FileText } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { signedDocumentUrl } from './owner-api';
import type { PortalCopy } from './portal-copy.en';

/**
 * A receipt or a lease in the private bucket: the press asks for a link signed for a minute and
 * opens it in a new tab. The tab is opened during the press itself (a tab opened after an await is
 * blocked as a pop-up) and sent to the link once it is signed; if the browser still blocks it, the
 * link is offered here to press.
 */
export function DocumentButton({
  path,
  label,
  accessibleLabel,
  copy,
  className,
}: {
  path: string;
  label: string;
  /** A fuller name for screen readers (which receipt). */
  accessibleLabel?: string;
  copy: PortalCopy['documents'];
  className?: string;
}) {
  const [state, setState] = useState<{ step: 'idle' | 'opening' | 'failed' } | { step: 'blocked'; url: string }>({
    step: 'idle',
  });

  const open = async () => {
    const tab = window.open('', '_blank');
    // The signed page must not reach back into this one.
    if (tab) tab.opener = null;
    setState({ step: 'opening' });
    try {
      const url = await signedDocumentUrl(path);
      if (tab) {
        tab.location.href = url;
        setState({ step: 'idle' });
      } else {
        setState({ step: 'blocked', url });
      }
    } catch {
      tab?.close();
      setState({ step: 'failed' });
    }
  };

  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden', className)}>
      <button
        type="button"
        aria-label={accessibleLabel}
        disabled={state.step === 'opening'}
        onClick={() => void open()}
        className="inline-flex min-h-9 items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60"
      >
        <FileText aria-hidden className="size-4 shrink-0" />
        {state.step === 'opening' ? copy.opening : label}
      </button>
      {state.step === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          {copy.failed}
        </span>
      )}
      {state.step === 'blocked' && (
        <span role="status" className="text-sm text-slate-700">
          {copy.blocked}{' '}
          <a
            href={state.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {copy.openHere}
          </a>
        </span>
      )}
    </span>
  );
}
