import { Mail, Sparkles } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import {
  EQUITY_BOUNDS,
  LEVERAGE_BOUNDS,
  MAX_LEVERAGE_FRACTION,
  MORTGAGE_ANNUAL_RATE,
  MULTI_FAMILY_MIN_VALUE,
  PROPERTY_TYPE_OPTIONS,
  TERM_BOUNDS,
  WEIGHTED_RETURN_PREMIUM_PERCENT,
  YIELD_END_PERCENT_DEFAULT,
  YIELD_END_PERCENT_HOUSE,
  YIELD_START_PERCENT,
} from '@shared/calculators/investment-calculator';
import { MODERATE_RENT_TAX, NON_RESIDENT_IMT, RENTAL_INCOME_TAX } from '@shared/tax/imt-tables';
import { RESIDENCES } from '@shared/tax/purchase-costs';
import type { InvestmentEstimatePayload } from '@shared/validation/investment-lead';
import { createAddressWriter } from './address-writer';
import { AssumptionsEditor } from './assumptions-editor';
import type { InvestmentCalculatorCopy } from './calculator-copy';
import {
  changeEquity,
  changeLeverage,
  changePropertyType,
  changeResidence,
  changeTerm,
  inputsFromQuery,
  queryOf,
  resultOf,
  type CalculatorInputs,
  type CalculatorTransition,
} from './calculator-state';
import { investmentEstimate } from './lead-payload';
import { summaryMailto } from './summary-mailto';

/** How long the inputs rest before the router's location follows the address bar (a drag is many changes). */
const ROUTER_DELAY_MS = 250;

const EXPENSE_ITEM_KEYS = ['management', 'imi', 'condominium', 'insurance', 'maintenance', 'vacancy'] as const;

export interface InvestmentCalculatorProps {
  copy: InvestmentCalculatorCopy;
  /** Prefix of element ids. */
  idPrefix?: string;
  /**
   * The page's one lead form (docs/leads.md, "The investment lead"): 'Get Personalized Offer' hands
   * it the estimate (`onRequest`); once it carries one (`attached`), every change of the inputs
   * hands it the new estimate (`onChange`). `formId` is the form's element, which the button controls.
   */
  offer?: {
    formId: string;
    attached: boolean;
    onRequest: (estimate: InvestmentEstimatePayload) => void;
    onChange: (estimate: InvestmentEstimatePayload) => void;
  };
}

/**
 * The investment-return calculator (docs/product-rules.md, "Calculators (short)"; docs/calculators.md): sliders for the amount, leverage and
 * term, the property type, the nine estimated results with their assumptions, the e-mailed summary
 * and the button that takes the estimate to the page's lead form. Its inputs follow the URL query
 * string, so an estimate can be shared; it reads them when it mounts, which happens in the browser
 * only (the page shows it on request).
 */
