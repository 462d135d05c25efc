// @vitest-environment node
// The second security review's findings on ad alerts, through the functions (docs/security-review.md,
// docs/ad-alerts.md): leaving always works (N1, N7), the cap counts one form of an address (N4) and
// tells a stranger nothing (N5), manage links are random, hashed, expiring and revocable (N6), bad
// input never answers 500 (N3, I4), e-mails show only the site's own pictures (N8), a paused alert
// is neither asked nor ended (I2). Each test is named after its finding.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAlerts } from '../../supabase/functions/_shared/alert-delivery';
import { alertUnsubscribeToken } from '../../supabase/functions/_shared/domain/alerts/tokens';
import { alertConfirmHandler } from '../../supabase/functions/_shared/handlers/alert-confirm';
import { alertManageHandler } from '../../supabase/functions/_shared/handlers/alert-manage';
import { alertSaveHandler } from '../../supabase/functions/_shared/handlers/alert-save';
import { alertUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/alert-unsubscribe';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import type { MailMessage } from '../../supabase/functions/_shared/mail';
import { createHarness, post, type Harness } from './function-harness';

vi.setConfig({ testTimeout: 60_000 });

const LIMIT = 10;
const PROVIDER = '203.0.113.25';
let h: Harness;
let outbox: MailMessage[];
let deps: HandlerDeps;

beforeAll(async () => {
  h = await createHarness({ rateLimitMax: LIMIT });
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`delete from public.ad_alerts; delete from public.ad_alert_manage_links;
    delete from public.fb_listings; delete from public.function_rate_limits;`);
  outbox = [];
  deps = {
    ...h.deps,
    mail: async (message) => {
      outbox.push(message);
      return { status: 'sent' };
    },
  };
});

const ALERT = {
  email: 'dana@example.com',
  language: 'en',
  frequency: 'instant',
  type: 'rent',
  minPrice: null,
  maxPrice: 1500,
  location: 'Lisbon',
  bedrooms: 2,
  agrees_to_marketing: true,
  consent_version: '2026-11-23',
  source_page: '/en/real-estate-ads',
};

