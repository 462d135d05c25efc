// @vitest-environment node
// Contract tests for the Storage calls the listings manager makes (docs/listing-photos.md), through
// the unchanged supabase-js client, against the local stand-in or a real Supabase project (see
// contract-target.ts): upload, public read, remove, and who may do them.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mockNetwork } from '../msw-server';
import { startContractTarget, type ContractTarget } from './contract-target';

const BUCKET = 'listing-photos';
let target: ContractTarget;
const folder = `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
// The first bytes of a WebP file are enough: Storage does not decode what it stores.
const webp = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])], {
  type: 'image/webp',
});

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the app');
  }
}

function client(): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
  });
}

async function signedIn(account: { email: string; password: string }): Promise<SupabaseClient> {
  const session = client();
  const { error } = await session.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return session;
}

/** What a page's <img> gets from the public URL (no key, no session). */
async function publicRead(supabase: SupabaseClient, path: string): Promise<Response> {
  return fetch(supabase.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
}

beforeAll(async () => {
  mockNetwork.close();
  target = await startContractTarget();
}, 60_000);

afterAll(async () => {
  await target?.close();
});

describe('Storage: the listing-photos bucket', () => {
  it('an admin uploads, the public reads it with its type and cache, and the admin removes it', async (context) => {
    if (!target.admin) return context.skip();
    const admin = await signedIn(target.admin);
    const path = `${folder}/a-400.webp`;
    const uploaded = await admin.storage.from(BUCKET).upload(path, webp, { cacheControl: '31536000' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });

    const read = await publicRead(admin, path);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(new Uint8Array(await webp.arrayBuffer()));

    const again = await admin.storage.from(BUCKET).upload(path, webp);
    expect(again.error?.message).toMatch(/already exists/i);
    expect((await admin.storage.from(BUCKET).upload(path, webp, { upsert: true })).error).toBeNull();

    const removed = await admin.storage.from(BUCKET).remove([path, `${folder}/never-there.webp`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([path]);
    const gone = await publicRead(admin, path);
    expect(gone.ok).toBe(false);
  });

  it('refuses a file type the bucket does not take', async (context) => {
    if (!target.admin) return context.skip();
    const admin = await signedIn(target.admin);
    const text = new Blob(['not a photo'], { type: 'text/plain' });
    const { error } = await admin.storage.from(BUCKET).upload(`${folder}/note.txt`, text);
    expect(error?.message).toMatch(/mime type text\/plain is not supported/);
  });

  it('refuses uploads from the public and from a signed-in non-admin, and their removals change nothing', async (context) => {
    if (!target.admin || !target.user) return context.skip();
    const admin = await signedIn(target.admin);
    const path = `${folder}/kept-400.webp`;
    expect((await admin.storage.from(BUCKET).upload(path, webp)).error).toBeNull();

    for (const caller of [client(), await signedIn(target.user)]) {
      const upload = await caller.storage.from(BUCKET).upload(`${folder}/intruder.webp`, webp);
      expect(upload.error?.message).toMatch(/row-level security/);
      expect((await publicRead(caller, `${folder}/intruder.webp`)).ok).toBe(false);

      const removal = await caller.storage.from(BUCKET).remove([path]);
      expect(removal.data ?? []).toEqual([]);
      expect((await publicRead(caller, path)).status).toBe(200);
    }
    await admin.storage.from(BUCKET).remove([path]);
  });
});
