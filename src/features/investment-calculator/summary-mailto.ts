// The "e-mail me this summary" link (docs/decisions.md, "Calculators"): a mailto: URL with no recipient
// (the visitor's own mail program asks for one) whose body holds the inputs, the nine results and the
// assumptions in two languages, the page's language first and then English (Hebrew after English), and a link back to the same estimate.
// Loaded on demand: it carries the texts of both languages.
import { fill } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/lang';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format/intl';
import { localizedPath } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import {
  EXPENSE_OVERRIDE_KEYS,
  MORTGAGE_ANNUAL_RATE,
  WEIGHTED_RETURN_PREMIUM_PERCENT,
} from '@shared/calculators/investment-calculator';
import { changedExpenses, queryOf, resultOf, type CalculatorInputs } from './calculator-state';
import { formatExpenseValue } from './expense-format';
import en from './summary-text.en';
import he from './summary-text.he';
import pt from './summary-text.pt';
import type { SummaryText } from './summary-text';

const TEXTS: Record<Lang, SummaryText> = { en, he, pt };

/** The summary in one language, as plain text lines. */
export function summaryText(lang: Lang, inputs: CalculatorInputs): string {
  const text = TEXTS[lang];
  const result = resultOf(inputs);
  const euro = (value: number) => formatEuro(value, lang);
  const percent = (value: number, digits = 1) => formatPercent(value, lang, digits);
  const line = (label: string, value: string) => `${label}: ${value}`;
  const changed = changedExpenses(inputs);
  const changedList = EXPENSE_OVERRIDE_KEYS.flatMap((key) => {
    const value = changed[key];
    return value === undefined ? [] : [`${text.expenseNames[key]} ${formatExpenseValue(key, value, lang)}`];
  });
  return [
    text.heading,
    '',
    text.inputsTitle,
    line(text.inputs.equity, euro(inputs.equity)),
    line(text.inputs.leverage, percent(inputs.leverage, 0)),
    line(text.inputs.term, inputs.term > 0 ? fill(text.termValue, { years: inputs.term }) : text.noMortgage),
    line(text.inputs.propertyType, text.types[inputs.propertyType]),
    line(text.inputs.residence, text.residences[inputs.residence ?? 'resident']),
    '',
    text.resultsTitle,
    line(text.results.annualReturn, percent(result.annualReturnPercent)),
    line(text.results.weightedReturn, percent(result.weightedReturnPercent)),
    line(text.results.monthlyIncome, euro(result.monthlyIncome)),
    line(text.results.propertyValue, euro(result.totalAssetValue)),
    line(text.results.loanAmount, euro(result.loanAmount)),
    line(text.results.monthlyMortgagePayment, euro(result.monthlyMortgagePayment)),
    line(text.results.grossMonthlyRent, euro(result.grossMonthlyRent)),
    line(text.results.monthlyExpenses, euro(result.monthlyExpenses)),
    line(text.results.oneTimeCosts, euro(result.oneTimeCosts)),
    line(text.results.cashAtPurchase, euro(result.cashAtPurchase)),
    line(text.results.netYieldBeforeTax, percent(result.netYieldBeforeTaxPercent, 2)),
    `${line(text.results.netYieldAfterTax, percent(result.netYieldAfterTaxPercent, 2))} ${fill(text.taxRateNote, {
      taxRate: percent(result.rentalIncomeTaxRatePercent, 0),
    })}`,
    '',
    fill(text.assumptions, {
      rate: percent(MORTGAGE_ANNUAL_RATE * 100),
      yield: percent(result.grossYieldPercent, 2),
      share: percent(result.grossMonthlyRent > 0 ? (result.monthlyExpenses / result.grossMonthlyRent) * 100 : 0, 0),
      premium: formatNumber(WEIGHTED_RETURN_PREMIUM_PERCENT, lang),
    }),
    ...(changedList.length > 0 ? [fill(text.changedAssumptions, { list: changedList.join(', ') })] : []),
    text.disclaimer,
    '',
    text.linkLabel,
    absoluteUrl(`${localizedPath(lang, 'investment')}?${queryOf(inputs)}`),
  ].join('\n');
}

/** The mailto: URL of the bilingual summary, `lang` first, then English (Hebrew for an English page). */
export function summaryMailto(lang: Lang, inputs: CalculatorInputs): string {
  const other: Lang = lang === 'en' ? 'he' : 'en';
  const subject = TEXTS[lang].subject;
  const body = [summaryText(lang, inputs), '', '――――――――――', '', summaryText(other, inputs)].join('\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
