// @vitest-environment node
// Ad alerts through their edge functions (docs/ad-alerts.md): saving with the same answer whatever
// the address's state and nothing stored for bad input, confirming with a single-use link, the
// matches of a published listing mailed once in the alert's language with one-click leaving,
// nothing for a withdrawn listing or an alert ended after the match, resuming without a double,
// and managing (frequency, pause, delete) through the signed link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueManageLink, sendAlerts } from '../../supabase/functions/_shared/alert-delivery';
import { alertConfirmHandler } from '../../supabase/functions/_shared/handlers/alert-confirm';
import { alertManageHandler } from '../../supabase/functions/_shared/handlers/alert-manage';
import { alertSaveHandler } from '../../supabase/functions/_shared/handlers/alert-save';
import { alertUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/alert-unsubscribe';
import type { MailMessage, MailOutcome } from '../../supabase/functions/_shared/mail';
import { createHarness, post, type Harness } from './function-harness';

let h: Harness;
let outbox: MailMessage[];
let fail = false;
const mail = async (message: MailMessage): Promise<MailOutcome> => {
  if (fail) return { status: 'failed', error: 'provider down' };
  outbox.push(message);
  return { status: 'sent' };
};
const handlers = () => ({
  save: alertSaveHandler({ ...h.deps, mail }),
  confirm: alertConfirmHandler(h.deps),
  unsubscribe: alertUnsubscribeHandler(h.deps),
  manage: alertManageHandler(h.deps),
});
const send = () =>
  sendAlerts(h.deps.db, h.deps.config, { fetch, log: () => {}, mail }, ['instant'], { retryAfterSeconds: 0 });

const ALERT = {
  email: 'Dana@Example.com ',
  language: 'en',
  frequency: 'instant',
  type: 'rent',
  minPrice: null,
  maxPrice: 1500,
  location: 'Lisboa',
  bedrooms: 2,
  agrees_to_marketing: true,
  consent_version: '2026-11-23',
  source_page: '/en/real-estate-ads',
};

async function save(body: Record<string, unknown> = {}) {
  const response = await handlers().save(post({ ...ALERT, ...body }));
  await h.settle();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = (message: MailMessage) => /token=([A-Za-z0-9_-]{43})/.exec(message.text)![1]!;

async function saveAndConfirm(body: Record<string, unknown> = {}) {
  outbox = [];
  await save(body);
  const response = await handlers().confirm(post({ token: tokenOf(outbox[0]!) }));
  expect(response.status).toBe(200);
  outbox = [];
  return (await response.json()) as { manage: string };
}

async function publish(listing: Record<string, unknown>) {
  const { rows } = await h.pglite.query<{ id: string }>(
    `insert into public.fb_listings (type, title, price, location, bedrooms, size_m2, thumbnail_url)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      listing.type ?? 'rent',
      listing.title ?? 'Bright T2',
      listing.price ?? 1200,
      listing.location ?? 'Lisbon, Alfama',
      listing.bedrooms ?? 2,
      listing.size_m2 ?? 70,
      'http://127.0.0.1:54321/storage/v1/object/public/listing-photos/form/t2-400.webp',
    ],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  outbox = [];
  fail = false;
  await h.pglite.exec(
    `delete from public.ad_alerts; delete from public.fb_listings; delete from public.function_rate_limits;`,
  );
});

describe('saving', () => {
  it('stores a pending alert and mails a confirmation link in the page language', async () => {
    expect(await save({ language: 'he' })).toEqual({ status: 200, body: { ok: true } });
    const { rows } = await h.pglite.query(
      `select email, status, type, max_price, location, place_term from public.ad_alerts`,
    );
    expect(rows).toEqual([
      {
        email: 'dana@example.com',
        status: 'pending',
        type: 'rent',
        max_price: 1500,
        location: 'Lisboa',
        place_term: 'lisbon',
      },
    ]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe('אשרו את התראת המודעות שלכם');
    expect(outbox[0]!.text).toContain('/he/alerts/confirm?token=');
    expect(outbox[0]!.text).toContain('להשכרה, עד \u2066€1,500\u2069, 2 חדרי שינה, Lisboa');
    expect(outbox[0]!.html).toContain('dir="rtl"');
  });

  it('mails the confirmation of an alert saved on a Portuguese page in Portuguese', async () => {
    expect(await save({ language: 'pt', source_page: '/pt/real-estate-ads' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await h.pglite.query(`select language from public.ad_alerts`)).rows).toEqual([{ language: 'pt' }]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe('Confirme o seu alerta de anúncios');
    expect(outbox[0]!.text).toContain('/pt/alerts/confirm?token=');
    expect(outbox[0]!.text).toContain('Arrendamento, até 1\u00a0500\u00a0€, 2 quartos, Lisboa');
    expect(outbox[0]!.html).toContain('<html lang="pt-PT" dir="ltr">');
  });

  it('answers the same for an address with a confirmed alert and does not store the same alert twice', async () => {
    await saveAndConfirm();
    expect(await save()).toEqual({ status: 200, body: { ok: true } });
    expect(outbox).toHaveLength(0);
    expect(await h.count('ad_alerts')).toBe(1);
    expect(await save({ frequency: 'daily' })).toEqual({ status: 200, body: { ok: true } });
    expect(await h.count('ad_alerts')).toBe(2);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ minPrice: 2000, maxPrice: 1000 }, 'minPrice'],
    [{ maxPrice: 10_100 }, 'minPrice'],
    [{ minPrice: -1 }, 'minPrice'],
    [{ location: 'x'.repeat(101) }, 'location'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ bedrooms: 9 }, 'bedrooms'],
    [{ agrees_to_marketing: false }, 'agrees_to_marketing'],
  ])('refuses %j and stores nothing', async (body, field) => {
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields as object)).toContain(field);
    expect(await h.count('ad_alerts')).toBe(0);
    expect(outbox).toHaveLength(0);
  });

  it('keeps at most 3 alerts of an address waiting for confirmation, answering the fourth alike', async () => {
    for (let n = 1; n <= 4; n += 1)
      expect(await save({ maxPrice: n * 100 })).toEqual({ status: 200, body: { ok: true } });
    expect(await h.count('ad_alerts')).toBe(3);
    expect(outbox).toHaveLength(3);
  });
});

describe('confirming', () => {
  it('confirms once; the link then reports that it was used', async () => {
    await save();
    const token = tokenOf(outbox[0]!);
    const first = await handlers().confirm(post({ token }));
    expect(first.status).toBe(200);
    const again = await handlers().confirm(post({ token }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'token_used' });
    const { rows } = await h.pglite.query(`select status from public.ad_alerts`);
    expect(rows).toEqual([{ status: 'confirmed' }]);
  });

  it('refuses an altered token and an expired one', async () => {
    await save();
    const token = tokenOf(outbox[0]!);
    const altered = await handlers().confirm(
      post({ token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }),
    );
    expect(await altered.json()).toMatchObject({ code: 'token_invalid' });
    await h.pglite.exec(`update public.ad_alerts set confirmation_expires_at = now() - interval '1 minute'`);
    const expired = await handlers().confirm(post({ token }));
    expect(await expired.json()).toMatchObject({ code: 'token_expired' });
  });
});

describe('sending', () => {
  it('mails only the matching listing, once, with its link, the leave link and the one-click headers', async () => {
    await saveAndConfirm();
    const match = await publish({ title: 'Alfama T2', location: 'Lisbon, Alfama' });
    await publish({ title: 'Porto T2', location: 'Porto' });
    await publish({ title: 'Too dear', price: 2000 });
    expect(await send()).toMatchObject({ sent: 1 });
    expect(outbox).toHaveLength(1);
    const message = outbox[0]!;
    expect(message.to).toBe('dana@example.com');
    expect(message.text).toContain('Alfama T2');
    expect(message.text).not.toContain('Porto T2');
    expect(message.text).not.toContain('Too dear');
    expect(message.text).toContain(`/en/real-estate-ads?ad=${match}`);
    expect(message.text).toContain('For rent · €1,200 / month · Lisbon, Alfama · 2 bedrooms · 70 m²');
    expect(message.html).toContain(
      'src="http://127.0.0.1:54321/storage/v1/object/public/listing-photos/form/t2-400.webp"',
    );
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message.idempotencyKey).toMatch(/^ad-alert-digest-\d+$/);
    // A second run, and the listing edited, send nothing more.
    await h.pglite.query(`update public.fb_listings set price = 1100 where id = $1`, [match]);
    expect(await send()).toMatchObject({ sent: 0 });
    expect(outbox).toHaveLength(1);
  });

  it('leaves out a listing withdrawn before the e-mail goes, and sends nothing when none is left', async () => {
    await saveAndConfirm();
    const gone = await publish({ title: 'Withdrawn' });
    await h.pglite.query(`delete from public.fb_listings where id = $1`, [gone]);
    expect(await send()).toMatchObject({ sent: 0 });
    expect(outbox).toHaveLength(0);
  });

  it('sends nothing to an alert ended by one click after the match', async () => {
    await saveAndConfirm();
    await publish({});
    expect(await send()).toMatchObject({ sent: 1 });
    const header = outbox[0]!.headers!['List-Unsubscribe']!;
    const url = /<(http[^>]+alert-unsubscribe[^>]+)>/.exec(header)![1]!;
    await publish({ title: 'Second' });
    const oneClick = await handlers().unsubscribe(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '2001:db8::99' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    outbox = [];
    expect(await send()).toMatchObject({ sent: 0 });
    expect(outbox).toHaveLength(0);
    const { rows } = await h.pglite.query(`select status, end_reason from public.ad_alerts`);
    expect(rows).toEqual([{ status: 'ended', end_reason: 'one-click' }]);
  });

  it('retries a failed send under the same idempotency key and never sends a digest twice', async () => {
    await saveAndConfirm();
    await publish({});
    fail = true;
    expect(await send()).toMatchObject({ sent: 0, retrying: 1 });
    fail = false;
    expect(await send()).toMatchObject({ sent: 1 });
    expect(await send()).toMatchObject({ sent: 0 });
    expect(outbox).toHaveLength(1);
  });

  it('resumes a digest left claimed by a run that died, under the same key', async () => {
    await saveAndConfirm();
    await publish({});
    await h.pglite.query(`select public.ad_alerts_plan('instant')`);
    await h.pglite.exec(`update public.ad_alert_digests set status = 'sending', attempts = 1,
      claimed_at = now() - interval '11 minutes'`);
    const [{ id }] = (await h.pglite.query<{ id: number }>(`select id from public.ad_alert_digests`)).rows as [
      { id: number },
    ];
    expect(await send()).toMatchObject({ sent: 1 });
    expect(outbox.map((m) => m.idempotencyKey)).toEqual([`ad-alert-digest-${id}`]);
  });

  it('sends a daily alert at 08:00 Lisbon time, once a day, and a weekly one on Monday', async () => {
    await saveAndConfirm({ frequency: 'daily' });
    await publish({});
    const at = (iso: string) =>
      sendAlerts(h.deps.db, h.deps.config, { fetch, log: () => {}, mail }, ['daily', 'weekly'], { now: new Date(iso) });
    expect(await at('2026-11-28T07:59:00Z')).toMatchObject({ sent: 0 });
    expect(await at('2026-11-28T08:00:00Z')).toMatchObject({ sent: 1 });
    await publish({ title: 'Later that day' });
    expect(await at('2026-11-28T15:00:00Z')).toMatchObject({ sent: 0 });
    expect(await at('2026-11-29T08:10:00Z')).toMatchObject({ sent: 1 });
    expect(outbox.map((m) => m.subject)).toEqual([
      'A new ad: Rent, up to €1,500, 2 bedrooms, Lisboa',
      'A new ad: Rent, up to €1,500, 2 bedrooms, Lisboa',
    ]);
  });
});

describe('managing', () => {
  it('lists, changes the frequency, pauses and deletes through the signed link', async () => {
    const { manage } = await saveAndConfirm();
    const call = async (body: Record<string, unknown>) => {
      const response = await handlers().manage(post({ token: manage, ...body }));
      return { status: response.status, body: (await response.json()) as { alerts: { id: string }[] } };
    };
    const listed = await call({ action: 'list' });
    expect(listed.body.alerts).toHaveLength(1);
    const id = listed.body.alerts[0]!.id;
    expect((await call({ action: 'frequency', id, frequency: 'weekly' })).body.alerts[0]).toMatchObject({
      frequency: 'weekly',
    });
    expect((await call({ action: 'pause', id })).body.alerts[0]).toMatchObject({ status: 'paused' });
    await publish({});
    expect(await h.count('ad_alert_matches')).toBe(0);
    expect((await call({ action: 'delete', id })).body.alerts).toEqual([]);
    expect(await h.count('ad_alerts')).toBe(0);
  });

  it('refuses an altered link and changes nothing of another address', async () => {
    await saveAndConfirm();
    const other = await issueManageLink(h.deps.db, 'someone@else.com', 'confirm');
    const { rows } = await h.pglite.query<{ id: string }>(`select id from public.ad_alerts`);
    const response = await handlers().manage(post({ token: other, action: 'delete', id: rows[0]!.id }));
    expect(await response.json()).toEqual({ ok: true, alerts: [] });
    expect(await h.count('ad_alerts')).toBe(1);
    const altered = await handlers().manage(post({ token: `${other.slice(0, -2)}xx`, action: 'list' }));
    expect(altered.status).toBe(400);
  });
});
