import { Calculator, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formLoadedLater } from '@/components/forms/form-loaded-later';
import { SectionBoundary } from '@/components/layout/error-fallbacks';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { hasCalculatorQuery, queryWithoutInputs } from '@/features/investment-calculator/calculator-query';
import type * as CalculatorModule from '@/features/investment-calculator/investment-calculator';
import { estimateSummary } from '@/features/investment-consultation/estimate-summary-loader';
import { onDemand } from '@/lib/async/on-demand';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import type { InvestmentEstimatePayload } from '@shared/validation/investment-lead';
import type { InvestmentPageCopy } from './copy.en';
import {
  ContactCtaSection,
  CostsSection,
  MarketOverviewSection,
  OptionsSection,
  ProcessSection,
  ResidencySection,
  SECTION_IDS,
  TrendsSection,
} from './investment-sections';
import { scrollToSection } from './scroll-to-section';
import { buildInvestmentOffers } from './structured-data';

// The form's code and react-hook-form come after the page is ready (docs/delivery.md).
const ConsultationForm = formLoadedLater(() =>
  import('@/features/investment-consultation/consultation-form').then((module) => module.ConsultationForm),
);

// The calculator is not in the page until the hero's toggle (or a shared link) opens it, so its code
// loads on demand: when the visitor points at or focuses the toggle, or when it opens.
const calculator = onDemand<typeof CalculatorModule>(
  () => import('@/features/investment-calculator/investment-calculator'),
);
/** The one lead form's box, which the calculator's offer button controls. */
const LEAD_FORM_ID = 'investment-lead-form';

const InvestmentCalculator = lazy(() => calculator.load().then((module) => ({ default: module.InvestmentCalculator })));

/**
 * The investment page (docs/product-rules.md, "Pages"): hero with scroll buttons and the calculator toggle, the
 * investment-return calculator, market overview, investment options, purchase process, costs and
 * taxes, residency and tax, market trends with the consultation form, contact call to action, and
 * the Offer structured data.
 */
export default function InvestmentPage({ copy }: PageProps<InvestmentPageCopy>) {
  const { lang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const scrollOnOpen = useRef(false);
  // The one lead form carries the calculator's estimate once the visitor asks for an offer
  // (docs/leads.md, "The investment lead"); each request brings it into view.
  const [estimate, setEstimate] = useState<InvestmentEstimatePayload | null>(null);
  const [offerRequests, setOfferRequests] = useState(0);
  // Stable: the form loaded later must get the same props until it hydrates.
  const removeEstimate = useCallback(() => setEstimate(null), []);
  const requestOffer = useCallback((next: InvestmentEstimatePayload) => {
    setEstimate(next);
    setOfferRequests((count) => count + 1);
  }, []);

  // A shared estimate (inputs in the query string) opens the calculator once the page is live.
  const initialSearch = useRef(location.search);
  useEffect(() => {
    if (hasCalculatorQuery(initialSearch.current)) setCalculatorOpen(true);
  }, []);

  useEffect(() => {
    // The form's estimate summary is wanted once the calculator is in use.
    if (calculatorOpen) estimateSummary.preload();
    if (calculatorOpen && scrollOnOpen.current) {
      scrollOnOpen.current = false;
      scrollToSection(SECTION_IDS.calculator, { reducedMotion });
    }
  }, [calculatorOpen, reducedMotion]);

  const toggleCalculator = () => {
    if (calculatorOpen) {
      setCalculatorOpen(false);
      const search = queryWithoutInputs(location.search);
      void navigate(
        { search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    scrollOnOpen.current = true;
    setCalculatorOpen(true);
  };

  return (
    <>
      <RouteHero>
        <Button
          variant="accent"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => scrollToSection(SECTION_IDS.marketTrends, { reducedMotion })}
        >
          {copy.heroActions.start}
        </Button>
        <Button
          variant="outlineOnDark"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => scrollToSection(SECTION_IDS.marketOverview, { reducedMotion })}
        >
          {copy.heroActions.learnMore}
        </Button>
        <Button
          variant="outlineOnDark"
          size="lg"
          aria-expanded={calculatorOpen}
          aria-controls={`${SECTION_IDS.calculator}-section`}
          onClick={toggleCalculator}
          onPointerEnter={calculator.preload}
          onFocus={calculator.preload}
          className="w-full sm:w-auto"
        >
          <Calculator aria-hidden className="size-5" />
          {calculatorOpen ? copy.heroActions.hideCalculator : copy.heroActions.showCalculator}
          <ChevronDown aria-hidden className={`size-5 transition-transform ${calculatorOpen ? 'rotate-180' : ''}`} />
        </Button>
      </RouteHero>

      <section
        id={`${SECTION_IDS.calculator}-section`}
        aria-labelledby={SECTION_IDS.calculator}
        hidden={!calculatorOpen}
        className="border-b border-slate-200 bg-slate-50 py-12 sm:py-16"
      >
        <div className={PAGE_CONTAINER}>
          <SectionHeading id={SECTION_IDS.calculator} title={copy.calculator.title} intro={copy.calculator.intro} />
          {calculatorOpen && (
            <div className="mt-8">
              <Suspense fallback={<LoadingSpinner label={copy.calculator.title} />}>
                <InvestmentCalculator
                  copy={copy.calculator}
                  offer={{
                    formId: LEAD_FORM_ID,
                    attached: estimate !== null,
                    onRequest: requestOffer,
                    onChange: setEstimate,
                  }}
                />
              </Suspense>
            </div>
          )}
        </div>
      </section>

      <MarketOverviewSection content={copy.market} />
      <OptionsSection content={copy.options} />
      <ProcessSection content={copy.process} />
      <CostsSection content={copy.costs} />
      <ResidencySection content={copy.residency} />
      <TrendsSection
        content={copy.trends}
        aside={
          <div
            id={LEAD_FORM_ID}
            className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <div>
              <h3 id="investment-consultation-title" className="text-xl font-semibold text-slate-900">
                {copy.consultation.title}
              </h3>
              <p className="mt-1 text-slate-600">{copy.consultation.intro}</p>
            </div>
            <SectionBoundary>
              <ConsultationForm
                copy={copy.consultation}
                labelledBy="investment-consultation-title"
                idPrefix="investment-consultation"
                estimate={estimate}
                onRemoveEstimate={removeEstimate}
                reveal={offerRequests}
              />
            </SectionBoundary>
          </div>
        }
      />
      <ContactCtaSection content={copy.cta} />
      <JsonLdScripts blocks={[buildInvestmentOffers(lang, copy.structuredData)]} />
    </>
  );
}
