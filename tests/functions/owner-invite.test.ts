// @vitest-environment node
// Staff invite an owner (owner-invite, docs/owner-accounts.md "Signing in"): only an admin's session
// may; the owner's Auth user is made with the owner role (or the address's own reused), the owner
// row gets it and the invitation time, the audit log names the admin, and the invitation goes out in
// the owner's language with a first sign-in link that works. Every refusal changes nothing.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerInviteHandler } from '../../supabase/functions/_shared/handlers/owner-invite';
import { SITE_ORIGIN } from './function-harness';
import { ADMIN, addOwner, asEdgeFunctions, createOwnerHarness, STAFF, type OwnerHarness } from './owner-fixture';

let h: OwnerHarness;
let adminToken = '';

async function invite(body: unknown, token: string | null = adminToken, asEdgeRole = false) {
  const deps = asEdgeRole ? { ...h.deps, db: asEdgeFunctions(h.pglite) } : h.deps;
  const response = await ownerInviteHandler(deps)(
    new Request('http://functions.test/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: SITE_ORIGIN,
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ownerRow = async (id: string) =>
  (
    await h.pglite.query<{ user_id: string | null; invited_at: string | null }>(
      `select user_id::text as user_id, to_json(invited_at) #>> '{}' as invited_at from public.owners where id = $1`,
      [id],
    )
  ).rows[0]!;
const tokenOf = (text: string) => /token_hash=([0-9a-f]{56})&type=email/.exec(text)![1]!;

beforeAll(async () => {
  h = await createOwnerHarness();
  adminToken = (await h.passwordSession(ADMIN)).access_token;
}, 60_000);
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(() => {
  h.outbox.length = 0;
  h.failMail.on = false;
});

describe('who may invite', () => {
  it('refuses a caller without a session (401), staff without the admin role and an owner (403), and changes nothing', async () => {
    const owner = await addOwner(h, { email: 'refused@example.com', language: 'en' });
    const staffToken = (await h.passwordSession(STAFF)).access_token;
    expect(await invite({ owner_id: owner }, null)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await invite({ owner_id: owner }, 'not-a-token')).toMatchObject({ status: 401 });
    expect(await invite({ owner_id: owner }, staffToken)).toMatchObject({ status: 403, body: { code: 'forbidden' } });

    // An invited owner's own session is not staff either.
    const other = await addOwner(h, { email: 'owner-caller@example.com', language: 'en' });
    expect((await invite({ owner_id: other })).status).toBe(200);
    const ownerSession = (await (await h.verify(tokenOf(h.outbox[0]!.text))).json()) as { access_token: string };
    h.outbox.length = 0;
    expect(await invite({ owner_id: owner }, ownerSession.access_token)).toMatchObject({ status: 403 });

    expect(await ownerRow(owner)).toEqual({ user_id: null, invited_at: null });
    expect(h.outbox).toEqual([]);
  });
});

describe('inviting', () => {
  it('creates the owner’s user, records it with the time and the admin in the audit log, and mails the invitation in Hebrew', async () => {
    const owner = await addOwner(h, { email: 'noa@example.com', language: 'he', fullName: 'נועה כהן' });
    const answer = await invite({ owner_id: owner });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, invited_at: expect.any(String) });

    const row = await ownerRow(owner);
    expect(row.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(row.invited_at!)).toBe(Date.parse(answer.body.invited_at as string));
    const user = await h.authAdmin.userById(row.user_id!);
    expect(user).toMatchObject({
      email: 'noa@example.com',
      app_metadata: { role: 'owner' },
      user_metadata: { lang: 'he' },
    });

    const { rows: audit } = await h.pglite.query<{
      actor_id: string;
      actor_email: string;
      action: string;
      new_row: { user_id: string };
    }>(
      `select actor_id::text as actor_id, actor_email, action, new_row from public.owner_audit_log
       where table_name = 'owners' and row_id = $1 and action = 'update'`,
      [owner],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: ADMIN.id, actor_email: ADMIN.email, new_row: { user_id: row.user_id } });

    expect(h.outbox).toHaveLength(1);
    const mail = h.outbox[0]!;
    expect(mail).toMatchObject({
      to: 'noa@example.com',
      tag: 'owner-invite',
      subject: 'פתחנו לכם חשבון נכס באתר של Lusa Property',
    });
    expect(mail.html).toContain('lang="he" dir="rtl"');
    expect(mail.text).toContain('שלום \u2068נועה כהן\u2069,');
    expect(mail.text).toContain('https://www.lusaproperty.com/he/owner?token_hash=');

    // The invitation's link is the first sign-in.
    const session = await h.verify(tokenOf(mail.text));
    expect(session.status).toBe(200);
    const claims = decodeJwt(((await session.json()) as { access_token: string }).access_token);
    expect(claims).toMatchObject({ sub: row.user_id, app_metadata: { role: 'owner' } });
  });

  it("works as the edge functions' database role (security review L9), the audit naming the admin", async () => {
    const owner = await addOwner(h, { email: 'least@example.com', language: 'en' });
    const answer = await invite({ owner_id: owner }, adminToken, true);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect((await ownerRow(owner)).user_id).not.toBeNull();
    const { rows } = await h.pglite.query(
      `select actor_id::text as actor_id from public.owner_audit_log where row_id = $1 and action = 'update'`,
      [owner],
    );
    expect(rows).toEqual([{ actor_id: ADMIN.id }]);
  });

  it('invites again with a new link to the same user; the old link no longer works', async () => {
    const owner = await addOwner(h, { email: 'again@example.com', language: 'en' });
    expect((await invite({ owner_id: owner })).status).toBe(200);
    const first = await ownerRow(owner);
    const oldLink = tokenOf(h.outbox[0]!.text);
    expect(h.outbox[0]!.subject).toBe('Your property account at Lusa Property');
    h.outbox.length = 0;
    expect((await invite({ owner_id: owner })).status).toBe(200);
    const second = await ownerRow(owner);
    expect(second.user_id).toBe(first.user_id);
    expect(h.outbox).toHaveLength(1);
    expect((await h.verify(oldLink)).status).toBe(403);
    expect((await h.verify(tokenOf(h.outbox[0]!.text))).status).toBe(200);
  });

  it('reuses a user the address already has, giving it the owner role', async () => {
    const existing = await h.authAdmin.createUser({ email: 'known@example.com', appMetadata: {}, userMetadata: {} });
    const owner = await addOwner(h, { email: 'known@example.com', language: 'en' });
    expect((await invite({ owner_id: owner })).status).toBe(200);
    expect((await ownerRow(owner)).user_id).toBe(existing!.id);
    expect((await h.authAdmin.userById(existing!.id))?.app_metadata.role).toBe('owner');
  });

  it("refuses a staff member's address and an address already another owner's sign-in, recording nothing", async () => {
    const staffOwner = await addOwner(h, { email: ADMIN.email, language: 'en' });
    expect(await invite({ owner_id: staffOwner })).toMatchObject({ status: 409, body: { code: 'email_in_use' } });
    expect(await ownerRow(staffOwner)).toEqual({ user_id: null, invited_at: null });
    expect((await h.authAdmin.userById(ADMIN.id))?.app_metadata.role).toBe('admin');
    expect(h.outbox).toEqual([]);
  });

  it('answers 400 for a bad body, 404 for an unknown owner and 409 for an erased one', async () => {
    expect(await invite({ owner_id: 'nope' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', fields: { owner_id: 'invalid' } },
    });
    expect(await invite({})).toMatchObject({ status: 400 });
    expect(await invite({ owner_id: '00000000-0000-4000-8000-000000000404' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    const erased = await addOwner(h, { email: 'erased@example.com', language: 'en' });
    await h.pglite.query(`update public.owners set anonymised_at = now() where id = $1`, [erased]);
    expect(await invite({ owner_id: erased })).toMatchObject({ status: 409, body: { code: 'owner_anonymised' } });
    expect(h.outbox).toEqual([]);
  });

  it('records nothing when the invitation cannot be sent (502), and a later try works', async () => {
    const owner = await addOwner(h, { email: 'outage@example.com', language: 'en' });
    h.failMail.on = true;
    expect(await invite({ owner_id: owner })).toMatchObject({ status: 502, body: { code: 'mail_failed' } });
    expect(await ownerRow(owner)).toEqual({ user_id: null, invited_at: null });
    h.failMail.on = false;
    expect((await invite({ owner_id: owner })).status).toBe(200);
    expect((await ownerRow(owner)).invited_at).not.toBeNull();
  });
});
