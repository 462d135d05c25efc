// @vitest-environment node
// An owner's sign-in by e-mailed link (docs/owner-accounts.md, "Signing in"): owner-sign-in-link
// answers the same for an owner, a stranger, an erased and an uninvited owner and mails only the
// owner, in their language; bad input is refused and mails nothing; the limits per client and per
// address; and the link, verified as the browser's supabase-js does, signs in once, within the
// hour, as an owner whose token the database's row-level security reads as theirs alone.
import { createClient, type RealtimeClientOptions } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerSignInLinkHandler } from '../../supabase/functions/_shared/handlers/owner-sign-in-link';
import { queryAs } from '../db/migrated-db';
import { post } from './function-harness';
import { addOwner, asEdgeFunctions, createOwnerHarness, type OwnerHarness } from './owner-fixture';

let h: OwnerHarness;
const ids = { owner: '', userId: '', hebrew: '', hebrewUser: '', erased: '', uninvited: '' };

class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used in these tests');
  }
}

const tokenOf = (text: string) => /token_hash=([0-9a-f]{56})&type=email/.exec(text)![1]!;

async function ask(
  body: unknown,
  options: { clientAddress?: string; rateLimitMax?: number; asEdgeRole?: boolean } = {},
) {
  const handler = ownerSignInLinkHandler({
    ...h.deps,
    ...(options.asEdgeRole ? { db: asEdgeFunctions(h.pglite) } : {}),
    config: { ...h.deps.config, rateLimitMax: options.rateLimitMax ?? 100 },
  });
  const response = await handler(post(body, options.clientAddress ? { clientAddress: options.clientAddress } : {}));
  await h.settle();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function linkFor(email: string): Promise<string> {
  h.outbox.length = 0;
  expect(await ask({ email, lang: 'en' })).toEqual({ status: 200, body: { ok: true } });
  expect(h.outbox).toHaveLength(1);
  return tokenOf(h.outbox[0]!.text);
}

beforeAll(async () => {
  h = await createOwnerHarness();
  const user = await h.authAdmin.createUser({
    email: 'dana@example.com',
    appMetadata: { role: 'owner' },
    userMetadata: {},
  });
  ids.userId = user!.id;
  ids.owner = await addOwner(h, { email: 'dana@example.com', language: 'en', userId: user!.id });
  const hebrew = await h.authAdmin.createUser({
    email: 'yael@example.com',
    appMetadata: { role: 'owner' },
    userMetadata: {},
  });
  ids.hebrewUser = hebrew!.id;
  ids.hebrew = await addOwner(h, {
    email: 'yael@example.com',
    language: 'he',
    fullName: 'יעל כהן',
    userId: hebrew!.id,
  });
  const erased = await h.authAdmin.createUser({
    email: 'gone@example.com',
    appMetadata: { role: 'owner' },
    userMetadata: {},
  });
  ids.erased = await addOwner(h, { email: 'gone@example.com', language: 'en', userId: erased!.id });
  await h.pglite.query(`update public.owners set anonymised_at = now() where id = $1`, [ids.erased]);
  ids.uninvited = await addOwner(h, { email: 'later@example.com', language: 'en' });
}, 60_000);
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  h.outbox.length = 0;
  await h.pglite.exec(`delete from public.function_rate_limits`);
});

