import {
  AlertCircle,
  Briefcase,
  Coins,
  HeartHandshake,
  Laptop,
  Landmark,
  Sun,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { IconBadge } from '@/components/sections/icon-badge';
import { SectionHeading } from '@/components/sections/section-heading';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { RelocationStatusSelector } from '@/features/relocation-status/relocation-status-selector';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import type { RelocationCopy } from './copy.en';

type CardId = RelocationCopy['whyMove']['cards'][number]['id'];
type VisaId = RelocationCopy['visas']['cards'][number]['id'];

const WHY_ICONS: Record<CardId, LucideIcon> = { cost: Wallet, quality: Sun, community: Users };
const VISA_ICONS: Record<VisaId, LucideIcon> = { d7: Coins, d8: Laptop, hqa: Briefcase, golden: Landmark };

function WhyMoveSection({ content }: { content: RelocationCopy['whyMove'] }) {
  return (
    <section aria-labelledby="relocation-why-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading id="relocation-why-title" title={content.title} intro={content.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {content.cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <IconBadge icon={WHY_ICONS[card.id]} className="bg-brand-50 text-brand-700" />
              <h3 className="text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="leading-relaxed text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function VisaSection({ content }: { content: RelocationCopy['visas'] }) {
  return (
    <section aria-labelledby="relocation-visas-title" className="border-t border-slate-100 py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading id="relocation-visas-title" title={content.title} intro={content.intro} />
        <ul className="grid gap-6 md:grid-cols-2">
          {content.cards.map((card) => (
            <li key={card.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-4">
                <IconBadge icon={VISA_ICONS[card.id]} className="bg-brand-700 text-white" />
                <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">
                  {card.badge}
                </span>
              </div>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-1 font-medium text-brand-800">{card.subtitle}</p>
              <p className="mt-3 leading-relaxed text-slate-600">{card.description}</p>
              <h4 className="mt-5 text-sm font-semibold text-slate-900">{content.requirementsLabel}</h4>
              <ul className="mt-2 flex list-disc flex-col gap-2 ps-5 text-slate-700 marker:text-brand-600">
                {card.requirements.map((requirement) => (
                  <li key={requirement} className="leading-relaxed">
                    {requirement}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="relocation-important-title"
          className="rounded-2xl border-s-4 border-accent-500 bg-accent-50 p-6 sm:p-8"
        >
          <h3 id="relocation-important-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <AlertCircle aria-hidden className="size-6 shrink-0 text-accent-800" />
            {content.importantTitle}
          </h3>
          <ul className="mt-4 flex list-disc flex-col gap-3 ps-5 text-slate-800 marker:text-accent-700">
            {content.important.map((point) => (
              <li key={point} className="leading-relaxed">
                {point}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}

function PreparationSection({ content }: { content: RelocationCopy['preparation'] }) {
  return (
    <section aria-labelledby="relocation-preparation-title" className="bg-slate-50 py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading id="relocation-preparation-title" title={content.title} intro={content.intro} />
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ExpectSection({ content }: { content: RelocationCopy['expect'] }) {
  return (
    <section aria-labelledby="relocation-expect-title" className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 sm:px-6">
        <SectionHeading id="relocation-expect-title" title={content.title} />
        {content.paragraphs.map((paragraph, index) => (
          <p key={index} className="text-lg leading-relaxed text-slate-700">
            <RichText value={paragraph} />
          </p>
        ))}
      </div>
    </section>
  );
}

function ClosingSection({ content }: { content: RelocationCopy['closing'] }) {
  return (
    <CallToActionBand
      id="relocation-closing-title"
      icon={HeartHandshake}
      title={content.title}
      text={content.text}
      primary={{ to: 'contact', label: content.contactButton }}
      secondary={{ to: 'investment', label: content.investmentButton }}
    />
  );
}

/**
 * Relocation guide (docs/product-rules.md, "Pages"): hero with a consultation button, why move, the Hebrew-only
 * "What is your situation?" selector, visa options with "Important to Know", preparation steps,
 * what to expect, and a closing call to action.
 */
export default function RelocationPage({ copy }: PageProps<RelocationCopy>) {
  const { lang } = useI18n();
  return (
    <>
      <RouteHero>
        <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
          <Link to={localizedPath(lang, 'contact')}>{copy.hero.consultationButton}</Link>
        </Button>
      </RouteHero>
      <WhyMoveSection content={copy.whyMove} />
      {copy.situation && <RelocationStatusSelector content={copy.situation} />}
      <VisaSection content={copy.visas} />
      <PreparationSection content={copy.preparation} />
      <ExpectSection content={copy.expect} />
      <ClosingSection content={copy.closing} />
    </>
  );
}
