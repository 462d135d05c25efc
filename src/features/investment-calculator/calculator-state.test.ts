import {
  changeEquity,
  changeLeverage,
  changePropertyType,
  changeTerm,
  changedExpenses,
  expenseDefaultsOf,
  DEFAULT_INPUTS,
  inputsFromQuery,
  queryOf,
  parseExpenseInput,
  resultOf,
  snapToSlider,
  type CalculatorInputs,
} from './calculator-state';
import { hasCalculatorQuery, queryWithoutInputs } from './calculator-query';

const base: CalculatorInputs = { equity: 100_000, leverage: 50, term: 25, propertyType: 'apartment' };

describe('multi-family rule', () => {
  it('refuses multi-family below a total value of 200,000 and keeps the type', () => {
    // 90,000 at 50 %: total 180,000
    const start = { ...base, equity: 90_000 };
    expect(changePropertyType(start, 'multi_family')).toEqual({ inputs: start, notice: 'typeNotAllowed' });
  });

  it('allows multi-family from exactly 200,000 of total value', () => {
    // 100,000 at 50 %: total 200,000
    expect(changePropertyType(base, 'multi_family')).toEqual({
      inputs: { ...base, propertyType: 'multi_family' },
      notice: null,
    });
    // 60,000 at 70 %: total exactly 200,000 too
    const leveraged = { ...base, equity: 60_000, leverage: 70 };
    expect(changePropertyType(leveraged, 'multi_family').notice).toBeNull();
  });

  it('reverts multi-family to apartment when the equity drops the value below 200,000', () => {
    const multi = { ...base, propertyType: 'multi_family' as const };
    expect(changeEquity(multi, 90_000)).toEqual({
      inputs: { ...multi, equity: 90_000, propertyType: 'apartment' },
      notice: 'typeAdjusted',
    });
    expect(changeEquity(multi, 110_000)).toEqual({ inputs: { ...multi, equity: 110_000 }, notice: null });
  });

  it('reverts multi-family when lower leverage drops the value below 200,000', () => {
    const multi = { ...base, propertyType: 'multi_family' as const };
    // 100,000 at 45 %: 181,818
    expect(changeLeverage(multi, 45)).toEqual({
      inputs: { ...multi, leverage: 45, propertyType: 'apartment' },
      notice: 'typeAdjusted',
    });
  });

  it('never reverts other types', () => {
    expect(changeEquity({ ...base, propertyType: 'family_house' }, 50_000).notice).toBeNull();
  });
});

describe('term rules', () => {
  it('sets the term to 0 when leverage goes to 0, and back to 25 when leverage returns', () => {
    const none = changeLeverage({ ...base, term: 15 }, 0).inputs;
    expect(none).toMatchObject({ leverage: 0, term: 0 });
    expect(changeLeverage(none, 30).inputs).toMatchObject({ leverage: 30, term: 25 });
  });

  it('keeps a valid term when leverage changes', () => {
    expect(changeLeverage({ ...base, term: 15 }, 60).inputs.term).toBe(15);
  });

  it('ignores term changes without leverage', () => {
    const none = { ...base, leverage: 0, term: 0 };
    expect(changeTerm(none, 20).inputs).toBe(none);
  });

  it('rounds manual terms to multiples of 5 within 5–30', () => {
    expect(changeTerm(base, 12).inputs.term).toBe(10);
    expect(changeTerm(base, 13).inputs.term).toBe(15);
    expect(changeTerm(base, 2).inputs.term).toBe(5);
    expect(changeTerm(base, 45).inputs.term).toBe(30);
  });
});

