// @vitest-environment node
// Data-subject requests for owners and tenants (supabase/migrations/20261201120000_owner_subject_requests.sql,
// docs/owner-accounts.md "Personal data", docs/lead-inbox.md): the lookup and the export find an
// owner's row, properties, shares, statements, parts and payouts, and a tenant's leases; erasure
// anonymises them, keeps the accounting records the law requires, says what it kept and until when,
// and scrubs the audit trail's copies.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../supabase/functions/_shared/domain/languages';
import { tableLabel } from '../../supabase/functions/_shared/domain/leads/vocabulary';
import { claims, openMigratedDb, queryAs, withRole } from './migrated-db';

let db: PGlite;
const ADMIN = { ...claims.admin, email: 'staff@lusaproperty.local' };
const USER_A = '00000000-0000-4000-8000-0000000000a1';
const OWNER_A = { role: 'authenticated', sub: USER_A, app_metadata: { provider: 'email', role: 'owner' } };
const ids = { ownerA: '', ownerB: '', ownerC: '', shared: '', solo: '', lease: '', oldLease: '' };

interface Subject {
  email: string;
  tables: Record<string, Record<string, unknown>[]>;
  request_id?: string;
}
interface Erasure {
  request_id: string;
  deleted: Record<string, number>;
  anonymised: { owners: number; property_leases: number };
  total: number;
  kept: null | {
    tables: Record<string, number>;
    fields: Record<string, string[]>;
    reason: string;
    years: number;
    law: string[];
    until: string;
  };
  auth_users: string[];
}

async function call<T>(fn: string, arg: unknown, jwt: object = ADMIN): Promise<T> {
  const json = typeof arg === 'object' && arg !== null;
  const { rows } = await withRole(
    db,
    'authenticated',
    jwt,
    (tx) =>
      tx.query<{ result: T }>(`select public.${fn}($1${json ? '::jsonb' : ''}) as result`, [
        json ? JSON.stringify(arg) : arg,
      ]),
    { commit: true },
  );
  return rows[0]!.result;
}

const lookup = (email: string) => call<Subject>('admin_subject_lookup', email);
const erase = (email: string) => call<Erasure>('admin_subject_erase', email);

/** The accounting records, which erasure must leave as they are (the e-mail columns of a part aside). */
async function accounts(): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(
    `select 'statement ' || to_jsonb(s)::text as row from public.owner_statements s
     union all select 'part ' || (to_jsonb(p) - 'email_status' - 'email_attempts' - 'email_error' - 'emailed_at')::text
       from public.owner_statement_shares p
     union all select 'entry ' || to_jsonb(e)::text from public.ledger_entries e
     union all select 'share ' || to_jsonb(po)::text from public.property_owners po
     order by 1`,
  );
  return rows.map((row) => row.row);
}

