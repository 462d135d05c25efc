// @vitest-environment node
// Issue 11: the trusted client address, character rules with their codes, production secrets,
// notifications after the answer with retries and surge batching, and the stand-in's origin rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressBucket, clientAddress } from '../../supabase/functions/_shared/client-address';
import { assertProductionSecrets, configFromEnv } from '../../supabase/functions/_shared/config';
import { contactSubmitHandler } from '../../supabase/functions/_shared/handlers/contact-submit';
import { retryNotifications } from '../../supabase/functions/_shared/notification-delivery';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { createStandIn } from '../../supabase/local/stand-in';
import { LOCAL_DEFAULTS } from '../../supabase/local/start';
import { createHarness, post, SITE_ORIGIN, type Harness } from './function-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 1000 });
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`delete from public.contact_submissions; delete from public.function_rate_limits;`);
});

const contact = {
  name: 'Dana Cohen',
  email: 'dana@example.com',
  subject: 'Quote',
  message: 'Hello',
  agrees_to_terms: true,
  consent_version: '2026-11-23',
  source_page: '/en/contact',
};

const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

describe('client address', () => {
  it('reads cf-connecting-ip by default and ignores X-Forwarded-For', () => {
    expect(clientAddress(request({ 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '1.2.3.4' }))).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });

  it('takes the right-most X-Forwarded-For entry (the trusted proxy’s) when configured', () => {
    const forged = request({ 'x-forwarded-for': '203.0.113.99, 198.51.100.7' });
    expect(clientAddress(forged, 'x-forwarded-for')).toBe('198.51.100.7');
  });

  it('buckets IPv6 addresses by /64 and unwraps IPv4-mapped ones', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('not an address')).toBe('unknown');
  });

  it('rate-limits a whole /64 together', async () => {
    const handler = contactSubmitHandler({ ...h.deps, config: { ...h.deps.config, rateLimitMax: 2 } });
    const statuses = [];
    for (const suffix of ['1', '2', '3']) {
      statuses.push((await handler(post(contact, { clientAddress: `2001:db8:77:1::${suffix}` }))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await h.settle();
  });
});

describe('character rules', () => {
  const send = async (change: Record<string, unknown>) => {
    const response = await contactSubmitHandler(h.deps)(post({ ...contact, ...change }));
    return { status: response.status, body: (await response.json()) as { code: string; error: string } };
  };

  it.each([
    ['a line break in the name', { name: 'Dana\nBcc: x@example.com' }],
    ['a line break in the subject', { subject: 'Quote\r\nX-Header: forged' }],
    ['a NUL in the message', { message: 'Hello\u0000' }],
    ['a bidirectional override in the name', { name: 'Dana \u202Eevil' }],
  ])('refuses %s with 400 control_characters and stores nothing', async (_label, change) => {
    const { status, body } = await send(change);
    expect(status).toBe(400);
    expect(body.code).toBe('control_characters');
    expect(body.error).toMatch(/Control characters/);
    expect(await h.count('contact_submissions')).toBe(0);
  });

  it('accepts line breaks in the message', async () => {
    expect((await send({ message: 'Line one\nLine two\r\n' + 'Line three' })).status).toBe(200);
    await h.settle();
  });

  it.each([
    ['<svg/onload=alert(1)>', 'script_content'],
    ['Dana {{x}}', 'invalid_characters'],
    ['Dana "Boss"', 'invalid_characters'],
  ])('refuses the name %j with %s', async (name, code) => {
    const { status, body } = await send({ name });
    expect(status).toBe(400);
    expect(body.code === code || (body as unknown as { fields: Record<string, string> }).fields.name === code).toBe(
      true,
    );
  });

  it.each(["Seán O'Brien-Smith", 'דנה כהן', 'J. R. & Co (Lisbon)'])('accepts the name %j', async (name) => {
    expect((await send({ name })).status).toBe(200);
    await h.settle();
  });

  it('accepts a 255-character e-mail address (the table allows it too)', async () => {
    expect((await send({ email: `${'a'.repeat(245)}@bbbbb.com` })).status).toBe(200);
    await h.settle();
  });
});

describe('production secrets', () => {
  it('names each missing secret', () => {
    expect(() => assertProductionSecrets(() => undefined)).toThrow(/IP_HASH_SALT, RESEND_API_KEY, NEWSLETTER_SECRET/);
    expect(() => assertProductionSecrets((name) => (name === 'IP_HASH_SALT' ? 'salt' : ''))).toThrow(
      /^Missing required secrets: RESEND_API_KEY, NEWSLETTER_SECRET/,
    );
    expect(() => assertProductionSecrets((name) => (name === 'NEWSLETTER_SECRET' ? '' : 'set'))).toThrow(
      /^Missing required secret: NEWSLETTER_SECRET/,
    );
    expect(() => assertProductionSecrets(() => 'a'.repeat(64))).not.toThrow();
  });

  it('refuses a hash salt or signing key shorter than 32 characters, naming it', () => {
    const strong = 'f3a1c2'.repeat(11);
    expect(() => assertProductionSecrets((name) => (name === 'IP_HASH_SALT' ? 'x' : strong))).toThrow(
      /^Secret too short: IP_HASH_SALT must be at least 32 random characters/,
    );
    expect(() => assertProductionSecrets(() => 'set')).toThrow(/^Secrets too short: IP_HASH_SALT, NEWSLETTER_SECRET/);
    expect(() => assertProductionSecrets((name) => (name === 'NEWSLETTER_SECRET' ? 'k'.repeat(31) : strong))).toThrow(
      /NEWSLETTER_SECRET/,
    );
  });
});

describe('notifications', () => {
  const withEmail = (fetchImpl: typeof fetch, extra: Partial<typeof h.deps.config> = {}) => ({
    ...h.deps,
    fetch: fetchImpl,
    config: {
      ...h.deps.config,
      ...extra,
      notification: { ...h.deps.config.notification, resendApiKey: 're_test', retryBaseSeconds: 60, maxAttempts: 3 },
    },
  });
  const rows = async () =>
    (
      await h.pglite.query<{ notification_status: string; notification_attempts: number; due: boolean }>(
        `select notification_status, notification_attempts, notification_next_attempt_at <= now() as due
         from public.contact_submissions order by created_at`,
      )
    ).rows;

  it('answers the visitor before the provider answers', async () => {
    let release: (response: Response) => void = () => {};
    const slow = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)));
    const response = await contactSubmitHandler(withEmail(slow))(post(contact));
    expect(response.status).toBe(200);
    expect(await rows()).toMatchObject([{ notification_status: 'pending' }]);
    release(new Response('{}', { status: 200 }));
    await h.settle();
    expect(await rows()).toMatchObject([{ notification_status: 'sent', notification_attempts: 1 }]);
  });

  it('retries failed and stale pending notifications with backoff, up to the cap', async () => {
    const deps = withEmail(vi.fn<typeof fetch>(async () => new Response('down', { status: 503 })));
    await contactSubmitHandler(deps)(post(contact));
    await h.settle();
    expect(await rows()).toMatchObject([{ notification_status: 'failed', notification_attempts: 1, due: false }]);
    // Not due yet: the job leaves it alone.
    const log = () => {};
    expect(await retryNotifications(h.deps.db, deps.config, { fetch: deps.fetch, log })).toMatchObject({ retried: 0 });
    // Make it due, and add a row an isolate left pending 10 minutes ago.
    await h.pglite.exec(`update public.contact_submissions set notification_next_attempt_at = now() - interval '1 s';
      insert into public.contact_submissions (name, email, agrees_to_terms, consent_version, created_at)
      values ('Left', 'left@example.com', true, '2026-11-23', now() - interval '10 minutes');`);
    const ok = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const summary = await retryNotifications(h.deps.db, deps.config, { fetch: ok, log });
    expect(summary).toMatchObject({ retried: 2, sent: 2 });
    const retried = JSON.parse(String(ok.mock.calls[0]![1]!.body)) as { subject: string; text: string };
    expect(retried.subject).toBe(
      'New contact or consultation request (notification retried: the first attempt failed)',
    );
    // Labelled lines in the staff vocabulary, no column names.
    expect(retried.text).toContain('Name: ');
    expect(retried.text).not.toMatch(/contact_submissions|source_page|agrees_to|consent_version/);
    expect((await rows()).map((row) => row.notification_status)).toEqual(['sent', 'sent']);

    // A notification that keeps failing stops at maxAttempts and stays 'failed' for staff.
    await h.pglite.exec(`update public.contact_submissions set notification_status = 'failed',
      notification_attempts = 2, notification_next_attempt_at = now() - interval '1 s'`);
    const down = vi.fn<typeof fetch>(async () => new Response('down', { status: 500 }));
    await retryNotifications(h.deps.db, deps.config, { fetch: down, log });
    expect(await rows()).toMatchObject([
      { notification_status: 'failed', notification_attempts: 3 },
      { notification_status: 'failed', notification_attempts: 3 },
    ]);
    await h.pglite.exec(`update public.contact_submissions set notification_next_attempt_at = now() - interval '1 s'`);
    expect(await retryNotifications(h.deps.db, deps.config, { fetch: down, log })).toMatchObject({ retried: 0 });
  });

  it('puts a failed scheduled job in the daily digest, once a day while it lasts', async () => {
    const deps = withEmail(vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 })));
    await h.pglite.exec(`delete from public.job_runs; update public.scheduled_jobs set problem_reported_at = null;
      select private.run_job('delete-expired-leads', 'select 1/0');`);
    const ok = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    await retryNotifications(h.deps.db, deps.config, { fetch: ok, log: () => {} });
    expect(ok).toHaveBeenCalledTimes(1);
    const digest = JSON.parse(String(ok.mock.calls[0]![1]!.body)) as { subject: string; text: string };
    expect(digest.subject).toBe('1 scheduled job needs attention');
    expect(digest.text).toMatch(/delete-expired-leads: failed, last run .*: division by zero/);
    await retryNotifications(h.deps.db, deps.config, { fetch: ok, log: () => {} });
    expect(ok).toHaveBeenCalledTimes(1);
    await h.pglite.exec(`update public.scheduled_jobs set problem_reported_at = now() - interval '25 hours'`);
    await retryNotifications(h.deps.db, deps.config, { fetch: ok, log: () => {} });
    expect(ok).toHaveBeenCalledTimes(2);
    await h.pglite.exec(`delete from public.job_runs; update public.scheduled_jobs set problem_reported_at = null;`);
  });

  it('logs each failed retry by lead id only, and reports leads never notified in one digest a day once mail works', async () => {
    const deps = withEmail(vi.fn<typeof fetch>(async () => new Response('down', { status: 503 })));
    await contactSubmitHandler(deps)(post({ ...contact, name: 'Private Name', email: 'private@example.com' }));
    await h.settle();
    const [{ id }] = (await h.pglite.query<{ id: string }>(`select id from public.contact_submissions`)).rows as [
      { id: string },
    ];
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const down = vi.fn<typeof fetch>(async () => new Response('down', { status: 500 }));
    // Use up the attempts (3 in this config): two more retries, each logged with the id.
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await h.pglite.exec(
        `update public.contact_submissions set notification_next_attempt_at = now() - interval '1 s'`,
      );
      await retryNotifications(h.deps.db, deps.config, { fetch: down, log });
    }
    const failures = lines.filter((line) => line.includes(id) && /attempt \d of 3 failed/.test(line));
    expect(failures).toHaveLength(2);
    expect(failures[1]).toMatch(/attempt 3 of 3 failed \(the last/);
    expect(lines.join('\n')).not.toMatch(/Private Name|private@example\.com/);
    // Mail is still down: the digest is tried, fails, and the lead stays unreported.
    expect(lines.some((line) => /digest of 1 unnotified leads and 0 job problems failed/.test(line))).toBe(true);
    const reported = async () =>
      (await h.pglite.query<{ at: Date | null }>(`select unseen_reported_at as at from public.contact_submissions`))
        .rows[0]?.at;
    expect(await reported()).toBeNull();

    // Mail works again: one digest names the lead (by id, with the inbox filter), then not again that day.
    const ok = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    expect(await retryNotifications(h.deps.db, deps.config, { fetch: ok, log })).toMatchObject({
      unnotifiedReported: 1,
    });
    const digest = JSON.parse(String(ok.mock.calls[0]![1]!.body)) as { subject: string; text: string };
    expect(digest.subject).toBe('1 lead was never notified');
    expect(digest.text).toContain(`Contact or consultation request ${id}`);
    expect(digest.text).toContain('/en/admin/leads?unseen=1');
    expect(await reported()).toBeInstanceOf(Date);
    await h.pglite.exec(`insert into public.contact_submissions (name, email, agrees_to_terms, consent_version,
      notification_status, notification_attempts) values ('Later', 'later@example.com', true, '2026-11-23', 'failed', 3)`);
    expect(await retryNotifications(h.deps.db, deps.config, { fetch: ok, log })).toMatchObject({
      unnotifiedReported: 0,
    });
    expect(ok).toHaveBeenCalledTimes(1);
    // A day later the new one is reported.
    await h.pglite.exec(`update public.contact_submissions set unseen_reported_at = now() - interval '25 hours'
      where unseen_reported_at is not null`);
    expect(await retryNotifications(h.deps.db, deps.config, { fetch: ok, log })).toMatchObject({
      unnotifiedReported: 1,
    });
  });

  it('over the ceiling stores every lead and sends the surplus as one digest', async () => {
    const sent = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const deps = withEmail(sent, { notifyCeiling: { max: 3, windowSeconds: 3600 } });
    for (let i = 0; i < 8; i += 1) await contactSubmitHandler(deps)(post({ ...contact, name: `Flood ${i}` }));
    await h.settle();
    expect(await h.count('contact_submissions')).toBe(8);
    expect(sent).toHaveBeenCalledTimes(3);
    const statuses = (await rows()).map((row) => row.notification_status);
    expect(statuses.filter((status) => status === 'batched')).toHaveLength(5);
    const summary = await retryNotifications(h.deps.db, deps.config, { fetch: sent, log: () => {} });
    expect(summary.digests).toBe(1);
    expect(sent).toHaveBeenCalledTimes(4);
    expect(JSON.parse(String(sent.mock.calls[3]![1]!.body)).subject).toBe(
      '5 new leads (Contact and consultation requests) received during a surge',
    );
    expect((await rows()).every((row) => row.notification_status === 'sent')).toBe(true);
  });
});

