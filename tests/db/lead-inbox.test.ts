// @vitest-environment node
// The staff side of leads at the database (supabase/migrations/20261125010000_lead_inbox.sql): the
// inbox's list, filters, search and counts over every lead table; a lead's detail, status history
// and notes; the CSV export's query; data-subject access and erasure with their record; and the
// refusal of anonymous and non-admin callers.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_KINDS, LEAD_KIND_NAMES, LEAD_TABLES } from '../../supabase/functions/_shared/domain/leads/lead-kinds';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from '../../supabase/functions/_shared/domain/leads/lead-status';
import { claims, openMigratedDb, withRole, type ApiRole } from './migrated-db';

const ADMIN = { ...claims.admin, email: 'ines@lusaproperty.local' };
const OTHER_ADMIN = { ...claims.admin, sub: '00000000-0000-4000-8000-000000000003', email: 'omer@lusaproperty.local' };

let db: PGlite;

/** Calls a function as `who` and commits, as an RPC through the API would. */
async function call<R = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  who: { role: ApiRole; jwt: object } = { role: 'authenticated', jwt: ADMIN },
): Promise<R[]> {
  return withRole(db, who.role, who.jwt, async (tx) => (await tx.query<R>(sql, params)).rows, { commit: true });
}

async function insertLeads() {
  await db.exec(`
    insert into public.contact_submissions (id, name, email, phone, message, agrees_to_terms, consent_version, created_at, notification_status)
    values
      ('00000000-0000-4000-a000-000000000001', 'Dana Cohen', 'dana@example.com', '+351 912 345 678', 'T2 in Alfama', true, '2026-11-23', '2026-11-01 10:00Z', 'sent'),
      ('00000000-0000-4000-a000-000000000002', 'דנה כהן', 'Dana.Hebrew@Example.com', '054-1234567', 'שלום', true, '2026-11-23', '2026-11-02 10:00Z', 'failed'),
      ('00000000-0000-4000-a000-000000000003', 'O''Brien 100% _x_', 'obrien@example.com', null, null, true, '2026-11-23', '2026-11-03 10:00Z', 'sent');
    insert into public.template_downloads (id, full_name, email, agrees_to_terms, consent_version, created_at, notification_status)
    values ('00000000-0000-4000-a000-000000000004', 'Dana Cohen', 'dana@example.com', true, '2026-11-23', '2026-11-04 10:00Z', 'batched');
    insert into public.newsletter_subscribers (id, email, consent_version, created_at, notification_status)
    values ('00000000-0000-4000-a000-000000000005', 'dana@example.com', '2026-11-23', '2026-11-05 10:00Z', 'logged');
    insert into public.investment_leads (id, name, email, phone, equity, leverage, mortgage_years, property_type,
      total_asset_value, expected_annual_return, loan_amount, monthly_mortgage_payment, gross_monthly_rent,
      estimated_expenses, expected_monthly_income, agrees_to_terms, consent_version, created_at, notification_status)
    values ('00000000-0000-4000-a000-000000000006', 'Noa Levi', 'noa@example.com', '+972 54 123 4567', 100000, 60, 30,
      'apartment', 250000, 6.5, 150000, 700, 1200, 200, 300, true, '2026-11-23', '2026-11-06 10:00Z', 'pending');
  `);
}

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec(`delete from public.lead_events; delete from public.data_subject_requests;
    set lusa.consent_purge = 'on'; delete from public.newsletter_consent_events; set lusa.consent_purge = 'off';`);
  for (const table of LEAD_TABLES) await db.exec(`delete from public.${table}`);
  await insertLeads();
});

/** The one row a scalar function's call returns. */
async function callOne<R>(sql: string, params: unknown[] = []): Promise<R> {
  const [row] = await call<R>(sql, params);
  if (!row) throw new Error(`no row from ${sql}`);
  return row;
}

type Listed = { kind: string; id: string; name: string | null; status: string; unseen: boolean; total_count: string };
const list = (args = '', params: unknown[] = []) =>
  call<Listed>(`select * from public.admin_list_leads(${args})`, params);

