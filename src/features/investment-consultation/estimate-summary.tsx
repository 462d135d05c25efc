import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatEuro, formatPercent } from '@/lib/format/intl';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { InvestmentEstimatePayload } from '@shared/validation/investment-lead';
import type { ConsultationFormCopy } from './consultation-copy';

/** The calculator's figures the lead carries: what the adviser will see, and a way to leave them out. */
export function EstimateSummary({
  copy,
  estimate,
  reveal,
  onRemove,
}: {
  copy: ConsultationFormCopy['estimate'];
  estimate: InvestmentEstimatePayload;
  reveal: number;
  onRemove: () => void;
}) {
  const { lang } = useI18n();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Only a new request brings the summary into view (not a new estimate, nor a change of motion preference).
  const shown = useRef(0);
  useEffect(() => {
    if (reveal === shown.current) return;
    shown.current = reveal;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [reveal, reducedMotion]);

  const euro = (value: number) => formatEuro(value, lang);
  const term = estimate.mortgage_years > 0 ? fill(copy.term, { years: estimate.mortgage_years }) : copy.noMortgage;
  const rows = [
    { id: 'propertyType', label: copy.propertyType, value: copy.types[estimate.property_type] },
    { id: 'propertyValue', label: copy.propertyValue, value: euro(estimate.total_asset_value) },
    { id: 'equity', label: copy.equity, value: euro(estimate.equity) },
    {
      id: 'financing',
      label: fill(copy.financing, { value: formatPercent(estimate.leverage, lang, 0) }),
      value: term,
    },
    { id: 'annualReturn', label: copy.annualReturn, value: formatPercent(estimate.expected_annual_return, lang) },
    { id: 'monthlyIncome', label: copy.monthlyIncome, value: euro(estimate.expected_monthly_income) },
  ];
  return (
    <section
      aria-labelledby={titleId}
      data-testid="lead-estimate"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4"
    >
      <div>
        <h4 id={titleId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          {copy.title}
        </h4>
        <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-2">
        {rows.map((row) => (
          <div key={row.id} className="flex flex-col">
            <dt className="text-slate-600">{row.label}</dt>
            <dd data-estimate={row.id} className="font-semibold text-slate-900">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" size="sm" onClick={onRemove} className="self-start">
        <X aria-hidden className="size-4" />
        {copy.remove}
      </Button>
    </section>
  );
}
