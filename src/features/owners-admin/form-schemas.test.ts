import { adjustmentFormSchema, expenseFormSchema, payoutFormSchema, rentFormSchema } from './entry-form-schemas';
import { leaseFormSchema } from './lease-form-schema';
import { nifProblem, ownerFormSchema } from './owner-form-schema';
import { propertyFormSchema } from './property-form-schema';

/** The first message per field, as the form shows it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((issue) => [issue.path.join('.'), issue.message]));

describe('owner form', () => {
  const valid = {
    full_name: '  Dana Levi ',
    email: ' Dana@Example.COM ',
    language: 'he',
    tax_country: 'IL',
    nif: '123 456 789',
    package: 'plus',
  } as const;

  it('makes the function’s payload: trimmed, the address in lower case, the NIF as digits', () => {
    expect(ownerFormSchema.parse(valid)).toEqual({
      full_name: 'Dana Levi',
      email: 'dana@example.com',
      language: 'he',
      tax_country: 'IL',
      nif: '123456789',
      package: 'plus',
    });
  });

  it('tells a wrong check digit from a number of the wrong shape', () => {
    expect(nifProblem('123456789')).toBeNull();
    expect(nifProblem('123456780')).toBe('nifCheckDigit');
    expect(nifProblem('012345678')).toBe('nifFormat');
    expect(nifProblem('12345678')).toBe('nifFormat');
    expect(messages(ownerFormSchema.safeParse({ ...valid, nif: '123456780' }))).toEqual({ nif: 'nifCheckDigit' });
  });

  it('refuses a short name and an incomplete address', () => {
    expect(messages(ownerFormSchema.safeParse({ ...valid, full_name: 'D', email: 'dana@example' }))).toEqual({
      full_name: 'tooShort',
      email: 'email',
    });
  });
});

describe('property form', () => {
  const base = {
    address: 'Rua Augusta 100, 2º',
    city: 'Lisbon',
    property_type: 'apartment',
    package: 'basic',
  } as const;

  it('sends the shares as integer basis points', () => {
    const result = propertyFormSchema.parse({
      ...base,
      owners: [
        { owner_id: 'a', share: '33.33' },
        { owner_id: 'b', share: '33.33' },
        { owner_id: 'c', share: '33,34' },
      ],
    });
    expect(result.owners).toEqual([
      { owner_id: 'a', share_bp: 3333 },
      { owner_id: 'b', share_bp: 3333 },
      { owner_id: 'c', share_bp: 3334 },
    ]);
  });

  it('refuses shares of 50% and 40%', () => {
    const result = propertyFormSchema.safeParse({
      ...base,
      owners: [
        { owner_id: 'a', share: '50' },
        { owner_id: 'b', share: '40' },
      ],
    });
    expect(messages(result)).toEqual({ 'owners.root': 'sharesNot100' });
  });

  it('refuses the same owner twice and a share that is not a percentage', () => {
    expect(
      messages(
        propertyFormSchema.safeParse({
          ...base,
          owners: [
            { owner_id: 'a', share: '50' },
            { owner_id: 'a', share: '50' },
          ],
        }),
      ),
    ).toEqual({ 'owners.1.owner_id': 'duplicateOwner' });
    expect(
      messages(propertyFormSchema.safeParse({ ...base, owners: [{ owner_id: 'a', share: '100.001' }] })),
    ).toMatchObject({ 'owners.0.share': 'share' });
  });
});

describe('lease form', () => {
  const valid = {
    tenant_name: 'João Silva',
    tenant_email: '',
    rent: '1.250,50',
    starts_on: '2026-01-01',
    ends_on: '',
    deposit: '',
  };

  it('reads euros as integer cents and empty optional fields as null or zero', () => {
    expect(leaseFormSchema.parse(valid)).toEqual({
      tenant_name: 'João Silva',
      tenant_email: null,
      monthly_rent_cents: 125050,
      starts_on: '2026-01-01',
      ends_on: null,
      deposit_cents: 0,
    });
  });

  it('refuses an end before the start, a rent of zero and three decimals', () => {
    expect(messages(leaseFormSchema.safeParse({ ...valid, ends_on: '2025-12-31' }))).toEqual({
      ends_on: 'endBeforeStart',
    });
    expect(messages(leaseFormSchema.safeParse({ ...valid, rent: '0' }))).toEqual({ rent: 'amountPositive' });
    expect(messages(leaseFormSchema.safeParse({ ...valid, rent: '1.2345', deposit: '2000001' }))).toEqual({
      rent: 'amount',
      deposit: 'amountTooLarge',
    });
  });
});

describe('entry forms', () => {
  it('makes a rent entry with the tax withheld in cents', () => {
    expect(
      rentFormSchema('2026-11').parse({ entry_date: '2026-11-03', amount: '1500', reference: ' 42 ', withheld: '375' }),
    ).toEqual({ kind: 'rent', entry_date: '2026-11-03', amount_cents: 150000, reference: '42', withheld_cents: 37500 });
  });

  it('refuses tax withheld above the rent and a date too far from the month', () => {
    expect(
      messages(
        rentFormSchema('2026-11').safeParse({
          entry_date: '2027-01-02',
          amount: '100',
          reference: '',
          withheld: '200',
        }),
      ),
    ).toEqual({ entry_date: 'dateOutsideMonth', withheld: 'withheldTooLarge' });
  });

  it('needs an expense’s supplier and a payout’s co-owner and bank reference', () => {
    expect(
      messages(
        expenseFormSchema('2026-11').safeParse({
          category: 'imi',
          supplier: ' ',
          entry_date: '2026-11-03',
          amount: '300',
        }),
      ),
    ).toEqual({ supplier: 'required' });
    expect(
      messages(
        payoutFormSchema('2026-11').safeParse({ owner_id: '', entry_date: '2026-11-03', amount: '300', reference: '' }),
      ),
    ).toEqual({ owner_id: 'required', reference: 'required' });
  });

  it('lets an adjustment correct only a published month before its own', () => {
    const schema = adjustmentFormSchema('2026-12', ['2026-10', '2026-11']);
    const value = {
      direction: 'debit',
      category: 'repairs',
      adjusts_month: '2026-10',
      entry_date: '2026-12-02',
      amount: '45.10',
      note: 'Plumber invoiced twice',
    } as const;
    expect(schema.parse(value)).toEqual({
      kind: 'adjustment',
      direction: 'debit',
      category: 'repairs',
      adjusts_month: '2026-10',
      entry_date: '2026-12-02',
      amount_cents: 4510,
      note: 'Plumber invoiced twice',
    });
    expect(messages(schema.safeParse({ ...value, adjusts_month: '2026-09' }))).toEqual({ adjusts_month: 'month' });
    expect(messages(schema.safeParse({ ...value, adjusts_month: '2026-12' }))).toEqual({ adjusts_month: 'month' });
  });
});