describe('admin_list_leads', () => {
  it('lists every kind of lead, newest first, with the total', async () => {
    const rows = await list();
    expect(rows.map((row) => row.id.slice(-1))).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(LEAD_KIND_NAMES));
    expect(rows.every((row) => Number(row.total_count) === 6)).toBe(true);
    expect(rows.find((row) => row.kind === 'templateDownload')?.name).toBe('Dana Cohen');
    expect(rows.find((row) => row.kind === 'newsletter')?.name).toBeNull();
  });

  it('filters by kind, status and an inclusive date range, and pages', async () => {
    expect((await list(`p_kind := 'contact'`)).map((row) => row.kind)).toEqual(['contact', 'contact', 'contact']);
    await call(`select public.admin_set_lead_status('contact', '00000000-0000-4000-a000-000000000001', 'qualified')`);
    expect((await list(`p_status := 'qualified'`)).map((row) => row.id.slice(-1))).toEqual(['1']);
    const range = await list(`p_from := '2026-11-02', p_to := '2026-11-04'`);
    expect(range.map((row) => row.id.slice(-1))).toEqual(['4', '3', '2']);
    const page = await list(`p_limit := 2, p_offset := 2`);
    expect(page.map((row) => row.id.slice(-1))).toEqual(['4', '3']);
    expect(Number(page[0]?.total_count)).toBe(6);
  });

  it('searches name, e-mail and phone as literal text, Hebrew, quotes, % and _ included', async () => {
    const ids = async (search: string) => (await list(`p_search := $1`, [search])).map((row) => row.id.slice(-1));
    expect(await ids('dana@EXAMPLE')).toEqual(['5', '4', '1']);
    expect(await ids('דנה')).toEqual(['2']);
    expect(await ids("O'Brien")).toEqual(['3']);
    expect(await ids('100%')).toEqual(['3']);
    expect(await ids('_x_')).toEqual(['3']);
    expect(await ids('%')).toEqual(['3']);
    expect(await ids('_')).toEqual(['3']);
    expect(await ids('912 345')).toEqual(['1']);
    expect(await ids('nobody')).toEqual([]);
  });

  it('finds a phone number however it is typed: spaces, dashes, brackets, a leading 0 or country code', async () => {
    const ids = async (search: string) => (await list(`p_search := $1`, [search])).map((row) => row.id.slice(-1));
    // Stored "054-1234567" (2) and "+972 54 123 4567" (6): one number written two ways.
    for (const typed of [
      '054 123 4567',
      '054-123-4567',
      '(054) 1234567',
      '+972 54 123 4567',
      '00972541234567',
      '541234567',
    ])
      expect(await ids(typed), typed).toEqual(['6', '2']);
    // A part of a number finds every number that holds it ("+351 912 345 678" holds 1234567 too).
    expect(await ids('1234567')).toEqual(['6', '2', '1']);
    // Stored "+351 912 345 678" (1).
    for (const typed of ['912345678', '912-345-678', '+351912345678', '00351 912 345 678', '(912) 345 678'])
      expect(await ids(typed), typed).toEqual(['1']);
    expect(await ids('055 123 4567')).toEqual([]);
    // A search that is not a phone number stays literal.
    expect(await ids('100%')).toEqual(['3']);
    expect(await ids('00000')).toEqual([]);
  });

  it('marks and filters the leads nobody was told about', async () => {
    await db.exec(
      `update public.investment_leads set created_at = now() - interval '10 minutes' where id = '00000000-0000-4000-a000-000000000006'`,
    );
    const unseen = await list(`p_unseen := true`);
    expect(unseen.map((row) => row.id.slice(-1)).sort()).toEqual(['2', '4', '6']);
    expect(unseen.every((row) => row.unseen)).toBe(true);
    const [counts] = await call<{ new_count: string; unseen_count: string }>(
      'select * from public.admin_lead_counts()',
    );
    // The newsletter sign-up (5) has not confirmed: not a new lead yet.
    expect(counts).toEqual({ new_count: 5, unseen_count: 3 });
  });

  it('says where each newsletter subscriber stands, and counts one as new only once confirmed and not left', async () => {
    await db.exec(`
      insert into public.newsletter_subscribers (id, email, consent_version, confirmed_at, unsubscribed_at, notification_status)
      values ('00000000-0000-4000-a000-000000000007', 'confirmed@example.com', '2026-11-23', now(), null, 'sent'),
             ('00000000-0000-4000-a000-000000000008', 'left@example.com', '2026-11-23', now(), now(), 'sent');`);
    const rows = await call<{ kind: string; id: string; subscription: string | null }>(
      `select kind, id, subscription from public.admin_list_leads()`,
    );
    const states = Object.fromEntries(rows.map((row) => [row.id.slice(-1), row.subscription]));
    expect(states).toEqual({
      '1': null,
      '2': null,
      '3': null,
      '4': null,
      '5': 'pending',
      '6': null,
      '7': 'confirmed',
      '8': 'left',
    });
    const [counts] = await call<{ new_count: number }>('select new_count from public.admin_lead_counts()');
    expect(counts).toEqual({ new_count: 6 });
  });

  it('counts a notification due since a confirmation as not seen five minutes after it became due', async () => {
    // Signed up two days ago, confirmed now: the first notification is due, with its retry in five minutes.
    await db.exec(`
      update public.newsletter_subscribers set created_at = now() - interval '2 days', confirmed_at = now(),
        notification_status = 'pending', notification_next_attempt_at = now() + interval '5 minutes'
      where id = '00000000-0000-4000-a000-000000000005'`);
    const unseen = async () => (await list(`p_unseen := true`)).map((row) => row.id.slice(-1)).sort();
    expect(await unseen()).toEqual(['2', '4', '6']);
    await db.exec(`update public.newsletter_subscribers set notification_next_attempt_at = now() - interval '1 second'
      where id = '00000000-0000-4000-a000-000000000005'`);
    expect(await unseen()).toEqual(['2', '4', '5', '6']);
  });

  it('refuses unknown filters and out-of-range pages', async () => {
    for (const args of [
      `p_kind := 'nope'`,
      `p_status := 'won'`,
      `p_from := '2026-11-05', p_to := '2026-11-01'`,
      `p_limit := 500`,
    ]) {
      await expect(list(args), args).rejects.toThrow(/invalid_filter/);
    }
  });
});

