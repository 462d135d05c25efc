// Rows for the year summary's tests, shaped as the database returns them (docs/owner-tax-summary.md).
import type { LedgerEntryRow, PropertyRow, StatementRow, StatementShareRow } from '@shared/owners/ledger';
import type { ExchangeRateRow } from '@shared/owners/tax-summary';

export const OWNER = '11111111-1111-4111-8111-111111111111';
export const CO_OWNER = '22222222-2222-4222-8222-222222222222';
export const FLAT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const HOUSE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export function property(id: string, address = `Rua ${id.slice(0, 4)} 1`): PropertyRow {
  return {
    id,
    address,
    city: 'Lisbon',
    property_type: 'apartment',
    package: 'plus',
    created_at: '2025-01-01T00:00:00Z',
  };
}

export function statement(propertyId: string, month: string, fee = { fee_cents: 0, vat_cents: 0 }): StatementRow {
  return {
    id: `st-${propertyId.slice(0, 4)}-${month}`,
    property_id: propertyId,
    month: `${month}-01`,
    opening_cents: 0,
    income_cents: 0,
    withheld_cents: 0,
    expenses_by_category: {},
    expenses_cents: 0,
    fee_percent: 10,
    fee_minimum_cents: 0,
    vat_percent: 23,
    ...fee,
    payouts_cents: 0,
    adjustments_cents: 0,
    closing_cents: 0,
    published_at: `${month}-28T12:00:00Z`,
  };
}

export function share(
  of: StatementRow,
  ownerId: string,
  shareBp: number,
  fee = { fee_cents: 0, vat_cents: 0 },
): StatementShareRow {
  return {
    statement_id: of.id,
    owner_id: ownerId,
    share_bp: shareBp,
    opening_cents: 0,
    income_cents: 0,
    withheld_cents: 0,
    expenses_cents: 0,
    ...fee,
    payouts_cents: 0,
    adjustments_cents: 0,
    closing_cents: 0,
  };
}

let nextId = 0;
export function entry(
  fields: Partial<LedgerEntryRow> & Pick<LedgerEntryRow, 'property_id' | 'kind' | 'amount_cents' | 'entry_date'>,
): LedgerEntryRow {
  nextId += 1;
  return {
    id: `entry-${nextId}`,
    month: `${fields.entry_date.slice(0, 7)}-01`,
    category: fields.kind === 'rent' ? 'rent' : null,
    supplier: null,
    reference: null,
    withheld_cents: 0,
    owner_id: null,
    direction: null,
    adjusts_month: null,
    note: null,
    receipt_path: null,
    created_at: `${fields.entry_date}T10:00:00Z`,
    ...fields,
  };
}

export function rate(date: string, perEuro: string | number, source: 'ECB' | 'BOI' = 'ECB'): ExchangeRateRow {
  return { rate_date: date, currency: 'ILS', per_euro: perEuro, source };
}