beforeAll(async () => {
  db = await openMigratedDb();
  const owner = (full_name: string, email: string, nif: string) =>
    call<string>('admin_owner_save', { full_name, email, language: 'he', tax_country: 'IL', nif, package: 'basic' });
  ids.ownerA = await owner('Ana Levi', 'ana.levi@example.com', '123456789');
  ids.ownerB = await owner('Ben Cohen', 'ben@example.com', '501442600');
  ids.ownerC = await owner('Carmel Dor', 'carmel@example.com', '999999990');
  await db.query(`update public.owners set user_id = $1 where id = $2`, [USER_A, ids.ownerA]);
  const property = (address: string, owners: { owner_id: string; share_bp: number }[]) =>
    call<string>('admin_property_save', {
      address,
      city: 'Lisbon',
      property_type: 'apartment',
      package: 'basic',
      owners,
    });
  ids.shared = await property('Rua Augusta 10', [
    { owner_id: ids.ownerA, share_bp: 5000 },
    { owner_id: ids.ownerB, share_bp: 5000 },
  ]);
  ids.solo = await property('Rua do Ouro 20', [{ owner_id: ids.ownerB, share_bp: 10_000 }]);
  const lease = (property_id: string, tenant_email: string, starts_on: string, ends_on: string | null) =>
    call<string>('admin_lease_save', {
      property_id,
      tenant_name: tenant_email.startsWith('rita') ? 'Rita Marques' : 'Paulo Neves',
      tenant_email,
      monthly_rent_cents: 120_000,
      starts_on,
      ends_on,
      deposit_cents: 240_000,
    });
  ids.lease = await lease(ids.shared, 'rita@example.com', '2024-09-01', null);
  // The same tenant rented the other flat before: a lease that ended in June 2024.
  ids.oldLease = await lease(ids.solo, 'rita@example.com', '2023-07-01', '2024-06-30');
  await lease(ids.solo, 'other.tenant@example.com', '2024-07-01', null);
  const entry = (property_id: string, month: string, fields: Record<string, unknown>) =>
    call<string>('admin_ledger_add', { property_id, month, entry_date: `${month}-10`, ...fields });
  for (const month of ['2025-01', '2025-02']) {
    await entry(ids.shared, month, { kind: 'rent', amount_cents: 120_000, reference: `R-${month}` });
    await entry(ids.shared, month, { kind: 'payout', amount_cents: 40_000, owner_id: ids.ownerA, reference: 'TRF-A' });
    await entry(ids.shared, month, { kind: 'payout', amount_cents: 40_000, owner_id: ids.ownerB, reference: 'TRF-B' });
    await withRole(
      db,
      'authenticated',
      ADMIN,
      (tx) => tx.query(`select public.admin_month_close($1, $2)`, [ids.shared, month]),
      {
        commit: true,
      },
    );
  }
  // A lead from the same address: erased with the rest.
  await db.query(
    `insert into public.contact_submissions (name, email, agrees_to_terms, consent_version) values ('Ana', 'ana.levi@example.com', true, '2026-11-23')`,
  );
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('lookup and export', () => {
  it("find an owner's row, properties, shares, statements, parts and payouts, and nobody else's", async () => {
    const found = await lookup(' Ana.Levi@Example.com ');
    expect(found.email).toBe('ana.levi@example.com');
    const { tables } = found;
    expect(tables.owners!.map((row) => [row.id, row.full_name, row.nif])).toEqual([
      [ids.ownerA, 'Ana Levi', '123456789'],
    ]);
    expect(tables.owner_properties!.map((row) => row.id)).toEqual([ids.shared]);
    expect(tables.property_owners!.map((row) => [row.owner_id, row.share_bp])).toEqual([[ids.ownerA, 5000]]);
    expect(tables.owner_statements!.map((row) => row.month)).toEqual(['2025-01-01', '2025-02-01']);
    expect(tables.owner_statement_shares!.map((row) => row.owner_id)).toEqual([ids.ownerA, ids.ownerA]);
    expect(tables.ledger_entries!.map((row) => [row.kind, row.owner_id, row.amount_cents])).toEqual([
      ['payout', ids.ownerA, 40_000],
      ['payout', ids.ownerA, 40_000],
    ]);
    expect(tables.property_leases).toEqual([]);
    expect(tables.contact_submissions).toHaveLength(1);
  });

  it('names every table of the answer in the staff vocabulary, in every language', async () => {
    const { tables } = await lookup('ana.levi@example.com');
    expect(Object.keys(tables).length).toBeGreaterThan(8);
    const unnamed = Object.keys(tables).flatMap((table) =>
      LANGUAGES.filter((lang) => tableLabel(table, lang) === table).map((lang) => `${table} (${lang})`),
    );
    expect(unnamed).toEqual([]);
  });

  it("find a tenant's leases by the address on them", async () => {
    const { tables } = await lookup('rita@example.com');
    expect(tables.property_leases!.map((row) => row.id).sort()).toEqual([ids.lease, ids.oldLease].sort());
    expect(tables.owners).toEqual([]);
  });

  it('the export is recorded with the rows of every table', async () => {
    const exported = await call<Subject>('admin_subject_access', 'ana.levi@example.com');
    const { rows } = await db.query<{ rows_per_table: Record<string, number>; total: number; kind: string }>(
      `select rows_per_table, total, kind from public.data_subject_requests where id = $1`,
      [exported.request_id],
    );
    expect(rows[0]).toMatchObject({
      kind: 'access',
      rows_per_table: {
        owners: 1,
        owner_properties: 1,
        property_owners: 1,
        owner_statements: 2,
        owner_statement_shares: 2,
        ledger_entries: 2,
        property_leases: 0,
        contact_submissions: 1,
      },
      total: 10,
    });
  });

  it('is refused to staff who are not admins and to owners', async () => {
    for (const jwt of [claims.user, OWNER_A]) {
      for (const fn of ['admin_subject_lookup', 'admin_subject_access', 'admin_subject_erase']) {
        await expect(
          queryAs(db, 'authenticated', jwt, `select public.${fn}('ana.levi@example.com')`),
        ).rejects.toMatchObject({ code: '42501', message: 'not_allowed' });
      }
    }
    await expect(
      queryAs(db, 'anon', claims.anon, `select public.admin_subject_erase('x@example.com')`),
    ).rejects.toThrow(/permission denied/);
    expect((await db.query(`select 1 from public.owners where email = 'ana.levi@example.com'`)).rows).toHaveLength(1);
  });
});

describe('erasure', () => {
  it('anonymises an owner, keeps the accounting records, and says what it kept and until when', async () => {
    const records = await accounts();
    const { rows: pendingBefore } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.owner_statement_shares where owner_id = $1 and email_status = 'pending'`,
      [ids.ownerA],
    );
    expect(pendingBefore[0]!.n).toBe(2);
    const { rows: today } = await db.query<{ year: number }>(`select extract(year from current_date)::int as year`);

    const result = await erase('ana.levi@example.com');

    expect(result.anonymised).toEqual({ owners: 1, property_leases: 0 });
    expect(result.deleted).toMatchObject({ owners: 0, contact_submissions: 1 });
    expect(result.total).toBe(2);
    expect(result.auth_users).toEqual([USER_A]);
    // Ana still holds a share of a let flat, so its records go on: kept until the end of the 10th
    // year after this one.
    expect(result.kept).toEqual({
      tables: {
        owners: 1,
        property_owners: 1,
        owner_statements: 2,
        owner_statement_shares: 2,
        ledger_entries: 2,
        property_leases: 0,
      },
      fields: {
        owners: ['nif', 'tax_country', 'language', 'package'],
        property_leases: ['monthly_rent_cents', 'starts_on', 'ends_on', 'deposit_cents', 'document_path'],
      },
      reason: 'accounting_records',
      years: 10,
      law: [
        'Código do IVA, art. 52.º, n.º 1',
        'Código do IRC, art. 123.º, n.º 4',
        'Código Comercial, art. 40.º',
        'GDPR, art. 17(3)(b)',
      ],
      until: `${today[0]!.year + 10}-12-31`,
    });

    const { rows } = await db.query<Record<string, unknown>>(
      `select full_name, email, user_id, anonymised_at is not null as anonymised, nif, tax_country from public.owners where id = $1`,
      [ids.ownerA],
    );
    expect(rows[0]).toEqual({
      full_name: 'Erased owner',
      email: `erased-${ids.ownerA}@erased.invalid`,
      user_id: null,
      anonymised: true,
      nif: '123456789',
      tax_country: 'IL',
    });
    // The statements, parts, entries and shares are as they were; the parts' e-mails are not sent.
    expect(await accounts()).toEqual(records);
    const { rows: statuses } = await db.query<{ email_status: string }>(
      `select distinct email_status from public.owner_statement_shares where owner_id = $1`,
      [ids.ownerA],
    );
    expect(statuses).toEqual([{ email_status: 'skipped' }]);
    // Nothing of the name or the address is left, in the audit trail either.
    const { rows: traces } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.owner_audit_log
       where old_row::text ~* 'ana levi|ana\\.levi@' or new_row::text ~* 'ana levi|ana\\.levi@'`,
    );
    expect(traces[0]!.n).toBe(0);
    // The erasure itself is in the trail, under the staff member who made it.
    const { rows: trail } = await db.query<{ actor_email: string; anonymised: boolean }>(
      `select actor_email, (new_row ->> 'anonymised_at') is not null as anonymised from public.owner_audit_log
       where table_name = 'owners' and row_id = $1 order by id desc limit 1`,
      [ids.ownerA],
    );
    expect(trail[0]).toEqual({ actor_email: ADMIN.email, anonymised: true });
    // The address finds nothing more, and the owner's sign-in reads nothing.
    const again = await lookup('ana.levi@example.com');
    expect(Object.values(again.tables).flat()).toEqual([]);
    expect((await queryAs(db, 'authenticated', OWNER_A, `select * from public.owner_statements`)).rows).toEqual([]);
    // The co-owner still reads the property's statements and their own parts.
    const ben = await lookup('ben@example.com');
    expect(ben.tables.owner_statement_shares).toHaveLength(2);
    // The recorded request counts the owner's row.
    const { rows: request } = await db.query<{ rows_per_table: Record<string, number>; total: number }>(
      `select rows_per_table, total from public.data_subject_requests where id = $1`,
      [result.request_id],
    );
    expect(request[0]).toMatchObject({
      rows_per_table: { owners: 1, property_leases: 0, contact_submissions: 1 },
      total: 2,
    });
  });

  it('deletes an owner no accounting record refers to, and keeps nothing', async () => {
    const result = await erase('carmel@example.com');
    expect(result.deleted.owners).toBe(1);
    expect(result.anonymised).toEqual({ owners: 0, property_leases: 0 });
    expect(result.kept).toBeNull();
    expect(result.total).toBe(1);
    expect((await db.query(`select 1 from public.owners where id = $1`, [ids.ownerC])).rows).toEqual([]);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.owner_audit_log where old_row::text ~* 'carmel' or new_row::text ~* 'carmel'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("anonymises a tenant's leases and keeps them, until 10 years after the year the last one ended", async () => {
    const records = await accounts();
    const { rows: before } = await db.query<Record<string, unknown>>(
      `select id, property_id, monthly_rent_cents, starts_on, ends_on, deposit_cents from public.property_leases order by id`,
    );
    const result = await erase('rita@example.com');
    expect(result.anonymised).toEqual({ owners: 0, property_leases: 2 });
    expect(result.kept?.tables.property_leases).toBe(2);
    expect(result.kept?.tables.owners).toBe(0);
    // One lease still runs: today's year counts.
    const { rows: today } = await db.query<{ year: number }>(`select extract(year from current_date)::int as year`);
    expect(result.kept?.until).toBe(`${today[0]!.year + 10}-12-31`);
    const { rows } = await db.query<{ tenant_name: string; tenant_email: string | null }>(
      `select tenant_name, tenant_email from public.property_leases where id = any($1::uuid[]) order by id`,
      [[ids.lease, ids.oldLease]],
    );
    expect(rows).toEqual([
      { tenant_name: 'Erased tenant', tenant_email: null },
      { tenant_name: 'Erased tenant', tenant_email: null },
    ]);
    // The other tenant's lease and every figure are unchanged.
    const { rows: after } = await db.query<Record<string, unknown>>(
      `select id, property_id, monthly_rent_cents, starts_on, ends_on, deposit_cents from public.property_leases order by id`,
    );
    expect(after).toEqual(before);
    expect(
      (await db.query(`select 1 from public.property_leases where tenant_email = 'other.tenant@example.com'`)).rows,
    ).toHaveLength(1);
    expect(await accounts()).toEqual(records);
    const { rows: traces } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.owner_audit_log where old_row::text ~* 'rita' or new_row::text ~* 'rita'`,
    );
    expect(traces[0]!.n).toBe(0);
  });

  it('dates what it keeps from the last record: a lease that ended in 2024 is kept to the end of 2034', async () => {
    const id = await call<string>('admin_lease_save', {
      property_id: ids.solo,
      tenant_name: 'Tomás Reis',
      tenant_email: 'tomas@example.com',
      monthly_rent_cents: 90_000,
      starts_on: '2022-01-01',
      ends_on: '2024-03-31',
    });
    const result = await erase('tomas@example.com');
    expect(result.kept?.until).toBe('2034-12-31');
    expect((await db.query(`select tenant_name from public.property_leases where id = $1`, [id])).rows).toEqual([
      { tenant_name: 'Erased tenant' },
    ]);
  });

  it('answers an address it does not know, keeping nothing', async () => {
    const result = await erase('nobody@example.com');
    expect(result).toMatchObject({
      total: 0,
      kept: null,
      anonymised: { owners: 0, property_leases: 0 },
      auth_users: [],
    });
  });
});
