// @vitest-environment node
// The newsletter's double opt-in and unsubscribe (docs/newsletter.md), through the handlers the
// functions and the local backend serve: the confirmation e-mail in the page's language, the same
// answer for every state of an address, single-use links that expire, one-click unsubscribe
// (RFC 8058), and leaving by typing one's address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../supabase/functions/_shared/mail';
import { unsubscribeToken } from '../../supabase/functions/_shared/domain/newsletter/tokens';
import { CONSENT_VERSION } from '../../supabase/functions/_shared/domain/validation/consent';
import { newsletterConfirmHandler } from '../../supabase/functions/_shared/handlers/newsletter-confirm';
import { newsletterSubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-subscribe';
import { newsletterUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-unsubscribe';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { retryNotifications } from '../../supabase/functions/_shared/notification-delivery';
import { createHarness, freshClientAddress, post, SITE_ORIGIN, type Harness } from './function-harness';

let h: Harness;
let outbox: MailMessage[];
let deps: HandlerDeps;

beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 1000 });
}, 60_000);
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`delete from public.newsletter_subscribers; delete from public.function_rate_limits;
    set lusa.consent_purge = 'on'; delete from public.newsletter_consent_events; set lusa.consent_purge = 'off';`);
  outbox = [];
  deps = {
    ...h.deps,
    mail: async (message) => {
      outbox.push(message);
      return { status: 'sent' };
    },
  };
});

const signUp = async (email: string, language: 'en' | 'he' | 'pt' | 'xx' = 'en') => {
  const response = await newsletterSubscribeHandler(deps)(
    post({ email, language, consent_version: CONSENT_VERSION, source_page: `/${language}` }),
  );
  await h.settle();
  return { status: response.status, body: await response.json() };
};
const confirm = async (token: string) => {
  const response = await newsletterConfirmHandler(deps)(post({ token }));
  await h.settle();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const unsubscribe = async (body: object) => {
  const response = await newsletterUnsubscribeHandler(deps)(post(body));
  await h.settle();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const tokenIn = (message: MailMessage | undefined) => {
  const match = message?.text.match(/\/newsletter\/(?:confirm|unsubscribe)\?token=([^\s]+)/);
  if (!match) throw new Error(`no link in ${message?.text}`);
  return decodeURIComponent(match[1]!);
};
const subscriber = async (email: string) =>
  (
    await h.pglite.query<Record<string, unknown>>(
      `select language, confirmed_at, confirmed_consent_version, unsubscribed_at, unsubscribe_source, consent_version
       from public.newsletter_subscribers where email = $1`,
      [email],
    )
  ).rows[0];
const mailToOwner = (email: string) => outbox.filter((message) => message.to === email);
const staffNotifications = () => outbox.filter((message) => message.tag === 'staff-notification');
const notificationOf = async (email: string) =>
  (
    await h.pglite.query<{ notification_status: string; notification_attempts: number }>(
      `select notification_status, notification_attempts from public.newsletter_subscribers where email = $1`,
      [email],
    )
  ).rows[0];

describe('sign-up', () => {
  it.each([
    ['en', 'Confirm your subscription', 'https://www.lusaproperty.com/en/newsletter/confirm?token='],
    ['he', 'אשרו את ההרשמה', 'https://www.lusaproperty.com/he/newsletter/confirm?token='],
    ['pt', 'Confirme a subscrição', 'https://www.lusaproperty.com/pt/newsletter/confirm?token='],
  ] as const)(
    'stores a pending subscriber and e-mails a confirmation link in the page language (%s)',
    async (language, subject, link) => {
      const { status, body } = await signUp('  Dana.Cohen@Example.COM ', language);
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true });
      expect(await subscriber('dana.cohen@example.com')).toMatchObject({
        language,
        confirmed_at: null,
        consent_version: CONSENT_VERSION,
      });
      const [mail, ...more] = mailToOwner('dana.cohen@example.com');
      expect(more).toEqual([]);
      expect(mail?.tag).toBe('newsletter-confirm');
      expect(mail!.subject).toContain(subject);
      expect(mail!.text).toContain(link);
      expect(mail!.html).toContain(language === 'he' ? 'dir="rtl"' : 'dir="ltr"');
      // The way out is in the first e-mail too: the page where one types one's address.
      const leave = `https://www.lusaproperty.com/${language}/newsletter/unsubscribe`;
      expect(mail!.text).toContain(`${leave}\n`);
      expect(mail!.html).toContain(`href="${leave}"`);
      // Staff hear of a subscriber once they confirm, not now.
      expect(staffNotifications()).toEqual([]);
      // The database keeps only a hash of the token.
      const { rows } = await h.pglite.query<{ confirmation_token_hash: string }>(
        `select confirmation_token_hash from public.newsletter_subscribers`,
      );
      expect(rows[0]!.confirmation_token_hash).not.toContain(tokenIn(mail));
    },
  );

  it('refuses a language the site does not have, and stores and mails nothing', async () => {
    const { status, body } = await signUp('dana@example.com', 'xx');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_input' });
    expect(await subscriber('dana@example.com')).toBeUndefined();
    expect(mailToOwner('dana@example.com')).toEqual([]);
  });

  it('answers a new, a pending and a confirmed address alike, and mails a pending one again at most once an hour', async () => {
    const first = await signUp('dana@example.com');
    const pending = await signUp('dana@example.com');
    expect(pending).toEqual(first);
    expect(mailToOwner('dana@example.com')).toHaveLength(1);
    // An hour later the same request sends a new link, and the old one stops working.
    const oldToken = tokenIn(mailToOwner('dana@example.com')[0]);
    await h.pglite.exec(
      `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '61 minutes'`,
    );
    expect(await signUp('DANA@example.com ')).toEqual(first);
    expect(mailToOwner('dana@example.com')).toHaveLength(2);
    expect((await confirm(oldToken)).body.code).toBe('token_invalid');
    expect((await confirm(tokenIn(mailToOwner('dana@example.com')[1]))).status).toBe(200);
    // Confirmed: the same answer again, and no mail.
    await h.pglite.exec(`update public.newsletter_subscribers set confirmation_sent_at = now() - interval '2 hours'`);
    expect(await signUp('dana@example.com')).toEqual(first);
    expect(mailToOwner('dana@example.com')).toHaveLength(2);
    expect(await h.count('newsletter_subscribers')).toBe(1);
  });

  it('makes one row of two sign-ups racing for one address', async () => {
    await Promise.all([signUp('race@example.com'), signUp('Race@Example.com')]);
    expect(await h.count('newsletter_subscribers')).toBe(1);
  });
});

