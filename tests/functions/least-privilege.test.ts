// @vitest-environment node
// Least privilege for the edge functions (security review L9, migration
// 20261202110000_edge_functions_role.sql): every function's work goes through when its SQL runs as
// the edge_functions role (each statement under `set local role`, as a connection for that role
// would run it), and that role cannot read or change what no function uses: the owners' and staff
// tables, the data-subject records, the consent history, auth and private schemas, nor write the
// listings.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAlerts } from '../../supabase/functions/_shared/alert-delivery';
import type { Database, SqlExecutor } from '../../supabase/functions/_shared/database';
import { alertConfirmHandler } from '../../supabase/functions/_shared/handlers/alert-confirm';
import { alertManageHandler } from '../../supabase/functions/_shared/handlers/alert-manage';
import { alertSaveHandler } from '../../supabase/functions/_shared/handlers/alert-save';
import { alertUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/alert-unsubscribe';
import { leadHandlersByFunction } from '../../supabase/functions/_shared/handlers/lead-handlers';
import { newsletterConfirmHandler } from '../../supabase/functions/_shared/handlers/newsletter-confirm';
import { newsletterUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-unsubscribe';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { sweepOrphanPhotos } from '../../supabase/functions/_shared/listing-photo-sweep';
import type { MailMessage } from '../../supabase/functions/_shared/mail';
import { sendNewsletter } from '../../supabase/functions/_shared/newsletter-delivery';
import { reportUnnotifiedLeads, retryNotifications } from '../../supabase/functions/_shared/notification-delivery';
import { functionsDatabaseUrl } from '../../supabase/functions/_shared/production-deps';
import { createHarness, INVESTMENT_LEAD, post, type Harness } from './function-harness';

vi.setConfig({ testTimeout: 60_000 });

const ROLE = 'edge_functions';

/** The Database interface with every statement run as `role`, as a connection for it would. */
function asRole(pglite: PGlite, role: string): Database {
  const run = (fn: (tx: SqlExecutor) => Promise<unknown>) =>
    pglite.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      return fn({ query: async (text, params = []) => (await tx.query(text, [...params])).rows as never });
    });
  return {
    query: <Row>(text: string, params: readonly unknown[] = []) =>
      run((tx) => tx.query<Row>(text, params)) as Promise<Row[]>,
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) => run(fn) as Promise<T>,
    close: () => pglite.close(),
  };
}

let h: Harness;
let deps: HandlerDeps;
let outbox: MailMessage[];
const mail = async (message: MailMessage) => {
  outbox.push(message);
  return { status: 'sent' as const };
};

