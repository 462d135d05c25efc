import type { ReactNode } from 'react';

/** The opening band of a page: its one h1, a subtitle, and optional actions. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white print:bg-none print:text-black">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 print:py-2">
        <h1 className="max-w-3xl text-3xl font-bold leading-tight text-balance sm:text-5xl print:text-2xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl print:mt-1 print:text-sm print:text-black">
          {subtitle}
        </p>
        {children && <div className="mt-8 flex flex-wrap gap-3 print:hidden">{children}</div>}
      </div>
    </section>
  );
}
