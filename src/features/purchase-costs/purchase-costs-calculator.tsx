import { Printer } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatDate, formatEuro, formatEuroCents, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import {
  COST_ESTIMATES,
  PRICE_BOUNDS,
  PURCHASE_PURPOSES,
  REGIONS,
  RESIDENCES,
  calculatePurchaseCosts,
  imtTableFor,
  type ImtBasis,
  type NonResidentImt,
  type PurchaseCosts,
  type PurchasePurpose,
  type Region,
  type StampDutyBasis,
} from '@shared/tax/purchase-costs';
import { NON_RESIDENT_IMT } from '@shared/tax/imt-tables';
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
    return formatEuroCents(Math.round(value * 100), lang);
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
              `${copy.printSummary.residence}: ${copy.residences[form.residence]}`,
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
        <fieldset className="flex flex-col gap-2 md:col-span-2" aria-describedby={`${id('residence')}-hint`}>
          <legend className="font-medium text-slate-900">{copy.residenceLabel}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {RESIDENCES.map((residence) => (
              <label key={residence} className="flex items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name={id('residence')}
                  value={residence}
                  checked={form.residence === residence}
                  onChange={() => update({ residence })}
                  className="size-5 accent-brand-700"
                />
                {copy.residences[residence]}
              </label>
            ))}
          </div>
          <p id={`${id('residence')}-hint`} className="text-sm text-slate-600">
            {copy.residenceHint}
          </p>
        </fieldset>
        {form.purpose === 'own_home' && (
          <div className="flex flex-col gap-3 md:col-span-2">
            <div className="flex items-start gap-3">
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
            {form.youngFirstHome && (
              <div className="flex items-start gap-3 ps-8">
                <input
                  id={id('young-share')}
                  type="checkbox"
                  checked={form.youngOneOfTwo}
                  onChange={(event) => update({ youngOneOfTwo: event.target.checked })}
                  className="mt-1 size-5 accent-brand-700"
                />
                <label htmlFor={id('young-share')} className="text-slate-900">
                  {copy.youngOneOfTwoLabel}
                </label>
              </div>
            )}
          </div>
        )}
        <details className="md:col-span-2">
          <summary className="cursor-pointer font-medium text-slate-900">{copy.estimatesTitle}</summary>
          <p className="mt-2 text-sm text-slate-600">{copy.estimatesHint}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            {ESTIMATE_KEYS.map((key) => (
              <div key={key} className="flex flex-col gap-2">
                <label htmlFor={id(`estimate-${key}`)} className="text-sm font-medium text-slate-900">
                  {fill(copy.estimateLabel, { item: copy.items[key] })}
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
        {costs?.nonResident && (
          <NonResidentPanel
            copy={copy}
            costs={costs}
            refund={costs.nonResident}
            residentImt={check.ok ? calculatePurchaseCosts({ ...check.input, residence: 'resident' }).imt : 0}
            euro={euro}
            percent={percent}
            date={(iso) =>
              formatDate(iso, lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' })
            }
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
  const imtRate = (basis: ImtBasis): string => {
    switch (basis.kind) {
      case 'marginal':
        return fill(copy.rates.marginal, { rate: percent(basis.rate), deduction: euro(basis.deduction) });
      case 'flat':
        return fill(copy.rates.flat, { rate: percent(basis.rate) });
      case 'young-exempt':
        return fill(copy.rates.youngExempt, { upTo: euro(basis.upTo, 0) });
      case 'young-partial':
        return fill(copy.rates.youngPartial, { rate: percent(basis.rate), above: euro(basis.above, 0) });
      case 'young-half':
        return fill(copy.rates.youngHalf, { young: imtRate(basis.young), ordinary: imtRate(basis.ordinary) });
      case 'non-resident':
        return fill(copy.rates.nonResident, { rate: percent(basis.rate) });
    }
  };
  const stampRate = (basis: StampDutyBasis): string => {
    switch (basis.kind) {
      case 'full':
        return fill(copy.rates.stampFull, { rate: percent(basis.rate) });
      case 'young-exempt':
        return fill(copy.rates.youngExempt, { upTo: euro(basis.upTo, 0) });
      case 'young-partial':
        return fill(copy.rates.youngPartial, { rate: percent(basis.rate), above: euro(basis.above, 0) });
      case 'young-half':
        return fill(copy.rates.youngHalf, {
          young: stampRate(basis.young),
          ordinary: fill(copy.rates.stampFull, { rate: percent(basis.rate) }),
        });
    }
  };
  const imtBasis =
    costs.imtBasis.kind === 'non-resident'
      ? copy.basis.imtNonResident
      : young && purpose === 'own_home'
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
      rate: stampRate(costs.stampDutyBasis),
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
      rate: fill(copy.rates.deed, {
        purchase: euro(COST_ESTIMATES.deedAndRegistration.purchase, 0),
        withMortgage: euro(COST_ESTIMATES.deedAndRegistration.withMortgage, 0),
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

interface NonResidentProps {
  copy: PurchaseCostsCalculatorCopy;
  costs: PurchaseCosts;
  refund: NonResidentImt;
  /** What a resident would pay: the figure if the rule does not apply on the day of the deed. */
  residentImt: number;
  euro: (value: number, digits?: number) => string;
  percent: (value: number) => string;
  date: (iso: string) => string;
}

/**
 * A buyer who is not tax resident (docs/calculators.md): the IMT paid at the deed, what can be
 * claimed back, under which condition and by when, and the total either way.
 */
function NonResidentPanel({ copy, costs, refund, residentImt, euro, percent, date }: NonResidentProps) {
  const { moderateRent, residenceWithinYears } = NON_RESIDENT_IMT;
  const t = copy.nonResident;
  const condition =
    refund.condition === 'residence'
      ? fill(t.conditions.residence, { years: String(residenceWithinYears) })
      : refund.condition === 'moderate_rent'
        ? fill(t.conditions.moderate_rent, {
            months: String(moderateRent.letWithinMonths),
            rent: euro(moderateRent.maxMonthlyEuros, 0),
            letMonths: String(moderateRent.letMonths),
            years: String(moderateRent.withinFirstMonths / 12),
          })
        : refund.atSigning === refund.ifConditionsMet
          ? t.conditions.same
          : fill(t.conditions.none, { years: String(residenceWithinYears) });
  const rows = [
    { id: 'imtAtSigning', label: t.atSigning, amount: refund.atSigning },
    ...(refund.refundable > 0 ? [{ id: 'refundable', label: t.refundable, amount: refund.refundable }] : []),
    ...(refund.condition !== 'none'
      ? [
          { id: 'totalIfMet', label: t.ifMet, amount: costs.total - refund.refundable },
          { id: 'totalIfNotMet', label: t.ifNotMet, amount: costs.total },
        ]
      : []),
  ];
  return (
    <section
      data-testid="non-resident"
      aria-labelledby="non-resident-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 print:border-black print:bg-transparent"
    >
      <h4 id="non-resident-title" className="font-semibold text-slate-900">
        {fill(t.title, { rate: percent(NON_RESIDENT_IMT.ratePercent) })}
      </h4>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[1fr_auto]">
        {rows.map((row) => (
          <div key={row.id} className="contents">
            <dt className="text-slate-700">{row.label}</dt>
            <dd data-cost={row.id} className="font-semibold text-slate-900 tabular-nums sm:text-end">
              {euro(Math.round(row.amount * 100) / 100)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-800">{condition}</p>
      {refund.condition !== 'none' && <p className="mt-2 text-sm text-slate-800">{t.claim}</p>}
      {!NON_RESIDENT_IMT.primaryTextFound && (
        <p className="mt-2 text-sm text-amber-900">
          {fill(t.unconfirmed, {
            date: date(NON_RESIDENT_IMT.reportedGazetted),
            ordinary: euro(residentImt),
          })}
        </p>
      )}
    </section>
  );
}