describe('confirmation', () => {
  it('confirms once, with the current consent version, and refuses the link after that', async () => {
    await signUp('ines@example.com', 'he');
    const token = tokenIn(mailToOwner('ines@example.com')[0]);
    expect(await confirm(token)).toEqual({ status: 200, body: { ok: true, language: 'he' } });
    const row = await subscriber('ines@example.com');
    expect(row?.confirmed_at).toBeInstanceOf(Date);
    expect(row?.confirmed_consent_version).toBe(CONSENT_VERSION);
    expect(await confirm(token)).toMatchObject({ status: 400, body: { code: 'token_used' } });
  });

  it('tells staff of a subscriber when they confirm, not when they sign up', async () => {
    await signUp('ines@example.com', 'he');
    expect(await notificationOf('ines@example.com')).toEqual({
      notification_status: 'unconfirmed',
      notification_attempts: 0,
    });
    // An unconfirmed sign-up is never "not seen" nor retried, however old.
    await h.pglite.exec(`update public.newsletter_subscribers set created_at = now() - interval '1 hour'`);
    await retryNotifications(h.deps.db, h.deps.config, { fetch, log: () => {}, mail: deps.mail });
    expect(staffNotifications()).toEqual([]);
    await confirm(tokenIn(mailToOwner('ines@example.com')[0]));
    const [told, ...more] = staffNotifications();
    expect(more).toEqual([]);
    expect(told?.subject).toBe('New newsletter subscriber');
    expect(told?.text).toContain('ines@example.com');
    expect(await notificationOf('ines@example.com')).toEqual({ notification_status: 'sent', notification_attempts: 1 });
  });

  it('retries the notification of a confirmation that failed, as for any lead', async () => {
    await signUp('retry@example.com');
    deps.mail = async (message) => {
      if (message.tag === 'staff-notification') return { status: 'failed', error: 'provider down' };
      outbox.push(message);
      return { status: 'sent' };
    };
    await confirm(tokenIn(mailToOwner('retry@example.com')[0]));
    expect(await notificationOf('retry@example.com')).toEqual({
      notification_status: 'failed',
      notification_attempts: 1,
    });
    await h.pglite.exec(
      `update public.newsletter_subscribers set notification_next_attempt_at = now() - interval '1 second'`,
    );
    const mail = async (message: MailMessage) => {
      outbox.push(message);
      return { status: 'sent' as const };
    };
    const summary = await retryNotifications(h.deps.db, h.deps.config, { fetch, log: () => {}, mail });
    expect(summary).toMatchObject({ retried: 1, sent: 1 });
    expect(staffNotifications().map((message) => message.subject)).toEqual([
      'New newsletter subscription (notification retried: the first attempt failed)',
    ]);
    expect(await notificationOf('retry@example.com')).toEqual({
      notification_status: 'sent',
      notification_attempts: 2,
    });
  });

  it('refuses an expired, an altered and a foreign link, and changes nothing', async () => {
    await signUp('old@example.com');
    const token = tokenIn(mailToOwner('old@example.com')[0]);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await confirm(altered)).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
    expect(await confirm('x'.repeat(43))).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
    expect(await confirm('<script>')).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
    await h.pglite.exec(
      `update public.newsletter_subscribers set confirmation_expires_at = now() - interval '1 second'`,
    );
    expect(await confirm(token)).toMatchObject({ status: 400, body: { code: 'token_expired' } });
    expect((await subscriber('old@example.com'))?.confirmed_at).toBeNull();
  });

  it('deletes pending sign-ups whose link expired, and keeps the others', async () => {
    await signUp('expired@example.com');
    await signUp('kept@example.com');
    await confirm(tokenIn(mailToOwner('kept@example.com')[0]));
    await signUp('waiting@example.com');
    await h.pglite.exec(`update public.newsletter_subscribers set confirmation_expires_at = now() - interval '1 day'
      where email in ('expired@example.com', 'kept@example.com')`);
    const { rows } = await h.pglite.query<{ n: number }>(`select public.delete_expired_newsletter_signups() as n`);
    expect(rows[0]!.n).toBe(1);
    const left = await h.pglite.query<{ email: string }>(
      `select email from public.newsletter_subscribers order by email`,
    );
    expect(left.rows.map((row) => row.email)).toEqual(['kept@example.com', 'waiting@example.com']);
  });
});

