// Rows the owners tool's tests read (shaped as the database returns them).
import type { LedgerEntryRow, OwnerRow, PropertyRow, StatementRow } from '@shared/owners/ledger';
import type { StatementShare } from './owners-admin-api';

export const DANA: OwnerRow = {
  id: 'a0000000-0000-4000-8000-00000000000a',
  user_id: null,
  full_name: 'Dana Levi',
  email: 'dana@example.com',
  language: 'he',
  tax_country: 'IL',
  nif: '123456789',
  package: 'plus',
  invited_at: null,
  anonymised_at: null,
  created_at: '2026-10-01T10:00:00Z',
};

export const AMIR: OwnerRow = {
  ...DANA,
  id: 'a0000000-0000-4000-8000-00000000000b',
  full_name: 'Amir Cohen',
  email: 'amir@example.com',
  language: 'en',
  tax_country: 'GB',
  nif: '234567899',
  package: 'basic',
  invited_at: '2026-10-02T09:00:00Z',
};

export const FLAT: PropertyRow = {
  id: 'b0000000-0000-4000-8000-000000000001',
  address: 'Rua Augusta 100, 2º Esq',
  city: 'Lisbon',
  property_type: 'apartment',
  package: 'plus',
  created_at: '2026-10-01T10:00:00Z',
};

export const FLAT_SHARES = [
  { property_id: FLAT.id, owner_id: DANA.id, share_bp: 6000 },
  { property_id: FLAT.id, owner_id: AMIR.id, share_bp: 4000 },
];

export function entry(overrides: Partial<LedgerEntryRow>): LedgerEntryRow {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    property_id: FLAT.id,
    month: '2026-11-01',
    kind: 'rent',
    amount_cents: 150_000,
    entry_date: '2026-11-03',
    category: 'rent',
    supplier: null,
    reference: 'R-42',
    withheld_cents: 0,
    owner_id: null,
    direction: null,
    adjusts_month: null,
    note: null,
    receipt_path: null,
    created_at: '2026-11-03T10:00:00Z',
    ...overrides,
  };
}

export const OCTOBER: StatementRow = {
  id: 'd0000000-0000-4000-8000-000000000001',
  property_id: FLAT.id,
  month: '2026-10-01',
  opening_cents: 0,
  income_cents: 150_000,
  withheld_cents: 0,
  expenses_by_category: { condominium: 12_000 },
  expenses_cents: 12_000,
  fee_percent: 10,
  fee_minimum_cents: 20_000,
  vat_percent: 23,
  fee_cents: 20_000,
  vat_cents: 4_600,
  payouts_cents: 100_000,
  adjustments_cents: 0,
  closing_cents: 13_400,
  published_at: '2026-11-02T09:00:00Z',
};

export const OCTOBER_SHARES: StatementShare[] = [
  {
    statement_id: OCTOBER.id,
    owner_id: DANA.id,
    share_bp: 6000,
    opening_cents: 0,
    income_cents: 90_000,
    withheld_cents: 0,
    expenses_cents: 7_200,
    fee_cents: 12_000,
    vat_cents: 2_760,
    payouts_cents: 60_000,
    adjustments_cents: 0,
    closing_cents: 8_040,
    email_status: 'sent',
  },
  {
    statement_id: OCTOBER.id,
    owner_id: AMIR.id,
    share_bp: 4000,
    opening_cents: 0,
    income_cents: 60_000,
    withheld_cents: 0,
    expenses_cents: 4_800,
    fee_cents: 8_000,
    vat_cents: 1_840,
    payouts_cents: 40_000,
    adjustments_cents: 0,
    closing_cents: 5_360,
    email_status: 'pending',
  },
];