async function save(body: Record<string, unknown> = {}) {
  const response = await alertSaveHandler(deps)(post({ ...ALERT, ...body }));
  await h.settle();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `n` confirmed alerts for `email` (distinct price bounds), straight into the table. */
async function confirmedAlerts(email: string, n: number, status = 'confirmed'): Promise<string[]> {
  const { rows } = await h.pglite.query<{ id: string }>(
    `insert into public.ad_alerts (email, language, frequency, type, max_price, location, status, consent_version,
       consent_marketing, confirmed_at, confirmed_consent_version)
     select $1, 'en', 'instant', 'rent', i * 100, 'Lisbon', $3, '2026-11-23', true, now(), '2026-11-23'
     from generate_series(1, $2::int) i returning id`,
    [email, n, status],
  );
  return rows.map((row) => row.id);
}

const tokenOf = (message: MailMessage, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(message.text)?.[1];

describe('N1: one-click leaving is never limited per client address', () => {
  it(`N1: lets ${LIMIT + 5} alerts end by one click from one mailbox provider's address`, async () => {
    const ids = await confirmedAlerts('reader@example.com', LIMIT);
    ids.push(...(await confirmedAlerts('other@example.com', 5)));
    const statuses = [];
    for (const id of ids) {
      const token = await alertUnsubscribeToken(id, h.deps.config.newsletter.secret);
      const response = await alertUnsubscribeHandler(deps)(
        new Request(`http://functions.test/alert-unsubscribe?token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': PROVIDER },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual(ids.map(() => 200));
    const { rows } = await h.pglite.query(`select distinct status, end_reason from public.ad_alerts`);
    expect(rows).toEqual([{ status: 'ended', end_reason: 'one-click' }]);
  });

  it('N1: limits one alert on its own, after the signature: an altered token is refused without a slot', async () => {
    const [id] = await confirmedAlerts('reader@example.com', 1);
    const token = await alertUnsubscribeToken(id!, h.deps.config.newsletter.secret);
    const click = (value: string) =>
      alertUnsubscribeHandler(deps)(post({ token: value }, { clientAddress: PROVIDER })).then((r) => r.status);
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push(await click(token));
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect(await click(`${token.slice(0, -2)}xx`)).toBe(400);
  });
});

describe('N7: a body-less one-click POST leaves, as the newsletter does', () => {
  it('N7: ends the alert on a POST with the token in the query and no body; multipart too', async () => {
    const [empty, multipart] = await confirmedAlerts('reader@example.com', 2);
    const secret = h.deps.config.newsletter.secret;
    const bare = await alertUnsubscribeHandler(deps)(
      new Request(`http://functions.test/?token=${await alertUnsubscribeToken(empty!, secret)}`, {
        method: 'POST',
        headers: { 'cf-connecting-ip': PROVIDER },
      }),
    );
    expect(bare.status).toBe(200);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const parts = await alertUnsubscribeHandler(deps)(
      new Request(`http://functions.test/?token=${await alertUnsubscribeToken(multipart!, secret)}`, {
        method: 'POST',
        headers: { 'cf-connecting-ip': PROVIDER },
        body: form,
      }),
    );
    expect(parts.status).toBe(200);
    const { rows } = await h.pglite.query(`select status, end_reason from public.ad_alerts`);
    expect(rows).toEqual([
      { status: 'ended', end_reason: 'one-click' },
      { status: 'ended', end_reason: 'one-click' },
    ]);
  });
});

describe('N3, I4: the database refusing input is a 400, never a 500', () => {
  it('N3: answers 400 to an unpublished consent version, C1 controls in the place, NUL or U+0085 in the address', async () => {
    const answers = await Promise.all([
      save({ consent_version: '1999-01-01' }),
      save({ location: 'Lisbon\u0085' }),
      save({ location: 'Lisbon\u009b' }),
      save({ email: 'vic\u0000tim@example.com' }),
      save({ email: 'vic\u0085tim@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await h.count('ad_alerts')).toBe(0);
  });

  it('N3: answers 400 when only the database refuses a value (a constraint the checks do not repeat)', async () => {
    await h.pglite.exec(
      `alter table public.ad_alerts add constraint test_refuse_porto check (location <> 'Porto') not valid`,
    );
    try {
      const answer = await save({ location: 'Porto' });
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ code: 'invalid_input' }) });
    } finally {
      await h.pglite.exec(`alter table public.ad_alerts drop constraint test_refuse_porto`);
    }
  });

  it('I4: answers 400 to any manage token, an old signed one for an address with NUL included', async () => {
    // A link of the old form, validly signed (the address, base64url, and its HMAC): it reached the
    // database with its NUL and was answered 500.
    const address = 'vic\u0000tim@example.com';
    const signature = createHmac('sha256', h.deps.config.newsletter.secret)
      .update(`alert-manage:${address}`)
      .digest('base64url');
    const oldForm = `${Buffer.from(address).toString('base64url')}.${signature}`;
    for (const token of [oldForm, 'A'.repeat(43), '\u0000'.repeat(43), 'x'.repeat(5000), 42]) {
      const response = await alertManageHandler(deps)(post({ token, action: 'list' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'token_invalid' });
    }
  });
});

describe('N4: the cap and the duplicate check count one form of an address', () => {
  it('N4: does not let an NFD spelling of an address past its 10 alerts, nor store the same alert twice', async () => {
    await confirmedAlerts('rt.jos\u00e9.x@example.com', 10);
    expect((await save({ email: 'rt.jose\u0301.x@example.com', maxPrice: 5000 })).status).toBe(200);
    const { rows } = await h.pglite.query<{ n: number }>(
      `select count(*)::int as n from public.ad_alerts where status <> 'ended'`,
    );
    expect(rows[0]!.n).toBe(10);
    await h.pglite.exec(`delete from public.ad_alerts`);
    await save({ email: 'rt.jos\u00e9.x@example.com' });
    await save({ email: 'rt.jose\u0301.x@example.com' });
    expect(await h.count('ad_alerts')).toBe(1);
  });
});

describe('N5: the cap tells a stranger nothing', () => {
  it('N5: answers a save over the cap as a success, stores nothing, and tells the owner by e-mail at most hourly', async () => {
    const fresh = await save({ email: 'new@example.com' });
    await confirmedAlerts('full@example.com', 10);
    outbox = [];
    const over = await save({ email: 'full@example.com', maxPrice: 5000 });
    expect(over).toEqual(fresh);
    expect(await h.count("ad_alerts where email = 'full@example.com'")).toBe(10);
    expect(outbox.map((message) => [message.to, message.subject])).toEqual([
      ['full@example.com', 'You already have 10 ad alerts'],
    ]);
    expect(tokenOf(outbox[0]!, '/en/alerts/manage')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A second try within the hour mails nothing more.
    await save({ email: 'full@example.com', maxPrice: 6000 });
    expect(outbox).toHaveLength(1);
  });

  it('N5: writes the notice in Hebrew to an owner whose alerts are in Hebrew', async () => {
    await confirmedAlerts('full@example.com', 10);
    await h.pglite.exec(`update public.ad_alerts set language = 'he'`);
    await save({ email: 'full@example.com', maxPrice: 5000, language: 'en' });
    expect(outbox[0]!.subject).toBe('כבר יש לכם 10 התראות מודעות');
    expect(outbox[0]!.text).toContain('/he/alerts/manage?token=');
    expect(outbox[0]!.html).toContain('dir="rtl"');
  });

  it('N5: counts only confirmed and paused alerts; pending ones are limited apart, to 3', async () => {
    for (let n = 1; n <= 5; n += 1) expect((await save({ maxPrice: n * 100 })).status).toBe(200);
    const { rows } = await h.pglite.query(`select status, count(*)::int as n from public.ad_alerts group by status`);
    expect(rows).toEqual([{ status: 'pending', n: 3 }]);
    expect(outbox).toHaveLength(3);
    // A stranger's 3 pending alerts never lock the owner out of the 10: confirmed ones are counted apart.
    await confirmedAlerts('dana@example.com', 9);
    const confirm = await alertConfirmHandler(deps)(post({ token: tokenOf(outbox[0]!, '/en/alerts/confirm') }));
    expect(confirm.status).toBe(200);
    // The eleventh confirmed alert is refused to the owner who opened the link, and stays pending.
    const eleventh = await alertConfirmHandler(deps)(post({ token: tokenOf(outbox[1]!, '/en/alerts/confirm') }));
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({ code: 'too_many_alerts' });
    const after = await h.pglite.query(
      `select status, count(*)::int as n from public.ad_alerts group by status order by status`,
    );
    expect(after.rows).toEqual([
      { status: 'confirmed', n: 10 },
      { status: 'pending', n: 2 },
    ]);
  });
});

describe('N6: manage links that can be taken back', () => {
  async function confirmOne(email = 'dana@example.com') {
    outbox = [];
    await save({ email });
    const response = await alertConfirmHandler(deps)(post({ token: tokenOf(outbox[0]!, '/en/alerts/confirm') }));
    return ((await response.json()) as { manage: string }).manage;
  }
  const manage = (token: string) =>
    alertManageHandler(deps)(post({ token, action: 'list' })).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { code?: string; alerts?: unknown[] },
    }));

  it('N6: gives random links that do not carry the address, stored only as a hash', async () => {
    const first = await confirmOne();
    const second = await confirmOne('dana@example.com'.replace('dana', 'dana2'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').toString('latin1')).not.toContain('dana');
    const { rows } = await h.pglite.query<{ token_hash: string }>(
      `select token_hash from public.ad_alert_manage_links`,
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(first);
    expect((await manage(first)).body.alerts).toHaveLength(1);
  });

  it('N6: puts a new link in every e-mail, and a retried e-mail keeps its link', async () => {
    await confirmOne();
    outbox = [];
    const attempts: MailMessage[] = [];
    const flaky = async (message: MailMessage) => {
      attempts.push(message);
      // The first attempt of each e-mail fails; the retry goes under the same idempotency key.
      if (attempts.filter((m) => m.idempotencyKey === message.idempotencyKey).length === 1) {
        return { status: 'failed' as const, error: 'provider down' };
      }
      outbox.push(message);
      return { status: 'sent' as const };
    };
    const send = () =>
      sendAlerts(h.deps.db, h.deps.config, { fetch, log: () => {}, mail: flaky }, ['instant'], {
        retryAfterSeconds: 0,
      });
    for (const title of ['A', 'B']) {
      await h.pglite.query(
        `insert into public.fb_listings (type, title, price, location, bedrooms) values ('rent', $1, 1000, 'Lisbon', 2)`,
        [title],
      );
      await send();
      await send();
    }
    const link = (message: MailMessage) => tokenOf(message, '/en/alerts/manage');
    expect(attempts.map(link)).toEqual([link(outbox[0]!), link(outbox[0]!), link(outbox[1]!), link(outbox[1]!)]);
    expect(outbox).toHaveLength(2);
    expect(link(outbox[0]!)).not.toBe(link(outbox[1]!));
    for (const message of outbox) expect((await manage(link(message)!)).status).toBe(200);
  });

  it('N6: stops a link after 90 days and after erasure; an old signed link fails cleanly', async () => {
    const expiring = await confirmOne();
    const erased = await confirmOne('erin@example.com');
    await h.pglite.exec(`update public.ad_alert_manage_links set expires_at = now() - interval '1 second',
      created_at = now() - interval '91 days' where email = 'dana@example.com'`);
    expect(await manage(expiring)).toEqual({ status: 400, body: expect.objectContaining({ code: 'token_expired' }) });
    await h.pglite.exec(`set request.jwt.claims = '{"role":"authenticated","app_metadata":{"role":"admin"}}'`);
    try {
      await h.pglite.query(`select public.admin_subject_erase('erin@example.com')`);
    } finally {
      await h.pglite.exec(`reset request.jwt.claims`);
    }
    expect(await manage(erased)).toEqual({ status: 400, body: expect.objectContaining({ code: 'token_invalid' }) });
    const oldForm = `${Buffer.from('dana@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    expect(await manage(oldForm)).toEqual({ status: 400, body: expect.objectContaining({ code: 'token_invalid' }) });
  });
});

describe('N8: alert e-mails show only pictures stored by the site', () => {
  it('N8: shows no outside thumbnail, and a stored one', async () => {
    const storage = 'http://127.0.0.1:54321/storage/v1/object/public/listing-photos/form/a-400.webp';
    await h.pglite.query(
      `insert into public.ad_alerts (email, language, frequency, type, location, status, consent_version,
         consent_marketing, confirmed_at, confirmed_consent_version)
       values ('dana@example.com', 'en', 'instant', 'rent', 'Lisbon', 'confirmed', '2026-11-23', true, now(), '2026-11-23')`,
    );
    await h.pglite.query(
      `insert into public.fb_listings (type, title, price, location, bedrooms, thumbnail_url) values
         ('rent', 'Outside', 1000, 'Lisbon', 2, 'https://evil.example/x.png'),
         ('rent', 'Stored', 1000, 'Lisbon', 2, $1)`,
      [storage],
    );
    await sendAlerts(h.deps.db, h.deps.config, { fetch, log: () => {}, mail: deps.mail! }, ['instant']);
    const html = outbox.map((message) => message.html).join('\n');
    expect(html).toContain('Outside');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`src="${storage}"`);
  });
});

describe('I2: a paused alert is neither asked to stay nor ended as inactive', () => {
  it('I2: asks and ends a confirmed alert idle for 6 months, never a paused one', async () => {
    const [paused] = await confirmedAlerts('paused@example.com', 1, 'paused');
    const [idle] = await confirmedAlerts('idle@example.com', 1);
    await h.pglite.exec(`update public.ad_alerts set confirmed_at = now() - interval '7 months'`);
    const run = (at: string) =>
      sendAlerts(h.deps.db, h.deps.config, { fetch, log: () => {}, mail: deps.mail! }, ['housekeeping'], {
        now: new Date(at),
      });
    const now = Date.now();
    await run(new Date(now).toISOString());
    expect(outbox.map((message) => message.to)).toEqual(['idle@example.com']);
    await run(new Date(now + 31 * 86_400_000).toISOString());
    const { rows } = await h.pglite.query<{ id: string; status: string }>(`select id, status from public.ad_alerts`);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [paused!]: 'paused',
      [idle!]: 'ended',
    });
  });
});
