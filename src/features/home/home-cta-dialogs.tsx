import { Building2, TrendingUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { cn } from '@/lib/cn';
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
      <ModalDialog
        open={open}
        onOpenChange={onOpenChange}
        title={cta.title}
        description={description}
        closeLabel={closeLabel}
        data-testid={`home-dialog-${id}`}
        trigger={
          <Button
            variant="accent"
            size="lg"
            className="w-full sm:w-auto"
            onPointerEnter={form.preload}
            onFocus={form.preload}
          >
            {cta.button}
          </Button>
        }
      >
        {form.render(id, cta.title)}
      </ModalDialog>
    </section>
  );
}
