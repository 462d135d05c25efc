// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, openMigratedDb, queryAs, withRole } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const subscribe = `insert into public.newsletter_subscribers (email, consent_version) values ($1, '2026-11-23')`;

describe('newsletter_subscribers', () => {
  it('refuses a second subscription of the same address in another case', async () => {
    await withRole(db, 'service_role', claims.service, async (tx) => {
      await tx.query(subscribe, ['a@b.com']);
      // The check refuses the mixed-case form first; compare on lower(email) to prove the unique
      // index is case-insensitive too.
      await expect(tx.query(subscribe, ['a@b.com'])).rejects.toThrow(/newsletter_subscribers_email_key/);
    });
    await withRole(db, 'service_role', claims.service, async (tx) => {
      await tx.query(subscribe, ['a@b.com']);
      await expect(tx.query(subscribe, ['A@b.com'])).rejects.toThrow(/newsletter_subscribers_email_key/);
    });
  });

  it('stores an e-mail in the one form public.normalize_email() gives, whoever inserts it', async () => {
    for (const email of ['A@b.com', ' a@b.com', 'a@b.com ', '\tA@B.COM\n']) {
      const { rows } = await queryAs<{ email: string }>(
        db,
        'service_role',
        claims.service,
        `${subscribe} returning email`,
        [email],
      );
      expect(rows[0]?.email, email).toBe('a@b.com');
    }
    // The one letter Unicode lower-cases to two characters comes out as JavaScript spells it.
    const { rows } = await db.query<{ email: string }>(`select public.normalize_email('İlker@X.com') as email`);
    expect(rows[0]?.email).toBe('İlker@X.com'.toLowerCase());
  });

  it('unique index is on lower(email)', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'newsletter_subscribers_email_key'`,
    );
    expect(rows[0]?.indexdef).toMatch(/UNIQUE INDEX .*\(lower\(email\)\)/);
  });

  it('refuses a raw IP address in ip_hash and accepts a hex hash', async () => {
    const sql = `insert into public.newsletter_subscribers (email, consent_version, ip_hash) values ('x@y.com', '2026-11-23', $1)`;
    await expect(queryAs(db, 'service_role', claims.service, sql, ['203.0.113.9'])).rejects.toThrow(/check constraint/);
    await expect(queryAs(db, 'service_role', claims.service, sql, ['2001:db8::1'])).rejects.toThrow(/check constraint/);
    await expect(queryAs(db, 'service_role', claims.service, sql, ['a'.repeat(64)])).resolves.toBeDefined();
  });

  it('refuses an unknown notification status', async () => {
    const sql = `insert into public.newsletter_subscribers (email, consent_version, notification_status) values ('x@y.com', '2026-11-23', 'queued')`;
    await expect(queryAs(db, 'service_role', claims.service, sql)).rejects.toThrow(/check constraint/);
  });
});

describe('fb_listings checks', () => {
  const insert = `insert into public.fb_listings (type, title, price, location, bedrooms) values ($1, $2, $3, $4, $5)`;
  const asAdmin = (params: unknown[]) => queryAs(db, 'authenticated', claims.admin, insert, params);

  it('accepts a valid listing, defaults images to an empty list', async () => {
    const { rows } = await withRole(db, 'authenticated', claims.admin, (tx) =>
      tx.query<{ images: string[] }>(
        `insert into public.fb_listings (type, title, location) values ('sale', 'House', 'Porto') returning images`,
      ),
    );
    expect(rows[0]?.images).toEqual([]);
  });

  it.each([
    ['a bad type', ['lease', 'T1', 100, 'Lisbon', 1]],
    ['a negative price', ['rent', 'T1', -1, 'Lisbon', 1]],
    ['an empty title', ['rent', '', 100, 'Lisbon', 1]],
    ['a title over 300 characters', ['rent', 'x'.repeat(301), 100, 'Lisbon', 1]],
    ['too many bedrooms', ['rent', 'T1', 100, 'Lisbon', 51]],
  ])('refuses %s', async (_label, params) => {
    await expect(asAdmin(params)).rejects.toThrow(/check constraint/);
  });
});

describe('lead consent checks', () => {
  it('refuses a contact submission without agreement to the terms', async () => {
    const sql = `insert into public.contact_submissions (name, email, message, agrees_to_terms, consent_version)
                 values ('Ana', 'ana@example.com', 'Hi', false, '2026-11-23')`;
    await expect(queryAs(db, 'service_role', claims.service, sql)).rejects.toThrow(/check constraint/);
  });

  it('refuses an unknown contact service', async () => {
    const sql = `insert into public.contact_submissions (name, email, message, agrees_to_terms, consent_version, service)
                 values ('Ana', 'ana@example.com', 'Hi', true, '2026-11-23', 'other')`;
    await expect(queryAs(db, 'service_role', claims.service, sql)).rejects.toThrow(/check constraint/);
  });
});
