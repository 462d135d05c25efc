import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { SectionBoundary } from '@/components/layout/error-fallbacks';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  /** The element that opens the dialog (wrapped in Radix's trigger, so focus returns to it). */
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

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * The site's one modal dialog: focus trapped and returned, Escape and the close button dismiss it,
 * the overlay scrolls a tall body on a small screen, and a lazy body shows a spinner while it loads.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  size = 'md',
  closeLabel,
  className,
  children,
  ...rest
}: ModalDialogProps) {
  const { ui } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {/* The overlay is the scroll container, so a tall form scrolls on a small screen. */}
        <Dialog.Overlay className="fixed inset-0 z-50 grid animate-fade-in place-items-center overflow-y-auto bg-slate-900/60 p-4 sm:p-6">
          <Dialog.Content
            data-testid={rest['data-testid']}
            // Without a description, tell Radix there is none rather than point at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative w-full rounded-2xl bg-white p-6 text-slate-800 shadow-2xl sm:p-8',
              SIZES[size],
              className,
            )}
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-2xl font-bold text-balance text-slate-900">{title}</Dialog.Title>
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={closeLabel ?? ui.common.close}
                  className="-me-2 -mt-2 shrink-0"
                >
                  <X aria-hidden className="size-6" />
                </Button>
              </Dialog.Close>
            </div>
            {description ? (
              <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
            ) : null}
            <div className="mt-6">
              <SectionBoundary>
                <Suspense fallback={<LoadingSpinner label={ui.common.loading} />}>{children}</Suspense>
              </SectionBoundary>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
