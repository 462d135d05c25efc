// Which query-string keys are the investment calculator's inputs. Apart from calculator-state.ts so
// that the investment page, which only asks whether a shared link holds inputs (and drops them when
// the calculator closes), does not carry the calculator's code: the calculator loads on demand.
import { EXPENSE_ITEM_OF, type ExpenseOverrideKey } from '@shared/calculators/investment-figures';

/** The query-string keys of the inputs. */
export const QUERY_KEYS = {
  equity: 'equity',
  leverage: 'leverage',
  term: 'term',
  propertyType: 'type',
  residence: 'residence',
} as const;

/**
 * The query-string keys of the changed running-cost assumptions (present only when changed): the name
 * of the cost item each sets.
 */
export const EXPENSE_QUERY_KEYS: Readonly<Record<ExpenseOverrideKey, string>> = EXPENSE_ITEM_OF;

const ALL_KEYS = [...Object.values(QUERY_KEYS), ...Object.values(EXPENSE_QUERY_KEYS)];

/** Whether the query string holds any calculator input (a shared result opens the calculator). */
export function hasCalculatorQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return ALL_KEYS.some((key) => params.has(key));
}

/** The query string without the calculator's inputs (the calculator was closed). */
export function queryWithoutInputs(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ALL_KEYS) params.delete(key);
  return params.toString();
}