describe('a lead: detail, status and notes', () => {
  const id = '00000000-0000-4000-a000-000000000002';

  it('shows every field but the address hash, with its history', async () => {
    await call(`select public.admin_set_lead_status('contact', $1, 'contacted')`, [id]);
    await call(`select public.admin_add_lead_note('contact', $1, 'Called, will write back')`, [id]);
    const { detail } = await callOne<{ detail: { lead: Record<string, unknown>; events: Record<string, unknown>[] } }>(
      `select public.admin_get_lead('contact', $1) as detail`,
      [id],
    );
    expect(detail.lead).toMatchObject({
      name: 'דנה כהן',
      status: 'contacted',
      consent_version: '2026-11-23',
      agrees_to_terms: true,
    });
    expect(detail.lead).not.toHaveProperty('ip_hash');
    expect(detail.events).toEqual([
      expect.objectContaining({
        event: 'status',
        from_status: 'new',
        to_status: 'contacted',
        staff_email: ADMIN.email,
      }),
      expect.objectContaining({ event: 'note', note: 'Called, will write back', staff_email: ADMIN.email }),
    ]);
  });

  it('keeps both of two staff members’ status changes in the history', async () => {
    await Promise.all([
      call(`select public.admin_set_lead_status('contact', $1, 'contacted')`, [id]),
      call(`select public.admin_set_lead_status('contact', $1, 'spam')`, [id], {
        role: 'authenticated',
        jwt: OTHER_ADMIN,
      }),
    ]);
    const events = await call<{ from_status: string; to_status: string; staff_email: string }>(
      `select from_status, to_status, staff_email from public.lead_events where lead_id = $1 order by created_at, id`,
      [id],
    );
    expect(events).toHaveLength(2);
    expect(events[0]?.from_status).toBe('new');
    // The second change starts from the first one's status.
    expect(events[1]?.from_status).toBe(events[0]?.to_status);
    expect(new Set(events.map((event) => event.staff_email))).toEqual(new Set([ADMIN.email, OTHER_ADMIN.email]));
  });

  it('refuses an empty or over-long note, an unknown status and an unknown lead', async () => {
    await expect(call(`select public.admin_add_lead_note('contact', $1, '   ')`, [id])).rejects.toThrow(/note_empty/);
    await expect(call(`select public.admin_add_lead_note('contact', $1, $2)`, [id, 'x'.repeat(2001)])).rejects.toThrow(
      /note_too_long/,
    );
    await expect(call(`select public.admin_set_lead_status('contact', $1, 'won')`, [id])).rejects.toThrow(
      /invalid_status/,
    );
    await expect(
      call(`select public.admin_get_lead('contact', '00000000-0000-4000-a000-00000000ffff')`),
    ).rejects.toThrow(/lead_not_found/);
    const events = await call(`select * from public.lead_events`);
    expect(events).toEqual([]);
  });
});

