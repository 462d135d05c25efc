// @vitest-environment node
// Sending the weekly issue (supabase/functions/_shared/newsletter-delivery.ts, docs/newsletter.md):
// batches, each message with its personal link and the one-click List-Unsubscribe headers, a
// subscriber who left after the snapshot skipped, and a send that stopped part way resumed without
// mailing anyone twice. Tests to staff go to their address only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyUnsubscribeToken } from '../../supabase/functions/_shared/domain/newsletter/tokens';
import { newsletterSendHandler } from '../../supabase/functions/_shared/handlers/newsletter-send';
import { newsletterUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-unsubscribe';
import type { MailMessage, MailOutcome } from '../../supabase/functions/_shared/mail';
import { sendNewsletter } from '../../supabase/functions/_shared/newsletter-delivery';
import { createHarness, type Harness } from './function-harness';

let h: Harness;
let outbox: MailMessage[];
let fail: (message: MailMessage) => boolean;
const mail = async (message: MailMessage): Promise<MailOutcome> => {
  if (fail(message)) return { status: 'failed', error: 'provider down' };
  outbox.push(message);
  return { status: 'sent' };
};
const run = (options: Parameters<typeof sendNewsletter>[3] = {}) =>
  sendNewsletter(h.deps.db, h.deps.config, { fetch, log: () => {}, mail }, { retryAfterSeconds: 0, ...options });

const ISSUE = '00000000-0000-4000-c000-000000000001';

/** `en` English and `he` Hebrew confirmed subscribers, plus a pending and a left one. */
async function seed(en: number, he: number) {
  await h.pglite.query(
    `insert into public.newsletter_subscribers (email, consent_version, language, confirmed_at)
     select 'en' || n || '@example.com', '2026-11-23', 'en', now() from generate_series(1, $1) n
     union all
     select 'he' || n || '@example.com', '2026-11-23', 'he', now() from generate_series(1, $2) n`,
    [en, he],
  );
  await h.pglite
    .exec(`insert into public.newsletter_subscribers (email, consent_version, language, confirmed_at, unsubscribed_at)
    values ('stranger@example.com', '2026-11-23', 'en', null, null), ('gone@example.com', '2026-11-23', 'en', now(), now());
    insert into public.newsletter_issues (id, title_en, body_en, title_he, body_he)
    values ('${ISSUE}', 'Lisbon this week', 'Prices **rose**. [Read more](https://www.lusaproperty.com/en/articles)',
            'ליסבון השבוע', 'המחירים **עלו**.');`);
}

/** What admin_newsletter_send does: the snapshot, and the issue marked as sending. */
async function startSend() {
  await h.pglite.exec(`insert into public.newsletter_deliveries (issue_id, subscriber_id, language)
    select '${ISSUE}', id, language from public.newsletter_subscribers where confirmed_at is not null and unsubscribed_at is null;
    update public.newsletter_issues set status = 'sending' where id = '${ISSUE}';`);
}

const deliveries = async () =>
  (
    await h.pglite.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from public.newsletter_deliveries group by status order by status`,
    )
  ).rows.reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: row.n }), {});
const perAddress = () =>
  outbox.reduce<Record<string, number>>((all, m) => ({ ...all, [m.to]: (all[m.to] ?? 0) + 1 }), {});

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`delete from public.newsletter_issues; delete from public.newsletter_subscribers;`);
  outbox = [];
  fail = () => false;
});

describe('sending an issue', () => {
  it('sends every confirmed subscriber one message in their language, in batches, then marks the issue sent', async () => {
    await seed(3, 2);
    await startSend();
    const first = await run({ batchSize: 2, maxBatches: 1 });
    expect(first).toMatchObject({ sent: 2, issuesCompleted: 0 });
    const rest = await run({ batchSize: 2 });
    expect(rest).toMatchObject({ sent: 3, issuesCompleted: 1 });
    expect(Object.keys(perAddress()).sort()).toEqual([
      'en1@example.com',
      'en2@example.com',
      'en3@example.com',
      'he1@example.com',
      'he2@example.com',
    ]);
    expect(Object.values(perAddress()).every((n) => n === 1)).toBe(true);
    expect(outbox.find((m) => m.to === 'he1@example.com')).toMatchObject({
      subject: 'ליסבון השבוע',
      tag: 'newsletter-issue',
    });
    expect(outbox.find((m) => m.to === 'he1@example.com')?.html).toContain('dir="rtl"');
    expect(outbox.find((m) => m.to === 'en1@example.com')?.html).toContain('Prices <strong>rose</strong>.');
    const { rows } = await h.pglite.query<{ status: string; sent_at: unknown }>(
      `select status, sent_at from public.newsletter_issues`,
    );
    expect(rows[0]).toMatchObject({ status: 'sent' });
    expect(rows[0]!.sent_at).not.toBeNull();
  });

  it('sends a Portuguese subscriber the Portuguese issue, with the Portuguese way to leave', async () => {
    await seed(1, 0);
    await h.pglite
      .exec(`update public.newsletter_issues set title_pt = 'Lisboa esta semana', body_pt = 'As rendas **subiram**.';
      insert into public.newsletter_subscribers (email, consent_version, language, confirmed_at)
      values ('ana@example.pt', '2026-11-23', 'pt', now());`);
    await startSend();
    expect(await run()).toMatchObject({ sent: 2, issuesCompleted: 1 });
    const portuguese = outbox.find((m) => m.to === 'ana@example.pt');
    expect(portuguese).toMatchObject({ subject: 'Lisboa esta semana', tag: 'newsletter-issue' });
    expect(portuguese?.html).toContain('<html lang="pt-PT" dir="ltr">');
    expect(portuguese?.html).toContain('As rendas <strong>subiram</strong>.');
    expect(portuguese?.text).toMatch(/Para cancelar a subscrição: https:\/\/\S+\/pt\/newsletter\/unsubscribe\?token=/);
    expect(portuguese?.text).not.toContain('Lisbon this week');
    expect(outbox.find((m) => m.to === 'en1@example.com')?.subject).toBe('Lisbon this week');
  });

  it('never sends a Portuguese subscriber an issue without Portuguese: the snapshot is refused', async () => {
    await seed(1, 0);
    await h.pglite.exec(`insert into public.newsletter_subscribers (email, consent_version, language, confirmed_at)
      values ('ana@example.pt', '2026-11-23', 'pt', now());`);
    await expect(startSend()).rejects.toMatchObject({ code: '22023', message: 'issue_incomplete' });
    expect(await run()).toMatchObject({ sent: 0 });
    expect(outbox).toEqual([]);
  });

  it('never mails a pending (never confirmed) or a departed address', async () => {
    await seed(1, 1);
    await startSend();
    await run();
    expect(perAddress()['stranger@example.com']).toBeUndefined();
    expect(perAddress()['gone@example.com']).toBeUndefined();
  });

  it('gives each message a personal link and the RFC 8058 one-click headers, which work', async () => {
    await seed(1, 0);
    await startSend();
    await run();
    const [message] = outbox;
    const headers = message!.headers!;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http[^>]+\/functions\/v1\/newsletter-unsubscribe\?token=([^>]+))>, <mailto:[^>]+>$/.exec(
      headers['List-Unsubscribe']!,
    );
    expect(oneClick).not.toBeNull();
    const token = decodeURIComponent(oneClick![2]!);
    const { rows } = await h.pglite.query<{ id: string }>(
      `select id from public.newsletter_subscribers where email = 'en1@example.com'`,
    );
    expect(await verifyUnsubscribeToken(token, h.deps.config.newsletter.secret)).toBe(rows[0]!.id);
    expect(message!.text).toContain(`/en/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(message!.html).toContain(`/en/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

    // A mail program's one-click POST to that URL takes the subscriber off the list.
    const response = await newsletterUnsubscribeHandler(h.deps)(
      new Request(oneClick![1]!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    const left = await h.pglite.query(
      `select 1 from public.newsletter_subscribers where email = 'en1@example.com' and unsubscribe_source = 'one-click'`,
    );
    expect(left.rows).toHaveLength(1);
  });

  it('skips a subscriber who left after the snapshot', async () => {
    await seed(2, 0);
    await startSend();
    await h.pglite.exec(
      `update public.newsletter_subscribers set unsubscribed_at = now() where email = 'en2@example.com'`,
    );
    expect(await run()).toMatchObject({ sent: 1, skipped: 1, issuesCompleted: 1 });
    expect(perAddress()).toEqual({ 'en1@example.com': 1 });
    expect(await deliveries()).toEqual({ sent: 1, skipped: 1 });
  });

  it('resumes a send the provider failed part way, without mailing anyone twice', async () => {
    await seed(4, 0);
    await startSend();
    let calls = 0;
    fail = () => ++calls > 2; // the provider goes down after two messages
    expect(await run()).toMatchObject({ sent: 2, retrying: 2, issuesCompleted: 0 });
    fail = () => false;
    expect(await run()).toMatchObject({ sent: 2, issuesCompleted: 1 });
    expect(Object.keys(perAddress())).toHaveLength(4);
    expect(Object.values(perAddress()).every((n) => n === 1)).toBe(true);
  });

  it('resumes after a run died between claiming and marking: sent rows stay sent, the rest is retried with its idempotency key', async () => {
    await seed(3, 0);
    await startSend();
    // One delivered and marked, one claimed by a run that died an hour ago, one never reached.
    const of = (email: string) =>
      `subscriber_id = (select id from public.newsletter_subscribers where email = '${email}')`;
    await h.pglite.exec(`
      update public.newsletter_deliveries set status = 'sent', attempts = 1, sent_at = now()
        where ${of('en1@example.com')};
      update public.newsletter_deliveries set status = 'sending', attempts = 1, claimed_at = now() - interval '1 hour'
        where ${of('en2@example.com')};`);
    expect(await run()).toMatchObject({ sent: 2, issuesCompleted: 1 });
    expect(outbox.map((m) => m.to).sort()).toEqual(['en2@example.com', 'en3@example.com']);
    expect(outbox.every((m) => /^newsletter-delivery-\d+$/.test(m.idempotencyKey ?? ''))).toBe(true);
    // A fresh claim (a run still working) is left alone.
    await h.pglite.exec(`update public.newsletter_deliveries set status = 'sending', claimed_at = now()
      where ${of('en3@example.com')}`);
    expect(await run()).toMatchObject({ sent: 0 });
  });

  it('leaves a delivery failed after its attempts, and the issue completes', async () => {
    await seed(1, 0);
    await startSend();
    fail = () => true;
    await run();
    await run();
    expect(await run()).toMatchObject({ failed: 1, issuesCompleted: 1 });
    expect(await deliveries()).toEqual({ failed: 1 });
  });

  it('sends a test in each language to the staff address only, marked as a test and without a personal link', async () => {
    await seed(2, 1);
    await h.pglite.exec(`insert into public.newsletter_test_sends (issue_id, to_email, language)
      values ('${ISSUE}', 'ines@lusaproperty.local', 'en'), ('${ISSUE}', 'ines@lusaproperty.local', 'he')`);
    expect(await run()).toMatchObject({ tests: 2, sent: 0 });
    expect(outbox.map((m) => [m.to, m.subject])).toEqual([
      ['ines@lusaproperty.local', '[Test] Lisbon this week'],
      ['ines@lusaproperty.local', '[בדיקה] ליסבון השבוע'],
    ]);
    expect(outbox[0]!.headers).toBeUndefined();
    expect(outbox[0]!.text).toMatch(/\/en\/newsletter\/unsubscribe$/m);
    expect(await run()).toMatchObject({ tests: 0 });
  });
});

describe('the newsletter-send function', () => {
  it('runs only for the service key', async () => {
    const handler = newsletterSendHandler({ ...h.deps, mail }, 'service-key');
    const request = (key?: string) =>
      new Request('http://functions.test/', { method: 'POST', headers: key ? { Authorization: `Bearer ${key}` } : {} });
    expect((await handler(request())).status).toBe(401);
    expect((await handler(request('local-dev-anon-key'))).status).toBe(401);
    const ok = await handler(request('service-key'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ sent: 0, tests: 0 });
  });
});