export function InvestmentCalculator({ copy, idPrefix = 'investment-calculator', offer }: InvestmentCalculatorProps) {
  const { lang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [inputs, setInputs] = useState<CalculatorInputs>(() => inputsFromQuery(location.search));
  const result = resultOf(inputs);

  const euro = (value: number) => formatEuro(value, lang);
  const percent = (value: number, digits = 1) => formatPercent(value, lang, digits);
  const minimumValue = euro(MULTI_FAMILY_MIN_VALUE);

  // The address bar holds what the screen shows, so a link copied or reloaded right after a change
  // has it: written on every change (within the browsers' limits), when a slider is released and
  // when the page is hidden. The router's location, which other links read, follows once the inputs rest.
  const { pathname, search, hash } = location;
  const [address] = useState(createAddressWriter);
  useEffect(() => {
    address.write(`${pathname}?${queryOf(inputs, search)}${hash}`);
  }, [address, inputs, pathname, search, hash]);
  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') address.flush();
    };
    const flush = () => address.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      address.cancel();
    };
  }, [address]);
  // A release comes with the last change, before it has rendered: the write waits for that render.
  const onRelease = () => window.setTimeout(() => address.flush(), 0);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = `?${queryOf(inputs, search)}`;
      if (next !== search) void navigate({ search: next, hash }, { replace: true, preventScrollReset: true });
    }, ROUTER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inputs, search, navigate, hash]);

  // The form that carries the estimate follows the inputs: it sends what the visitor last saw.
  const attached = offer?.attached ?? false;
  const onEstimateChange = offer?.onChange;
  useEffect(() => {
    if (attached) onEstimateChange?.(investmentEstimate(inputs));
  }, [attached, onEstimateChange, inputs]);

  const apply = ({ inputs: next, notice }: CalculatorTransition) => {
    // A refused choice leaves the inputs as they were; React puts the pressed radio back.
    setInputs(next);
    if (notice === 'typeNotAllowed') {
      toast.error(copy.notAllowedTitle, {
        id: `${idPrefix}-type-notice`,
        description: fill(copy.notAllowedDescription, { amount: minimumValue }),
      });
    } else if (notice === 'typeAdjusted') {
      toast.warning(copy.adjustedTitle, {
        id: `${idPrefix}-type-notice`,
        description: fill(copy.adjustedDescription, { amount: minimumValue }),
      });
    }
  };

  const noMortgage = inputs.leverage === 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
      <div className="flex flex-col gap-7 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-xl font-semibold text-slate-900">{copy.inputsTitle}</h3>

        <SliderField
          id={`${idPrefix}-equity`}
          label={copy.equityLabel}
          display={euro(inputs.equity)}
          value={inputs.equity}
          bounds={EQUITY_BOUNDS}
          valueText={euro}
          onChange={(value) => apply(changeEquity(inputs, value))}
          onRelease={onRelease}
        />

        <SliderField
          id={`${idPrefix}-leverage`}
          label={copy.leverageLabel}
          display={percent(inputs.leverage, 0)}
          value={inputs.leverage}
          bounds={LEVERAGE_BOUNDS}
          valueText={(value) => percent(value, 0)}
          onChange={(value) => apply(changeLeverage(inputs, value))}
          onRelease={onRelease}
          hint={fill(copy.leverageHint, { max: percent(MAX_LEVERAGE_FRACTION * 100, 0) })}
        />

        <SliderField
          id={`${idPrefix}-term`}
          label={copy.termLabel}
          display={noMortgage ? copy.noMortgage : fill(copy.termValue, { years: inputs.term })}
          value={noMortgage ? TERM_BOUNDS.min : inputs.term}
          bounds={TERM_BOUNDS}
          disabled={noMortgage}
          valueText={(value) => (noMortgage ? copy.noMortgage : fill(copy.termValue, { years: value }))}
          onChange={(value) => apply(changeTerm(inputs, value))}
          onRelease={onRelease}
        />

        <fieldset>
          <legend className="mb-3 text-sm font-medium text-slate-900">{copy.typeLegend}</legend>
          <div className="grid gap-2">
            {PROPERTY_TYPE_OPTIONS.map((type) => (
              <label
                key={type}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-2 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${idPrefix}-type`}
                  value={type}
                  checked={inputs.propertyType === type}
                  onChange={() => apply(changePropertyType(inputs, type))}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                <span className="font-medium text-slate-900">{copy.types[type]}</span>
                {type === 'multi_family' && (
                  <span className="ms-auto text-sm text-slate-600">
                    {fill(copy.multiFamilyHint, { amount: minimumValue })}
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-3 text-sm font-medium text-slate-900">{copy.residenceLegend}</legend>
          <div className="grid gap-2">
            {RESIDENCES.map((residence) => (
              <label
                key={residence}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-2 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${idPrefix}-residence`}
                  value={residence}
                  checked={(inputs.residence ?? 'resident') === residence}
                  onChange={() => apply(changeResidence(inputs, residence))}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                <span className="font-medium text-slate-900">{copy.residences[residence]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <section aria-labelledby={`${idPrefix}-results-title`} className="flex flex-col gap-6">
        <div>
          <h3 id={`${idPrefix}-results-title`} className="text-xl font-semibold text-slate-900">
            {copy.resultsTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{copy.estimateNote}</p>
        </div>

        <dl className="grid gap-3 sm:grid-cols-3">
          <Highlight id="annualReturn" label={copy.results.annualReturn} value={percent(result.annualReturnPercent)} />
          <Highlight
            id="weightedReturn"
            label={copy.results.weightedReturn}
            value={percent(result.weightedReturnPercent)}
          />
          <Highlight
            id="monthlyIncome"
            label={copy.results.monthlyIncome}
            value={euro(result.monthlyIncome)}
            negative={result.monthlyIncome < 0}
          />
        </dl>
        {result.monthlyIncome < 0 && <p className="text-sm text-red-800">{copy.negativeIncomeNote}</p>}

        <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5">
          <Row id="propertyValue" label={copy.results.propertyValue} value={euro(result.totalAssetValue)} />
          <Row id="loanAmount" label={copy.results.loanAmount} value={euro(result.loanAmount)} />
          <Row
            id="monthlyMortgagePayment"
            label={copy.results.monthlyMortgagePayment}
            value={euro(result.monthlyMortgagePayment)}
          />
          <Row id="grossMonthlyRent" label={copy.results.grossMonthlyRent} value={euro(result.grossMonthlyRent)} />
          <Row id="monthlyExpenses" label={copy.results.monthlyExpenses} value={euro(result.monthlyExpenses)} />
          <Row id="oneTimeCosts" label={copy.results.oneTimeCosts} value={euro(result.oneTimeCosts)} />
          <Row id="cashAtPurchase" label={copy.netResults.cashAtPurchase} value={euro(result.cashAtPurchase)} />
          <Row
            id="netYieldBeforeTax"
            label={copy.netResults.netYieldBeforeTax}
            value={percent(result.netYieldBeforeTaxPercent, 2)}
          />
          <Row
            id="netYieldAfterTax"
            label={copy.netResults.netYieldAfterTax}
            value={percent(result.netYieldAfterTaxPercent, 2)}
          />
        </dl>

        {result.purchaseCosts?.nonResident && (
          <p
            data-testid="non-resident-note"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
          >
            {fill(copy.nonResidentNote, {
              rate: percent(NON_RESIDENT_IMT.ratePercent),
              imt: euro(result.purchaseCosts.nonResident.atSigning),
              refundable: euro(result.purchaseCosts.nonResident.refundable),
              rent: euro(NON_RESIDENT_IMT.moderateRent.maxMonthlyEuros),
            })}
          </p>
        )}

        <details className="rounded-2xl border border-slate-200 bg-white px-5 py-3" data-testid="expense-items">
          <summary className="cursor-pointer font-semibold text-slate-900">{copy.expenseItemsTitle}</summary>
          <dl className="mt-2 divide-y divide-slate-200">
            {EXPENSE_ITEM_KEYS.map((key) => (
              <Row
                key={key}
                id={`expense-${key}`}
                label={copy.expenseItems[key]}
                value={euro(result.expenseItems[key])}
              />
            ))}
          </dl>
        </details>

        <AssumptionsEditor
          copy={copy}
          inputs={inputs}
          onChange={(expenses) => setInputs({ ...inputs, expenses })}
          idPrefix={`${idPrefix}-assumptions`}
        />

        <div className="rounded-2xl bg-slate-50 p-5">
          <h4 className="font-semibold text-slate-900">{copy.assumptionsTitle}</h4>
          <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 text-sm text-slate-700">
            <li>{fill(copy.assumptions.rate, { rate: percent(MORTGAGE_ANNUAL_RATE * 100) })}</li>
            <li>
              {fill(copy.assumptions.yield, {
                yield: percent(result.grossYieldPercent, 2),
                min: percent(
                  inputs.propertyType === 'family_house' ? YIELD_END_PERCENT_HOUSE : YIELD_END_PERCENT_DEFAULT,
                ),
                max: percent(YIELD_START_PERCENT),
              })}
            </li>
            <li>
              {fill(copy.assumptions.expenses, {
                management: euro(result.expenseItems.management),
                imi: percent(result.expenseAssumptions.imiPercent, 2),
                condominium: percent(result.expenseAssumptions.condominiumPercent, 2),
                insurance: percent(result.expenseAssumptions.insurancePercent, 2),
                maintenance: percent(result.expenseAssumptions.maintenancePercent, 2),
                vacancy: percent(result.expenseAssumptions.vacancyPercent, 0),
              })}
            </li>
            <li>{fill(copy.assumptions.weighted, { premium: formatNumber(WEIGHTED_RETURN_PREMIUM_PERCENT, lang) })}</li>
            <li>
              {fill(copy.assumptions.costs, {
                imt: euro(result.purchaseCosts?.imt ?? 0),
                stampDuty: euro(
                  (result.purchaseCosts?.stampDutyPurchase ?? 0) + (result.purchaseCosts?.stampDutyLoan ?? 0),
                ),
                fees: euro(result.purchaseCosts?.fees ?? 0),
              })}
            </li>
            <li data-testid="tax-assumption">
              {result.moderateRentRate
                ? fill(copy.assumptions.taxModerate, {
                    taxRate: percent(result.rentalIncomeTaxRatePercent, 0),
                    limit: euro(MODERATE_RENT_TAX.maxMonthlyEuros),
                    standardRate: percent(RENTAL_INCOME_TAX.ratePercent, 0),
                    standardYield: percent(result.netYieldAfterStandardTaxPercent, 2),
                  })
                : fill(copy.assumptions.tax, { taxRate: percent(result.rentalIncomeTaxRatePercent, 0) })}
            </li>
          </ul>
        </div>

        <div className="flex flex-col gap-3 print:hidden">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {offer && (
              <Button
                variant="accent"
                size="lg"
                aria-controls={offer.formId}
                onClick={() => offer.onRequest(investmentEstimate(inputs))}
                className="w-full sm:w-auto"
              >
                <Sparkles aria-hidden className="size-5" />
                {copy.offerButton}
              </Button>
            )}
            <SummaryLink label={copy.summaryLink} inputs={inputs} />
          </div>
          <p role="status" className="text-sm text-slate-700">
            {attached ? copy.offerAttached : ''}
          </p>
        </div>
      </section>
    </div>
  );
}

interface SliderFieldProps {
  id: string;
  label: string;
  /** The value as the visitor reads it. */
  display: string;
  value: number;
  bounds: { min: number; max: number; step: number };
  valueText: (value: number) => string;
  onChange: (value: number) => void;
  /** The visitor let go of the thumb (or pressed a key). */
  onRelease: () => void;
  disabled?: boolean;
  hint?: string;
}

function SliderField({
  id,
  label,
  display,
  value,
  bounds,
  valueText,
  onChange,
  onRelease,
  disabled,
  hint,
}: SliderFieldProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </span>
        <span data-testid={`${id}-value`} className="text-lg font-semibold text-brand-800">
          {display}
        </span>
      </div>
      <Slider
        id={id}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        onValueCommit={onRelease}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        disabled={disabled}
        thumbLabels={[label]}
        valueText={valueText}
      />
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
    </div>
  );
}

function Highlight({ id, label, value, negative }: { id: string; label: string; value: string; negative?: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-2xl bg-brand-800 p-4 text-white">
      <dt className="text-sm leading-snug text-brand-100">{label}</dt>
      <dd data-result={id} className={cn('text-2xl font-bold', negative && 'text-red-200')}>
        {value}
      </dd>
    </div>
  );
}

function Row({ id, label, value }: { id: string; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-slate-700">{label}</dt>
      <dd data-result={id} className="font-semibold text-slate-900">
        {value}
      </dd>
    </div>
  );
}

/**
 * "E-mail me this summary": a mailto: link with the bilingual summary, a plain link from the first
 * render on (the texts of both languages are a few kilobytes, part of the calculator's code).
 */
function SummaryLink({ label, inputs }: { label: string; inputs: CalculatorInputs }) {
  const { lang } = useI18n();
  return (
    <a
      href={summaryMailto(lang, inputs)}
      className="inline-flex min-h-11 items-center gap-2 rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      <Mail aria-hidden className="size-5" />
      {label}
    </a>
  );
}
