import { Info, Percent, PlusCircle, UserSearch, Wallet, type LucideIcon } from 'lucide-react';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { IconBadge } from '@/components/sections/icon-badge';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import { ManagementCalculator } from '@/features/management-calculator/management-calculator';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import { buildFaqPage } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import type { CalculateCostCopy } from './copy.en';

const AVERAGE_ICONS: Record<string, LucideIcon> = {
  percentage: Percent,
  placement: UserSearch,
  pricing: Wallet,
  extras: PlusCircle,
};

/** The cost calculator page (docs/product-rules.md, "Pages"): market averages, the calculator, fee differences, FAQ. */
export default function CalculateCostPage({ copy }: PageProps<CalculateCostCopy>) {
  const { lang } = useI18n();
  return (
    <>
      <RouteHero />

      <section aria-labelledby="cc-averages-title" className="py-16 sm:py-20">
        <div className={PAGE_CONTAINER}>
          <SectionHeading
            id="cc-averages-title"
            eyebrow={copy.averages.eyebrow}
            title={copy.averages.title}
            intro={copy.averages.intro}
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {copy.averages.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
                <IconBadge icon={AVERAGE_ICONS[item.id] ?? Info} className="bg-brand-50 text-brand-700" />
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p>
                  <span className="block text-2xl font-bold text-brand-800">{item.value}</span>
                  <span className="mt-1 block text-slate-600">{item.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="calculator"
        aria-labelledby="cc-calculator-title"
        className="scroll-mt-24 border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
      >
        <div className={PAGE_CONTAINER}>
          <ManagementCalculator copy={copy.calculator} idPrefix="cc-calculator" />
        </div>
      </section>

      <section aria-labelledby="cc-differences-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="cc-differences-title" className="text-3xl font-bold text-balance text-slate-900 sm:text-4xl">
            {copy.differences.title}
          </h2>
          <div className="mt-6 flex flex-col gap-4 text-lg leading-relaxed text-slate-700">
            {copy.differences.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <FaqAccordion id="cc-faq-title" title={copy.faq.title} items={copy.faq.items} />

      <aside aria-labelledby="cc-disclaimer-title" className="pb-16 sm:pb-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            <h2 id="cc-disclaimer-title" className="font-semibold text-slate-900">
              {copy.disclaimer.title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed">{copy.disclaimer.text}</p>
          </div>
        </div>
      </aside>

      <JsonLdScripts blocks={[buildFaqPage(absoluteUrl(localizedPath(lang, 'calculateCost')), lang, copy.faq.items)]} />
    </>
  );
}
