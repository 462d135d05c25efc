// @vitest-environment node
// The database refuses a consent version the site never published, on every column that stores one
// (supabase/migrations/20261129100000_published_consent_versions.sql, docs/security-review.md L4),
// keeps the rows stored before, and lists the same versions as the functions do.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  PUBLISHED_CONSENT_VERSIONS,
} from '../../supabase/functions/_shared/domain/validation/consent';
import { claims, openMigratedDb, withRole } from './migrated-db';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const SUBSCRIBER = '00000000-0000-4000-c000-000000000001';

/** One row per table that stores a consent version, with `$1` as that version. */
const inserts: Record<string, string> = {
  contact_submissions: `insert into public.contact_submissions (name, email, message, agrees_to_terms, consent_version)
    values ('Ana', 'ana@example.com', 'Hi', true, $1)`,
  investment_leads: `insert into public.investment_leads (name, email, phone, equity, leverage, mortgage_years,
    property_type, total_asset_value, expected_annual_return, loan_amount, monthly_mortgage_payment,
    gross_monthly_rent, estimated_expenses, expected_monthly_income, agrees_to_terms, consent_version)
    values ('Ana', 'ana@example.com', '+351 912 345 678', 100000, 60, 30, 'apartment', 250000, 6.5, 150000, 700,
    1200, 200, 300, true, $1)`,
  template_downloads: `insert into public.template_downloads (full_name, email, agrees_to_terms, consent_version)
    values ('Ana', 'ana@example.com', true, $1)`,
  newsletter_subscribers: `insert into public.newsletter_subscribers (email, consent_version) values ('ana@example.com', $1)`,
  ad_alerts: `insert into public.ad_alerts (email, language, frequency, consent_version, consent_marketing)
    values ('ana@example.com', 'en', 'daily', $1, true)`,
  newsletter_consent_events: `insert into public.newsletter_consent_events (subscriber_id, email, event, consent_version)
    values ('${SUBSCRIBER}', 'ana@example.com', 'signup', $1)`,
};

/** The confirmed version, set when the person confirms (on a row stored with a published one). */
const confirms: Record<string, string> = {
  newsletter_subscribers: `update public.newsletter_subscribers set confirmed_at = now(), confirmed_consent_version = $1`,
  ad_alerts: `update public.ad_alerts set status = 'confirmed', confirmed_at = now(), confirmed_consent_version = $1`,
};

describe('published consent versions', () => {
  it('are the versions the functions accept, no more and no fewer', async () => {
    const { rows } = await db.query<{ version: string }>(
      'select version from private.published_consent_versions order by version',
    );
    expect(rows.map((row) => row.version)).toEqual([...PUBLISHED_CONSENT_VERSIONS].sort());
    expect(PUBLISHED_CONSENT_VERSIONS).toContain(CONSENT_VERSION);
  });

  it('hold every column that stores a consent version, in every table', async () => {
    const { rows } = await db.query<{ column: string; published: boolean }>(
      `select c.table_name || '.' || c.column_name as column,
              exists (select 1 from pg_constraint con
                      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
                      where con.contype = 'f' and con.conrelid = format('public.%I', c.table_name)::regclass
                        and att.attname = c.column_name
                        and con.confrelid = 'private.published_consent_versions'::regclass) as published
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name like '%consent_version'
       order by 1`,
    );
    expect(rows.map((row) => row.column)).toEqual([
      'ad_alerts.confirmed_consent_version',
      'ad_alerts.consent_version',
      'contact_submissions.consent_version',
      'investment_leads.consent_version',
      'newsletter_consent_events.consent_version',
      'newsletter_subscribers.confirmed_consent_version',
      'newsletter_subscribers.consent_version',
      'template_downloads.consent_version',
    ]);
    expect(rows.filter((row) => !row.published).map((row) => row.column)).toEqual([]);
  });

  it.each(Object.keys(inserts))(
    '%s refuses a version the site never published and stores a published one',
    async (table) => {
      for (const unknown of ['1999-01-01', 'v1', 'zzz']) {
        await expect(
          withRole(db, 'service_role', claims.service, (tx) => tx.query(inserts[table]!, [unknown])),
          unknown,
        ).rejects.toThrow(new RegExp(`${table}_consent_version_published`));
      }
      const stored = await withRole(db, 'service_role', claims.service, async (tx) => {
        await tx.query(inserts[table]!, [CONSENT_VERSION]);
        return (await tx.query(`select consent_version from public.${table} where email = 'ana@example.com'`)).rows;
      });
      expect(stored).toEqual([{ consent_version: CONSENT_VERSION }]);
    },
  );

  it.each(Object.keys(confirms))('%s refuses to confirm with a version the site never published', async (table) => {
    await withRole(db, 'service_role', claims.service, async (tx) => {
      await tx.query(inserts[table]!, [CONSENT_VERSION]);
      await tx.query('savepoint confirm');
      await expect(tx.query(confirms[table]!, ['1999-01-01'])).rejects.toThrow(
        new RegExp(`${table}_confirmed_consent_version_published`),
      );
      await tx.query('rollback to savepoint confirm');
      await tx.query(confirms[table]!, [CONSENT_VERSION]);
      const { rows } = await tx.query(
        `select confirmed_consent_version from public.${table} where email = 'ana@example.com'`,
      );
      expect(rows).toEqual([{ confirmed_consent_version: CONSENT_VERSION }]);
    });
  });

  it('keeps a row stored before with an old version, which can still be confirmed, left and handled', async () => {
    // Rows from before the constraint: the foreign keys' triggers are off while they are stored, and
    // they are committed (a key is checked again on any update of a row its own transaction stored).
    await db.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`);
      await tx.query(inserts.newsletter_subscribers!.replace('ana@', 'old@'), ['v1']);
      await tx.query(inserts.contact_submissions!.replace('ana@', 'old@'), ['v1']);
    });
    await db.query(`${confirms.newsletter_subscribers!} where email = 'old@example.com'`, [CONSENT_VERSION]);
    await db.exec(`update public.newsletter_subscribers set unsubscribed_at = now(), unsubscribe_source = 'link'
      where email = 'old@example.com'`);
    await db.exec(`update public.contact_submissions set status = 'contacted', notification_status = 'sent'
      where email = 'old@example.com'`);
    const subscriber = await db.query(
      `select consent_version, confirmed_consent_version, unsubscribed_at is not null as left
       from public.newsletter_subscribers where email = 'old@example.com'`,
    );
    expect(subscriber.rows).toEqual([
      { consent_version: 'v1', confirmed_consent_version: CONSENT_VERSION, left: true },
    ]);
    const contact = await db.query(`select consent_version, status from public.contact_submissions
      where email = 'old@example.com'`);
    expect(contact.rows).toEqual([{ consent_version: 'v1', status: 'contacted' }]);
  });
});
