// @vitest-environment node
// The weekly issue at the database (supabase/migrations/20261125030000_newsletter_issues.sql,
// 20261203100000_portuguese.sql): drafts, the list with counts, a test to the caller's own address,
// and the send's snapshot of the confirmed subscribers who have not left, sent only when the issue
// is written in English and in every language a subscriber reads; every function refuses anyone but
// an admin, and the tables are closed to the API roles.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claims, openMigratedDb, withRole, type ApiRole } from './migrated-db';

const ADMIN = { ...claims.admin, email: 'Ines@LusaProperty.local' };

let db: PGlite;

async function call<R = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  who: { role: ApiRole; jwt: object } = { role: 'authenticated', jwt: ADMIN },
): Promise<R[]> {
  return withRole(db, who.role, who.jwt, async (tx) => (await tx.query<R>(sql, params)).rows, { commit: true });
}

const draft = async (fields: Partial<Record<'en' | 'he' | 'pt', [string, string]>> = {}) => {
  const en = fields.en ?? ['Weekly', 'Hello **readers**'];
  const he = fields.he ?? ['שבועי', 'שלום לקוראים'];
  const pt = fields.pt ?? ['', ''];
  const [row] = await call<{ issue: { id: string; status: string } }>(
    `select public.admin_newsletter_save(null, $1, $2, $3, $4, $5, $6) as issue`,
    [...en, ...he, ...pt],
  );
  return row!.issue;
};

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec(`delete from public.newsletter_issues; delete from public.newsletter_subscribers;
    insert into public.newsletter_subscribers (id, email, consent_version, language, confirmed_at, unsubscribed_at) values
      ('00000000-0000-4000-b000-000000000001', 'en1@example.com', '2026-11-23', 'en', now(), null),
      ('00000000-0000-4000-b000-000000000002', 'en2@example.com', '2026-11-23', 'en', now(), null),
      ('00000000-0000-4000-b000-000000000003', 'he1@example.com', '2026-11-23', 'he', now(), null),
      ('00000000-0000-4000-b000-000000000004', 'pending@example.com', '2026-11-23', 'en', null, null),
      ('00000000-0000-4000-b000-000000000005', 'left@example.com', '2026-11-23', 'he', now(), now());`);
});

describe('admin-only', () => {
  const refusals = [
    ['anon', claims.anon],
    ['a signed-in non-admin', claims.user],
  ] as const;
  const calls = [
    [`select public.admin_newsletter_save(null, 'a', 'b', 'c', 'd')`],
    [`select * from public.admin_newsletter_issues()`],
    [`select public.admin_newsletter_audience()`],
    [`select public.admin_newsletter_test('00000000-0000-4000-b000-000000000001')`],
    [`select public.admin_newsletter_send('00000000-0000-4000-b000-000000000001')`],
    [`select public.admin_newsletter_delete('00000000-0000-4000-b000-000000000001')`],
  ] as const;
  it.each(refusals.flatMap(([who, jwt]) => calls.map(([sql]) => [who, jwt, sql] as const)))(
    'refuses %s: %s',
    async (_who, jwt, sql) => {
      const role: ApiRole = jwt.role === 'anon' ? 'anon' : 'authenticated';
      await expect(call(sql, [], { role, jwt })).rejects.toMatchObject({ code: '42501' });
    },
  );

  it.each(['newsletter_issues', 'newsletter_deliveries', 'newsletter_test_sends'])(
    'keeps %s from the API roles, even an admin',
    async (table) => {
      await expect(call(`select * from public.${table}`)).rejects.toMatchObject({ code: '42501' });
    },
  );
});

