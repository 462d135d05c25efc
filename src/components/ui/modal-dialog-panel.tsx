import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Suspense } from 'react';
import { SectionBoundary } from '@/components/layout/error-fallbacks';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { ModalDialogProps } from './modal-dialog';

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * The dialog itself, on Radix: focus trapped, Escape and the close button dismiss it, the overlay
 * scrolls a tall body on a small screen, and a lazy body shows a spinner while it loads. Rendered
 * only while open, by `ModalDialog`, which loads this module on demand.
 */
export default function ModalDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  closeLabel,
  className,
  children,
  onCloseAutoFocus,
  ...rest
}: Omit<ModalDialogProps, 'trigger'> & { onCloseAutoFocus?: (event: Event) => void }) {
  const { ui } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The overlay is the scroll container, so a tall form scrolls on a small screen. Its one
            column is never wider than the screen, and a long unbroken word (a pasted link) wraps
            inside the panel rather than widen it. */}
        <Dialog.Overlay className="fixed inset-0 z-50 grid animate-fade-in grid-cols-1 place-items-center overflow-y-auto bg-slate-900/60 p-3 sm:p-6">
          <Dialog.Content
            data-testid={rest['data-testid']}
            onCloseAutoFocus={onCloseAutoFocus}
            // Without a description, tell Radix there is none rather than point at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative w-full min-w-0 rounded-2xl bg-white p-4 text-slate-800 shadow-2xl [overflow-wrap:anywhere] sm:p-8',
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
