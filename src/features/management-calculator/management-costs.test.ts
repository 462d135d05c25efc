import { MANAGEMENT_FEES } from '@/lib/content/facts';
import {
  calculateManagementCosts,
  isPackageId,
  MANAGEMENT_PACKAGES,
  MAX_MONTHLY_RENT,
  minimumThreshold,
  PACKAGE_IDS,
  packageCost,
  parseRent,
  readCalculatorQuery,
  writeCalculatorQuery,
  type PackageId,
} from './management-costs';

const cost = (rent: number, id: PackageId) => packageCost(rent, MANAGEMENT_PACKAGES[id]);

describe('management packages', () => {
  it('are the three packages of docs/calculators.md', () => {
    expect(PACKAGE_IDS).toEqual(['basic', 'plus', 'premium']);
    expect(MANAGEMENT_PACKAGES.basic).toMatchObject({ percent: 8, minimumEuros: 120 });
    expect(MANAGEMENT_PACKAGES.plus).toMatchObject({ percent: 10, minimumEuros: 200 });
    expect(MANAGEMENT_PACKAGES.premium).toMatchObject({ percent: 12, minimumEuros: 300 });
  });

  it('match the fee range and VAT of the facts register', () => {
    const percents = PACKAGE_IDS.map((id) => MANAGEMENT_PACKAGES[id].percent);
    expect(Math.min(...percents)).toBe(MANAGEMENT_FEES.minPercent);
    expect(Math.max(...percents)).toBe(MANAGEMENT_FEES.maxPercent);
    expect(MANAGEMENT_FEES.vatPercent).toBe(23);
  });

  it('put the minimum threshold where the percentage reaches the minimum', () => {
    expect(minimumThreshold(MANAGEMENT_PACKAGES.basic)).toBe(1500);
    expect(minimumThreshold(MANAGEMENT_PACKAGES.plus)).toBe(2000);
    expect(minimumThreshold(MANAGEMENT_PACKAGES.premium)).toBe(2500);
  });
});

