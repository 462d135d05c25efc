// @vitest-environment node
// The listing-photo functions on the local backend (supabase/local/stand-in.ts), as the site and
// pg_cron call them over HTTP (docs/listing-photos.md):
// - listing-photo-import decides by the caller's session: an admin gets the photo, a signed-in
//   account without the role and the anonymous key are refused;
// - listing-photo-sweep, with the service-role key only, deletes through the Storage API the files
//   that no listing refers to and that are over a day old, and keeps the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../supabase/functions/_shared/config';
import type { LocalDatabase } from '../../supabase/local/local-database';
import { LOCAL_DEFAULTS } from '../../supabase/local/start';
import { startLocalStandIn, type LocalStandIn } from '../contract/contract-target';
import { server as mockNetwork } from '../msw-server';

const ADMIN = { email: LOCAL_DEFAULTS.adminEmail, password: LOCAL_DEFAULTS.adminPassword };
const STAFF = { email: LOCAL_DEFAULTS.staffEmail, password: LOCAL_DEFAULTS.staffPassword };
const SITE = 'http://127.0.0.1:5173';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

let standIn: LocalStandIn;
let database: LocalDatabase;
let url = '';

beforeAll(async () => {
  mockNetwork.close();
  standIn = await startLocalStandIn({
    functionConfig: { ...configFromEnv(() => undefined), allowedOrigins: ['http://127.0.0.1:*'] },
    // The outside site: one public host serving a JPEG.
    photoImport: {
      resolveHost: async (host) => (host === 'photos.example-cdn.net' ? ['157.240.1.35'] : []),
      fetch: (async () => new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } })) as typeof fetch,
    },
  });
  ({ database, url } = standIn);
}, 120_000);

afterAll(async () => {
  await standIn?.close();
});

async function accessToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEFAULTS.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function importPhoto(token: string, photo = 'https://photos.example-cdn.net/flat.jpg') {
  return fetch(`${url}/functions/v1/listing-photo-import`, {
    method: 'POST',
    headers: {
      origin: SITE,
      apikey: LOCAL_DEFAULTS.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ url: photo }),
  });
}

