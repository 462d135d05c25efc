// @vitest-environment node
// The private bucket owner-documents through the local Storage API (supabase/local/storage-api.ts,
// docs/owner-accounts.md "Who sees what"): an owner gets a short-lived signed link to a receipt of
// their own property and to nothing of another owner's; a signed link is refused once expired,
// altered or moved to another file; the link opens without a key while signing needs one (the
// stand-in's gateway); and the bucket refuses an upload that is not a PDF or image, or is over 10 MB.
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type RealtimeClientOptions } from '@supabase/supabase-js';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../supabase/functions/_shared/config';
import { createAuthTokens } from '../../supabase/local/auth-api';
import type { RequestIdentity } from '../../supabase/local/identity';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { createStandIn } from '../../supabase/local/stand-in';
import { createStorageApi, memoryObjectStore } from '../../supabase/local/storage-api';
import { claims, openMigratedDb } from '../db/migrated-db';

let pglite: PGlite;
let api: Hono;
let offset = 0;

const USER_A = '00000000-0000-4000-8000-0000000000e1';
const USER_B = '00000000-0000-4000-8000-0000000000e2';
const owner = (sub: string) => ({ role: 'authenticated', sub, app_metadata: { provider: 'email', role: 'owner' } });
const IDENTITIES: Record<string, RequestIdentity> = {
  admin: { role: 'authenticated', claims: { ...claims.admin } },
  ownerA: { role: 'authenticated', claims: owner(USER_A) },
  ownerB: { role: 'authenticated', claims: owner(USER_B) },
  staff: { role: 'authenticated', claims: { ...claims.user } },
};
const property = { a: '', b: '' };
const PDF = new TextEncoder().encode('%PDF-1.7 a receipt');

const request = (path: string, who: string | null, init: RequestInit = {}) =>
  api.fetch(
    new Request(`http://storage.test${path}`, {
      ...init,
      headers: { ...(who ? { authorization: `Bearer ${who}` } : {}), ...(init.headers as Record<string, string>) },
    }),
  );
const upload = (name: string, who: string, body: BodyInit, type: string) =>
  request(`/object/owner-documents/${name}`, who, { method: 'POST', headers: { 'content-type': type }, body });
const sign = async (name: string, who: string, expiresIn: unknown = 60) => {
  const response = await request(`/object/sign/owner-documents/${name}`, who, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { signedURL?: string; statusCode?: string; error?: string },
  };
};

