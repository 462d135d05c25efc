import {
  ArrowRight,
  CalendarClock,
  ClipboardCheck,
  DoorOpen,
  Euro,
  FilePen,
  House,
  Info,
  KeyRound,
  Landmark,
  Languages,
  PiggyBank,
  Scale,
  ShieldCheck,
  TriangleAlert,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { HydratedLater } from '@/components/layout/hydrated-later';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { IconBadge } from '@/components/sections/icon-badge';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import {
  TemplateDownloadHeroButton,
  TemplateDownloadSection,
} from '@/features/rental-template/template-download-section';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import { buildFaqPage } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import type { RentalAgreementCopy } from './copy.en';

const BENEFIT_ICONS: Record<string, LucideIcon> = {
  bilingual: Languages,
  law: Scale,
  ready: FilePen,
  registration: ClipboardCheck,
};

const SECTION_ICONS: Record<string, LucideIcon> = {
  parties: Users,
  property: House,
  period: CalendarClock,
  rent: Euro,
  deposit: PiggyBank,
  maintenance: Wrench,
  uses: KeyRound,
  termination: DoorOpen,
  insurance: ShieldCheck,
  jurisdiction: Landmark,
};

/** Ordered steps with their numbers in badges (the list's own numbers are hidden). */
function NumberedSteps({ steps }: { steps: readonly { title?: string; text: string }[] }) {
  return (
    <ol className="mt-8 flex flex-col gap-4">
      {steps.map((step, index) => (
        <li key={step.title ?? step.text} className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            {step.title && <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>}
            <p className={step.title ? 'mt-1 text-slate-700' : 'pt-1 text-slate-800'}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The rental agreement template page (docs/product-rules.md, "Pages"): hero with a button to the download form, the
 * legal-advice alert, benefits, the template's ten sections, a five-step guide, the FAQ (also as
 * FAQPage structured data), notes, the download form, usage, the warning on generic templates, the
 * disclaimer and links to further help.
 */
export default function RentalAgreementPage({ copy }: PageProps<RentalAgreementCopy>) {
  const { lang } = useI18n();
  const faqData = buildFaqPage(absoluteUrl(localizedPath(lang, 'rentalAgreement')), lang, copy.faq.items);
  return (
    <>
      <RouteHero>
        <TemplateDownloadHeroButton>{copy.heroButton}</TemplateDownloadHeroButton>
      </RouteHero>

      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <aside
          aria-labelledby="rental-alert-title"
          className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <Info aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-800" />
          <div>
            <h2 id="rental-alert-title" className="font-semibold">
              {copy.alert.title}
            </h2>
            <p className="mt-1">{copy.alert.text}</p>
          </div>
        </aside>
      </div>

      <HydratedLater>
        <section aria-labelledby="rental-benefits-title" className="py-14 sm:py-20">
          <div className={PAGE_CONTAINER}>
            <SectionHeading id="rental-benefits-title" title={copy.benefits.title} />
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {copy.benefits.items.map((item) => (
                <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <IconBadge icon={BENEFIT_ICONS[item.id] ?? FilePen} className="bg-brand-50 text-brand-700" />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 text-slate-700">{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="rental-sections-title" className="bg-slate-50 py-14 sm:py-20">
          <div className={PAGE_CONTAINER}>
            <SectionHeading id="rental-sections-title" title={copy.sections.title} intro={copy.sections.intro} />
            <ol className="mt-10 grid gap-4 sm:grid-cols-2">
              {copy.sections.items.map((item, index) => (
                <li key={item.id} className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm">
                  <IconBadge icon={SECTION_ICONS[item.id] ?? FilePen} className="bg-accent-50 text-accent-800" />
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">
                      <span className="text-brand-700">{index + 1}. </span>
                      {item.title}
                    </h3>
                    <p className="mt-1 text-slate-700">{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="rental-guide-title" className="py-14 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <SectionHeading id="rental-guide-title" title={copy.guide.title} />
            <NumberedSteps steps={copy.guide.steps} />
          </div>
        </section>

        <FaqAccordion id="rental-faq-title" title={copy.faq.title} items={copy.faq.items} />

        <section aria-labelledby="rental-notes-title" className="py-14 sm:py-16">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <SectionHeading id="rental-notes-title" title={copy.notes.title} />
            <ul className="mt-6 flex list-disc flex-col gap-3 ps-6 text-slate-800 marker:text-brand-700">
              {copy.notes.items.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </section>
      </HydratedLater>

      <TemplateDownloadSection text={copy.download} />

      <HydratedLater>
        <section aria-labelledby="rental-usage-title" className="bg-slate-50 py-14 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <SectionHeading id="rental-usage-title" title={copy.usage.title} />
            <NumberedSteps steps={copy.usage.steps.map((text) => ({ text }))} />
          </div>
        </section>

        <section aria-labelledby="rental-warning-title" className="py-14 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <div className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8">
              <div className="flex items-center gap-3">
                <TriangleAlert aria-hidden className="size-7 shrink-0 text-red-700" />
                <h2 id="rental-warning-title" className="text-2xl font-bold text-red-950 sm:text-3xl">
                  {copy.warning.title}
                </h2>
              </div>
              <p className="mt-4 text-red-950">{copy.warning.intro}</p>
              <ul className="mt-4 flex list-disc flex-col gap-3 ps-6 text-red-950 marker:text-red-700">
                {copy.warning.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section aria-labelledby="rental-disclaimer-title" className="pb-14 sm:pb-16">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <h2 id="rental-disclaimer-title" className="text-lg font-semibold text-slate-900">
              {copy.disclaimer.title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{copy.disclaimer.text}</p>
          </div>
        </section>

        <section aria-labelledby="rental-help-title" className="bg-brand-900 py-14 text-white sm:py-20">
          <div className={PAGE_CONTAINER}>
            <SectionHeading id="rental-help-title" title={copy.help.title} intro={copy.help.intro} tone="dark" />
            <ul className="mt-10 grid gap-4 md:grid-cols-3">
              {copy.help.links.map((link) => (
                <li key={link.id}>
                  <Link
                    to={localizedPath(lang, link.id)}
                    className="group flex h-full flex-col gap-2 rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 hover:bg-white/15"
                  >
                    <span className="flex items-center gap-2 text-lg font-semibold text-white">
                      {link.title}
                      <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                    </span>
                    <span className="text-brand-100">{link.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydratedLater>

      <JsonLdScripts blocks={[faqData]} />
    </>
  );
}
