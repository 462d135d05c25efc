// @vitest-environment node
// Portuguese as the third language at the database (supabase/migrations/20261203100000_portuguese.sql):
// every column that keeps a language accepts the server's languages (domain/languages.ts), 'pt'
// among them, and still refuses any other; staff save an owner in Portuguese.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../supabase/functions/_shared/domain/languages';
import { claims, openMigratedDb, queryAs, withRole } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the languages the database keeps', () => {
  it('allows exactly the server’s languages in every language column', async () => {
    const { rows } = await db.query<{ table_name: string; definition: string }>(
      `select c.conrelid::regclass::text as table_name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where n.nspname = 'public' and c.contype = 'c' and pg_get_constraintdef(c.oid) ~ '\\mlanguage\\M'
       order by 1`,
    );
    const allowed = Object.fromEntries(
      rows.map(({ table_name, definition }) => [
        table_name,
        [...definition.matchAll(/'([^']*)'::text/g)].map(([, value]) => value).sort(),
      ]),
    );
    const expected = [...LANGUAGES].sort();
    expect(allowed).toEqual({
      ad_alerts: expected,
      newsletter_consent_events: expected,
      newsletter_deliveries: expected,
      newsletter_subscribers: expected,
      newsletter_test_sends: expected,
      owners: expected,
    });
  });

  it('keeps a Portuguese subscriber, their consent history and an alert in Portuguese, and refuses an unknown language', async () => {
    const subscriber = `insert into public.newsletter_subscribers (email, consent_version, language) values ($1, '2026-11-23', $2)`;
    const alert = `insert into public.ad_alerts (email, language, frequency, consent_version, consent_marketing, location)
                   values ($1, $2, 'daily', '2026-11-23', true, 'Lisboa') returning place_term`;
    await withRole(db, 'service_role', claims.service, async (tx) => {
      await tx.query(subscriber, ['ana@example.pt', 'pt']);
      const events = await tx.query<{ event: string; language: string }>(
        `select event, language from public.newsletter_consent_events where email = 'ana@example.pt'`,
      );
      expect(events.rows).toEqual([{ event: 'signup', language: 'pt' }]);
      const { rows } = await tx.query<{ place_term: string }>(alert, ['rui@example.pt', 'pt']);
      // "Lisboa", as a Portuguese reader types it, is the place the listings call Lisbon.
      expect(rows[0]?.place_term).toBe('lisbon');
    });
    await expect(queryAs(db, 'service_role', claims.service, subscriber, ['xx@example.com', 'xx'])).rejects.toThrow(
      /newsletter_subscribers_language_check/,
    );
    await expect(queryAs(db, 'service_role', claims.service, alert, ['xx@example.com', 'xx'])).rejects.toThrow(
      /ad_alerts_language_check/,
    );
  });

  it('lets staff save an owner who reads Portuguese, and refuses an unknown language', async () => {
    const ADMIN = { ...claims.admin, email: 'ines@lusaproperty.local' };
    const save = (language: string) =>
      withRole(
        db,
        'authenticated',
        ADMIN,
        async (tx) => {
          const { rows } = await tx.query<{ id: string }>(`select public.admin_owner_save($1::jsonb) as id`, [
            JSON.stringify({
              full_name: 'Joana Silva',
              email: 'joana@example.pt',
              language,
              tax_country: 'PT',
              nif: '999999990',
              package: 'basic',
            }),
          ]);
          return rows[0]!.id;
        },
        { commit: true },
      );
    const id = await save('pt');
    const { rows } = await db.query<{ language: string }>(`select language from public.owners where id = $1`, [id]);
    expect(rows).toEqual([{ language: 'pt' }]);
    await expect(save('xx')).rejects.toMatchObject({ code: '22023', message: 'invalid_language' });
  });
});