describe('admin_export_leads', () => {
  it('returns the filtered rows with every field the visitor sent', async () => {
    const rows = await call<{ kind: string; details: Record<string, unknown> }>(
      `select * from public.admin_export_leads(p_search := 'dana')`,
    );
    expect(rows.map((row) => row.kind)).toEqual(['newsletter', 'templateDownload', 'contact', 'contact']);
    const contact = rows.find((row) => row.kind === 'contact' && row.details.message === 'T2 in Alfama');
    expect(contact?.details).toMatchObject({ agrees_to_terms: true, consent_version: '2026-11-23' });
    expect(contact?.details).not.toHaveProperty('ip_hash');
  });
});

describe('data-subject requests', () => {
  // Every lead table, the newsletter's consent history (a row per sign-up, confirmation, leaving) and
  // the ad alerts (20261128200000_ad_alerts.sql).
  const counts = {
    ...Object.fromEntries(LEAD_TABLES.map((table) => [table, 0])),
    newsletter_consent_events: 0,
    ad_alerts: 0,
  };
  // An owner's rows and a tenant's leases (20261201120000_owner_subject_requests.sql); erasure deletes
  // an owner's row only when no accounting record refers to it (tests/db/owner-subject-requests.test.ts).
  const ownerTables = {
    owners: 0,
    owner_properties: 0,
    property_owners: 0,
    owner_statements: 0,
    owner_statement_shares: 0,
    ledger_entries: 0,
    property_leases: 0,
  };

  it('finds every row that holds an address, whatever its case and spaces', async () => {
    const { subject } = await callOne<{ subject: { tables: Record<string, unknown[]> } }>(
      `select public.admin_subject_lookup('  Dana@Example.com ') as subject`,
    );
    const found = Object.fromEntries(
      Object.entries(subject.tables).map(([table, rows]) => [table, (rows as unknown[]).length]),
    );
    expect(found).toEqual({
      ...counts,
      ...ownerTables,
      contact_submissions: 1,
      template_downloads: 1,
      newsletter_subscribers: 1,
      newsletter_consent_events: 1,
    });
    expect(await call('select * from public.data_subject_requests')).toEqual([]);
  });

  it('finds, exports and erases an address with a dotted capital I in every table, however it was stored', async () => {
    // JavaScript lower-cases İ to i + U+0307; Postgres' lower() (glibc, PGlite) to a plain i.
    const typed = 'İlker.RT@Example.com';
    await db.exec(`
      insert into public.contact_submissions (name, email, message, agrees_to_terms, consent_version)
      values ('Ilker', '${typed}', 'Olá', true, '2026-11-23');
      insert into public.template_downloads (full_name, email, agrees_to_terms, consent_version)
      values ('Ilker', 'İLKER.rt@example.COM', true, '2026-11-23');
      insert into public.newsletter_subscribers (email, consent_version) values ('${typed.toLowerCase()}', '2026-11-23');
      insert into public.investment_leads (name, email, phone, equity, leverage, mortgage_years, property_type,
        total_asset_value, expected_annual_return, loan_amount, monthly_mortgage_payment, gross_monthly_rent,
        estimated_expenses, expected_monthly_income, agrees_to_terms, consent_version)
      values ('Ilker', ' ${typed} ', '+90 532 000 0000', 100000, 60, 30, 'apartment', 250000, 6.5, 150000, 700, 1200,
        200, 300, true, '2026-11-23');
      insert into public.ad_alerts (email, language, frequency, consent_version, consent_marketing)
      values ('${typed}', 'he', 'daily', '2026-11-23', true);
    `);
    const everywhere = {
      ...Object.fromEntries(LEAD_TABLES.map((table) => [table, 1])),
      newsletter_consent_events: 1,
      ad_alerts: 1,
    };
    for (const asked of [typed, 'i̇lker.rt@example.com', 'İLKER.RT@EXAMPLE.COM']) {
      const { subject } = await callOne<{ subject: { tables: Record<string, unknown[]> } }>(
        `select public.admin_subject_lookup($1) as subject`,
        [asked],
      );
      expect(Object.fromEntries(Object.entries(subject.tables).map(([table, rows]) => [table, rows.length]))).toEqual({
        ...everywhere,
        ...ownerTables,
      });
    }
    const { subject } = await callOne<{ subject: { tables: Record<string, { email: string }[]> } }>(
      `select public.admin_subject_access($1) as subject`,
      [typed],
    );
    expect(Object.values(subject.tables).flat()).toHaveLength(LEAD_TABLES.length + 2);
    const { result } = await callOne<{ result: { deleted: Record<string, number> } }>(
      `select public.admin_subject_erase($1) as result`,
      [typed],
    );
    expect(result.deleted).toEqual({ ...everywhere, owners: 0 });
    for (const table of [...LEAD_TABLES, 'newsletter_consent_events', 'ad_alerts']) {
      const { rows } = await db.query(`select email from public.${table} where email like '%lker%'`);
      expect(rows, table).toEqual([]);
    }
  });

  it('records an access export with the row counts and a salted hash, never the address', async () => {
    await call(
      `select public.admin_add_lead_note('contact', '00000000-0000-4000-a000-000000000001', 'Prefers e-mail')`,
    );
    const { subject } = await callOne<{ subject: Record<string, unknown> }>(
      `select public.admin_subject_access('dana@example.com') as subject`,
    );
    expect(subject.request_id).toEqual(expect.any(String));
    expect(subject.staff_notes_and_history).toEqual([expect.objectContaining({ note: 'Prefers e-mail' })]);
    const [request] = await call<Record<string, unknown>>(`select * from public.admin_subject_requests()`);
    expect(request).toMatchObject({ kind: 'access', total: 4, staff_email: ADMIN.email });
    expect(request?.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await call('select * from public.data_subject_requests'))).not.toContain('dana@');
  });

  it('erases every row and its notes in one go, and records the erasure', async () => {
    await call(
      `select public.admin_add_lead_note('contact', '00000000-0000-4000-a000-000000000001', 'Prefers e-mail')`,
    );
    const { result } = await callOne<{ result: { total: number; deleted: Record<string, number> } }>(
      `select public.admin_subject_erase('dana@example.com') as result`,
    );
    expect(result.total).toBe(4);
    expect(result.deleted).toEqual({
      ...counts,
      owners: 0,
      contact_submissions: 1,
      template_downloads: 1,
      newsletter_subscribers: 1,
      newsletter_consent_events: 1,
    });
    const { subject } = await callOne<{ subject: { tables: Record<string, unknown[]> } }>(
      `select public.admin_subject_lookup('dana@example.com') as subject`,
    );
    expect(Object.values(subject.tables).flat()).toEqual([]);
    expect(await call('select * from public.lead_events')).toEqual([]);
    // Other people's leads stay.
    expect((await list()).map((row) => row.id.slice(-1))).toEqual(['6', '3', '2']);
    const [request] = await call<Record<string, unknown>>(`select * from public.admin_subject_requests()`);
    expect(request).toMatchObject({ kind: 'erasure', total: 4 });
  });

  it('records an erasure that found nothing, and refuses an invalid address', async () => {
    const { result } = await callOne<{ result: { total: number } }>(
      `select public.admin_subject_erase('nobody@example.com') as result`,
    );
    expect(result.total).toBe(0);
    expect(await call(`select kind, total from public.data_subject_requests`)).toEqual([{ kind: 'erasure', total: 0 }]);
    await expect(call(`select public.admin_subject_erase('not an address')`)).rejects.toThrow(/invalid_email/);
  });
});

