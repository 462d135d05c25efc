import { useId, useState, type ReactNode } from 'react';
import {
  EXPENSE_LINES,
  EXPENSE_TREATMENT,
  RATE_LOOKBACK_DAYS,
  type Amount,
  type PropertyYearSummary,
  type RateUsed,
  type SummaryLine,
  type YearPayment,
  type YearSummary,
} from '@shared/owners/tax-summary';
import type { FactCheck } from '@shared/facts/fact-check';
import { MODERATE_RENT_TAX } from '@shared/tax/imt-tables';
import {
  EURO_SHEKEL_RATES,
  ISRAELI_RETURN_RULES,
  LANDLORD_DEDUCTIONS,
  NON_RESIDENT_RENT_TAX,
} from '@/lib/content/owner-tax-facts';
import { formatDate, formatEuroCents, formatShekelAgorot } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import type { YearSummaryCopy, YearSummaryFact } from './year-summary-copy.en';

// The owner's year summary for the tax returns (docs/owner-tax-summary.md): a table per property
// (and all together), euros and shekels side by side, each shekel figure with the rate it used, the
// rates, what to confirm with an accountant and the rules behind the figures. It renders from a
// plain YearSummary (@shared/owners/tax-summary), so the owner page computes it and passes it in.
// Printing shows everything, the payments' lists included.

export interface YearSummarySectionProps {
  summary: YearSummary;
  copy: YearSummaryCopy;
  year: number;
}

const DEDUCTIBLE_LINES = EXPENSE_LINES.filter((line) => EXPENSE_TREATMENT[line] === 'deductible');
const CONFIRM_LINES = EXPENSE_LINES.filter((line) => EXPENSE_TREATMENT[line] === 'confirm');

/** Each rule's fact in the register: the tax year it holds for (null: none) and its check, in the order shown. */
const RULE_FACTS: readonly [YearSummaryFact, { year: number | null; check: FactCheck }][] = [
  ['deductions', LANDLORD_DEDUCTIONS],
  ['nonResidentTax', NON_RESIDENT_RENT_TAX],
  ['moderateRent', { year: MODERATE_RENT_TAX.fromYear, check: MODERATE_RENT_TAX.check }],
  ['israeliReturn', ISRAELI_RETURN_RULES],
  ['exchangeRates', { year: null, check: EURO_SHEKEL_RATES.check }],
];

const dateText = (date: string, lang: Lang) => formatDate(date, lang);

function rateNote(copy: YearSummaryCopy, rate: RateUsed, lang: Lang): string {
  return fill(copy.rateOne, {
    rate: rate.perEuro,
    date: dateText(rate.date, lang),
    source: copy.sourcesShort[rate.source],
  });
}

/** The shekel figure of a total and, under it, the rate it used (or why it has none). */
function ShekelCell({ amount, copy, lang }: { amount: Amount; copy: YearSummaryCopy; lang: Lang }) {
  if (amount.agorot === null) {
    return (
      <>
        <span className="font-semibold text-amber-900">{copy.notConverted}</span>
        <span className="block text-xs text-amber-900">
          {fill(copy.noRate, { dates: amount.missingRateDates.map((date) => dateText(date, lang)).join(', ') })}
        </span>
      </>
    );
  }
  const note =
    amount.rates.length === 1 ? rateNote(copy, amount.rates[0]!, lang) : amount.rates.length > 1 ? copy.rateMany : null;
  return (
    <>
      <span className="tabular-nums">{formatShekelAgorot(amount.agorot, lang)}</span>
      {note && <span className="block text-xs text-slate-600 print:text-black">{note}</span>}
    </>
  );
}

function LineRow({
  label,
  basis,
  amount,
  copy,
  lang,
  strong = false,
}: {
  label: string;
  basis?: string;
  amount: Amount;
  copy: YearSummaryCopy;
  lang: Lang;
  strong?: boolean;
}) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className={strong ? 'py-2 pe-3 text-start font-semibold' : 'py-2 pe-3 text-start font-normal'}>
        {label}
        {basis && <span className="block text-xs text-slate-600 print:text-black">{basis}</span>}
      </th>
      <td className={strong ? 'py-2 pe-3 text-end font-semibold tabular-nums' : 'py-2 pe-3 text-end tabular-nums'}>
        {formatEuroCents(amount.cents, lang)}
      </td>
      <td className={strong ? 'py-2 text-end font-semibold' : 'py-2 text-end'}>
        <ShekelCell amount={amount} copy={copy} lang={lang} />
      </td>
    </tr>
  );
}

