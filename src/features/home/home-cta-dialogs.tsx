import * as Dialog from '@radix-ui/react-dialog';
import { Building2, TrendingUp, X } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { SectionBoundary } from '@/components/layout/error-fallbacks';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { HomeContent, HomeCtaContent, HomeCtaId } from './home-content';

/** Which call-to-action dialog is open; at most one at a time. */
export type HomeDialogState = HomeCtaId | null;

const CTA_IDS: readonly HomeCtaId[] = ['property', 'investment'];

/** The form a dialog shows (the page supplies it, so this feature does not import another one). */
export interface CtaDialogForm {
  render: (id: HomeCtaId, subject: string) => ReactNode;
  /** Starts loading the form's code when a visitor heads for a button. */
  preload?: () => void;
}

/** The two call-to-action sections (property, investment), each opening its own contact dialog. */
export function HomeCtaSections({ content, form }: { content: HomeContent['cta']; form: CtaDialogForm }) {
  const [openDialog, setOpenDialog] = useState<HomeDialogState>(null);
  return (
    <div className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2">
        {CTA_IDS.map((id) => (
          <CtaSection
            key={id}
            id={id}
            cta={content[id]}
            description={content.dialogDescription}
            closeLabel={content.close}
            form={form}
            open={openDialog === id}
            onOpenChange={(open) => setOpenDialog((current) => (open ? id : current === id ? null : current))}
          />
        ))}
      </div>
    </div>
  );
}

interface CtaSectionProps {
  id: HomeCtaId;
  cta: HomeCtaContent;
  description: string;
  closeLabel: string;
  form: CtaDialogForm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function CtaSection({ id, cta, description, closeLabel, form, open, onOpenChange }: CtaSectionProps) {
  const { ui } = useI18n();
  const property = id === 'property';
  const Icon = property ? Building2 : TrendingUp;
  const titleId = `home-cta-${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col items-start gap-4 rounded-3xl p-8 sm:p-10',
        property ? 'bg-brand-800 text-white' : 'border border-accent-200 bg-accent-50 text-slate-900',
      )}
    >
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-xl',
          property ? 'bg-white/10 text-accent-300' : 'bg-white text-accent-700',
        )}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 id={titleId} className="text-2xl font-bold text-balance sm:text-3xl">
        {cta.title}
      </h2>
      <p className={cn('flex-1 text-lg leading-relaxed', property ? 'text-brand-50' : 'text-slate-700')}>{cta.text}</p>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger asChild>
          <Button
            variant="accent"
            size="lg"
            className="w-full sm:w-auto"
            onPointerEnter={form.preload}
            onFocus={form.preload}
          >
            {cta.button}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          {/* The overlay is the scroll container, so a tall form scrolls on a small screen. */}
          <Dialog.Overlay className="fixed inset-0 z-50 grid animate-fade-in place-items-center overflow-y-auto bg-slate-900/60 p-4 sm:p-6">
            <Dialog.Content
              data-testid={`home-dialog-${id}`}
              className="relative w-full max-w-lg rounded-2xl bg-white p-6 text-slate-800 shadow-2xl sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-2xl font-bold text-balance text-slate-900">{cta.title}</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={closeLabel} className="-me-2 -mt-2 shrink-0">
                    <X aria-hidden className="size-6" />
                  </Button>
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
              <div className="mt-6">
                <SectionBoundary>
                  <Suspense
                    fallback={
                      <div role="status" className="flex justify-center py-10">
                        <span
                          aria-hidden
                          className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
                        />
                        <span className="sr-only">{ui.common.loading}</span>
                      </div>
                    }
                  >
                    {form.render(id, cta.title)}
                  </Suspense>
                </SectionBoundary>
              </div>
            </Dialog.Content>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
