// The investment page's content sections (docs/product-rules.md, "Pages"): market overview, options, purchase
// process, costs and taxes, residency and tax, market trends (with the consultation form beside),
// and the closing call to action. Copy comes from the page's copy modules, figures from facts.ts.
import {
  BadgeEuro,
  Building2,
  ClipboardCheck,
  FileSignature,
  Home,
  KeyRound,
  Landmark,
  Palmtree,
  PieChart,
  Search,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { IconBadge } from '@/components/sections/icon-badge';
import { SectionHeading } from '@/components/sections/section-heading';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { INVESTMENT_MINIMUMS } from '@/lib/content/business-figures';
import { formatEuro } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import type { InvestmentPageCopy } from './copy.en';

/** Ids the hero's scroll buttons aim at. */
export const SECTION_IDS = {
  marketOverview: 'market-overview',
  marketTrends: 'market-trends',
  calculator: 'investment-calculator',
} as const;

export function MarketOverviewSection({ content }: { content: InvestmentPageCopy['market'] }) {
  return (
    <section aria-labelledby={SECTION_IDS.marketOverview} className="bg-slate-50 py-16 sm:py-20">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id={SECTION_IDS.marketOverview}
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-2 rounded-2xl border border-brand-100 bg-white p-5"
            >
              <dt className="text-sm leading-snug text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const OPTION_ICONS: Record<keyof typeof INVESTMENT_MINIMUMS, LucideIcon> = {
  residential: Home,
  commercial: Building2,
  tourism: Palmtree,
  funds: PieChart,
};

export function OptionsSection({ content }: { content: InvestmentPageCopy['options'] }) {
  const { lang } = useI18n();
  return (
    <section aria-labelledby="investment-options-title" className="py-16 sm:py-20">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id="investment-options-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.items.map((item) => {
            const id = item.id as keyof typeof INVESTMENT_MINIMUMS;
            return (
              <li
                key={item.id}
                className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <IconBadge icon={OPTION_ICONS[id]} className="bg-brand-50 text-brand-700" />
                <h3 className="text-xl font-semibold text-slate-900">{item.title}</h3>
                <p className="flex-1 leading-relaxed text-slate-700">{item.text}</p>
                <p className="font-semibold text-accent-800">
                  {fill(content.minimumLabel, { amount: formatEuro(INVESTMENT_MINIMUMS[id], lang) })}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

const STEP_ICONS: readonly LucideIcon[] = [Landmark, Search, FileSignature, KeyRound];

export function ProcessSection({ content }: { content: InvestmentPageCopy['process'] }) {
  return (
    <section aria-labelledby="investment-process-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id="investment-process-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
          tone="dark"
        />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-2xl bg-white/10 p-6">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-300 font-bold text-brand-900"
                >
                  {index + 1}
                </span>
                <IconBadge icon={STEP_ICONS[index] ?? ClipboardCheck} size="sm" className="text-accent-300" />
              </div>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="leading-relaxed text-brand-100">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-2xl border border-white/20 p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <ClipboardCheck aria-hidden className="size-5 shrink-0 text-accent-300" />
            {content.dueDiligence.title}
          </h3>
          <p className="mt-2 text-brand-100">{content.dueDiligence.text}</p>
          <ul className="mt-3 flex list-disc flex-col gap-1 ps-5 text-brand-50">
            {content.dueDiligence.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function TextCards({ items, icon }: { items: readonly { title: string; text: string }[]; icon: LucideIcon }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <IconBadge icon={icon} className="bg-accent-50 text-accent-800" />
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CostsSection({ content }: { content: InvestmentPageCopy['costs'] }) {
  const { lang } = useI18n();
  return (
    <section aria-labelledby="investment-costs-title" className="py-16 sm:py-20">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id="investment-costs-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <TextCards items={content.items} icon={BadgeEuro} />
        <p className="mt-8">
          <Link
            to={localizedPath(lang, 'purchaseCosts')}
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {content.calculatorLink}
          </Link>
        </p>
      </div>
    </section>
  );
}

export function ResidencySection({ content }: { content: InvestmentPageCopy['residency'] }) {
  return (
    <section aria-labelledby="investment-residency-title" className="bg-slate-50 py-16 sm:py-20">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id="investment-residency-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <TextCards items={content.items} icon={Landmark} />
      </div>
    </section>
  );
}

export function TrendsSection({ content, aside }: { content: InvestmentPageCopy['trends']; aside: ReactNode }) {
  return (
    <section aria-labelledby={SECTION_IDS.marketTrends} className="py-16 sm:py-20">
      <div className={cn(PAGE_CONTAINER, 'grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12')}>
        <div>
          <SectionHeading id={SECTION_IDS.marketTrends} eyebrow={content.eyebrow} title={content.title} />
          <div className="mt-6 flex flex-col gap-4 text-lg leading-relaxed text-slate-700">
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        {aside}
      </div>
    </section>
  );
}

export function ContactCtaSection({ content }: { content: InvestmentPageCopy['cta'] }) {
  const { lang } = useI18n();
  return (
    <section aria-labelledby="investment-cta-title" className="pb-16 sm:pb-24">
      <div className={PAGE_CONTAINER}>
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-8 text-white sm:p-12">
          <h2 id="investment-cta-title" className="text-2xl font-bold text-balance sm:text-3xl">
            {content.title}
          </h2>
          <p className="max-w-2xl text-lg text-brand-50">{content.text}</p>
          <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
            <Link to={localizedPath(lang, 'contact')}>{content.button}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