function GroupRow({ title }: { title: string }) {
  return (
    <tr className="border-t-2 border-slate-300">
      <th
        scope="colgroup"
        colSpan={3}
        className="pt-4 pb-1 text-start text-sm font-semibold text-brand-800 print:text-black"
      >
        {title}
      </th>
    </tr>
  );
}

/** One property's figures (or all together): income, deductible expenses, the ones to confirm. */
function FiguresTable({
  caption,
  figures,
  copy,
  lang,
}: {
  caption: ReactNode;
  figures: Pick<PropertyYearSummary, 'lines' | 'deductible' | 'toConfirm'>;
  copy: YearSummaryCopy;
  lang: Lang;
}) {
  const row = (line: SummaryLine) => (
    <LineRow
      key={line}
      label={copy.lines[line]}
      basis={copy.basis[line]}
      amount={figures.lines[line]}
      copy={copy}
      lang={lang}
    />
  );
  return (
    <table className="w-full border-collapse text-sm print:break-inside-avoid print:text-xs">
      <caption className="pb-2 text-start text-base font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="text-xs text-slate-600 print:text-black">
          <th scope="col" className="pb-1 text-start font-medium">
            {copy.columns.item}
          </th>
          <th scope="col" className="pb-1 pe-3 text-end font-medium">
            {copy.columns.euros}
          </th>
          <th scope="col" className="pb-1 text-end font-medium">
            {copy.columns.shekels}
          </th>
        </tr>
      </thead>
      <tbody>
        <GroupRow title={copy.groups.income} />
        {row('rent')}
        {row('withheld')}
        <GroupRow title={copy.groups.deductible} />
        {DEDUCTIBLE_LINES.map(row)}
        <LineRow label={copy.groups.deductibleTotal} amount={figures.deductible} copy={copy} lang={lang} strong />
        <GroupRow title={copy.groups.toConfirm} />
        {CONFIRM_LINES.map(row)}
      </tbody>
    </table>
  );
}

