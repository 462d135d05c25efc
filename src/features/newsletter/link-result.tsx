import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

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
export function LinkCard({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </section>
  );
}

/** The `token` of the page's query string, read only after hydration (the prerendered page has none). */
export function tokenFrom(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}