describe('slider values', () => {
  it('snap to the steps and the bounds', () => {
    const equity = { min: 50_000, max: 2_000_000, step: 10_000 };
    expect(snapToSlider(123_456, equity)).toBe(120_000);
    expect(snapToSlider(10, equity)).toBe(50_000);
    expect(snapToSlider(9e9, equity)).toBe(2_000_000);
    expect(snapToSlider(Number.NaN, equity)).toBe(50_000);
    expect(changeLeverage(base, 93).inputs.leverage).toBe(70);
    expect(changeEquity(base, 254_000).inputs.equity).toBe(250_000);
  });
});

describe('query string', () => {
  it('round-trips the inputs', () => {
    const inputs: CalculatorInputs = { equity: 350_000, leverage: 30, term: 20, propertyType: 'multi_family' };
    expect(queryOf(inputs)).toBe('equity=350000&leverage=30&term=20&type=multi_family');
    expect(inputsFromQuery(`?${queryOf(inputs)}`)).toEqual(inputs);
  });

  it('keeps other parameters', () => {
    expect(queryOf(base, 'utm_source=mail')).toBe('utm_source=mail&equity=100000&leverage=50&term=25&type=apartment');
    expect(queryWithoutInputs('utm_source=mail&equity=100000&type=apartment')).toBe('utm_source=mail');
  });

  it('ignores malformed, out-of-range and off-step values', () => {
    for (const search of [
      '?equity=abc&leverage=-5&term=7&type=castle',
      '?equity=1e6&leverage=80&term=35&type=',
      '?equity=40000&leverage=33&term=0x10&type=single_family',
      '?equity=255555&leverage=5.5&term=%20',
      '?equity=&leverage=&term=&type=__proto__',
    ]) {
      expect(inputsFromQuery(search), search).toEqual(DEFAULT_INPUTS);
    }
  });

  it('takes the valid values and ignores the others', () => {
    expect(inputsFromQuery('?equity=500000&leverage=oops&type=family_house')).toEqual({
      ...DEFAULT_INPUTS,
      equity: 500_000,
      propertyType: 'family_house',
    });
  });

  it('applies the term and multi-family rules', () => {
    expect(inputsFromQuery('?leverage=0&term=25')).toMatchObject({ leverage: 0, term: 0 });
    expect(inputsFromQuery('?leverage=40&term=0')).toMatchObject({ leverage: 40, term: 25 });
    expect(inputsFromQuery('?equity=50000&leverage=0&type=multi_family')).toMatchObject({ propertyType: 'apartment' });
  });

  it('tells whether a calculator input is present', () => {
    expect(hasCalculatorQuery('?equity=100000')).toBe(true);
    expect(hasCalculatorQuery('?type=oops')).toBe(true);
    expect(hasCalculatorQuery('?utm_source=x')).toBe(false);
    expect(hasCalculatorQuery('')).toBe(false);
  });
});

