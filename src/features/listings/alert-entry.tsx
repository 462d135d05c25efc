import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { onDemand } from '@/lib/async/on-demand';
import type { AdFilters } from '@/lib/listings/ad-filters';

const alertForm = onDemand(() => import('./alert-form'));
const AlertForm = lazy(() => alertForm.load().then((module) => ({ default: module.AlertForm })));

/**
 * The ads page's "E-mail me new ads like these" (docs/ad-alerts.md): a button whose form (and its
 * words, checks and describer) loads when the button is hovered or focused, or at the latest when
 * pressed; a press before that opens the form once it has arrived (before hydration, the boot
 * script replays it).
 */
export function AlertEntry({ filters, label, loading }: { filters: AdFilters; label: string; loading: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
      {open ? (
        <Suspense fallback={<LoadingSpinner label={loading} />}>
          <AlertForm filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="text-brand-800"
          onPointerEnter={alertForm.preload}
          onFocus={alertForm.preload}
          onClick={() => setOpen(true)}
        >
          <BellRing aria-hidden className="size-4" />
          {label}
        </Button>
      )}
    </section>
  );
}
