import {
  Building2,
  Calculator,
  CalendarCheck,
  Check,
  ClipboardList,
  FileText,
  Hammer,
  HandCoins,
  Languages,
  MapPin,
  MessageSquareText,
  PhoneCall,
  Receipt,
  Search,
  Siren,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { IconBadge } from '@/components/sections/icon-badge';
import { SectionHeading } from '@/components/sections/section-heading';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type * as ContactFormModule from '@/features/contact/contact-form';
import type * as CalculatorModule from '@/features/management-calculator/management-calculator';
import { useCalculatorQuery } from '@/features/management-calculator/use-calculator-query';
import { MANAGEMENT_PACKAGES, PACKAGE_IDS, type PackageId } from '@/features/management-calculator/management-costs';
import { cn } from '@/lib/cn';
import { onDemand } from '@/lib/async/on-demand';
import { formatEuro, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import type { PropertyManagementCopy } from './copy.en';

// Loaded on demand, not with the page: the contact form (form library, validation, submission) when a
// visitor heads for a quote button, the calculator when the hero button reveals it. One shared
// request each; a failed one may be retried.
const contactForm = onDemand<typeof ContactFormModule>(() => import('@/features/contact/contact-form'));
const ContactForm = lazy(() => contactForm.load().then((module) => ({ default: module.ContactForm })));
const calculator = onDemand<typeof CalculatorModule>(
  () => import('@/features/management-calculator/management-calculator'),
);
const ManagementCalculator = lazy(() => calculator.load().then((module) => ({ default: module.ManagementCalculator })));

const AREA_ICON = MapPin;
const SERVICE_ICONS: Record<string, LucideIcon> = {
  tenants: Search,
  rent: HandCoins,
  maintenance: Wrench,
  inspections: CalendarCheck,
  reports: FileText,
  paperwork: ClipboardList,
};
const EMERGENCY_ICONS: Record<string, LucideIcon> = { repairs: Hammer, line: Siren, report: MessageSquareText };
const WHY_ICONS: Record<string, LucideIcon> = {
  local: Building2,
  languages: Languages,
  prices: Receipt,
  contact: UserRound,
};

/** Which quote dialog is open: one per package card, plus the final call to action's; one at a time. */
type QuoteDialog = PackageId | 'final' | null;

/** The property management page (docs/product-rules.md, "Pages"): services, packages, calculator and quote requests. */
export default function PropertyManagementPage({ copy }: PageProps<PropertyManagementCopy>) {
  const { lang } = useI18n();
  const [openQuote, setOpenQuote] = useState<QuoteDialog>(null);
  const quoteDialog = (id: Exclude<QuoteDialog, null>, subject: string) => ({
    open: openQuote === id,
    onOpenChange: (open: boolean) => setOpenQuote((current) => (open ? id : current === id ? null : current)),
    subject,
  });
  const planName = (id: PackageId) => copy.calculator.packages.find((item) => item.id === id)?.name ?? id;

  return (
    <>
      <CalculatorToggle copy={copy} />

      <section aria-labelledby="pm-areas-title" className="py-16 sm:py-20">
        <div className={PAGE_CONTAINER}>
          <SectionHeading
            id="pm-areas-title"
            eyebrow={copy.areas.eyebrow}
            title={copy.areas.title}
            intro={copy.areas.intro}
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-3">
            {copy.areas.items.map((area) => (
              <li key={area.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
                <IconBadge icon={AREA_ICON} className="bg-brand-50 text-brand-700" />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{area.name}</h3>
                  <p className="mt-1 text-slate-600">{area.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pm-services-title" className="bg-slate-50 py-16 sm:py-20">
        <div className={PAGE_CONTAINER}>
          <SectionHeading
            id="pm-services-title"
            eyebrow={copy.services.eyebrow}
            title={copy.services.title}
            intro={copy.services.intro}
          />
          <CardGrid items={copy.services.items} icons={SERVICE_ICONS} className="lg:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="pm-emergency-title" className="bg-brand-900 py-16 text-white sm:py-20">
        <div className={PAGE_CONTAINER}>
          <SectionHeading
            id="pm-emergency-title"
            tone="dark"
            eyebrow={copy.emergency.eyebrow}
            title={copy.emergency.title}
            intro={copy.emergency.intro}
          />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {copy.emergency.items.map((item) => (
              <li key={item.id} className="rounded-2xl bg-white/10 p-6">
                <IconBadge icon={EMERGENCY_ICONS[item.id] ?? PhoneCall} className="bg-white/10 text-accent-300" />
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-brand-50">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pm-why-title" className="py-16 sm:py-20">
        <div className={PAGE_CONTAINER}>
          <SectionHeading id="pm-why-title" eyebrow={copy.whyUs.eyebrow} title={copy.whyUs.title} />
          <CardGrid items={copy.whyUs.items} icons={WHY_ICONS} className="lg:grid-cols-4" />
        </div>
      </section>

      <section aria-labelledby="pm-pricing-title" className="bg-slate-50 py-16 sm:py-20">
        <div className={PAGE_CONTAINER}>
          <SectionHeading
            id="pm-pricing-title"
            eyebrow={copy.pricing.eyebrow}
            title={copy.pricing.title}
            intro={copy.pricing.intro}
          />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3" data-testid="pricing-table">
            {PACKAGE_IDS.map((id) => {
              const pkg = MANAGEMENT_PACKAGES[id];
              const text = copy.calculator.packages.find((item) => item.id === id);
              const featured = id === 'plus';
              return (
                <li
                  key={id}
                  data-testid={`pricing-${id}`}
                  className={cn(
                    'flex flex-col gap-4 rounded-2xl border-2 bg-white p-6 sm:p-8',
                    featured ? 'border-brand-700 shadow-lg' : 'border-slate-200',
                  )}
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="text-2xl font-bold text-slate-900">{text?.name}</h3>
                    {featured && (
                      <span className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800 ring-1 ring-accent-200">
                        {copy.pricing.popular}
                      </span>
                    )}
                  </div>
                  <p className="text-slate-600">{text?.tagline}</p>
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="text-4xl font-bold text-brand-800">{formatPercent(pkg.percent, lang, 0)}</span>
                    <span className="text-slate-600">{copy.pricing.percentOfRent}</span>
                  </p>
                  <ul className="flex flex-col gap-1 text-sm text-slate-700">
                    <li>{fill(copy.pricing.minimum, { amount: formatEuro(pkg.minimumEuros, lang) })}</li>
                    <li>{fill(copy.pricing.tenantSearch, { fraction: text?.tenantSearch ?? '' })}</li>
                  </ul>
                  <ul className="flex flex-1 flex-col gap-2 border-t border-slate-200 pt-4">
                    {text?.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2 text-slate-700">
                        <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <QuoteButton
                    copy={copy}
                    {...quoteDialog(id, fill(copy.quoteModal.subjectPlan, { plan: planName(id) }))}
                    testId={`quote-dialog-${id}`}
                    variant={featured ? 'accent' : 'primary'}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pm-additional-title" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="pm-additional-title"
              eyebrow={copy.additional.eyebrow}
              title={copy.additional.title}
              intro={copy.additional.intro}
            />
            <ul className="mt-8 flex flex-col gap-3">
              {copy.additional.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-slate-700">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="pm-notes-title" className="self-start rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 id="pm-notes-title" className="text-2xl font-bold text-slate-900">
              {copy.notes.title}
            </h2>
            <ul className="mt-5 flex flex-col gap-3">
              {copy.notes.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-slate-800">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section aria-labelledby="pm-final-title" className="bg-brand-800 py-16 text-white sm:py-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center sm:px-6">
          <h2 id="pm-final-title" className="text-3xl font-bold text-balance sm:text-4xl">
            {copy.finalCta.title}
          </h2>
          <p className="text-lg text-brand-50">{copy.finalCta.text}</p>
          <QuoteButton
            copy={copy}
            {...quoteDialog('final', copy.quoteModal.subject)}
            label={copy.finalCta.quoteButton}
            testId="quote-dialog-final"
            variant="accent"
          />
          <Link
            to={localizedPath(lang, 'contact')}
            className="font-semibold text-accent-200 underline underline-offset-4 hover:text-white"
          >
            {copy.finalCta.contactLink}
          </Link>
        </div>
      </section>
    </>
  );
}

/** The hero with its two actions, and the calculator section the second one reveals. */
function CalculatorToggle({ copy }: { copy: PropertyManagementCopy }) {
  const { lang } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const query = useCalculatorQuery();
  // Closed by default; a shared link with calculator inputs opens it.
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? query.rent !== '';
  const [scrollRequest, setScrollRequest] = useState(0);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (scrollRequest === 0) return;
    section.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [scrollRequest, reducedMotion]);

  const toggle = () => {
    setOpen(!shown);
    if (!shown) setScrollRequest((count) => count + 1);
  };

  return (
    <>
      <RouteHero>
        <Button asChild variant="accent" size="lg">
          <Link to={localizedPath(lang, 'contact')}>{copy.heroActions.consultation}</Link>
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="text-white"
          aria-expanded={shown}
          aria-controls="pm-calculator"
          onClick={toggle}
          onPointerEnter={calculator.preload}
          onFocus={calculator.preload}
        >
          <Calculator aria-hidden className="size-5" />
          {copy.heroActions.calculator}
        </Button>
      </RouteHero>
      <section
        id="pm-calculator"
        ref={section}
        aria-labelledby={shown ? 'pm-calculator-title' : undefined}
        hidden={!shown}
        className="scroll-mt-24 border-b border-slate-200 bg-white py-16 sm:py-20"
      >
        {shown && (
          <div className={PAGE_CONTAINER}>
            <Suspense fallback={<LoadingSpinner label={copy.calculator.title} />}>
              <ManagementCalculator copy={copy.calculator} idPrefix="pm-calculator" />
            </Suspense>
          </div>
        )}
      </section>
    </>
  );
}

function CardGrid({
  items,
  icons,
  className,
}: {
  items: readonly { id: string; title: string; text: string }[];
  icons: Record<string, LucideIcon>;
  className?: string;
}) {
  return (
    <ul className={cn('mt-10 grid gap-5 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-6">
          <IconBadge icon={icons[item.id] ?? Check} className="bg-brand-50 text-brand-700" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

interface QuoteButtonProps {
  copy: PropertyManagementCopy;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sent as the contact submission's subject. */
  subject: string;
  label?: string;
  testId: string;
  variant: 'primary' | 'accent';
}

/** A 'Get Customized Quote' button and the quote-request dialog it opens (the contact form, lazily). */
function QuoteButton({ copy, open, onOpenChange, subject, label, testId, variant }: QuoteButtonProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.quoteModal.title}
      description={copy.quoteModal.description}
      size="lg"
      data-testid={testId}
      trigger={
        <Button
          variant={variant}
          size="lg"
          className="w-full sm:w-auto"
          onPointerEnter={contactForm.preload}
          onFocus={contactForm.preload}
        >
          {label ?? copy.pricing.quoteButton}
        </Button>
      }
    >
      <ContactForm subject={subject} service="property" idPrefix={testId} rateLimitKey="contact" />
    </ModalDialog>
  );
}
