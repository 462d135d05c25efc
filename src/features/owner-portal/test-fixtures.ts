// Test data, imported by the owner page's tests only: one owner's account as the database returns
// it. A flat in Lisbon owned 60/40, February and March 2026 published; March has rent with its
// receipt number, two expenses (one with a receipt), a payout to each co-owner and a credit adjusting
// February. March reconciles: 100.00 + 1,200.00 - 230.50 - 120.00 - 27.60 - 800.00 + 50.00 = 171.90,
// the owner's 60% part 60.00 + 720.00 - 138.30 - 72.00 - 16.56 - 500.00 + 30.00 = 83.14.
import type {
  LeaseRow,
  LedgerEntryRow,
  OwnerRow,
  PropertyOwnerRow,
  PropertyRow,
  StatementRow,
  StatementShareRow,
} from '@shared/owners/ledger';
import type { OwnerAccount } from './owner-api';

export const OWNER_ID = '11111111-1111-4111-8111-111111111111';
export const CO_OWNER_ID = '22222222-2222-4222-8222-222222222222';
export const USER_ID = '33333333-3333-4333-8333-333333333333';
export const FLAT_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const MARCH_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccc03';
export const FEBRUARY_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccc02';
export const RECEIPT_PATH = `properties/${FLAT_ID}/condominium-march.pdf`;
export const LEASE_PATH = `properties/${FLAT_ID}/lease-2025.pdf`;

export const OWNER: OwnerRow = {
  id: OWNER_ID,
  user_id: USER_ID,
  full_name: 'Dana Levi',
  email: 'owner@lusaproperty.local',
  language: 'en',
  tax_country: 'IL',
  nif: '123456789',
  package: 'plus',
  invited_at: '2025-01-01T00:00:00Z',
  anonymised_at: null,
  created_at: '2025-01-01T00:00:00Z',
};

export const FLAT: PropertyRow = {
  id: FLAT_ID,
  address: 'Rua da Rosa 12, Lisboa',
  city: 'Lisbon',
  property_type: 'apartment',
  package: 'plus',
  created_at: '2025-01-01T00:00:00Z',
};

export const HOLDINGS: PropertyOwnerRow[] = [
  { property_id: FLAT_ID, owner_id: OWNER_ID, share_bp: 6000 },
  { property_id: FLAT_ID, owner_id: CO_OWNER_ID, share_bp: 4000 },
];

export const LEASE: LeaseRow = {
  id: 'lease-1',
  property_id: FLAT_ID,
  tenant_name: 'Joana Silva',
  tenant_email: null,
  monthly_rent_cents: 120000,
  starts_on: '2025-01-01',
  ends_on: '2099-12-31',
  deposit_cents: 240000,
  document_path: LEASE_PATH,
};

export const MARCH: StatementRow = {
  id: MARCH_ID,
  property_id: FLAT_ID,
  month: '2026-03-01',
  opening_cents: 10000,
  income_cents: 120000,
  withheld_cents: 0,
  expenses_by_category: { condominium: 8000, repairs: 15050 },
  expenses_cents: 23050,
  fee_percent: 10,
  fee_minimum_cents: 5000,
  vat_percent: 23,
  fee_cents: 12000,
  vat_cents: 2760,
  payouts_cents: 80000,
  adjustments_cents: 5000,
  closing_cents: 17190,
  published_at: '2026-04-02T10:00:00Z',
};

export const FEBRUARY: StatementRow = {
  ...MARCH,
  id: FEBRUARY_ID,
  month: '2026-02-01',
  opening_cents: 0,
  income_cents: 115000,
  expenses_by_category: {},
  expenses_cents: 0,
  fee_cents: 11500,
  vat_cents: 2645,
  payouts_cents: 90855,
  adjustments_cents: 0,
  closing_cents: 10000,
  published_at: '2026-03-02T10:00:00Z',
};

export const MARCH_SHARE: StatementShareRow = {
  statement_id: MARCH_ID,
  owner_id: OWNER_ID,
  share_bp: 6000,
  opening_cents: 6000,
  income_cents: 72000,
  withheld_cents: 0,
  expenses_cents: 13830,
  fee_cents: 7200,
  vat_cents: 1656,
  payouts_cents: 50000,
  adjustments_cents: 3000,
  closing_cents: 8314,
};

export const FEBRUARY_SHARE: StatementShareRow = {
  statement_id: FEBRUARY_ID,
  owner_id: OWNER_ID,
  share_bp: 6000,
  opening_cents: 0,
  income_cents: 69000,
  withheld_cents: 0,
  expenses_cents: 0,
  fee_cents: 6900,
  vat_cents: 1587,
  payouts_cents: 54513,
  adjustments_cents: 0,
  closing_cents: 6000,
};

const entry = (
  fields: Partial<LedgerEntryRow> & Pick<LedgerEntryRow, 'id' | 'kind' | 'amount_cents' | 'entry_date'>,
): LedgerEntryRow => ({
  property_id: FLAT_ID,
  month: '2026-03-01',
  category: null,
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
});

export const MARCH_ENTRIES: LedgerEntryRow[] = [
  entry({
    id: 'rent-1',
    kind: 'rent',
    category: 'rent',
    amount_cents: 120000,
    entry_date: '2026-03-05',
    reference: 'R-2026-0031',
  }),
  entry({
    id: 'expense-1',
    kind: 'expense',
    category: 'condominium',
    supplier: 'Condomínio Rua da Rosa',
    amount_cents: 8000,
    entry_date: '2026-03-02',
    receipt_path: RECEIPT_PATH,
  }),
  entry({
    id: 'expense-2',
    kind: 'expense',
    category: 'repairs',
    supplier: 'Canalizações Lda',
    amount_cents: 15050,
    entry_date: '2026-03-18',
  }),
  entry({
    id: 'payout-1',
    kind: 'payout',
    amount_cents: 50000,
    entry_date: '2026-03-25',
    owner_id: OWNER_ID,
    reference: 'TRF-7781',
  }),
  entry({
    id: 'payout-2',
    kind: 'payout',
    amount_cents: 30000,
    entry_date: '2026-03-25',
    owner_id: CO_OWNER_ID,
    reference: 'TRF-7782',
  }),
  entry({
    id: 'adjustment-1',
    kind: 'adjustment',
    category: 'rent',
    amount_cents: 5000,
    entry_date: '2026-03-12',
    direction: 'credit',
    adjusts_month: '2026-02-01',
    note: 'Rent paid late for February',
  }),
];

export function account(overrides: Partial<OwnerAccount> = {}): OwnerAccount {
  return {
    owner: OWNER,
    properties: [FLAT],
    holdings: HOLDINGS,
    leases: [LEASE],
    statements: [MARCH, FEBRUARY],
    shares: [MARCH_SHARE, FEBRUARY_SHARE],
    ...overrides,
  };
}
