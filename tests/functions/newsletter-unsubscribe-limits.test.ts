// @vitest-environment node
// Leaving the newsletter is never held back by a limit on the client's address (docs/newsletter.md):
// mailbox providers post RFC 8058 one-click requests for many subscribers from one server, as
// urlencoded, multipart or empty bodies. The signed token is the only key; the address form mails
// an address at most once an hour.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../supabase/functions/_shared/mail';
import { unsubscribeToken } from '../../supabase/functions/_shared/domain/newsletter/tokens';
import { newsletterUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-unsubscribe';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { createHarness, post, type Harness } from './function-harness';

// Each request is a transaction or two on PGlite; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const PROVIDER = '203.0.113.25';
const LIMIT = 10;
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
  await h.pglite.exec(`delete from public.newsletter_subscribers; delete from public.function_rate_limits;`);
  outbox = [];
  deps = {
    ...h.deps,
    mail: async (message) => {
      outbox.push(message);
      return { status: 'sent' };
    },
  };
});

/** n confirmed subscribers and their unsubscribe tokens. */
async function subscribers(n: number): Promise<string[]> {
  const { rows } = await h.pglite.query<{ id: string }>(
    `insert into public.newsletter_subscribers (email, consent_version, confirmed_at, confirmed_consent_version)
     select 'reader' || i || '@example.com', '2026-11-23', now(), '2026-11-23' from generate_series(1, ${n}) i returning id`,
  );
  return Promise.all(rows.map((row) => unsubscribeToken(row.id, h.deps.config.newsletter.secret)));
}

const oneClick = (token: string, init: { body?: BodyInit; type?: string } = {}) =>
  newsletterUnsubscribeHandler(deps)(
    new Request(`http://functions.test/?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'cf-connecting-ip': PROVIDER, ...(init.type ? { 'content-type': init.type } : {}) },
      body: init.body,
    }),
  );

const stillListed = async () =>
  (
    await h.pglite.query<{ n: number }>(
      `select count(*)::int as n from public.newsletter_subscribers where unsubscribed_at is null`,
    )
  ).rows[0]!.n;

describe('one-click unsubscribe from one mailbox provider', () => {
  it(`lets more than ${LIMIT} subscribers leave from one client address`, async () => {
    const tokens = await subscribers(LIMIT + 5);
    const statuses = [];
    for (const token of tokens) {
      statuses.push(
        (await oneClick(token, { body: 'List-Unsubscribe=One-Click', type: 'application/x-www-form-urlencoded' }))
          .status,
      );
    }
    expect(statuses).toEqual(tokens.map(() => 200));
    expect(await stillListed()).toBe(0);
  });

  it('takes the multipart body RFC 8058 recommends, and a POST with no body', async () => {
    const [multipart, empty, button] = await subscribers(3);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(multipart!, { body: form })).status).toBe(200);
    expect((await oneClick(empty!)).status).toBe(200);
    // The page's button, from the same address, is not limited by it either.
    for (let i = 0; i < LIMIT; i++)
      await newsletterUnsubscribeHandler(deps)(post({ email: 'x' }, { clientAddress: PROVIDER }));
    expect(
      (await newsletterUnsubscribeHandler(deps)(post({ token: button }, { clientAddress: PROVIDER }))).status,
    ).toBe(200);
    const { rows } = await h.pglite.query<{ unsubscribe_source: string }>(
      `select unsubscribe_source from public.newsletter_subscribers order by email`,
    );
    expect(rows.map((row) => row.unsubscribe_source)).toEqual(['one-click', 'one-click', 'link']);
  });

  it('limits one token on its own, and refuses an altered one without touching the database', async () => {
    const [token] = await subscribers(1);
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await oneClick(token!)).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect((await oneClick(`${token!.slice(0, -2)}xx`)).status).toBe(400);
  });
});

describe('"e-mail me a link to leave"', () => {
  it('mails an address at most once an hour, answering alike', async () => {
    await subscribers(1);
    const ask = async () => {
      const response = await newsletterUnsubscribeHandler(deps)(post({ email: 'Reader1@Example.com', language: 'en' }));
      await h.settle();
      return { status: response.status, body: await response.json() };
    };
    const first = await ask();
    expect(await ask()).toEqual(first);
    expect(await ask()).toEqual(first);
    expect(outbox.filter((message) => message.to === 'reader1@example.com')).toHaveLength(1);
    await h.pglite.exec(`update public.newsletter_subscribers set leave_link_sent_at = now() - interval '61 minutes'`);
    await ask();
    expect(outbox.filter((message) => message.to === 'reader1@example.com')).toHaveLength(2);
  });
});

describe('a request without a readable client address', () => {
  it('is logged, naming the function and the header it lacked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await newsletterUnsubscribeHandler(deps)(
      new Request('http://functions.test/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com' }),
      }),
    );
    expect(warn).toHaveBeenCalledWith(
      '[newsletter-unsubscribe] no readable client address in cf-connecting-ip: counted as "unknown"',
    );
    warn.mockRestore();
  });
});