describe('drafts and sending', () => {
  it('saves and updates a draft, and lists it with its counts', async () => {
    const issue = await draft();
    expect(issue.status).toBe('draft');
    await call(`select public.admin_newsletter_save($1, 'Weekly 2', 'Body', 'שבועי 2', 'גוף')`, [issue.id]);
    const [listed] = await call<Record<string, unknown>>(`select * from public.admin_newsletter_issues()`);
    expect(listed).toMatchObject({ id: issue.id, title_en: 'Weekly 2', title_he: 'שבועי 2', status: 'draft', sent: 0 });
  });

  it('counts the audience: confirmed and not left, per language', async () => {
    const [row] = await call<{ audience: unknown }>(`select public.admin_newsletter_audience() as audience`);
    expect(row!.audience).toEqual({ en: 2, he: 1, pt: 0 });
  });

  it('snapshots the confirmed subscribers who have not left, once, and freezes the issue', async () => {
    const issue = await draft();
    const [row] = await call<{ counts: unknown }>(`select public.admin_newsletter_send($1) as counts`, [issue.id]);
    expect(row!.counts).toEqual({ en: 2, he: 1, pt: 0 });
    const { rows } = await db.query<{ subscriber_id: string; language: string; status: string }>(
      `select subscriber_id, language, status from public.newsletter_deliveries where issue_id = $1 order by subscriber_id`,
      [issue.id],
    );
    expect(rows.map((r) => r.subscriber_id.slice(-1))).toEqual(['1', '2', '3']);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    await expect(call(`select public.admin_newsletter_send($1)`, [issue.id])).rejects.toThrow(/issue_not_draft/);
    await expect(call(`select public.admin_newsletter_save($1, 'x', 'y', 'z', 'w')`, [issue.id])).rejects.toThrow(
      /issue_not_draft/,
    );
    const [listed] = await call<Record<string, unknown>>(`select * from public.admin_newsletter_issues()`);
    expect(listed).toMatchObject({
      status: 'sending',
      recipients_en: 2,
      recipients_he: 1,
      recipients_pt: 0,
      pending: 3,
    });
  });

  it('deletes a draft, and refuses to delete an issue that is sending or sent', async () => {
    const kept = await draft();
    const gone = await draft({ en: ['Draft', 'to delete'] });
    await call(`select public.admin_newsletter_test($1)`, [gone.id]);
    await call(`select public.admin_newsletter_delete($1)`, [gone.id]);
    const listed = await call<{ id: string }>(`select id from public.admin_newsletter_issues()`);
    expect(listed.map((row) => row.id)).toEqual([kept.id]);
    expect(await db.query(`select 1 from public.newsletter_test_sends where issue_id = $1`, [gone.id])).toMatchObject({
      rows: [],
    });
    await expect(call(`select public.admin_newsletter_delete($1)`, [gone.id])).rejects.toThrow(/issue_not_found/);

    await call(`select public.admin_newsletter_send($1)`, [kept.id]);
    await expect(call(`select public.admin_newsletter_delete($1)`, [kept.id])).rejects.toMatchObject({
      code: '22023',
      message: 'issue_not_draft',
    });
    await db.exec(`update public.newsletter_issues set status = 'sent', sent_at = now()`);
    await expect(call(`select public.admin_newsletter_delete($1)`, [kept.id])).rejects.toThrow(/issue_not_draft/);
    const [still] = await call<{ status: string }>(`select status from public.admin_newsletter_issues()`);
    expect(still).toEqual({ status: 'sent' });
    const { rows } = await db.query(`select 1 from public.newsletter_deliveries where issue_id = $1`, [kept.id]);
    expect(rows).toHaveLength(3);
  });

  it('refuses to send an issue missing a language', async () => {
    const issue = await draft({ he: ['', ''] });
    await expect(call(`select public.admin_newsletter_send($1)`, [issue.id])).rejects.toThrow(/issue_incomplete/);
  });

  it('queues a test in both languages to the caller’s own address, not to subscribers', async () => {
    const issue = await draft();
    const [row] = await call<{ to: string }>(`select public.admin_newsletter_test($1) as to`, [issue.id]);
    expect(row!.to).toBe('ines@lusaproperty.local');
    const { rows } = await db.query<{ to_email: string; language: string }>(
      `select to_email, language from public.newsletter_test_sends order by language`,
    );
    expect(rows).toEqual([
      { to_email: 'ines@lusaproperty.local', language: 'en' },
      { to_email: 'ines@lusaproperty.local', language: 'he' },
    ]);
    expect(await db.query(`select 1 from public.newsletter_deliveries`)).toMatchObject({ rows: [] });
  });

  it('keeps the Portuguese of a draft saved by a caller that does not send it', async () => {
    const issue = await draft({ pt: ['Semanal', 'Olá'] });
    await call(`select public.admin_newsletter_save($1, 'Weekly 2', 'Body', 'שבועי 2', 'גוף')`, [issue.id]);
    const [listed] = await call<Record<string, unknown>>(`select * from public.admin_newsletter_issues()`);
    expect(listed).toMatchObject({ title_en: 'Weekly 2', title_pt: 'Semanal', body_pt: 'Olá' });
  });
});

