import { Printer } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import {
  COST_ESTIMATES,
  PRICE_BOUNDS,
  PURCHASE_PURPOSES,
  REGIONS,
  calculatePurchaseCosts,
  imtTableFor,
  type ImtBasis,
  type PurchaseCosts,
  type PurchasePurpose,
  type Region,
} from '@shared/tax/purchase-costs';
import { STAMP_DUTY_RATES } from '@shared/tax/imt-tables';
import type { PurchaseCostsCalculatorCopy } from './calculator-copy';
import {
  DEFAULT_FORM,
  checkForm,
  parseAmount,
  readPurchaseCostsQuery,
  writePurchaseCostsQuery,
  type PurchaseCostsForm,
} from './purchase-costs-query';

interface Props {
  copy: PurchaseCostsCalculatorCopy;
  idPrefix?: string;
}

/**
 * The purchase-costs calculator (docs/calculators.md): every tax and fee on top of a price, with its
 * rate and legal basis, the total and the cash needed at the deed. The inputs live in the URL, so a
 * shared link opens the same figures; the prerendered page shows the worked example.
 */
export function PurchaseCostsCalculator({ copy, idPrefix = 'purchase-costs' }: Props) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  // What the visitor typed; until then, what the URL holds.
  const [typed, setTyped] = useState<PurchaseCostsForm | null>(null);
  // The prerendered HTML holds the worked example (no query string): the URL is read only once
  // hydration is done, so the first client render matches the static HTML.
  const hydrated = useHydrated();
  const form = typed ?? (hydrated ? readPurchaseCostsQuery(location.search) : DEFAULT_FORM);
  const check = checkForm(form);
  // The visitor's own figures for the three estimates; an empty or unreadable field keeps the default.
  const [estimates, setEstimates] = useState<Record<EstimateKey, string>>({
    deedAndRegistration: '',
    lawyer: '',
    bankFees: '',
  });
  const overrides = Object.fromEntries(
    ESTIMATE_KEYS.flatMap((key) => {
      const parsed = parseAmount(estimates[key]);
      return parsed.kind === 'valid' ? [[key, parsed.value]] : [];
    }),
  );
  const costs = check.ok ? calculatePurchaseCosts({ ...check.input, ...overrides }) : null;

  // Taxes to the cent, as the tax office liquidates them; limits and estimates in whole euros. The
  // euro sign is placed as formatEuro places it, so no Intl formatter is made (src/lib/format).
  const euro = (value: number, digits = 2) => {
    if (digits === 0) return formatEuro(value, lang);
    const amount = formatNumber(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return lang === 'he' ? `\u200F${amount}\u00A0\u200F€` : `€${amount}`;
  };
  const percent = (value: number) => formatPercent(value, lang, 2);
  const id = (name: string) => `${idPrefix}-${name}`;

  const update = (patch: Partial<PurchaseCostsForm>) => {
    const next = { ...form, ...patch };
    setTyped(next);
    const search = writePurchaseCostsQuery(location.search, next);
    if (search !== location.search) {
      void navigate({ search, hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  };
  const onText = (key: 'price' | 'loan') => (event: ChangeEvent<HTMLInputElement>) =>
    update({ [key]: event.target.value });

  const priceError = check.ok
    ? null
    : check.price === 'invalid'
      ? copy.priceInvalid
      : check.price === 'tooSmall' || check.price === 'tooLarge' || check.price === 'empty'
        ? fill(copy.priceOutOfRange, { min: euro(PRICE_BOUNDS.min, 0), max: euro(PRICE_BOUNDS.max, 0) })
        : null;
  const loanError = check.ok
    ? null
    : check.loan === 'invalid'
      ? copy.loanInvalid
      : check.loan === 'tooLarge'
        ? copy.loanTooLarge
        : null;

  return (
    <div className="flex flex-col gap-8" data-testid="purchase-costs-calculator">
      <div className="max-w-3xl">
        <h2 id={id('title')} className="text-3xl font-bold text-balance text-slate-900 sm:text-4xl print:text-xl">
          {copy.title}
        </h2>
        <p className="mt-3 text-lg text-slate-600 print:hidden">{copy.intro}</p>
        {check.ok && (
          // On paper the form is hidden: one line says what the figures are for.
          <p data-testid="print-summary" className="mt-2 hidden text-sm text-black print:block">
            <span className="font-semibold">{copy.printSummary.title}: </span>
            {[
              `${copy.printSummary.price}: ${euro(check.input.price, 0)}`,
              `${copy.printSummary.purpose}: ${copy.purposes[form.purpose]}`,
              `${copy.printSummary.region}: ${copy.regions[form.region]}`,
              `${copy.printSummary.loan}: ${check.input.loan ? euro(check.input.loan, 0) : copy.printSummary.noLoan}`,
              `${copy.printSummary.young}: ${
                form.purpose === 'own_home' && check.input.youngFirstHome ? copy.printSummary.yes : copy.printSummary.no
              }`,
            ].join(' · ')}
          </p>
        )}
      </div>

      <form className="grid gap-6 md:grid-cols-2 print:hidden" onSubmit={(event) => event.preventDefault()} noValidate>
        <Field id={id('price')} label={copy.priceLabel} hint={copy.priceHint} error={priceError}>
          <input
            id={id('price')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.price}
            onChange={onText('price')}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={`${id('price')}-hint${priceError ? ` ${id('price')}-error` : ''}`}
            className={INPUT}
          />
        </Field>
        <Field id={id('loan')} label={copy.loanLabel} hint={copy.loanHint} error={loanError}>
          <input
            id={id('loan')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.loan}
            onChange={onText('loan')}
            aria-invalid={loanError ? true : undefined}
            aria-describedby={`${id('loan')}-hint${loanError ? ` ${id('loan')}-error` : ''}`}
            className={INPUT}
          />
        </Field>
        <div className="flex flex-col gap-2">
          <label htmlFor={id('purpose')} className="font-medium text-slate-900">
            {copy.purposeLabel}
          </label>
          <select
            id={id('purpose')}
            value={form.purpose}
            onChange={(event) => update({ purpose: event.target.value as PurchasePurpose })}
            className={INPUT}
          >
            {PURCHASE_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {copy.purposes[purpose]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={id('region')} className="font-medium text-slate-900">
            {copy.regionLabel}
          </label>
          <select
            id={id('region')}
            value={form.region}
            onChange={(event) => update({ region: event.target.value as Region })}
            className={INPUT}
          >
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {copy.regions[region]}
              </option>
            ))}
          </select>
        </div>
        {form.purpose === 'own_home' && (
          <div className="flex items-start gap-3 md:col-span-2">
            <input
              id={id('young')}
              type="checkbox"
              checked={form.youngFirstHome}
              onChange={(event) => update({ youngFirstHome: event.target.checked })}
              aria-describedby={`${id('young')}-hint`}
              className="mt-1 size-5 accent-brand-700"
            />
            <div>
              <label htmlFor={id('young')} className="font-medium text-slate-900">
                {copy.youngLabel}
              </label>
              <p id={`${id('young')}-hint`} className="text-sm text-slate-600">
                {copy.youngHint}
              </p>
            </div>
          </div>
        )}
        <details className="md:col-span-2">
          <summary className="cursor-pointer font-medium text-slate-900">{copy.estimatesTitle}</summary>
          <p className="mt-2 text-sm text-slate-600">{copy.estimatesHint}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            {ESTIMATE_KEYS.map((key) => (
              <div key={key} className="flex flex-col gap-2">
                <label htmlFor={id(`estimate-${key}`)} className="text-sm font-medium text-slate-900">
                  {copy.items[key]} (€)
                </label>
                <input
                  id={id(`estimate-${key}`)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={
                    costs ? String(Math.round(key === 'bankFees' ? COST_ESTIMATES.bankFees.default : costs[key])) : ''
                  }
                  value={estimates[key]}
                  onChange={(event) => setEstimates({ ...estimates, [key]: event.target.value })}
                  className={INPUT}
                />
              </div>
            ))}
          </div>
        </details>
      </form>

      <section aria-labelledby={id('results-title')} className="flex flex-col gap-4" aria-live="polite">
        <div>
          <h3 id={id('results-title')} className="text-xl font-semibold text-slate-900">
            {copy.resultsTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{fill(copy.estimateNote, { year: String(imtTableFor().year) })}</p>
          {form.region !== 'mainland' && !imtTableFor().autonomousRegionsConfirmed && (
            <p className="mt-1 text-sm text-amber-800">{copy.regionalNote}</p>
          )}
        </div>
        {costs && (
          <CostsTable
            copy={copy}
            costs={costs}
            purpose={form.purpose}
            young={check.ok && !!check.input.youngFirstHome}
            euro={euro}
            percent={percent}
          />
        )}
        <p data-testid="print-link" className="hidden text-sm text-black print:block">
          {copy.printSummary.link}{' '}
          <span dir="ltr" className="break-all">
            {absoluteUrl(`${location.pathname}${hydrated ? location.search : ''}`)}
          </span>
        </p>
        <div className="print:hidden">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {copy.print}
          </Button>
        </div>
      </section>
    </div>
  );
}

const ESTIMATE_KEYS = ['deedAndRegistration', 'lawyer', 'bankFees'] as const;
type EstimateKey = (typeof ESTIMATE_KEYS)[number];

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

interface TableProps {
  copy: PurchaseCostsCalculatorCopy;
  costs: PurchaseCosts;
  purpose: PurchasePurpose;
  young: boolean;
  euro: (value: number, digits?: number) => string;
  percent: (value: number) => string;
}

function CostsTable({ copy, costs, purpose, young, euro, percent }: TableProps) {
  const imtRate = (basis: ImtBasis) => {
    switch (basis.kind) {
      case 'marginal':
        return fill(copy.rates.marginal, { rate: percent(basis.rate), deduction: euro(basis.deduction) });
      case 'flat':
        return fill(copy.rates.flat, { rate: percent(basis.rate) });
      case 'young-exempt':
        return fill(copy.rates.youngExempt, { upTo: euro(basis.upTo, 0) });
      case 'young-partial':
        return fill(copy.rates.youngPartial, { rate: percent(basis.rate), above: euro(basis.above, 0) });
    }
  };
  const imtBasis =
    young && purpose === 'own_home'
      ? copy.basis.imtYoung
      : purpose === 'other_urban'
        ? copy.basis.imtOtherUrban
        : purpose === 'rustic'
          ? copy.basis.imtRustic
          : copy.basis.imtHome;
  const { lawyer } = COST_ESTIMATES;
  const rows: { id: string; label: string; rate: string; basis: string; amount: number; estimate?: boolean }[] = [
    { id: 'imt', label: copy.items.imt, rate: imtRate(costs.imtBasis), basis: imtBasis, amount: costs.imt },
    {
      id: 'stampDutyPurchase',
      label: copy.items.stampDutyPurchase,
      rate: percent(STAMP_DUTY_RATES.purchasePercent),
      basis: copy.basis.stampDutyPurchase,
      amount: costs.stampDutyPurchase,
    },
  ];
  if (costs.stampDutyLoan > 0) {
    rows.push({
      id: 'stampDutyLoan',
      label: copy.items.stampDutyLoan,
      rate: percent(costs.stampDutyLoanPercent),
      basis: copy.basis.stampDutyLoan,
      amount: costs.stampDutyLoan,
    });
  }
  rows.push(
    {
      id: 'deedAndRegistration',
      label: copy.items.deedAndRegistration,
      rate: fill(copy.rates.range, {
        min: euro(COST_ESTIMATES.deedAndRegistration.min, 0),
        max: euro(COST_ESTIMATES.deedAndRegistration.max, 0),
      }),
      basis: copy.basis.deedAndRegistration,
      amount: costs.deedAndRegistration,
      estimate: true,
    },
    {
      id: 'lawyer',
      label: copy.items.lawyer,
      rate: fill(copy.rates.lawyer, {
        percent: percent(lawyer.percent),
        minimum: euro(lawyer.minimum, 0),
        vat: percent(lawyer.vatPercent),
      }),
      basis: copy.basis.lawyer,
      amount: costs.lawyer,
      estimate: true,
    },
  );
  if (costs.bankFees > 0) {
    rows.push({
      id: 'bankFees',
      label: copy.items.bankFees,
      rate: '',
      basis: copy.basis.bankFees,
      amount: costs.bankFees,
      estimate: true,
    });
  }

  return (
    // Scrolls sideways on a narrow screen; focusable, so a keyboard can scroll it too.
    <div
      role="region"
      tabIndex={0}
      aria-label={copy.resultsTitle}
      className="overflow-auto rounded-2xl border border-slate-200 bg-white print:overflow-visible print:rounded-none print:border-black print:**:bg-transparent print:**:text-black"
    >
      {/* On paper: the page's width (A4 less margins), black on white, every cell wrapped, none cut. */}
      <table className="w-full text-start text-sm print:text-xs">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {copy.columns.item}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {copy.columns.rate}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {copy.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-4 py-3 text-start font-medium text-slate-900">
                {row.label}
                {row.estimate && (
                  <span className="ms-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800">
                    {copy.estimateTag}
                  </span>
                )}
                <span className="mt-1 block text-xs font-normal text-slate-600">{row.basis}</span>
              </th>
              <td className="px-4 py-3 text-slate-700">{row.rate}</td>
              <td data-cost={row.id} className="px-4 py-3 text-end font-semibold text-slate-900 tabular-nums">
                {euro(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300">
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-3 text-start font-semibold text-slate-900">
              {copy.total}
            </th>
            <td data-cost="total" className="px-4 py-3 text-end text-lg font-bold text-slate-900 tabular-nums">
              {euro(costs.total)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-3 text-start font-semibold text-slate-900">
              {copy.cashAtDeed}
              <span className="mt-1 block text-xs font-normal text-slate-600">{copy.cashAtDeedHint}</span>
            </th>
            <td data-cost="cashAtDeed" className="px-4 py-3 text-end text-lg font-bold text-brand-800 tabular-nums">
              {euro(costs.cashAtDeed)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
