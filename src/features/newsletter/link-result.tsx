import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The outcome of a newsletter link (confirmed, left, or why the link does not work): a heading that
 * takes the focus when it appears, so keyboard and screen-reader users land on the answer.
 */
export function LinkResult({
  tone,
  title,
  active = true,
  children,
}: {
  tone: 'success' | 'problem';
  title: string;
  /** False while it is laid out but not shown (the other answer is): it takes the focus once it shows. */
  active?: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (active) heading.current?.focus();
  }, [title, active]);
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div role={tone === 'success' ? 'status' : 'alert'} className="flex flex-col gap-3">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        <Icon aria-hidden className={`size-7 shrink-0 ${tone === 'success' ? 'text-brand-600' : 'text-amber-700'}`} />
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The white card the newsletter pages put their one task in. */
export function LinkCard({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label: string;
  /** A minimum height, so that an answer that replaces a spinner after hydration moves nothing below. */
  className?: string;
}) {
  return (
    <section aria-label={label} className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
      <div
        className={cn(
          'flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
          className,
        )}
      >
        {children}
      </div>
    </section>
  );
}

/** The `token` of the page's query string, read only after hydration (the prerendered page has none). */
export function tokenFrom(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/** The words of a link page that acts only on a press (confirm an address, an alert). */
export interface PressCopy {
  intro: string;
  confirm: string;
  confirming: string;
  retry: string;
  failedTitle: string;
  failedText: string;
}

/**
 * The task of a confirmation link before its answer: the intro (or why the last try failed) and the
 * button, disabled until the page has hydrated. Whether the link has a token is known only then (the
 * prerendered page has no query string), so the answer for a link without one is laid out in the
 * same grid cell from first paint, invisible: the card keeps its height when the answer changes (no
 * layout shift), and that answer's heading takes the focus when it shows.
 */
export function PressToConfirm({
  copy,
  step,
  hydrated,
  missingToken,
  onPress,
}: {
  copy: PressCopy;
  step: 'idle' | 'sending' | 'failed';
  hydrated: boolean;
  /** The answer for a link without a token: shown once hydrated if `shown`. */
  missingToken: { shown: boolean; title: string; children: ReactNode };
  onPress: () => void;
}) {
  const missing = hydrated && missingToken.shown;
  return (
    <div className="grid">
      <AnswerLayer shown={!missing} className="flex flex-col gap-6">
        {step === 'failed' ? (
          <LinkResult tone="problem" title={copy.failedTitle}>
            <p className="text-slate-700">{copy.failedText}</p>
          </LinkResult>
        ) : (
          <p className="text-lg text-slate-700">{copy.intro}</p>
        )}
        <Button className="self-start" disabled={!hydrated || step === 'sending'} onClick={onPress}>
          {step === 'sending' ? copy.confirming : step === 'failed' ? copy.retry : copy.confirm}
        </Button>
      </AnswerLayer>
      <AnswerLayer shown={missing}>
        <LinkResult active={missing} tone="problem" title={missingToken.title}>
          {missingToken.children}
        </LinkResult>
      </AnswerLayer>
    </div>
  );
}

/** One of the answers stacked in the same grid cell: laid out always, shown (and reachable) only when `shown`. */
function AnswerLayer({ shown, className, children }: { shown: boolean; className?: string; children: ReactNode }) {
  return (
    <div
      className={cn('col-start-1 row-start-1', className, !shown && 'invisible')}
      aria-hidden={!shown || undefined}
      inert={!shown}
    >
      {children}
    </div>
  );
}
