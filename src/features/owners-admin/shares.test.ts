import { checkShares, parseSharePercent, sharePercentText } from './shares';

describe('parseSharePercent', () => {
  it.each([
    ['50', 5000],
    ['33.33', 3333],
    ['33,34', 3334],
    ['12.5', 1250],
    ['0.01', 1],
    ['100', 10000],
    ['100.00', 10000],
    [' 25 % ', 2500],
    ['7', 700],
  ])('reads %j as %i basis points', (text, bp) => {
    expect(parseSharePercent(text)).toBe(bp);
  });

  it.each(['', '0', '0.00', '100.01', '101', '33.333', '-10', '1e2', '50.', '.5', 'abc', '1,000', '33.3.3'])(
    'refuses %j',
    (text) => {
      expect(parseSharePercent(text)).toBeNull();
    },
  );

  it('reads back every basis-point share exactly from its form text, with no floating-point drift', () => {
    for (let bp = 1; bp <= 10_000; bp += 1) expect(parseSharePercent(sharePercentText(bp))).toBe(bp);
  });

  it('writes shares as a person types them', () => {
    expect(sharePercentText(3333)).toBe('33.33');
    expect(sharePercentText(5000)).toBe('50');
    expect(sharePercentText(5050)).toBe('50.5');
    expect(sharePercentText(1)).toBe('0.01');
  });
});

describe('checkShares', () => {
  it('accepts shares adding up to exactly 100%', () => {
    expect(checkShares(['33.33', '33.33', '33.34'])).toEqual({ totalBp: 10000, allValid: true, complete: true });
  });

  it('refuses 50 and 40, with their total', () => {
    expect(checkShares(['50', '40'])).toEqual({ totalBp: 9000, allValid: true, complete: false });
  });

  it('refuses a total over 100% and shares that are not numbers', () => {
    expect(checkShares(['60', '50']).complete).toBe(false);
    expect(checkShares(['50', 'half'])).toEqual({ totalBp: 5000, allValid: false, complete: false });
    expect(checkShares([]).complete).toBe(false);
  });
});
