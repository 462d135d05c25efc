import { ChevronDown, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import {
  EXPENSE_BOUNDS,
  EXPENSE_ITEM_OF,
  EXPENSE_OVERRIDE_KEYS,
  type ExpenseOverrideKey,
  type ExpenseOverrides,
} from '@shared/calculators/investment-calculator';
import type { InvestmentCalculatorCopy } from './calculator-copy';
import { formatExpenseValue } from './expense-format';
import {
  changedExpenses,
  expenseDefaultsOf,
  expenseFieldText,
  parseExpenseInput,
  type CalculatorInputs,
  type ExpenseInput,
} from './calculator-state';

export interface AssumptionsEditorProps {
  copy: InvestmentCalculatorCopy;
  inputs: CalculatorInputs;
  /** The changed assumptions (valid values only; a field with a bad value keeps its default). */
  onChange: (expenses: ExpenseOverrides) => void;
  idPrefix: string;
}

/**
 * "Change the assumptions" (docs/calculators.md): a disclosure with a field for each running-cost
 * assumption, prefilled with its default (or the value from the shared link), each with its unit,
 * its default and a message for a bad value; "Back to the defaults" clears them all. Opens by
 * itself when the link already changes an assumption, so the visitor sees what differs.
 */
export function AssumptionsEditor({ copy, inputs, onChange, idPrefix }: AssumptionsEditorProps) {
  const { lang } = useI18n();
  const text = copy.assumptionsEditor;
  const [open, setOpen] = useState(() => Object.keys(changedExpenses(inputs)).length > 0);
  // What the visitor typed, per field; a field not typed into shows its value (changed or default).
  const [typed, setTyped] = useState<Partial<Record<ExpenseOverrideKey, string>>>({});
  const defaults = expenseDefaultsOf(inputs);
  const expenses = inputs.expenses ?? {};
  const panelId = `${idPrefix}-panel`;

  const withUnit = (key: ExpenseOverrideKey, value: number) => formatExpenseValue(key, value, lang);

  const errorOf = (key: ExpenseOverrideKey, input: ExpenseInput): string | null => {
    switch (input.kind) {
      case 'valid':
        return null;
      case 'empty':
        return text.errors.empty;
      case 'invalid':
        return text.errors.invalid;
      case 'negative':
        return text.errors.negative;
      case 'tooLarge':
        return fill(text.errors.tooLarge, { max: withUnit(key, EXPENSE_BOUNDS[key].max) });
    }
  };

  const change = (key: ExpenseOverrideKey, raw: string) => {
    setTyped({ ...typed, [key]: raw });
    const input = parseExpenseInput(key, raw);
    const next: ExpenseOverrides = { ...expenses };
    if (input.kind === 'valid') next[key] = input.value;
    else delete next[key];
    onChange(next);
  };

  const reset = () => {
    setTyped({});
    onChange({});
  };

  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white px-5 py-3 print:hidden"
      data-testid="assumptions-editor"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded text-start font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {text.toggle}
        <ChevronDown aria-hidden className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="pb-2">
        <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
        <>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {EXPENSE_OVERRIDE_KEYS.map((key) => {
              const id = `${idPrefix}-${key}`;
              const raw = typed[key];
              const input = raw === undefined ? null : parseExpenseInput(key, raw);
              const error = input ? errorOf(key, input) : null;
              const value = raw ?? expenseFieldText(expenses[key] ?? defaults[key]);
              const unit = text.units[EXPENSE_BOUNDS[key].unit];
              return (
                <div key={key} className="flex flex-col gap-1.5">
                  <label htmlFor={id} className="text-sm font-medium text-slate-900">
                    {copy.expenseItems[EXPENSE_ITEM_OF[key]]} – {unit}
                  </label>
                  <input
                    id={id}
                    name={key}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    dir="ltr"
                    value={value}
                    onChange={(event) => change(key, event.target.value)}
                    aria-invalid={Boolean(error)}
                    aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                    className="h-11 w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600 rtl:text-right"
                  />
                  <p id={`${id}-hint`} className="text-xs text-slate-600">
                    {fill(text.defaultHint, { value: withUnit(key, defaults[key]) })}
                  </p>
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                </div>
              );
            })}
          </div>
          <Button type="button" variant="outline" onClick={reset} className="mt-4">
            <RotateCcw aria-hidden className="size-4" />
            {text.reset}
          </Button>
        </>
      </div>
    </div>
  );
}