describe('Portuguese subscribers', () => {
  const addPortuguese = () =>
    db.exec(`insert into public.newsletter_subscribers (id, email, consent_version, language, confirmed_at) values
      ('00000000-0000-4000-b000-000000000006', 'pt1@example.pt', '2026-11-23', 'pt', now()),
      ('00000000-0000-4000-b000-000000000007', 'pt-pending@example.pt', '2026-11-23', 'pt', null);`);

  it('counts them apart', async () => {
    await addPortuguese();
    const [row] = await call<{ audience: unknown }>(`select public.admin_newsletter_audience() as audience`);
    expect(row!.audience).toEqual({ en: 2, he: 1, pt: 1 });
  });

  it('refuses to send an issue without Portuguese once someone reads it, and sends nothing', async () => {
    await addPortuguese();
    const issue = await draft();
    await expect(call(`select public.admin_newsletter_send($1)`, [issue.id])).rejects.toMatchObject({
      code: '22023',
      message: 'issue_incomplete',
      detail: 'no title and body in: pt',
    });
    expect(await db.query(`select 1 from public.newsletter_deliveries`)).toMatchObject({ rows: [] });
    const [listed] = await call<{ status: string }>(`select status from public.admin_newsletter_issues()`);
    expect(listed).toEqual({ status: 'draft' });
  });

  it('sends each subscriber the issue in their own language once it has Portuguese', async () => {
    await addPortuguese();
    const issue = await draft({ pt: ['Semanal', 'Olá aos **leitores**'] });
    const [row] = await call<{ counts: unknown }>(`select public.admin_newsletter_send($1) as counts`, [issue.id]);
    expect(row!.counts).toEqual({ en: 2, he: 1, pt: 1 });
    const { rows } = await db.query<{ email: string; language: string }>(
      `select s.email, d.language from public.newsletter_deliveries d
       join public.newsletter_subscribers s on s.id = d.subscriber_id where d.issue_id = $1 order by s.email`,
      [issue.id],
    );
    expect(rows).toEqual([
      { email: 'en1@example.com', language: 'en' },
      { email: 'en2@example.com', language: 'en' },
      { email: 'he1@example.com', language: 'he' },
      { email: 'pt1@example.pt', language: 'pt' },
    ]);
  });

  it('lets a language nobody reads stay empty, but never English', async () => {
    await db.exec(`delete from public.newsletter_subscribers where language = 'he'`);
    const withoutHebrew = await draft({ he: ['', ''] });
    const [row] = await call<{ counts: unknown }>(`select public.admin_newsletter_send($1) as counts`, [
      withoutHebrew.id,
    ]);
    expect(row!.counts).toEqual({ en: 2, he: 0, pt: 0 });
    await db.exec(`delete from public.newsletter_subscribers where language = 'en'`);
    await addPortuguese();
    const withoutEnglish = await draft({ en: ['', ''], pt: ['Semanal', 'Olá'] });
    await expect(call(`select public.admin_newsletter_send($1)`, [withoutEnglish.id])).rejects.toMatchObject({
      message: 'issue_incomplete',
      detail: 'no title and body in: en',
    });
  });

  it('refuses a delivery in a language the issue is not written in, whoever inserts it', async () => {
    await addPortuguese();
    const issue = await draft();
    await expect(
      db.query(
        `insert into public.newsletter_deliveries (issue_id, subscriber_id, language)
         values ($1, '00000000-0000-4000-b000-000000000006', 'pt')`,
        [issue.id],
      ),
    ).rejects.toMatchObject({ code: '22023', message: 'issue_incomplete' });
  });

  it('queues a Portuguese test only once the issue has Portuguese', async () => {
    const issue = await draft({ pt: ['Semanal', ''] });
    await call(`select public.admin_newsletter_test($1)`, [issue.id]);
    const { rows } = await db.query<{ language: string }>(
      `select language from public.newsletter_test_sends where issue_id = $1 order by id`,
      [issue.id],
    );
    expect(rows.map((r) => r.language)).toEqual(['en', 'he', 'pt']);
  });
});
