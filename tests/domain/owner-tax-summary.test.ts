// The owner's year summary for the tax returns (docs/owner-tax-summary.md): the owner's part of each
// published payment of the year, by line, and its shekel figure at the rate of its date.
import {
  centsToAgorot,
  EXPENSE_TREATMENT,
  lastDayOfMonth,
  parseRateMicro,
  rateFinder,
  rateText,
  splitCents,
  summaryYears,
  yearSummary,
  type YearSummaryInput,
} from '@shared/owners/tax-summary';
import { CO_OWNER, entry, FLAT, HOUSE, OWNER, property, rate, share, statement } from './owner-tax-summary-fixtures';

describe('splitCents', () => {
  it('rounds each part down and gives the cents left to the largest remainders, ties to the earlier share', () => {
    expect(splitCents(1001, [5000, 5000])).toEqual([501, 500]);
    expect(splitCents(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    expect(splitCents(10, [6000, 4000])).toEqual([6, 4]);
    expect(splitCents(1, [4000, 3000, 3000])).toEqual([1, 0, 0]);
    expect(splitCents(2, [3400, 3300, 3300])).toEqual([1, 1, 0]);
  });

  it('splits a negative total as its magnitude, negated, and never gives -0', () => {
    expect(splitCents(-1001, [5000, 5000])).toEqual([-501, -500]);
    expect(Object.is(splitCents(-1, [5000, 5000])[1], 0)).toBe(true);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => splitCents(10.5, [10000])).toThrow(RangeError);
  });
});

describe('rates', () => {
  it('reads a rate from its decimal text into micro-units, exactly', () => {
    expect(parseRateMicro('3.998200')).toBe(3_998_200);
    expect(parseRateMicro('4.02')).toBe(4_020_000);
    expect(parseRateMicro(' 4 ')).toBe(4_000_000);
    expect(parseRateMicro(3.9982)).toBe(3_998_200);
    expect(parseRateMicro('4.123456000')).toBe(4_123_456);
  });

  it('refuses a rate it cannot hold exactly or that is not a positive decimal', () => {
    expect(parseRateMicro('4.1234567')).toBeNull();
    expect(parseRateMicro('0')).toBeNull();
    expect(parseRateMicro('-4.0')).toBeNull();
    expect(parseRateMicro('4,02')).toBeNull();
    expect(parseRateMicro('')).toBeNull();
    expect(parseRateMicro(1e-7)).toBeNull();
    expect(parseRateMicro(Number.NaN)).toBeNull();
  });

  it('writes a rate with at least four decimals', () => {
    expect(rateText(3_998_200)).toBe('3.9982');
    expect(rateText(4_000_000)).toBe('4.0000');
    expect(rateText(4_012_345)).toBe('4.012345');
  });

  it('converts cents to agorot rounding half away from zero', () => {
    expect(centsToAgorot(100, 3_998_200)).toBe(400); // 399.82 → 400
    expect(centsToAgorot(125_000, 4_000_000)).toBe(500_000);
    expect(centsToAgorot(1, 3_500_000)).toBe(4); // 3.5 → 4
    expect(centsToAgorot(-1, 3_500_000)).toBe(-4);
    expect(centsToAgorot(3, 1_166_666)).toBe(3); // 3.499998 → 3
    // Beyond a double's exact range in the product: 10^8 cents × 999999.999999.
    expect(centsToAgorot(100_000_000, 999_999_999_999)).toBe(99_999_999_999_900);
  });

  it('finds the rate of the day, else the latest one up to 7 days before, else none', () => {
    const find = rateFinder([rate('2026-03-06', '4.0100'), rate('2026-03-02', '3.9900'), rate('2026-03-09', '4.0300')]);
    expect(find('2026-03-06')?.perEuro).toBe('4.0100');
    expect(find('2026-03-08')).toMatchObject({ date: '2026-03-06', micro: 4_010_000, source: 'ECB' }); // a Sunday
    expect(find('2026-03-01')).toBeNull();
    const gap = rateFinder([rate('2026-01-01', '4.0')]);
    expect(gap('2026-01-08')?.date).toBe('2026-01-01');
    expect(gap('2026-01-09')).toBeNull();
  });

  it('ignores another currency and a rate it cannot read', () => {
    const find = rateFinder([
      { rate_date: '2026-03-02', currency: 'USD' as 'ILS', per_euro: '1.08', source: 'ECB' },
      rate('2026-03-03', 'n/a'),
    ]);
    expect(find('2026-03-03')).toBeNull();
  });

  it('knows the last day of each month, leap years included', () => {
    expect(lastDayOfMonth('2026-02-01')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12-01')).toBe('2026-12-31');
  });
});

/** A flat owned 60/40 with a co-owner: January and February 2026 published, March still open. */
function coOwnedYear(): YearSummaryInput {
  const jan = statement(FLAT, '2026-01', { fee_cents: 12000, vat_cents: 2760 });
  const feb = statement(FLAT, '2026-02', { fee_cents: 12000, vat_cents: 2760 });
  return {
    year: 2026,
    ownerId: OWNER,
    properties: [property(FLAT, 'Rua da Rosa 12, Lisboa')],
    statements: [jan, feb],
    shares: [
      share(jan, OWNER, 6000, { fee_cents: 7200, vat_cents: 1656 }),
      share(jan, CO_OWNER, 4000, { fee_cents: 4800, vat_cents: 1104 }),
      share(feb, OWNER, 6000, { fee_cents: 7200, vat_cents: 1656 }),
      share(feb, CO_OWNER, 4000, { fee_cents: 4800, vat_cents: 1104 }),
    ],
    entries: [
      entry({ property_id: FLAT, kind: 'rent', amount_cents: 120001, entry_date: '2026-01-05', withheld_cents: 30000 }),
      entry({
        property_id: FLAT,
        kind: 'expense',
        category: 'condominium',
        supplier: 'Cond',
        amount_cents: 8000,
        entry_date: '2026-01-10',
      }),
      entry({
        property_id: FLAT,
        kind: 'expense',
        category: 'other',
        supplier: 'Locksmith',
        amount_cents: 5000,
        entry_date: '2026-01-12',
      }),
      entry({
        property_id: FLAT,
        kind: 'payout',
        owner_id: OWNER,
        reference: 'TRF1',
        amount_cents: 50000,
        entry_date: '2026-01-20',
      }),
      entry({ property_id: FLAT, kind: 'rent', amount_cents: 120000, entry_date: '2026-02-07' }), // a Saturday
      entry({
        property_id: FLAT,
        kind: 'expense',
        category: 'imi',
        supplier: 'AT',
        amount_cents: 30000,
        entry_date: '2026-02-10',
      }),
      // The open month's entries do not count yet.
      entry({ property_id: FLAT, kind: 'rent', amount_cents: 120000, entry_date: '2026-03-05' }),
    ],
    rates: [
      rate('2026-01-05', '4.000000'),
      rate('2026-01-09', '4.100000'),
      rate('2026-01-12', '4.2'),
      rate('2026-01-30', '4.3'),
      rate('2026-02-06', '3.900000'),
      rate('2026-02-10', '3.8'),
      rate('2026-02-27', '3.7'),
      rate('2026-03-05', '3.6'),
    ],
  };
}

describe('yearSummary', () => {
  it("gives the owner's share of each published payment, by line, with the shekels at each date's rate", () => {
    const summary = yearSummary(coOwnedYear());
    expect(summary.properties).toHaveLength(1);
    const flat = summary.properties[0]!;
    expect(flat.property.address).toBe('Rua da Rosa 12, Lisboa');
    // 60% of 1200.01 is 720.006: the owner's part takes the larger remainder (the first in order).
    expect(flat.lines.rent.cents).toBe(72001 + 72000);
    expect(flat.lines.rent.agorot).toBe(288_004 + 280_800); // 720.01 × 4.0 and 720.00 × 3.9 (Friday's rate)
    expect(flat.lines.rent.rates.map((used) => used.date)).toEqual(['2026-01-05', '2026-02-06']);
    expect(flat.lines.withheld).toMatchObject({ cents: 18000, agorot: 72000 });
    expect(flat.lines.condominium).toMatchObject({ cents: 4800, agorot: 19680 }); // 1 Jan 10 (Saturday) → 9 Jan
    expect(flat.lines.imi).toMatchObject({ cents: 18000, agorot: 68400 });
    expect(flat.lines.other).toMatchObject({ cents: 3000, agorot: 12600 });
    // The fee and its VAT: the owner's parts of the statements, on each month's last day.
    expect(flat.lines.management_fee).toMatchObject({ cents: 14400, agorot: 30_960 + 26_640 });
    expect(flat.lines.management_vat.cents).toBe(3312);
    expect(flat.payments.filter((payment) => payment.line === 'management_fee').map((payment) => payment.date)).toEqual(
      ['2026-01-31', '2026-02-28'],
    );
    // Payouts are not income; the open month is not counted.
    expect(flat.payments.some((payment) => payment.month === '2026-03')).toBe(false);
    expect(flat.payments.every((payment) => payment.line !== ('payout' as never))).toBe(true);
    expect(summary.complete).toBe(true);
  });

  it('keeps deductible lines and the ones to confirm apart', () => {
    const { totals } = yearSummary(coOwnedYear());
    expect(EXPENSE_TREATMENT.other).toBe('confirm');
    expect(totals.toConfirm.cents).toBe(3000);
    expect(totals.deductible.cents).toBe(4800 + 18000 + 14400 + 3312);
    expect(totals.deductible.agorot).toBe(
      totals.lines.condominium.agorot! +
        totals.lines.imi.agorot! +
        totals.lines.management_fee.agorot! +
        totals.lines.management_vat.agorot!,
    );
  });

  it("gives the co-owner the rest of each payment, so the two parts add up to the ledger's", () => {
    const input = coOwnedYear();
    const mine = yearSummary(input);
    const theirs = yearSummary({ ...input, ownerId: CO_OWNER });
    expect(mine.totals.lines.rent.cents + theirs.totals.lines.rent.cents).toBe(120001 + 120000);
    expect(mine.totals.lines.withheld.cents + theirs.totals.lines.withheld.cents).toBe(30000);
    expect(mine.totals.lines.management_fee.cents + theirs.totals.lines.management_fee.cents).toBe(24000);
  });

  it('splits by the share of that month, when shares change during the year', () => {
    const input = coOwnedYear();
    const feb = input.statements[1]!;
    input.shares = input.shares.map((row) =>
      row.statement_id === feb.id ? { ...row, share_bp: row.owner_id === OWNER ? 2500 : 7500 } : row,
    );
    const flat = yearSummary(input).properties[0]!;
    expect(flat.lines.rent.cents).toBe(72001 + 30000);
  });

  it("counts the co-owners an owner cannot see as one share when only the owner's part is given", () => {
    const input = coOwnedYear();
    const onlyMine = { ...input, shares: input.shares.filter((row) => row.owner_id === OWNER) };
    expect(yearSummary(onlyMine).totals.lines.rent.cents).toBe(yearSummary(input).totals.lines.rent.cents);
  });

  it('skips a month in which the owner held no share', () => {
    const input = coOwnedYear();
    const jan = input.statements[0]!;
    input.shares = input.shares.filter((row) => !(row.statement_id === jan.id && row.owner_id === OWNER));
    const flat = yearSummary(input).properties[0]!;
    expect(flat.payments.every((payment) => payment.month === '2026-02')).toBe(true);
  });

  it('puts a payment in the year of its date, not of its statement month', () => {
    const dec = statement(FLAT, '2025-12');
    const input: YearSummaryInput = {
      year: 2026,
      ownerId: OWNER,
      properties: [property(FLAT)],
      statements: [dec],
      shares: [share(dec, OWNER, 10000)],
      entries: [
        entry({ property_id: FLAT, month: '2025-12-01', kind: 'rent', amount_cents: 100000, entry_date: '2026-01-02' }),
        entry({ property_id: FLAT, month: '2025-12-01', kind: 'rent', amount_cents: 90000, entry_date: '2025-12-02' }),
      ],
      rates: [rate('2026-01-02', '4')],
    };
    expect(yearSummary(input).totals.lines.rent.cents).toBe(100000);
    expect(yearSummary({ ...input, year: 2025 }).totals.lines.rent).toMatchObject({ cents: 90000, agorot: null });
    expect(summaryYears(input)).toEqual([2026, 2025]);
  });

  it('moves a line by an adjustment: a credit adds rent or refunds an expense, a debit the reverse', () => {
    const jan = statement(FLAT, '2026-01');
    const feb = statement(FLAT, '2026-02');
    const adjustment = (category: 'rent' | 'repairs', direction: 'credit' | 'debit', cents: number) =>
      entry({
        property_id: FLAT,
        month: '2026-02-01',
        kind: 'adjustment',
        category,
        direction,
        adjusts_month: '2026-01-01',
        note: 'Fix',
        amount_cents: cents,
        entry_date: '2026-02-03',
      });
    const summary = yearSummary({
      year: 2026,
      ownerId: OWNER,
      properties: [property(FLAT)],
      statements: [jan, feb],
      shares: [share(jan, OWNER, 10000), share(feb, OWNER, 10000)],
      entries: [
        entry({ property_id: FLAT, kind: 'rent', amount_cents: 100000, entry_date: '2026-01-03' }),
        entry({
          property_id: FLAT,
          kind: 'expense',
          category: 'repairs',
          supplier: 'Plumber',
          amount_cents: 20000,
          entry_date: '2026-01-04',
        }),
        adjustment('rent', 'credit', 5000),
        adjustment('rent', 'debit', 1000),
        adjustment('repairs', 'credit', 3000),
        adjustment('repairs', 'debit', 500),
      ],
      rates: [rate('2026-01-02', '4'), rate('2026-02-03', '4')],
    });
    expect(summary.totals.lines.rent).toMatchObject({ cents: 104000, agorot: 416000 });
    expect(summary.totals.lines.repairs).toMatchObject({ cents: 17500, agorot: 70000 });
  });

  it('shows no shekel figure for a total with a payment that has no rate, and names its date', () => {
    const input = coOwnedYear();
    input.rates = input.rates.filter((row) => row.rate_date !== '2026-02-10');
    const summary = yearSummary({ ...input, rates: input.rates.filter((row) => row.rate_date !== '2026-02-06') });
    const flat = summary.properties[0]!;
    expect(flat.lines.imi).toMatchObject({ cents: 18000, agorot: null, missingRateDates: ['2026-02-10'] });
    expect(flat.lines.rent.agorot).toBeNull();
    expect(flat.lines.condominium.agorot).toBe(19680);
    expect(flat.deductible.agorot).toBeNull();
    expect(summary.totals.lines.imi.agorot).toBeNull();
    expect(summary.complete).toBe(false);
    expect(flat.payments.find((payment) => payment.date === '2026-02-10')).toMatchObject({ rate: null, agorot: null });
  });

  it('lists the rates used, by date, each once', () => {
    const summary = yearSummary(coOwnedYear());
    expect(summary.rates.map((used) => [used.date, used.perEuro, used.source])).toEqual([
      ['2026-01-05', '4.0000', 'ECB'],
      ['2026-01-09', '4.1000', 'ECB'],
      ['2026-01-12', '4.2000', 'ECB'],
      ['2026-01-30', '4.3000', 'ECB'],
      ['2026-02-06', '3.9000', 'ECB'],
      ['2026-02-10', '3.8000', 'ECB'],
      ['2026-02-27', '3.7000', 'ECB'],
    ]);
  });

  it('sums two properties into the totals and leaves out a property without payments that year', () => {
    const input = coOwnedYear();
    const house = statement(HOUSE, '2026-01');
    const summary = yearSummary({
      ...input,
      properties: [...input.properties, property(HOUSE), property('cccccccc-cccc-4ccc-8ccc-cccccccccccc')],
      statements: [...input.statements, house],
      shares: [...input.shares, share(house, OWNER, 10000)],
      entries: [
        ...input.entries,
        entry({ property_id: HOUSE, kind: 'rent', amount_cents: 99999, entry_date: '2026-01-30' }),
      ],
    });
    expect(summary.properties.map((item) => item.property.id)).toEqual([FLAT, HOUSE]);
    expect(summary.totals.lines.rent.cents).toBe(72001 + 72000 + 99999);
    expect(summary.totals.lines.rent.agorot).toBe(288_004 + 280_800 + centsToAgorot(99999, 4_300_000));
  });

  it('is empty for a year without published payments', () => {
    const summary = yearSummary({ ...coOwnedYear(), year: 2024 });
    expect(summary.properties).toEqual([]);
    expect(summary.totals.lines.rent).toEqual({ cents: 0, agorot: 0, missingRateDates: [], rates: [] });
    expect(summary.complete).toBe(true);
  });

  it('refuses shares that add up to more than 100%', () => {
    const input = coOwnedYear();
    input.shares = input.shares.map((row) => ({ ...row, share_bp: 6000 }));
    expect(() => yearSummary(input)).toThrow(/exceed 100%/);
  });
});