async function addOwnerWithProperty(userId: string, email: string, nif: string): Promise<string> {
  const { rows } = await pglite.query<{ id: string }>(
    `with o as (insert into public.owners (user_id, full_name, email, language, tax_country, nif, package)
                values ($1, 'Owner', $2, 'en', 'IL', $3, 'plus') returning id),
          p as (insert into public.owner_properties (address, city, property_type, package)
                values ('Rua Augusta 1, Lisboa', 'Lisbon', 'apartment', 'plus') returning id)
     insert into public.property_owners (property_id, owner_id, share_bp)
     select p.id, o.id, 10000 from o, p returning property_id::text as id`,
    [userId, email, nif],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  pglite = await openMigratedDb();
  api = createStorageApi({
    db: pgliteDatabase(pglite),
    store: memoryObjectStore(),
    identify: async (authorization) =>
      IDENTITIES[authorization?.replace(/^Bearer\s+/i, '') ?? ''] ?? { role: 'anon', claims: { role: 'anon' } },
    signingSecret: 'test-signing-secret-with-at-least-32-characters',
    now: () => Date.now() + offset,
  });
  property.a = await addOwnerWithProperty(USER_A, 'a@example.com', '123456789');
  property.b = await addOwnerWithProperty(USER_B, 'b@example.com', '999999990');
  for (const p of [property.a, property.b]) {
    expect((await upload(`properties/${p}/receipt.pdf`, 'admin', PDF, 'application/pdf')).status).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await pglite.close();
});

describe('signed links', () => {
  it("gives an owner a link to their own property's receipt, which opens the file", async () => {
    const signed = await sign(`properties/${property.a}/receipt.pdf`, 'ownerA');
    expect(signed.status).toBe(200);
    expect(signed.body.signedURL).toMatch(
      new RegExp(
        `^/object/sign/owner-documents/properties/${property.a}/receipt\\.pdf\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    );
    const file = await request(signed.body.signedURL!, null);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const download = await request(`${signed.body.signedURL!}&download=`, null);
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''receipt.pdf");
  });

  it("refuses a link to another owner's file, to a visitor and to staff without the admin role, as Storage's not found", async () => {
    for (const who of ['ownerA', 'staff', 'anon']) {
      expect(await sign(`properties/${property.b}/receipt.pdf`, who)).toEqual({
        status: 400,
        body: { statusCode: '404', error: 'not_found', message: 'Object not found' },
      });
    }
    expect((await sign(`properties/${property.b}/receipt.pdf`, 'ownerB')).status).toBe(200);
    expect((await sign(`properties/${property.b}/receipt.pdf`, 'admin')).status).toBe(200);
    expect((await sign(`properties/${property.a}/missing.pdf`, 'ownerA')).status).toBe(400);
  });

  it('refuses an expiry that is not a whole number of seconds', async () => {
    for (const expiresIn of [0, -5, 1.5, '60', null]) {
      expect((await sign(`properties/${property.a}/receipt.pdf`, 'ownerA', expiresIn)).body).toMatchObject({
        error: 'InvalidRequest',
      });
    }
  });

  it('refuses a link once expired', async () => {
    const { body } = await sign(`properties/${property.a}/receipt.pdf`, 'ownerA', 60);
    offset = 61_000;
    try {
      const file = await request(body.signedURL!, null);
      expect(file.status).toBe(400);
      expect(await file.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    } finally {
      offset = 0;
    }
    expect((await request(body.signedURL!, null)).status).toBe(200);
  });

  it('refuses an altered token, a token moved to another file and no token', async () => {
    const { body } = await sign(`properties/${property.a}/receipt.pdf`, 'ownerA');
    const url = body.signedURL!;
    const last = url.at(-1) === 'A' ? 'B' : 'A';
    const altered = await request(`${url.slice(0, -1)}${last}`, null);
    expect(altered.status).toBe(400);
    expect(await altered.json()).toMatchObject({ error: 'InvalidJWT' });
    const token = url.split('?token=')[1]!;
    const moved = await request(
      `/object/sign/owner-documents/properties/${property.b}/receipt.pdf?token=${token}`,
      null,
    );
    expect(moved.status).toBe(400);
    expect(await moved.json()).toMatchObject({ error: 'InvalidSignature' });
    expect((await request(`/object/sign/owner-documents/properties/${property.a}/receipt.pdf`, null)).status).toBe(400);
  });
});

describe('uploads to owner-documents', () => {
  const count = async () =>
    (
      await pglite.query<{ n: number }>(
        `select count(*)::int as n from storage.objects where bucket_id = 'owner-documents'`,
      )
    ).rows[0]!.n;

  it('refuses a file that is not a PDF or an image, and one over 10 MB, storing nothing', async () => {
    const before = await count();
    const text = await upload(`properties/${property.a}/notes.txt`, 'admin', 'plain text', 'text/plain');
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type text/plain is not supported',
    });
    const big = await upload(
      `properties/${property.a}/big.pdf`,
      'admin',
      new Uint8Array(10 * 1024 * 1024 + 1),
      'application/pdf',
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    // A multipart upload (supabase-js sends a Blob so) is held to the same rules.
    const form = new FormData();
    form.append('', new Blob(['<html>'], { type: 'text/html' }), 'page.html');
    expect(
      (
        await request(`/object/owner-documents/properties/${property.a}/page.html`, 'admin', {
          method: 'POST',
          body: form,
        })
      ).status,
    ).toBe(415);
    expect(await count()).toBe(before);
    // Exactly 10 MB of a photo goes in.
    expect(
      (await upload(`properties/${property.a}/photo.jpg`, 'admin', new Uint8Array(10 * 1024 * 1024), 'image/jpeg'))
        .status,
    ).toBe(200);
  });

  it('refuses an upload by an owner (admins write)', async () => {
    const response = await upload(`properties/${property.a}/mine.pdf`, 'ownerA', PDF, 'application/pdf');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});

describe('through the stand-in and supabase-js', () => {
  /** Node 20 has no WebSocket; realtime-js wants one at construction though it is never used here. */
  class NoWebSocket {
    constructor() {
      throw new Error('Realtime is not used in these tests');
    }
  }

  it("signs with the caller's session and the API key; the link opens without either", async () => {
    const secret = 'stand-in-jwt-secret-with-at-least-32-characters';
    const app = createStandIn({
      db: pgliteDatabase(pglite),
      anonKey: 'anon-key',
      serviceRoleKey: 'service-key',
      jwtSecret: secret,
      users: [],
      functionConfig: configFromEnv(() => undefined),
      log: () => {},
    });
    // As a browser's request to the backend on 127.0.0.1 (the stand-in answers loopback hosts only).
    const via = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('host', '127.0.0.1:54321');
      return Promise.resolve(app.fetch(request));
    };
    const token = await createAuthTokens({ jwtSecret: secret }).sign(
      { id: USER_A, email: 'a@example.com', appMetadata: { role: 'owner' }, userMetadata: {}, createdAt: '' },
      'session-a',
    );
    // The stand-in's Storage has its own (empty) object store: the admin uploads there first.
    const adminToken = await createAuthTokens({ jwtSecret: secret }).sign(
      {
        id: claims.admin.sub,
        email: 'admin@example.com',
        appMetadata: { role: 'admin' },
        userMetadata: {},
        createdAt: '',
      },
      'session-admin',
    );
    const client = (bearer: string) =>
      createClient('http://127.0.0.1:54321', 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: via, headers: { Authorization: `Bearer ${bearer}` } },
        realtime: { transport: NoWebSocket as unknown as RealtimeClientOptions['transport'] },
      });
    const path = `properties/${property.a}/lease.pdf`;
    expect(
      (
        await client(adminToken)
          .storage.from('owner-documents')
          .upload(path, new Blob([PDF], { type: 'application/pdf' }))
      ).error,
    ).toBeNull();

    const { data, error } = await client(token).storage.from('owner-documents').createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/storage\/v1\/object\/sign\/owner-documents\/properties\//,
    );
    const file = await via(data!.signedUrl);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const other = await client(token)
      .storage.from('owner-documents')
      .createSignedUrl(`properties/${property.b}/receipt.pdf`, 60);
    expect(other.error).not.toBeNull();
    // Signing without an API key: the gateway's 401.
    const keyless = await via(`http://127.0.0.1:54321/storage/v1/object/sign/owner-documents/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(keyless.status).toBe(401);
  });
});