beforeAll(async () => {
  h = await createHarness();
  deps = { ...h.deps, db: asRole(h.pglite, ROLE), mail };
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(() => {
  outbox = [];
});

const consent = { consent_version: '2026-11-23', source_page: '/en/contact' };
const tokenIn = (message: MailMessage) => /token=([A-Za-z0-9_.%-]+)/.exec(message.text)![1]!;

describe(`L9: the functions' work as ${ROLE}`, () => {
  it('L9: stores every kind of lead, notifies staff and runs the retry job', async () => {
    const leads = leadHandlersByFunction(deps);
    const bodies: Record<string, Record<string, unknown>> = {
      'contact-submit': {
        name: 'Dana Cohen',
        email: 'dana@example.com',
        message: 'Hi',
        agrees_to_terms: true,
        ...consent,
      },
      'investment-submit': { ...INVESTMENT_LEAD, ...consent },
      'rental-template-download': { fullName: 'Yossi Levi', email: 'yossi@example.com', acceptTerms: true, ...consent },
      'newsletter-subscribe': { email: 'reader@example.com', language: 'en', ...consent },
    };
    for (const [name, body] of Object.entries(bodies)) {
      const response = await leads[name as keyof typeof leads](post(body));
      expect(response.status, `${name}: ${await response.clone().text()}`).toBe(200);
    }
    await h.settle();
    await retryNotifications(deps.db, deps.config, { fetch, log: () => {}, mail });
    await reportUnnotifiedLeads(deps.db, deps.config, { fetch, log: () => {}, mail });
  });

  it('L9: confirms the newsletter, sends an issue and lets a subscriber leave', async () => {
    outbox = [];
    await leadHandlersByFunction(deps)['newsletter-subscribe'](
      post({ email: 'leaver@example.com', language: 'en', ...consent }),
    );
    await h.settle();
    const confirmed = await newsletterConfirmHandler(deps)(post({ token: tokenIn(outbox[0]!) }));
    expect(confirmed.status).toBe(200);
    await sendNewsletter(deps.db, deps.config, { fetch, log: () => {}, mail });
    const { rows } = await h.pglite.query<{ id: string }>(
      `select id from public.newsletter_subscribers where email = 'leaver@example.com'`,
    );
    const { unsubscribeToken } = await import('../../supabase/functions/_shared/domain/newsletter/tokens');
    const token = await unsubscribeToken(rows[0]!.id, deps.config.newsletter.secret);
    expect((await newsletterUnsubscribeHandler(deps)(post({ token }))).status).toBe(200);
  });

  it('L9: saves, confirms, manages, sends, asks and ends ad alerts, and sweeps photos', async () => {
    const save = await alertSaveHandler(deps)(
      post({
        email: 'alerts@example.com',
        language: 'en',
        frequency: 'instant',
        type: 'rent',
        location: 'Lisbon',
        agrees_to_marketing: true,
        ...consent,
      }),
    );
    expect(save.status).toBe(200);
    await h.settle();
    const confirm = await alertConfirmHandler(deps)(post({ token: tokenIn(outbox[0]!) }));
    const { manage } = (await confirm.json()) as { manage: string };
    const act = async (body: Record<string, unknown>) =>
      (await alertManageHandler(deps)(post({ token: manage, ...body }))).json() as Promise<{
        alerts: { id: string }[];
      }>;
    const [alert] = (await act({ action: 'list' })).alerts;
    for (const action of ['pause', 'resume', 'keep']) await act({ action, id: alert!.id });
    await act({ action: 'frequency', id: alert!.id, frequency: 'instant' });
    await h.pglite.query(
      `insert into public.fb_listings (type, title, price, location, bedrooms) values ('rent', 'T2', 900, 'Lisbon', 2)`,
    );
    // A data-subject record for the run to key (subject-hash.ts).
    await h.pglite.query(
      `insert into public.data_subject_requests (kind, email_hash, rows_per_table, total)
       values ('access', repeat('a', 64), '{}', 0)`,
    );
    outbox = [];
    expect(
      await sendAlerts(deps.db, deps.config, { fetch, log: () => {}, mail }, ['instant', 'housekeeping']),
    ).toMatchObject({
      sent: 1,
    });
    const keyed = await h.pglite.query(`select hash_keyed from public.data_subject_requests`);
    expect(keyed.rows).toEqual([{ hash_keyed: true }]);
    // Over the cap: the notice and its manage link.
    await h.pglite.query(
      `insert into public.ad_alerts (email, language, frequency, max_price, status, consent_version, consent_marketing,
         confirmed_at) select 'alerts@example.com', 'en', 'daily', i, 'confirmed', '2026-11-23', true, now()
       from generate_series(1, 9) i`,
    );
    expect(
      (
        await alertSaveHandler(deps)(
          post({
            email: 'alerts@example.com',
            language: 'en',
            frequency: 'weekly',
            agrees_to_marketing: true,
            ...consent,
          }),
        )
      ).status,
    ).toBe(200);
    const leave = await alertUnsubscribeHandler(deps)(
      post({ token: /leave=([^&\s]+)/.exec(outbox[0]!.text)![1]!.replace(/%2E/gi, '.') }),
    );
    expect(leave.status).toBe(200);
    expect((await act({ action: 'delete', id: alert!.id })).alerts).toHaveLength(9);
    expect(await sweepOrphanPhotos(deps.db, async (paths) => paths.length)).toEqual({ found: 0, deleted: 0 });
  });
});

describe(`L9: what ${ROLE} cannot reach`, () => {
  it.each([
    'select * from public.owners',
    'select * from public.owner_properties',
    'select * from public.ledger_entries',
    'select * from public.data_subject_requests',
    'select * from public.lead_events',
    'select * from public.newsletter_consent_events',
    'select * from public.job_runs',
    'select * from private.settings',
    'select * from storage.buckets',
    `update public.fb_listings set title = 'x'`,
    `delete from public.contact_submissions`,
    `delete from public.newsletter_subscribers`,
    `insert into public.newsletter_issues (title_en) values ('x')`,
    `select public.admin_subject_erase('dana@example.com')`,
    `alter table public.ad_alerts disable row level security`,
    'create table public.mine (id int)',
  ])('L9: refuses %s', async (sql) => {
    await expect(
      h.pglite.transaction(async (tx) => {
        await tx.exec(`set local role ${ROLE}`);
        await tx.query(sql);
      }),
    ).rejects.toThrow(/permission denied|must be owner|not allowed|does not exist/);
  });

  it('L9: a function refuses to start without FUNCTIONS_DB_URL, or with the owner in it', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    const supabase = { SUPABASE_DB_URL: 'postgresql://postgres:secret@db.example.supabase.co:5432/postgres' };
    expect(() => functionsDatabaseUrl(env(supabase))).toThrow(/FUNCTIONS_DB_URL is not set/);
    expect(() => functionsDatabaseUrl(env({ FUNCTIONS_DB_URL: supabase.SUPABASE_DB_URL }))).toThrow(
      /must connect as edge_functions/,
    );
    const pooled = 'postgresql://edge_functions.abcdefghij:pw@aws-0-eu-west-1.pooler.supabase.com:6543/postgres';
    expect(functionsDatabaseUrl(env({ FUNCTIONS_DB_URL: pooled }))).toBe(pooled);
  });
});