/** The property's payments, one by one with the rate each used; always shown when printed. */
function PaymentList({
  payments,
  copy,
  lang,
  year,
}: {
  payments: YearPayment[];
  copy: YearSummaryCopy;
  lang: Lang;
  year: number;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:hidden"
      >
        {open ? copy.payments.hide : copy.payments.show}
      </button>
      <div id={listId} className={open ? 'mt-2 block print:mt-2' : 'hidden print:mt-2 print:block'}>
        <table className="w-full border-collapse text-xs">
          <caption className="pb-1 text-start font-semibold text-slate-900">
            {fill(copy.payments.title, { year })}
          </caption>
          <thead>
            <tr className="text-slate-600 print:text-black">
              <th scope="col" className="pb-1 text-start font-medium">
                {copy.payments.payment}
              </th>
              <th scope="col" className="pb-1 pe-3 text-end font-medium">
                {copy.columns.euros}
              </th>
              <th scope="col" className="pb-1 text-end font-medium">
                {copy.columns.shekels}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment, index) => (
              <tr
                key={`${payment.entryId ?? payment.month}-${payment.line}-${index}`}
                className="border-t border-slate-100 align-top"
              >
                <th scope="row" className="py-1 pe-3 text-start font-normal">
                  {dateText(payment.date, lang)}
                  <span className="block text-slate-600 print:text-black">{copy.lines[payment.line]}</span>
                </th>
                <td className="py-1 pe-3 text-end tabular-nums">{formatEuroCents(payment.cents, lang)}</td>
                <td className="py-1 text-end">
                  {payment.rate && payment.agorot !== null ? (
                    <>
                      <span className="tabular-nums">{formatShekelAgorot(payment.agorot, lang)}</span>
                      <span className="block text-slate-600 print:text-black">
                        {rateNote(copy, payment.rate, lang)}
                      </span>
                    </>
                  ) : (
                    <span className="font-semibold text-amber-900">{copy.notConverted}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-slate-600 print:text-black">{copy.payments.feeDate}</p>
      </div>
    </div>
  );
}

export function YearSummarySection({ summary, copy, year }: YearSummarySectionProps) {
  const { lang } = useI18n();
  const titleId = useId();
  const hasFigures = summary.properties.length > 0;
  return (
    <section aria-labelledby={titleId} className="space-y-6 print:space-y-3">
      <header className="space-y-2">
        <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl print:text-lg">
          {fill(copy.title, { year })}
        </h2>
        <p className="text-sm text-slate-700 print:text-black">{fill(copy.intro, { year })}</p>
      </header>

      {hasFigures && !summary.complete && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {copy.incomplete}
        </p>
      )}

      {hasFigures ? (
        <>
          {summary.properties.map((item) => (
            <div
              key={item.property.id}
              className="rounded-lg border border-slate-200 p-3 sm:p-4 print:border-0 print:p-0"
            >
              <FiguresTable
                caption={
                  <>
                    <bdi>{item.property.address}</bdi> – {copy.cities[item.property.city]}
                  </>
                }
                figures={item}
                copy={copy}
                lang={lang}
              />
              <PaymentList payments={item.payments} copy={copy} lang={lang} year={year} />
            </div>
          ))}
          {summary.properties.length > 1 && (
            <div className="rounded-lg border border-slate-200 p-3 sm:p-4 print:border-0 print:p-0">
              <FiguresTable caption={copy.totalsTitle} figures={summary.totals} copy={copy} lang={lang} />
            </div>
          )}
          <RatesTable rates={summary.rates} copy={copy} lang={lang} />
        </>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-4 text-sm text-slate-700">
          {fill(copy.empty, { year })}
        </p>
      )}

      <ConfirmBox copy={copy} />
      <Rules copy={copy} lang={lang} />
    </section>
  );
}

function RatesTable({ rates, copy, lang }: { rates: RateUsed[]; copy: YearSummaryCopy; lang: Lang }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {copy.rates.title}
      </h3>
      <p className="mt-1 text-xs text-slate-600 print:text-black">
        {fill(copy.rates.intro, { days: RATE_LOOKBACK_DAYS })}
      </p>
      <table className="mt-2 w-full border-collapse text-sm print:text-xs">
        <thead>
          <tr className="text-xs text-slate-600 print:text-black">
            <th scope="col" className="pb-1 text-start font-medium">
              {copy.rates.date}
            </th>
            <th scope="col" className="pb-1 pe-3 text-end font-medium">
              {copy.rates.rate}
            </th>
            <th scope="col" className="pb-1 text-start font-medium">
              {copy.rates.source}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.date} className="border-t border-slate-100">
              <td className="py-1">{dateText(rate.date, lang)}</td>
              <td className="py-1 pe-3 text-end tabular-nums">{rate.perEuro}</td>
              <td className="py-1">{copy.sources[rate.source]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ConfirmBox({ copy }: { copy: YearSummaryCopy }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:break-inside-avoid print:bg-white print:text-black"
    >
      <h3 id={titleId} className="text-base font-semibold">
        {copy.confirm.title}
      </h3>
      <p className="mt-1">{copy.confirm.intro}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {copy.confirm.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Rules({ copy, lang }: { copy: YearSummaryCopy; lang: Lang }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="text-sm">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {copy.rules.title}
      </h3>
      <p className="mt-1 text-slate-700 print:text-black">{copy.rules.intro}</p>
      <ul className="mt-3 space-y-3">
        {RULE_FACTS.map(([fact, { year, check }]) => {
          const rule = copy.rules.list[fact];
          return (
            <li key={fact}>
              <p className="font-semibold text-slate-900">{rule.title}</p>
              <p className="text-slate-700 print:text-black">{rule.text}</p>
              <p className="text-xs text-slate-600 print:text-black">
                {year !== null && `${fill(copy.rules.forYear, { year })} `}
                {fill(copy.rules.checked, { checked: dateText(check.checked, lang), due: dateText(check.due, lang) })}
              </p>
              <p className="text-xs break-words text-slate-600 print:text-black">
                {copy.rules.source} <bdi>{check.source}</bdi>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
