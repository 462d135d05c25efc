// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, openMigratedDb, queryAs, withRole, type ApiRole } from './migrated-db';

let db: PGlite;
const listingId = '11111111-1111-4111-8111-111111111111';

beforeAll(async () => {
  db = await openMigratedDb();
  await db.query(
    `insert into public.fb_listings (id, type, title, price, location, bedrooms)
     values ($1, 'rent', 'T2 in Lisbon', 1200, 'Lisbon', 2)`,
    [listingId],
  );
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const callers: { name: string; role: ApiRole; jwt: object; admin: boolean }[] = [
  { name: 'anonymous visitor', role: 'anon', jwt: claims.anon, admin: false },
  { name: 'signed-in non-admin', role: 'authenticated', jwt: claims.user, admin: false },
  { name: 'admin', role: 'authenticated', jwt: claims.admin, admin: true },
];

const insertListing = `insert into public.fb_listings (type, title, location) values ('sale', 'New', 'Porto') returning id`;
const updateListing = `update public.fb_listings set title = 'Changed' where id = $1`;
const deleteListing = `delete from public.fb_listings where id = $1`;

describe('fb_listings row-level security', () => {
  for (const caller of callers) {
    describe(caller.name, () => {
      it('can read listings', async () => {
        const { rows } = await queryAs(db, caller.role, caller.jwt, `select id, title from public.fb_listings`);
        expect(rows).toEqual([{ id: listingId, title: 'T2 in Lisbon' }]);
      });

      if (caller.admin) {
        it('can insert, update and delete listings', async () => {
          const inserted = await queryAs(db, caller.role, caller.jwt, insertListing);
          expect(inserted.rows).toHaveLength(1);
          const updated = await queryAs(db, caller.role, caller.jwt, updateListing, [listingId]);
          expect(updated.affectedRows).toBe(1);
          const deleted = await queryAs(db, caller.role, caller.jwt, deleteListing, [listingId]);
          expect(deleted.affectedRows).toBe(1);
        });

        it('changes are visible inside its own transaction', async () => {
          const title = await withRole(db, caller.role, caller.jwt, async (tx) => {
            await tx.query(updateListing, [listingId]);
            const { rows } = await tx.query<{ title: string }>(`select title from public.fb_listings where id = $1`, [
              listingId,
            ]);
            return rows[0]?.title;
          });
          expect(title).toBe('Changed');
        });
      } else {
        it('cannot insert listings', async () => {
          await expect(queryAs(db, caller.role, caller.jwt, insertListing)).rejects.toThrow(
            caller.role === 'anon' ? /permission denied/ : /row-level security/,
          );
        });

        it('cannot update or delete listings', async () => {
          if (caller.role === 'anon') {
            await expect(queryAs(db, caller.role, caller.jwt, updateListing, [listingId])).rejects.toThrow(
              /permission denied/,
            );
            await expect(queryAs(db, caller.role, caller.jwt, deleteListing, [listingId])).rejects.toThrow(
              /permission denied/,
            );
          } else {
            const updated = await queryAs(db, caller.role, caller.jwt, updateListing, [listingId]);
            expect(updated.affectedRows).toBe(0);
            const deleted = await queryAs(db, caller.role, caller.jwt, deleteListing, [listingId]);
            expect(deleted.affectedRows).toBe(0);
          }
        });
      }
    });
  }

  it('an anon role forging admin claims still cannot write (no grant)', async () => {
    await expect(queryAs(db, 'anon', claims.admin, insertListing)).rejects.toThrow(/permission denied/);
  });

  it('admin role in user_metadata (user-editable) is not enough', async () => {
    const forged = { ...claims.user, user_metadata: { role: 'admin' } };
    await expect(queryAs(db, 'authenticated', forged, insertListing)).rejects.toThrow(/row-level security/);
  });

  it('the listing is unchanged after the matrix (every call rolled back)', async () => {
    const { rows } = await db.query<{ title: string }>(`select title from public.fb_listings`);
    expect(rows).toEqual([{ title: 'T2 in Lisbon' }]);
  });
});

const leadTables: { table: string; insert: string }[] = [
  {
    table: 'newsletter_subscribers',
    insert: `insert into public.newsletter_subscribers (email, consent_version) values ('lead@example.com', '2026-11-23')`,
  },
  {
    table: 'contact_submissions',
    insert: `insert into public.contact_submissions (name, email, message, agrees_to_terms, consent_version)
             values ('Ana', 'ana@example.com', 'Hello', true, '2026-11-23')`,
  },
  {
    table: 'investment_leads',
    insert: `insert into public.investment_leads (name, email, phone, equity, leverage, mortgage_years,
               property_type, total_asset_value, expected_annual_return, loan_amount,
               monthly_mortgage_payment, gross_monthly_rent, estimated_expenses,
               expected_monthly_income, agrees_to_terms, consent_version)
             values ('Ana', 'ana@example.com', '+351900000000', 100000, 60, 30, 'apartment', 250000,
                     6.5, 150000, 700, 1200, 200, 300, true, '2026-11-23')`,
  },
  {
    table: 'template_downloads',
    insert: `insert into public.template_downloads (full_name, email, agrees_to_terms, consent_version)
             values ('Ana', 'ana@example.com', true, '2026-11-23')`,
  },
];

describe('lead tables: closed to visitors, readable by staff', () => {
  beforeAll(async () => {
    for (const { insert } of leadTables) await db.exec(insert);
  });

  for (const { table, insert } of leadTables) {
    describe(table, () => {
      for (const caller of callers) {
        // Signed-in users may select the columns the inbox shows, but row-level security shows rows
        // to the admin role only (staff read leads in the inbox); nobody inserts, deletes or edits a
        // field, the status included (admin_set_lead_status records each change).
        const reads = caller.role === 'authenticated';
        it(`${caller.name} ${caller.admin ? 'reads leads only' : 'reads and changes nothing'}`, async () => {
          const refused = [
            insert,
            `update public.${table} set notification_status = 'sent'`,
            `update public.${table} set status = 'spam'`,
            `delete from public.${table}`,
            `select ip_hash from public.${table}`,
          ];
          if (!reads) refused.push(`select id from public.${table}`);
          for (const sql of refused) {
            await expect(queryAs(db, caller.role, caller.jwt, sql), sql).rejects.toThrow(/permission denied/);
          }
          if (!reads) return;
          const selected = await queryAs(db, caller.role, caller.jwt, `select id, email from public.${table}`);
          expect(selected.rows).toHaveLength(caller.admin ? 1 : 0);
        });
      }

      it('service_role can select, insert, update and delete', async () => {
        await withRole(db, 'service_role', claims.service, async (tx) => {
          expect((await tx.query(`select * from public.${table}`)).rows).toHaveLength(1);
          expect((await tx.query(insert.replace('lead@example.com', 'other@example.com'))).affectedRows).toBe(1);
          expect((await tx.query(`update public.${table} set notification_status = 'sent'`)).affectedRows).toBe(2);
          expect((await tx.query(`delete from public.${table}`)).affectedRows).toBe(2);
        });
      });
    });
  }
});

describe('function_rate_limits is closed to the API roles', () => {
  const insert = `insert into public.function_rate_limits (function_name, ip_hash) values ('contact-submit', '${'a'.repeat(64)}')`;

  for (const caller of callers) {
    it(`${caller.name} cannot read or write it`, async () => {
      for (const sql of [`select * from public.function_rate_limits`, insert]) {
        await expect(queryAs(db, caller.role, caller.jwt, sql), sql).rejects.toThrow(/permission denied/);
      }
    });
  }

  it('service_role can insert, count and prune', async () => {
    await withRole(db, 'service_role', claims.service, async (tx) => {
      expect((await tx.query(insert)).affectedRows).toBe(1);
      expect((await tx.query(`select count(*)::int as n from public.function_rate_limits`)).rows).toEqual([{ n: 1 }]);
      expect((await tx.query(`delete from public.function_rate_limits`)).affectedRows).toBe(1);
    });
  });
});

describe('contact_submissions', () => {
  it('accepts a submission without a message (the forms send an empty message as null)', async () => {
    await withRole(db, 'service_role', claims.service, async (tx) => {
      const { affectedRows } = await tx.query(
        `insert into public.contact_submissions (name, email, agrees_to_terms, consent_version)
         values ('Ana', 'ana@example.com', true, '2026-11-23')`,
      );
      expect(affectedRows).toBe(1);
    });
  });
});