describe('listing-photo-import on the local backend', () => {
  it('gives an admin the photo’s bytes', async () => {
    const response = await importPhoto(await accessToken(ADMIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('refuses a signed-in account without the admin role, and the anonymous key', async () => {
    const staff = await importPhoto(await accessToken(STAFF));
    expect([staff.status, await staff.json()]).toEqual([403, { error: 'forbidden' }]);
    const anonymous = await importPhoto(LOCAL_DEFAULTS.anonKey);
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: 'unauthorized' }]);
  });

  it('refuses the backend’s own address', async () => {
    const response = await importPhoto(await accessToken(ADMIN), 'https://127.0.0.1/storage/v1/object/x.jpg');
    expect([response.status, await response.json()]).toEqual([400, { error: 'privateAddress' }]);
  });
});

describe('listing-photo-sweep on the local backend', () => {
  const folder = `sweep-${Date.now()}`;
  const publicUrl = (path: string) => `${url}/storage/v1/object/public/listing-photos/${path}`;

  async function upload(token: string, path: string) {
    const response = await fetch(`${url}/storage/v1/object/listing-photos/${path}`, {
      method: 'POST',
      headers: { apikey: LOCAL_DEFAULTS.anonKey, authorization: `Bearer ${token}`, 'content-type': 'image/webp' },
      body: WEBP,
    });
    expect(response.status).toBe(200);
  }

  const sweep = (key: string) =>
    fetch(`${url}/functions/v1/listing-photo-sweep`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });

  it('deletes old files no listing refers to, and keeps referenced and recent ones', async () => {
    const admin = await accessToken(ADMIN);
    const referenced = `${folder}/kept-400.webp`;
    const recent = `${folder}/recent-400.webp`;
    const orphan = `${folder}/orphan-400.webp`;
    for (const path of [referenced, recent, orphan]) await upload(admin, path);
    await database.db.query(
      `insert into public.fb_listings (type, title, location, photos) values ('rent', 'Sweep test', 'Lisbon', $1::jsonb)`,
      [JSON.stringify([{ sizes: [{ path: referenced, width: 400, height: 300 }] }])],
    );
    // Two of them were uploaded two days ago.
    await database.db.query(
      `update storage.objects set created_at = now() - interval '2 days' where bucket_id = 'listing-photos' and name = any($1)`,
      [[referenced, orphan]],
    );

    expect((await sweep(LOCAL_DEFAULTS.anonKey)).status).toBe(401);
    expect((await fetch(publicUrl(orphan))).status).toBe(200);

    const response = await sweep(LOCAL_DEFAULTS.serviceRoleKey);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ found: 1, deleted: 1 });
    expect((await fetch(publicUrl(referenced))).status).toBe(200);
    expect((await fetch(publicUrl(recent))).status).toBe(200);
    expect((await fetch(publicUrl(orphan))).status).toBe(400);
    const rows = await database.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'listing-photos' and name like $1 order by name`,
      [`${folder}/%`],
    );
    expect(rows.map((row) => row.name)).toEqual([referenced, recent]);

    // A second run finds nothing more to do.
    expect(await (await sweep(LOCAL_DEFAULTS.serviceRoleKey)).json()).toEqual({ found: 0, deleted: 0 });
  });

  it('keeps a file a listing names only by its public URL, as thumbnail or picture', async () => {
    const admin = await accessToken(ADMIN);
    const thumbnail = `${folder}/thumb-only.webp`;
    const picture = `${folder}/picture_only.webp`;
    for (const path of [thumbnail, picture]) await upload(admin, path);
    await database.db.query(
      `insert into public.fb_listings (type, title, location, thumbnail_url, images) values ('rent', 'By URL', 'Lisbon', $1, $2)`,
      [publicUrl(thumbnail), [publicUrl(picture)]],
    );
    await database.db.query(
      `update storage.objects set created_at = now() - interval '2 days' where bucket_id = 'listing-photos' and name = any($1)`,
      [[thumbnail, picture]],
    );
    expect(await (await sweep(LOCAL_DEFAULTS.serviceRoleKey)).json()).toEqual({ found: 0, deleted: 0 });
    expect((await fetch(publicUrl(thumbnail))).status).toBe(200);
    expect((await fetch(publicUrl(picture))).status).toBe(200);
  });
});

describe('the local backend refuses what the review found it answered 500 to', () => {
  it('an object name with NUL, a line break or a backslash, and a cacheControl with a line break', async () => {
    const admin = await accessToken(ADMIN);
    const put = (name: string, body: BodyInit, type?: string) =>
      fetch(`${url}/storage/v1/object/listing-photos/${name}`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_DEFAULTS.anonKey,
          authorization: `Bearer ${admin}`,
          ...(type ? { 'content-type': type } : {}),
        },
        body,
      });
    for (const name of ['nul%00.webp', 'line%0d%0abreak.webp', 'back%5Cslash.webp']) {
      const response = await put(name, WEBP, 'image/webp');
      expect(response.status, name).toBe(400);
    }
    const form = new FormData();
    form.set('cacheControl', '3600\r\nX-Injected: 1');
    form.set('file', new Blob([WEBP], { type: 'image/webp' }), 'photo.webp');
    expect((await put(`crlf-${Date.now()}.webp`, form)).status).toBe(400);
  });

  it('its outbox (every token and lead) only to the service-role key', async () => {
    for (const path of ['/_local/outbox', '/_local/outbox/view']) {
      expect((await fetch(`${url}${path}?apikey=${LOCAL_DEFAULTS.anonKey}`)).status, path).toBe(403);
      expect((await fetch(`${url}${path}?apikey=${LOCAL_DEFAULTS.serviceRoleKey}`)).status, path).toBe(200);
    }
  });
});
