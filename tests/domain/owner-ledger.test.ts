// The owners' ledger rules the browser applies before the database applies them again
// (supabase/functions/_shared/domain/owners/ledger.ts, docs/owner-accounts.md): the Portuguese tax
// number's check digit, euros typed by a person read as integer cents, cents written back as a plain
// decimal, and the refusal codes of the staff functions.
import fc from 'fast-check';
import {
  centsToDecimal,
  LEDGER_ERROR_CODES,
  ledgerErrorCode,
  monthKey,
  nifValid,
  parseEuroCents,
} from '@shared/owners/ledger';

/**
 * Tax numbers with a correct check digit (the sum of the first eight digits weighted 9 down to 2,
 * mod 11; a remainder of 0 or 1 gives 0, else 11 minus it), worked out by hand: each remainder case
 * is here (123456789: 2, 501442600: 1, 999999990: 0, 246813571: 10). tests/db/owner-accounts.test.ts
 * holds the database's public.nif_valid to this function.
 */
const VALID_NIFS = [
  '123456789',
  '501442600',
  '999999990',
  '100000002',
  '246813571',
  '299900010',
  '135792460',
  '700000011',
  '450000001',
  '300000006',
  '987654322',
  '200000004',
];

/** Wrong check digit, wrong length, a leading 0, letters, empty. */
const INVALID_NIFS = [
  '123456780',
  '501442601',
  '999999991',
  '246813570',
  '700000010',
  '12345678',
  '1234567890',
  '023456789',
  '000000000',
  '12345678A',
  'PT123456789',
  '',
  '123-456-789',
];

describe('nifValid', () => {
  it.each(VALID_NIFS)('accepts %s', (nif) => {
    expect(nifValid(nif)).toBe(true);
  });

  it.each(INVALID_NIFS)('refuses %j', (nif) => {
    expect(nifValid(nif)).toBe(false);
  });

  it('ignores the spaces people type inside the number', () => {
    expect(nifValid('123 456 789')).toBe(true);
    expect(nifValid(' 501 442 600 ')).toBe(true);
  });

  it('finds every single wrong digit of a valid number whose check digit is not 0', () => {
    // One changed digit moves the weighted sum by weight x difference, never a multiple of 11, so the
    // remainder changes; with a check digit of 1-9 (remainder 2-10) every other remainder asks for
    // another check digit. (Remainders 0 and 1 both give 0: the rule's own blind spot.)
    for (const nif of VALID_NIFS.filter((number) => !number.endsWith('0'))) {
      for (let position = 0; position < 9; position += 1) {
        for (let digit = 0; digit <= 9; digit += 1) {
          if (String(digit) === nif[position]) continue;
          const changed = nif.slice(0, position) + String(digit) + nif.slice(position + 1);
          expect(nifValid(changed), changed).toBe(false);
        }
      }
    }
  });
});

describe('parseEuroCents', () => {
  it.each([
    ['1234.5', 123_450],
    ['1234,50', 123_450],
    ['1 234,50', 123_450],
    ['1\u00a0234,50', 123_450],
    ['1.234,50', 123_450],
    ['1,234.50', 123_450],
    ['€ 1.234,50', 123_450],
    ['1234 €', 123_400],
    ['1.234', 123_400],
    // Three digits after the only separator: a thousands group, not decimals.
    ['12.345', 1_234_500],
    ['1,234', 123_400],
    ['1,234,567.89', 123_456_789],
    ['1.234.567,89', 123_456_789],
    ['0,05', 5],
    ['0.5', 50],
    ['12', 1200],
    ['0', 0],
    ['999999999.99', 99_999_999_999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    '€',
    '-5',
    '+5',
    '1e3',
    'abc',
    '1,2,3',
    '1.2345',
    // Three decimals after a decimal point: not cents.
    '12,345.678',
    '12.345,678',
    // A separator used for the thousands and the decimals at once.
    '1.234.5',
    '1,234,5',
    // A first group of more than three digits is not a grouped number.
    '1234,567',
    '1234.567.890',
    '1000000000',
    ',50',
  ])('refuses %j', (text) => {
    expect(parseEuroCents(text)).toBeNull();
  });

  it('reads back every amount centsToDecimal writes, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseEuroCents(centsToDecimal(cents))).toBe(cents);
        expect(parseEuroCents(centsToDecimal(cents).replace('.', ','))).toBe(cents);
      }),
      { seed: 53, numRuns: 500 },
    );
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [100, '1.00'],
    [123_450, '1234.50'],
    [-123_456, '-1234.56'],
    [99_999_999_999, '999999999.99'],
  ])('writes %i as %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('never goes through a float: large amounts keep every cent', () => {
    expect(centsToDecimal(9_007_199_254_740_991)).toBe('90071992547409.91');
  });
});

describe('ledgerErrorCode and monthKey', () => {
  it('names the refusal in a database message, and nothing else', () => {
    for (const code of LEDGER_ERROR_CODES) expect(ledgerErrorCode(code)).toBe(code);
    expect(ledgerErrorCode(' shares_not_100 ')).toBe('shares_not_100');
    expect(ledgerErrorCode('not_allowed')).toBeNull();
    expect(ledgerErrorCode('permission denied for table owners')).toBeNull();
    expect(ledgerErrorCode(null)).toBeNull();
    expect(ledgerErrorCode(undefined)).toBeNull();
  });

  it('keeps the year and month of a date', () => {
    expect(monthKey('2026-03-01')).toBe('2026-03');
    expect(monthKey('2026-11-30T23:00:00Z')).toBe('2026-11');
  });
});