describe('packageCost', () => {
  it('charges the monthly minimum below the threshold and the percentage above it', () => {
    expect(cost(1000, 'basic')).toMatchObject({ monthlyFee: 120, minimumApplies: true });
    expect(cost(1499, 'basic')).toMatchObject({ monthlyFee: 120, minimumApplies: true });
    expect(cost(1500, 'basic')).toMatchObject({ monthlyFee: 120, minimumApplies: false });
    expect(cost(1501, 'basic')).toMatchObject({ monthlyFee: 120, minimumApplies: false }); // 120.08
    expect(cost(1513, 'basic')).toMatchObject({ monthlyFee: 121, minimumApplies: false }); // 121.04
    expect(cost(3000, 'basic')).toMatchObject({ monthlyFee: 240 });

    expect(cost(1999.99, 'plus')).toMatchObject({ monthlyFee: 200, minimumApplies: true });
    expect(cost(2000, 'plus')).toMatchObject({ monthlyFee: 200, minimumApplies: false });
    expect(cost(2005, 'plus')).toMatchObject({ monthlyFee: 201 }); // 200.5 rounds up
    expect(cost(2004.99, 'plus')).toMatchObject({ monthlyFee: 200 }); // 200.499

    expect(cost(2499, 'premium')).toMatchObject({ monthlyFee: 300, minimumApplies: true });
    expect(cost(2500, 'premium')).toMatchObject({ monthlyFee: 300, minimumApplies: false });
    expect(cost(2600, 'premium')).toMatchObject({ monthlyFee: 312 });
  });

  it('applies the minimum to tiny rents', () => {
    expect(cost(0.01, 'basic').monthlyFee).toBe(120);
    expect(cost(1, 'plus').monthlyFee).toBe(200);
    expect(cost(1, 'premium').monthlyFee).toBe(300);
  });

  it('rounds half a euro up, exactly, without binary-fraction errors', () => {
    // 1506.25 × 8% = 120.5 exactly; 0.1 + 0.2 style errors must not turn it into 120.
    expect(cost(1506.25, 'basic').monthlyFee).toBe(121);
    expect(cost(1506.24, 'basic').monthlyFee).toBe(120); // 120.4992
    expect(cost(4104.17, 'premium').monthlyFee).toBe(493); // 492.5004
    expect(cost(4104.16, 'premium').monthlyFee).toBe(492); // 492.4992
    expect(cost(2345.67, 'plus').monthlyFee).toBe(235); // 234.567
  });

  it('charges one month, three quarters and half a month of rent for the tenant search', () => {
    expect(cost(1000, 'basic').tenantSearchFee).toBe(1000);
    expect(cost(1000, 'plus').tenantSearchFee).toBe(750);
    expect(cost(1000, 'premium').tenantSearchFee).toBe(500);
    expect(cost(1001, 'plus').tenantSearchFee).toBe(751); // 750.75
    expect(cost(1002, 'plus').tenantSearchFee).toBe(752); // 751.5 rounds up
    expect(cost(1001, 'premium').tenantSearchFee).toBe(501); // 500.5 rounds up
    expect(cost(999.49, 'basic').tenantSearchFee).toBe(999);
    expect(cost(999.5, 'basic').tenantSearchFee).toBe(1000);
  });

  it('adds 23% VAT to the fee and the tenant search fee, in whole euros', () => {
    expect(cost(1000, 'basic')).toMatchObject({ monthlyFeeWithVat: 148, tenantSearchFeeWithVat: 1230 }); // 147.6
    expect(cost(2000, 'plus')).toMatchObject({ monthlyFeeWithVat: 246, tenantSearchFeeWithVat: 1845 });
    expect(cost(1000, 'premium')).toMatchObject({ monthlyFeeWithVat: 369, tenantSearchFeeWithVat: 615 });
    expect(cost(1050, 'premium')).toMatchObject({ tenantSearchFee: 525, tenantSearchFeeWithVat: 646 }); // 645.75
  });

  it('never charges less than the minimum nor less than the percentage (every rent to 10,000)', () => {
    const wrong: string[] = [];
    for (let rent = 1; rent <= 10_000; rent += 1) {
      for (const id of PACKAGE_IDS) {
        const pkg = MANAGEMENT_PACKAGES[id];
        const { monthlyFee, minimumApplies } = cost(rent, id);
        const exact = Math.max((rent * pkg.percent) / 100, pkg.minimumEuros);
        const ok =
          Number.isInteger(monthlyFee) &&
          monthlyFee >= pkg.minimumEuros &&
          Math.abs(monthlyFee - exact) <= 0.5 &&
          minimumApplies === rent < minimumThreshold(pkg);
        if (!ok) wrong.push(`${id} at ${rent}: ${monthlyFee}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the packages in order: a richer package never costs less', () => {
    for (let rent = 50; rent <= MAX_MONTHLY_RENT; rent += 50) {
      const [basic, plus, premium] = calculateManagementCosts(rent)!;
      expect(plus!.monthlyFee).toBeGreaterThan(basic!.monthlyFee);
      expect(premium!.monthlyFee).toBeGreaterThan(plus!.monthlyFee);
      expect(plus!.tenantSearchFee).toBeLessThanOrEqual(basic!.tenantSearchFee);
      expect(premium!.tenantSearchFee).toBeLessThanOrEqual(plus!.tenantSearchFee);
    }
  });
});

describe('calculateManagementCosts', () => {
  it('returns the three packages in order for a valid rent', () => {
    expect(calculateManagementCosts(1800)).toEqual([
      {
        id: 'basic',
        monthlyFee: 144,
        monthlyFeeWithVat: 177,
        minimumApplies: false,
        tenantSearchFee: 1800,
        tenantSearchFeeWithVat: 2214,
      },
      {
        id: 'plus',
        monthlyFee: 200,
        monthlyFeeWithVat: 246,
        minimumApplies: true,
        tenantSearchFee: 1350,
        tenantSearchFeeWithVat: 1661,
      },
      {
        id: 'premium',
        monthlyFee: 300,
        monthlyFeeWithVat: 369,
        minimumApplies: true,
        tenantSearchFee: 900,
        tenantSearchFeeWithVat: 1107,
      },
    ]);
  });

  it.each([
    0,
    -1,
    -0.01,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    MAX_MONTHLY_RENT + 0.01,
    1e308,
    null,
    undefined,
  ])('returns null for %s', (rent) => {
    expect(calculateManagementCosts(rent)).toBeNull();
  });

  it('takes the largest rent it allows', () => {
    expect(calculateManagementCosts(MAX_MONTHLY_RENT)?.[2]).toMatchObject({
      monthlyFee: 12_000,
      tenantSearchFee: 50_000,
    });
  });
});

describe('parseRent', () => {
  it.each([
    ['1500', 1500],
    [' 1500 ', 1500],
    ['1500.5', 1500.5],
    ['1500.55', 1500.55],
    ['0.5', 0.5],
    ['1,500', 1500],
    ['1,500.75', 1500.75],
    ['12,345', 12345],
    ['1 500', 1500],
    ['1\u00A0500', 1500],
    ['€1500', 1500],
    ['1500 €', 1500],
    ['100000', MAX_MONTHLY_RENT],
    ['007', 7],
  ])('reads %j as %d', (input, rent) => {
    expect(parseRent(input)).toEqual({ kind: 'valid', rent });
  });

  it.each(['', '   ', null, undefined])('reads %j as empty', (input) => {
    expect(parseRent(input)).toEqual({ kind: 'empty' });
  });

  it.each([
    '0',
    '0.00',
    '-1',
    '-1500',
    '+1500',
    'abc',
    '12abc',
    '1500.123',
    '1.500,50',
    '15,00',
    '1,50,000',
    '1,500 000',
    '1e3',
    'Infinity',
    'NaN',
    '0x10',
    '.5',
    '5.',
    '1500€€',
    '١٥٠٠',
  ])('refuses %j', (input) => {
    expect(parseRent(input)).toEqual({ kind: 'invalid' });
  });

  it.each(['100000.01', '100001', '1000000', '9'.repeat(400), '999,999,999'])('refuses %j as too large', (input) => {
    expect(parseRent(input)).toEqual({ kind: 'tooLarge' });
  });
});

describe('the URL query', () => {
  it('reads a valid rent and plan', () => {
    expect(readCalculatorQuery('?rent=1500&plan=plus')).toEqual({ rent: '1500', plan: 'plus' });
    expect(readCalculatorQuery(new URLSearchParams('rent=1200.5'))).toEqual({ rent: '1200.5', plan: null });
  });

  it('ignores bad values', () => {
    expect(readCalculatorQuery('')).toEqual({ rent: '', plan: null });
    expect(readCalculatorQuery('?rent=abc&plan=plus')).toEqual({ rent: '', plan: null });
    expect(readCalculatorQuery('?rent=-5&plan=basic')).toEqual({ rent: '', plan: null });
    expect(readCalculatorQuery('?rent=0')).toEqual({ rent: '', plan: null });
    expect(readCalculatorQuery('?rent=1e9')).toEqual({ rent: '', plan: null });
    expect(readCalculatorQuery('?rent=5000000')).toEqual({ rent: '', plan: null });
    expect(readCalculatorQuery('?rent=1500&plan=gold')).toEqual({ rent: '1500', plan: null });
    expect(readCalculatorQuery('?rent=1500&plan=PLUS')).toEqual({ rent: '1500', plan: null });
    expect(readCalculatorQuery('?plan=plus')).toEqual({ rent: '', plan: null });
  });

  it('writes the rent and plan, keeping other parameters, and drops them when invalid', () => {
    expect(writeCalculatorQuery('', '1,500', 'plus')).toBe('?rent=1500&plan=plus');
    expect(writeCalculatorQuery('?utm_source=x&rent=9', '2000', null)).toBe('?utm_source=x&rent=2000');
    expect(writeCalculatorQuery('?rent=1500&plan=plus', '', 'plus')).toBe('');
    expect(writeCalculatorQuery('?rent=1500&plan=plus&a=1', 'abc', 'plus')).toBe('?a=1');
    expect(writeCalculatorQuery('', '-3', 'basic')).toBe('');
  });

  it('round-trips what it writes', () => {
    const query = writeCalculatorQuery('', '2,750.5', 'premium');
    expect(readCalculatorQuery(query)).toEqual({ rent: '2750.5', plan: 'premium' });
  });

  it('recognises package ids only', () => {
    expect(isPackageId('basic')).toBe(true);
    expect(isPackageId('Basic')).toBe(false);
    expect(isPackageId(undefined)).toBe(false);
    expect(isPackageId(1)).toBe(false);
  });
});