describe('callers other than staff', () => {
  const outsiders = [
    { name: 'anonymous visitor', role: 'anon' as const, jwt: claims.anon, refusal: /permission denied/ },
    { name: 'signed-in non-admin', role: 'authenticated' as const, jwt: claims.user, refusal: /not_allowed/ },
  ];
  const calls = [
    'select * from public.admin_list_leads()',
    'select * from public.admin_lead_counts()',
    `select public.admin_get_lead('contact', '00000000-0000-4000-a000-000000000001')`,
    `select public.admin_set_lead_status('contact', '00000000-0000-4000-a000-000000000001', 'spam')`,
    `select public.admin_add_lead_note('contact', '00000000-0000-4000-a000-000000000001', 'x')`,
    'select * from public.admin_export_leads()',
    `select public.admin_subject_lookup('dana@example.com')`,
    `select public.admin_subject_access('dana@example.com')`,
    `select public.admin_subject_erase('dana@example.com')`,
    'select * from public.admin_subject_requests()',
  ];

  for (const outsider of outsiders) {
    it(`${outsider.name}: every staff function is refused and nothing changes`, async () => {
      for (const sql of calls) {
        await expect(call(sql, [], outsider), sql).rejects.toThrow(outsider.refusal);
      }
      expect((await list()).map((row) => row.status)).toEqual(Array(6).fill('new'));
      expect(await call('select * from public.data_subject_requests')).toEqual([]);
    });
  }

  it.each(LEAD_KIND_NAMES)(
    '%s table: a non-admin reads nothing, an admin reads all but the hidden columns, and nobody writes',
    async (kind) => {
      const table = LEAD_KINDS[kind].table;
      const asUser = { role: 'authenticated' as const, jwt: claims.user };
      expect(await call(`select id, email from public.${table}`, [], asUser)).toEqual([]);
      expect((await call(`select id, email, status from public.${table}`)).length).toBeGreaterThan(0);
      // The address hash and the notification error stay hidden, as the staff functions hide them.
      for (const column of ['ip_hash', 'notification_error', '*']) {
        await expect(call(`select ${column} from public.${table}`)).rejects.toThrow(/permission denied/);
      }
      // A status changes only through admin_set_lead_status, which records it in the history.
      for (const who of [undefined, asUser]) {
        await expect(call(`update public.${table} set status = 'spam'`, [], who)).rejects.toThrow(/permission denied/);
      }
      await expect(call(`update public.${table} set email = 'x@example.com'`)).rejects.toThrow(/permission denied/);
      await expect(call(`delete from public.${table}`)).rejects.toThrow(/permission denied/);
      await expect(call(`select * from public.lead_events`, [], { role: 'anon', jwt: claims.anon })).rejects.toThrow(
        /permission denied/,
      );
    },
  );
});

describe('the code and the database agree', () => {
  it('on the statuses and the note limit', async () => {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'contact_submissions_status_check'`,
    );
    for (const status of LEAD_STATUSES) expect(rows[0]?.def).toContain(`'${status}'`);
    expect(rows[0]?.def.match(/'[a-z]+'/g)).toHaveLength(LEAD_STATUSES.length);
    await expect(
      call(`select public.admin_add_lead_note('contact', '00000000-0000-4000-a000-000000000001', $1)`, [
        'x'.repeat(LEAD_NOTE_MAX_LENGTH),
      ]),
    ).resolves.toHaveLength(1);
  });
});
