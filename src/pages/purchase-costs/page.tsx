import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { PurchaseCostsCalculator } from '@/features/purchase-costs/purchase-costs-calculator';
import type { PageProps } from '@/lib/routing/page-copy';
import type { PurchaseCostsPageCopy } from './copy.en';

/** The purchase-costs calculator page (docs/calculators.md): the calculator, what it assumes, a disclaimer. */
export default function PurchaseCostsPage({ copy }: PageProps<PurchaseCostsPageCopy>) {
  return (
    <>
      <RouteHero />

      <section
        id="calculator"
        aria-labelledby="pc-calculator-title"
        className="scroll-mt-24 border-y border-slate-200 bg-slate-50 py-16 sm:py-20 print:border-0 print:bg-white print:py-4"
      >
        <div className={PAGE_CONTAINER}>
          <PurchaseCostsCalculator copy={copy.calculator} idPrefix="pc-calculator" />
        </div>
      </section>

      <section aria-labelledby="pc-notes-title" className="py-16 sm:py-20 print:py-4">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="pc-notes-title" className="text-2xl font-bold text-slate-900">
            {copy.notes.title}
          </h2>
          <ul className="mt-4 flex list-disc flex-col gap-2 ps-5 text-slate-700">
            {copy.notes.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            <h2 className="font-semibold text-slate-900">{copy.disclaimer.title}</h2>
            <p className="mt-2 text-sm leading-relaxed">{copy.disclaimer.text}</p>
          </div>
        </div>
      </section>
    </>
  );
}
