import { Check } from 'lucide-react';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { onDemand } from '@/lib/async/on-demand';
import { cn } from '@/lib/cn';
import { formatEuro, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { ManagementCalculatorCopy } from './copy.en';
import {
  calculateManagementCosts,
  MANAGEMENT_PACKAGES,
  MAX_MONTHLY_RENT,
  parseRent,
  VAT_PERCENT,
  writeCalculatorQuery,
  type PackageCost,
  type PackageId,
} from './management-costs';
import type * as LeadFormModule from './management-lead-form';
import { useCalculatorQuery } from './use-calculator-query';

// The lead form (form library, validation, submission) loads once packages are on screen, not with
// the page. One shared request; a failed one may be retried.
const leadForm = onDemand<typeof LeadFormModule>(() => import('./management-lead-form'));
const ManagementLeadForm = lazy(leadForm.load);
const preloadLeadForm = leadForm.preload;

export interface ManagementCalculatorProps {
  copy: ManagementCalculatorCopy;
  /** Prefix of element ids (two calculators never share a page, but pages name their sections). */
  idPrefix?: string;
}

/**
 * The management-cost calculator (docs/product-rules.md, "Calculators (short)"; docs/calculators.md): a monthly rent, the three packages' monthly
 * and tenant search fees for it, and, once a package is chosen, its details, the VAT note and the
 * lead form. The rent and package are kept in the URL query string (bad values are ignored).
 */
export function ManagementCalculator({ copy, idPrefix = 'management-calculator' }: ManagementCalculatorProps) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useCalculatorQuery();
  // What the visitor typed and chose; until then, what the URL holds.
  const [typedRent, setTypedRent] = useState<string | null>(null);
  const [chosenPlan, setChosenPlan] = useState<PackageId | null>(null);
  const rentText = typedRent ?? query.rent;
  const plan = chosenPlan ?? query.plan;

  const parsed = parseRent(rentText);
  const rent = parsed.kind === 'valid' ? parsed.rent : null;
  const costs = calculateManagementCosts(rent);
  const selected = costs?.find((cost) => cost.id === plan) ?? null;

  const ids = {
    title: `${idPrefix}-title`,
    rent: `${idPrefix}-rent`,
    rentHint: `${idPrefix}-rent-hint`,
    rentError: `${idPrefix}-rent-error`,
    packages: `${idPrefix}-packages-title`,
    details: `${idPrefix}-details-title`,
  };

  const keepInUrl = (nextRent: string, nextPlan: PackageId | null) => {
    const search = writeCalculatorQuery(location.search, nextRent, nextPlan);
    if (search === location.search) return;
    void navigate({ search, hash: location.hash }, { replace: true, preventScrollReset: true });
  };

  const onRentChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedRent(event.target.value);
    // The package chosen (or taken from the URL) stays chosen while the rent is edited, even when the
    // URL drops it for an invalid rent.
    setChosenPlan(plan);
    keepInUrl(event.target.value, plan);
  };

  const choose = (id: PackageId) => {
    setChosenPlan(id);
    keepInUrl(rentText, id);
  };

  const rentError =
    parsed.kind === 'invalid'
      ? copy.rentInvalid
      : parsed.kind === 'tooLarge'
        ? fill(copy.rentTooLarge, { max: formatEuro(MAX_MONTHLY_RENT, lang) })
        : null;

  return (
    <div className="flex flex-col gap-8" data-testid="management-calculator">
      <div className="max-w-3xl">
        <h2 id={ids.title} className="text-3xl font-bold text-balance text-slate-900 sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{copy.intro}</p>
      </div>

      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor={ids.rent} className="font-semibold text-slate-900">
          {copy.rentLabel}
        </label>
        <input
          id={ids.rent}
          name="rent"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={rentText}
          onChange={onRentChange}
          placeholder={copy.rentPlaceholder}
          aria-invalid={rentError ? true : undefined}
          aria-describedby={rentError ? `${ids.rentHint} ${ids.rentError}` : ids.rentHint}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white px-4 text-lg text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600 rtl:text-right"
        />
        <p id={ids.rentHint} className="text-sm text-slate-600">
          {copy.rentHint}
        </p>
        <p id={ids.rentError} role="status" className="text-sm text-red-700 empty:hidden">
          {rentError}
        </p>
      </div>

      <section aria-labelledby={ids.packages} id="packages" className="scroll-mt-24">
        <h3 id={ids.packages} className="text-2xl font-bold text-slate-900">
          {copy.packagesTitle}
        </h3>
        {costs ? (
          <ul className="mt-5 grid gap-5 md:grid-cols-3" data-testid="package-cards">
            {costs.map((cost) => (
              <PackageCard
                key={cost.id}
                copy={copy}
                cost={cost}
                selected={cost.id === plan}
                onChoose={() => choose(cost.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{copy.packagesHint}</p>
        )}
      </section>

      {selected && rent !== null && (
        <section
          aria-labelledby={ids.details}
          className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          data-testid="package-details"
        >
          <PackageDetails copy={copy} cost={selected} titleId={ids.details} />
          <Suspense fallback={<LoadingSpinner label={copy.form.title} />}>
            <ManagementLeadForm copy={copy} rent={rent} cost={selected} idPrefix={`${idPrefix}-lead`} />
          </Suspense>
        </section>
      )}
    </div>
  );
}

function packageText(copy: ManagementCalculatorCopy, id: PackageId) {
  const text = copy.packages.find((item) => item.id === id);
  if (!text) throw new Error(`No copy for the ${id} package`);
  return text;
}

function PackageCard({
  copy,
  cost,
  selected,
  onChoose,
}: {
  copy: ManagementCalculatorCopy;
  cost: PackageCost;
  selected: boolean;
  onChoose: () => void;
}) {
  const { lang } = useI18n();
  const text = packageText(copy, cost.id);
  const pkg = MANAGEMENT_PACKAGES[cost.id];
  return (
    <li
      data-testid={`package-${cost.id}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border-2 p-5 transition-colors',
        selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h4 className="text-xl font-bold text-slate-900">{text.name}</h4>
        {selected && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
            <Check aria-hidden className="size-4" />
            {copy.selectedBadge}
          </span>
        )}
      </div>
      <p className="text-slate-600">{text.tagline}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-brand-800" data-testid="monthly-fee">
          {formatEuro(cost.monthlyFee, lang)}
        </span>
        <span className="text-slate-600">{copy.perMonth}</span>
      </p>
      <p className="text-sm text-slate-700">
        {fill(copy.priceRule, {
          percent: formatPercent(pkg.percent, lang, 0),
          minimum: formatEuro(pkg.minimumEuros, lang),
        })}
      </p>
      {cost.minimumApplies && <p className="text-sm font-medium text-accent-800">{copy.minimumApplies}</p>}
      <p className="text-sm text-slate-700" data-testid="tenant-search-fee">
        {fill(copy.tenantSearchLine, { amount: formatEuro(cost.tenantSearchFee, lang) })} ({text.tenantSearch})
      </p>
      <Button
        variant={selected ? 'primary' : 'outline'}
        className={cn('mt-auto', !selected && 'text-brand-700')}
        aria-pressed={selected}
        onClick={onChoose}
        onPointerEnter={preloadLeadForm}
        onFocus={preloadLeadForm}
      >
        {fill(copy.choose, { name: text.name })}
      </Button>
    </li>
  );
}

function PackageDetails({
  copy,
  cost,
  titleId,
}: {
  copy: ManagementCalculatorCopy;
  cost: PackageCost;
  titleId: string;
}) {
  const { lang } = useI18n();
  const text = packageText(copy, cost.id);
  const withVat = (amount: number) => fill(copy.details.withVat, { amount: formatEuro(amount, lang) });
  return (
    <div className="flex flex-col gap-5">
      <h3 id={titleId} className="text-xl font-bold text-slate-900">
        {fill(copy.details.title, { name: text.name })}
      </h3>
      <dl className="grid gap-4">
        <div>
          <dt className="text-sm text-slate-600">{copy.details.monthlyFee}</dt>
          <dd className="text-2xl font-bold text-brand-800">
            {formatEuro(cost.monthlyFee, lang)} <span className="text-base font-normal">{copy.perMonth}</span>
          </dd>
          <dd className="text-sm text-slate-600">{withVat(cost.monthlyFeeWithVat)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{copy.details.tenantSearchFee}</dt>
          <dd className="text-2xl font-bold text-brand-800">{formatEuro(cost.tenantSearchFee, lang)}</dd>
          <dd className="text-sm text-slate-600">{withVat(cost.tenantSearchFeeWithVat)}</dd>
        </div>
      </dl>
      <div>
        <h4 className="font-semibold text-slate-900">{copy.details.included}</h4>
        <ul className="mt-2 flex flex-col gap-2">
          {text.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-700">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700" data-testid="vat-note">
        {fill(copy.vatNote, { vat: formatPercent(VAT_PERCENT, lang, 0) })}
      </p>
    </div>
  );
}
