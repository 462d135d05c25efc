import { Slot } from '@radix-ui/react-slot';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { onDemand } from '@/lib/async/on-demand';
import { useI18n } from '@/lib/i18n/i18n-context';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactNode;
  /** Widest size of the panel. */
  size?: 'md' | 'lg' | 'xl';
  /** The close button's accessible name; "Close" in the page's language by default. */
  closeLabel?: string;
  className?: string;
  'data-testid'?: string;
  /** The body; it may be lazy (a spinner and an error boundary wrap it). */
  children: ReactNode;
}

const panel = onDemand(() => import('./modal-dialog-panel'));
const ModalDialogPanel = lazy(panel.load);

/**
 * The site's one modal dialog: focus trapped and returned, Escape and the close button dismiss it.
 * The dialog's code (Radix Dialog, about 10 kB gzip) loads when a visitor heads for the trigger or
 * the dialog first opens, not with the page: a page with a dialog button is ready sooner
 * (docs/delivery.md, "On-demand code"). Until it has loaded, an overlay with a spinner answers the press.
 */
export function ModalDialog({ trigger, ...props }: ModalDialogProps) {
  const { ui } = useI18n();
  const triggerRef = useRef<HTMLElement>(null);
  const { open, onOpenChange } = props;
  return (
    <>
      {trigger ? (
        // What Radix's trigger did: the popup's kind and state for assistive technology, a toggle on press.
        <Slot
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          onClick={() => onOpenChange(!open)}
          onPointerEnter={panel.preload}
          onFocus={panel.preload}
        >
          {trigger}
        </Slot>
      ) : null}
      {open ? (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/60">
              <div className="rounded-2xl bg-white px-10">
                <LoadingSpinner label={ui.common.loading} />
              </div>
            </div>
          }
        >
          <ModalDialogPanel
            {...props}
            onCloseAutoFocus={
              trigger
                ? (event) => {
                    // Radix returns focus to its own trigger; this one is ours.
                    event.preventDefault();
                    triggerRef.current?.focus();
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