describe('stand-in origins', () => {
  const app = () =>
    createStandIn({
      db: pgliteDatabase(h.pglite),
      anonKey: LOCAL_DEFAULTS.anonKey,
      serviceRoleKey: LOCAL_DEFAULTS.serviceRoleKey,
      jwtSecret: LOCAL_DEFAULTS.jwtSecret,
      users: [],
      functionConfig: { ...configFromEnv(() => undefined), allowedOrigins: [SITE_ORIGIN, 'http://localhost:*'] },
      log: () => {},
    });
  const call = (path: string, headers: Record<string, string>) =>
    app().request(`http://127.0.0.1:54321${path}`, { headers: { apikey: LOCAL_DEFAULTS.anonKey, ...headers } });

  it.each([
    ['a foreign origin', { origin: 'https://evil.example', host: '127.0.0.1:54321' }, 403],
    ['a non-loopback Host (DNS rebinding)', { host: 'evil.example:54321' }, 403],
    ['the site on localhost', { origin: 'http://localhost:5173', host: '127.0.0.1:54321' }, 200],
    ['a client without an Origin', { host: 'localhost:54321' }, 200],
  ])('answers /rest and /auth for %s with %i', async (_label, headers, status) => {
    expect((await call('/rest/v1/fb_listings?select=id&limit=1', headers)).status).toBe(status);
    const auth = await call('/auth/v1/user', headers);
    expect(auth.status === 403).toBe(status === 403);
  });
});