describe('asking for a link', () => {
  it('answers the same for an owner, a stranger, an erased and an uninvited owner, and mails only the owner', async () => {
    const answers = [];
    for (const email of ['Dana@Example.com ', 'stranger@example.com', 'gone@example.com', 'later@example.com']) {
      answers.push(await ask({ email, lang: 'en' }));
    }
    expect(answers).toEqual(Array(4).fill({ status: 200, body: { ok: true } }));
    expect(h.outbox.map((message) => message.to)).toEqual(['dana@example.com']);
    expect(h.outbox[0]!.tag).toBe('owner-sign-in');
    expect(h.outbox[0]!.text).toMatch(/\/en\/owner\?token_hash=[0-9a-f]{56}&type=email/);
  });

  it("mails the link in the owner's stored language, whatever the page's", async () => {
    expect(await ask({ email: 'yael@example.com', lang: 'en' })).toEqual({ status: 200, body: { ok: true } });
    expect(h.outbox).toHaveLength(1);
    expect(h.outbox[0]!.subject).toBe('קישור הכניסה לחשבון שלכם');
    expect(h.outbox[0]!.text).toContain('https://www.lusaproperty.com/he/owner?token_hash=');
    expect(h.outbox[0]!.html).toContain('dir="rtl"');
  });

  it('takes a request from a Portuguese page, and mails an owner who reads Portuguese in Portuguese', async () => {
    await h.pglite.query(`update public.owners set language = 'pt' where id = $1`, [ids.hebrew]);
    try {
      expect(await ask({ email: 'yael@example.com', lang: 'pt' })).toEqual({ status: 200, body: { ok: true } });
    } finally {
      await h.pglite.query(`update public.owners set language = 'he' where id = $1`, [ids.hebrew]);
    }
    expect(h.outbox).toHaveLength(1);
    expect(h.outbox[0]!.subject).toBe('A sua ligação para entrar na conta de proprietário');
    expect(h.outbox[0]!.text).toContain('https://www.lusaproperty.com/pt/owner?token_hash=');
    expect(h.outbox[0]!.html).toContain('<html lang="pt-PT" dir="ltr">');
  });

  it("works as the edge functions' database role (security review L9)", async () => {
    expect(await ask({ email: 'dana@example.com', lang: 'en' }, { asEdgeRole: true })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(h.outbox.map((message) => message.to)).toEqual(['dana@example.com']);
  });

  it('refuses a bad address or language with the usual error shape, and mails nothing', async () => {
    for (const email of ['', 'not-an-address', 'Dana <dana@example.com>', 'a@b.com, c@d.com', 42]) {
      expect(await ask({ email, lang: 'en' })).toEqual({
        status: 400,
        body: { error: 'Invalid input', code: 'invalid_input', fields: { email: 'email_invalid' } },
      });
    }
    for (const lang of ['fr', 'xx', 'PT', 'pt-PT']) {
      expect(await ask({ email: 'dana@example.com', lang })).toMatchObject({
        status: 400,
        body: { code: 'invalid_input', fields: { lang: 'lang_invalid' } },
      });
    }
    expect(h.outbox).toEqual([]);
  });

  it('limits each client address', async () => {
    const clientAddress = '2001:db8:99::1';
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await ask({ email: `x${i}@example.com` }, { clientAddress, rateLimitMax: 3 })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("limits each address from any client, an owner's and a stranger's alike, and mails no more", async () => {
    for (const email of ['dana@example.com', 'stranger@example.com']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ask({ email }, { rateLimitMax: 3 })).status);
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
    expect(await ask({ email: 'DANA@example.com' }, { rateLimitMax: 3 })).toMatchObject({
      status: 429,
      body: { code: 'rate_limited' },
    });
    expect(h.outbox).toHaveLength(3);
  });
});

describe('the link', () => {
  it('signs in once: a session whose JWT carries the owner role and the owner’s user', async () => {
    const token = await linkFor('dana@example.com');
    const first = await h.verify(token);
    expect(first.status).toBe(200);
    const session = (await first.json()) as { access_token: string; refresh_token: string; user: { id: string } };
    expect(session.refresh_token).toBeTruthy();
    expect(session.user.id).toBe(ids.userId);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({ sub: ids.userId, role: 'authenticated', app_metadata: { role: 'owner' } });

    const again = await h.verify(token);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({
      code: 403,
      error_code: 'otp_expired',
      msg: 'Email link is invalid or has expired',
    });

    // With that token the database shows the owner their own row only.
    const { rows } = await queryAs<{ id: string }>(h.pglite, 'authenticated', claims, `select id from public.owners`);
    expect(rows).toEqual([{ id: ids.owner }]);
  });

  it('expires after an hour', async () => {
    const token = await linkFor('dana@example.com');
    h.advance(61 * 60_000);
    try {
      const response = await h.verify(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: 'otp_expired' });
    } finally {
      h.advance(-61 * 60_000);
    }
  });

  it('is replaced by a newer one, and an unknown or empty token fails', async () => {
    const older = await linkFor('dana@example.com');
    const newer = await linkFor('dana@example.com');
    expect((await h.verify(older)).status).toBe(403);
    expect((await h.verify('f'.repeat(56))).status).toBe(403);
    expect((await h.verify('')).status).toBe(400);
    expect((await h.verify(newer)).status).toBe(200);
  });

  it("works with the browser's call, supabase-js verifyOtp({ token_hash, type: 'email' })", async () => {
    const supabase = createClient('http://auth.test', 'anon', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: (input, init) => Promise.resolve(h.auth.fetch(new Request(input, init))) },
      // Node 20 has no WebSocket; realtime-js wants one at construction though it is never used here.
      realtime: { transport: NoWebSocket as unknown as RealtimeClientOptions['transport'] },
    });
    const token = await linkFor('yael@example.com');
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: token, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(ids.hebrewUser);
    expect(data.user?.app_metadata.role).toBe('owner');
    expect((await supabase.auth.getSession()).data.session?.user.id).toBe(ids.hebrewUser);
    const used = await supabase.auth.verifyOtp({ token_hash: token, type: 'email' });
    expect(used.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('makes links only for the service-role key', async () => {
    const refused = await h.auth.request('/auth/v1/admin/generate_link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer anon' },
      body: JSON.stringify({ type: 'magiclink', email: 'dana@example.com' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error_code: 'not_admin' });
    const noToken = await h.auth.request('/auth/v1/admin/users', { method: 'POST', body: '{}' });
    expect(noToken.status).toBe(401);
  });

  it('never lets a link-only owner sign in with a password', async () => {
    const response = await h.auth.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'dana@example.com', password: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'invalid_credentials' });
  });
});