describe('changed assumptions in the query string', () => {
  const changed: CalculatorInputs = { ...DEFAULT_INPUTS, expenses: { imiPercent: 0.45, vacancyPercent: 8 } };

  it('writes only the assumptions that differ from their defaults, and reads them back', () => {
    const query = queryOf({ ...changed, expenses: { ...changed.expenses, maintenancePercent: 0.5 } });
    expect(query).toBe('equity=200000&leverage=50&term=25&type=apartment&imi=0.45&vacancy=8');
    expect(inputsFromQuery(`?${query}`)).toEqual(changed);
    expect(hasCalculatorQuery('?imi=0.45')).toBe(true);
    expect(queryWithoutInputs('imi=0.45&vacancy=8&utm_source=x')).toBe('utm_source=x');
  });

  it('drops a value equal to its default, at cent precision for the management fee', () => {
    const fee = expenseDefaultsOf(DEFAULT_INPUTS).managementMonthly;
    expect(changedExpenses({ ...DEFAULT_INPUTS, expenses: { managementMonthly: Number(fee.toFixed(2)) } })).toEqual({});
    expect(changedExpenses({ ...DEFAULT_INPUTS, expenses: { managementMonthly: 150 } })).toEqual({
      managementMonthly: 150,
    });
    // A house has no condominium by default: 0 is no change there, 0.2 is.
    const house: CalculatorInputs = { ...DEFAULT_INPUTS, propertyType: 'family_house' };
    expect(changedExpenses({ ...house, expenses: { condominiumPercent: 0 } })).toEqual({});
    expect(changedExpenses({ ...house, expenses: { condominiumPercent: 0.2 } })).toEqual({ condominiumPercent: 0.2 });
  });

  it('falls back to the default on nonsense', () => {
    for (const search of ['?imi=-1', '?imi=abc', '?vacancy=80', '?management=1e9', '?insurance=0x1', '?imi=0.3']) {
      expect(inputsFromQuery(search), search).toEqual(DEFAULT_INPUTS);
    }
    expect(inputsFromQuery('?imi=oops&vacancy=10')).toEqual({ ...DEFAULT_INPUTS, expenses: { vacancyPercent: 10 } });
  });

  it('recomputes the results with the changed values', () => {
    const plain = resultOf(DEFAULT_INPUTS);
    const more = resultOf({ ...DEFAULT_INPUTS, expenses: { vacancyPercent: 10 } });
    expect(more.expenseItems.vacancy).toBeCloseTo(plain.expenseItems.vacancy * 2, 6);
    expect(more.monthlyExpenses).toBeGreaterThan(plain.monthlyExpenses);
    expect(more.annualReturnPercent).toBeLessThan(plain.annualReturnPercent);
  });
});

describe('resultOf', () => {
  it('computes with the normalised term', () => {
    // 300,000 at 50 % over 25 years: see tests/domain/investment-calculator.test.ts
    const result = resultOf({ equity: 300_000, leverage: 50, term: 25, propertyType: 'apartment' });
    expect(result.totalAssetValue).toBe(600_000);
    expect(result.monthlyMortgagePayment).toBeCloseTo(1501.8707, 4);
    expect(result.annualReturnPercent).toBe(2.4);
  });
});

describe('parseExpenseInput', () => {
  it('reads a decimal with a point or a comma, and the fee’s grouped thousands', () => {
    expect(parseExpenseInput('imiPercent', '0.35')).toEqual({ kind: 'valid', value: 0.35 });
    expect(parseExpenseInput('imiPercent', ' 0,35 % ')).toEqual({ kind: 'valid', value: 0.35 });
    expect(parseExpenseInput('vacancyPercent', '7')).toEqual({ kind: 'valid', value: 7 });
    expect(parseExpenseInput('managementMonthly', '€1,200')).toEqual({ kind: 'valid', value: 1200 });
    expect(parseExpenseInput('managementMonthly', '212,5')).toEqual({ kind: 'valid', value: 212.5 });
    expect(parseExpenseInput('maintenancePercent', '0.333')).toEqual({ kind: 'valid', value: 0.33 });
    expect(parseExpenseInput('condominiumPercent', '0')).toEqual({ kind: 'valid', value: 0 });
  });

  it('tells empty, not a number, negative and too large apart', () => {
    expect(parseExpenseInput('imiPercent', '  ')).toEqual({ kind: 'empty' });
    expect(parseExpenseInput('imiPercent', 'abc')).toEqual({ kind: 'invalid' });
    expect(parseExpenseInput('imiPercent', '1e3')).toEqual({ kind: 'invalid' });
    expect(parseExpenseInput('imiPercent', '0.3.1')).toEqual({ kind: 'invalid' });
    expect(parseExpenseInput('imiPercent', '-0.3')).toEqual({ kind: 'negative' });
    expect(parseExpenseInput('imiPercent', '2.01')).toEqual({ kind: 'tooLarge' });
    expect(parseExpenseInput('vacancyPercent', '51')).toEqual({ kind: 'tooLarge' });
    expect(parseExpenseInput('managementMonthly', '10001')).toEqual({ kind: 'tooLarge' });
  });
});
