// @vitest-environment node
// The database holds what the forms promise (supabase/migrations/20261128104000_lead_and_content_guards.sql,
// docs/security-review.md): a lead's page is a path of this site, listing links are http(s), and a
// newsletter title is one line without control or bidi-override characters.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, openMigratedDb, queryAs } from './migrated-db';

let db: PGlite;
const ADMIN = { ...claims.admin, email: 'ines@lusaproperty.local' };

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('content guards', () => {
  it('refuses a source page that is not a path of this site', async () => {
    const insert = (page: string) =>
      db.query(
        `insert into public.newsletter_subscribers (email, consent_version, source_page) values ($1, '2026-11-23', $2)`,
        [`${Math.random().toString(36).slice(2)}@example.com`, page],
      );
    for (const page of [
      '//evil.example',
      '//evil.example/%0d%0a',
      '/en/%0D%0Abcc',
      '/\\evil.example',
      'https://x.example',
    ]) {
      await expect(insert(page), page).rejects.toThrow(/source_page_path/);
    }
    for (const page of ['/en', '/', '/he/blog/%D7%A9']) await expect(insert(page), page).resolves.toBeDefined();
  });

  it('refuses a listing link that is not http(s), through the API as an admin', async () => {
    const listing = (column: string, value: unknown) =>
      queryAs(
        db,
        'authenticated',
        ADMIN,
        `insert into public.fb_listings (type, title, price, location, ${column}) values ('sale', 'T2', 1, 'Sintra', $1)`,
        [value],
      );
    await expect(listing('source_url', 'javascript:alert(document.domain)')).rejects.toThrow(/source_url_http/);
    await expect(listing('thumbnail_url', 'javascript:alert(1)')).rejects.toThrow(/thumbnail_url_http/);
    await expect(listing('images', ['https://img.example/a.jpg', 'data:text/html,x'])).rejects.toThrow(/images_http/);
    await expect(listing('source_url', 'https://www.facebook.com/groups/1/posts/2')).resolves.toBeDefined();
    await expect(listing('images', ['/seed/listings/kitchen.svg'])).resolves.toBeDefined();
  });

  it('refuses a newsletter title with a line break or a bidi override', async () => {
    for (const title of ['Weekly\r\nBcc: x@evil.example', 'Weekly\u202Egnp.exe', 'Tab\there']) {
      await expect(
        queryAs(db, 'authenticated', ADMIN, `select public.admin_newsletter_save(null, $1, 'Body', 'כותרת', 'גוף')`, [
          title,
        ]),
        JSON.stringify(title),
      ).rejects.toThrow(/title_en_line/);
    }
  });
});