describe('unsubscribe', () => {
  async function confirmedSubscriber(email: string, language: 'en' | 'he' | 'pt' = 'en') {
    await signUp(email, language);
    await confirm(tokenIn(mailToOwner(email).at(-1)));
    const { rows } = await h.pglite.query<{ id: string }>(
      `select id from public.newsletter_subscribers where email = $1`,
      [email],
    );
    return unsubscribeToken(rows[0]!.id, h.deps.config.newsletter.secret);
  }

  it('leaves with the link, idempotently, and records how', async () => {
    const token = await confirmedSubscriber('leave@example.com', 'he');
    expect(await unsubscribe({ token })).toEqual({ status: 200, body: { ok: true, language: 'he' } });
    const first = await subscriber('leave@example.com');
    expect(first).toMatchObject({ unsubscribe_source: 'link' });
    expect(first?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await unsubscribe({ token })).toEqual({ status: 200, body: { ok: true, language: 'he' } });
    expect((await subscriber('leave@example.com'))?.unsubscribed_at).toEqual(first?.unsubscribed_at);
  });

  it('leaves with one click from a mail program (RFC 8058), and refuses an altered token', async () => {
    const token = await confirmedSubscriber('click@example.com');
    const oneClick = (value: string) =>
      newsletterUnsubscribeHandler(deps)(
        new Request(`http://functions.test/?token=${encodeURIComponent(value)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress() },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
    const altered = `${token.slice(0, -2)}xx`;
    expect((await oneClick(altered)).status).toBe(400);
    expect((await subscriber('click@example.com'))?.unsubscribed_at).toBeNull();
    expect((await oneClick(token)).status).toBe(200);
    expect(await subscriber('click@example.com')).toMatchObject({ unsubscribe_source: 'one-click' });
  });

  it('sends a link to an address typed on the page, only when it is on the list, and answers alike', async () => {
    await confirmedSubscriber('typed@example.com', 'he');
    const known = await unsubscribe({ email: ' Typed@Example.com', language: 'he' });
    const unknown = await unsubscribe({ email: 'stranger@example.com', language: 'he' });
    expect(known).toEqual(unknown);
    expect((await subscriber('typed@example.com'))?.unsubscribed_at).toBeNull();
    const link = mailToOwner('typed@example.com').find((message) => message.tag === 'newsletter-unsubscribe-link');
    expect(link?.subject).toBe('הקישור להסרה מהניוזלטר');
    expect(link?.text).toContain(`${SITE_ORIGIN}/he/newsletter/unsubscribe?token=`);
    expect(mailToOwner('stranger@example.com')).toEqual([]);
    expect(await unsubscribe({ token: tokenIn(link) })).toMatchObject({ status: 200 });
    expect((await subscriber('typed@example.com'))?.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('sends a Portuguese subscriber the link to leave in Portuguese, and confirms in Portuguese', async () => {
    await confirmedSubscriber('ana@example.pt', 'pt');
    await unsubscribe({ email: 'ana@example.pt', language: 'pt' });
    const link = mailToOwner('ana@example.pt').find((message) => message.tag === 'newsletter-unsubscribe-link');
    expect(link?.subject).toBe('A sua ligação para cancelar a subscrição da newsletter');
    expect(link?.text).toContain(`${SITE_ORIGIN}/pt/newsletter/unsubscribe?token=`);
    expect(await unsubscribe({ token: tokenIn(link) })).toEqual({ status: 200, body: { ok: true, language: 'pt' } });
  });

  const history = async (email: string) =>
    (
      await h.pglite.query<Record<string, unknown>>(
        `select event, consent_version, source_page, language, unsubscribe_source
         from public.newsletter_consent_events where email = $1 order by occurred_at, event`,
        [email],
      )
    ).rows;

  it('keeps the proof of leaving and of the earlier consent when anyone signs a former subscriber up again', async () => {
    const token = await confirmedSubscriber('again@example.com');
    const oneClick = await newsletterUnsubscribeHandler(deps)(
      new Request(`http://functions.test/?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress() },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    const left = await subscriber('again@example.com');
    await h.pglite.exec(`update public.newsletter_subscribers set confirmation_sent_at = now() - interval '2 hours'`);
    // A stranger's sign-up for the address: the answer every address gets, and a link to its owner.
    const stranger = await newsletterSubscribeHandler(deps)(
      post({ email: 'Again@Example.com', language: 'he', consent_version: CONSENT_VERSION, source_page: '/he/blog' }),
    );
    await h.settle();
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual((await signUp('new-address@example.com')).body);
    expect(mailToOwner('again@example.com').filter((message) => message.tag === 'newsletter-confirm')).toHaveLength(2);
    // The row still says it left, how, and what it had agreed to.
    expect(await subscriber('again@example.com')).toMatchObject({
      confirmed_at: left?.confirmed_at,
      confirmed_consent_version: CONSENT_VERSION,
      unsubscribed_at: left?.unsubscribed_at,
      unsubscribe_source: 'one-click',
    });
    // Its link expiring unanswered deletes nothing of it.
    await h.pglite.exec(`update public.newsletter_subscribers set confirmation_expires_at = now() - interval '1 day'`);
    await h.pglite.query(`select public.delete_expired_newsletter_signups()`);
    expect((await subscriber('again@example.com'))?.unsubscribe_source).toBe('one-click');
    expect(await history('again@example.com')).toEqual([
      {
        event: 'signup',
        consent_version: CONSENT_VERSION,
        source_page: '/en',
        language: 'en',
        unsubscribe_source: null,
      },
      {
        event: 'confirmed',
        consent_version: CONSENT_VERSION,
        source_page: null,
        language: 'en',
        unsubscribe_source: null,
      },
      {
        event: 'unsubscribed',
        consent_version: null,
        source_page: null,
        language: 'en',
        unsubscribe_source: 'one-click',
      },
      {
        event: 'signup',
        consent_version: CONSENT_VERSION,
        source_page: '/he/blog',
        language: 'he',
        unsubscribe_source: null,
      },
    ]);
  });

  it('puts a former subscriber back on the list only when the new link is confirmed, and the history keeps both', async () => {
    const token = await confirmedSubscriber('back@example.com');
    await unsubscribe({ token });
    await h.pglite.exec(`update public.newsletter_subscribers set confirmation_sent_at = now() - interval '2 hours'`);
    await signUp('back@example.com', 'he');
    const link = tokenIn(mailToOwner('back@example.com').at(-1));
    expect(await confirm(link)).toEqual({ status: 200, body: { ok: true, language: 'he' } });
    expect(await subscriber('back@example.com')).toMatchObject({ unsubscribed_at: null, language: 'he' });
    // Staff hear of the first confirmation and of the one that brought the address back.
    expect(staffNotifications().map((message) => message.subject)).toEqual([
      'New newsletter subscriber',
      'New newsletter subscriber',
    ]);
    expect(await confirm(link)).toMatchObject({ status: 400, body: { code: 'token_used' } });
    // Leaving again, the used link does not bring the address back.
    await unsubscribe({ token });
    expect(await confirm(link)).toMatchObject({ status: 400, body: { code: 'token_used' } });
    expect((await history('back@example.com')).map((row) => row.event)).toEqual([
      'signup',
      'confirmed',
      'unsubscribed',
      'signup',
      'confirmed',
      'unsubscribed',
    ]);
  });

  it('mails a link at once to someone who confirmed and left within the hour, and then once an hour', async () => {
    const token = await confirmedSubscriber('quick@example.com');
    await unsubscribe({ token });
    // Their only link is used: a sign-up within the hour must still bring a new one.
    await signUp('quick@example.com');
    const links = () => mailToOwner('quick@example.com').filter((message) => message.tag === 'newsletter-confirm');
    expect(links()).toHaveLength(2);
    await signUp('quick@example.com');
    expect(links()).toHaveLength(2);
    expect(await confirm(tokenIn(links()[1]))).toEqual({ status: 200, body: { ok: true, language: 'en' } });
    expect(await subscriber('quick@example.com')).toMatchObject({ unsubscribed_at: null });
  });

  it('keeps each consent event 24 months from its own day, whatever happens to the row', async () => {
    const token = await confirmedSubscriber('kept-proof@example.com');
    await unsubscribe({ token });
    // The sign-up and confirmation were 25 months ago; the leaving was last month.
    await h.pglite.exec(`update public.newsletter_subscribers set created_at = now() - interval '25 months'`);
    await h.pglite.exec(`set session_replication_role = replica;
      update public.newsletter_consent_events set occurred_at = now() - interval '25 months' where event <> 'unsubscribed';
      update public.newsletter_consent_events set occurred_at = now() - interval '1 month' where event = 'unsubscribed';
      set session_replication_role = origin;`);
    await h.pglite.query(`select public.delete_expired_leads()`);
    expect(await subscriber('kept-proof@example.com')).toBeUndefined();
    expect(await history('kept-proof@example.com')).toEqual([
      expect.objectContaining({ event: 'unsubscribed', unsubscribe_source: 'link' }),
    ]);
  });

  it('refuses to rewrite or delete a consent event outside retention and erasure', async () => {
    await signUp('proof@example.com');
    await expect(h.pglite.exec(`update public.newsletter_consent_events set consent_version = 'zzz'`)).rejects.toThrow(
      /append_only/,
    );
    await expect(h.pglite.exec(`delete from public.newsletter_consent_events`)).rejects.toThrow(/append_only/);
    await expect(h.pglite.exec(`delete from public.newsletter_subscribers`)).resolves.toBeDefined();
    expect(await history('proof@example.com')).toHaveLength(1);
  });
});
