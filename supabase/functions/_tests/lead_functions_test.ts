// Deno test of the deployed entry points: each function's index.ts is loaded as the Supabase edge
// runtime loads it, against Postgres reached through postgres.js on FUNCTIONS_DB_URL (as in
// production). The Postgres here is PGlite behind pglite-socket, so no server is needed; the
// handlers' behaviour in depth is tested in tests/functions (Vitest).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const supabaseDir = new URL('../../', import.meta.url);

function assertEquals(actual: unknown, expected: unknown, message = '') {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${message} expected ${e}, got ${a}`);
}

async function startDatabase() {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  await db.exec(await Deno.readTextFile(new URL('local/bootstrap.sql', supabaseDir)));
  const migrations = [...Deno.readDirSync(new URL('migrations/', supabaseDir))]
    .map((entry) => entry.name)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of migrations) await db.exec(await Deno.readTextFile(new URL(`migrations/${name}`, supabaseDir)));
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await server.start();
  return { db, server, url: `postgres://postgres:postgres@${server.getServerConn()}/postgres` };
}

/**
 * Imports an entry (which calls Deno.serve(handler) at load) with Deno.serve redirected to a free
 * port, and returns that server's URL.
 */
async function serveEntry(name: string, query = ''): Promise<{ url: string; server: Deno.HttpServer }> {
  const realServe = Deno.serve;
  let server: Deno.HttpServer | undefined;
  let url = '';
  // deno-lint-ignore no-explicit-any
  (Deno as any).serve = (handler: Deno.ServeHandler) => {
    server = realServe({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler);
    url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
    return server;
  };
  try {
    await import(`../${name}/index.ts${query}`);
  } finally {
    // deno-lint-ignore no-explicit-any
    (Deno as any).serve = realServe;
  }
  if (!server) throw new Error(`${name}/index.ts did not call Deno.serve`);
  return { url, server };
}

const consent = { consent_version: '2026-11-23', source_page: '/en' };
const cases = [
  {
    name: 'newsletter-subscribe',
    table: 'newsletter_subscribers',
    valid: { email: 'deno@example.com', ...consent },
    invalid: { email: 'not-an-email', ...consent },
    // Staff are told once the address is confirmed (newsletter-confirm).
    notified: 'unconfirmed',
  },
  {
    name: 'contact-submit',
    table: 'contact_submissions',
    valid: { name: 'Dana', email: 'dana@example.com', message: 'Hello', agrees_to_terms: true, ...consent },
    invalid: { name: '', email: 'dana@example.com', agrees_to_terms: true, ...consent },
  },
  {
    name: 'investment-submit',
    table: 'investment_leads',
    valid: {
      name: 'Avi Cohen',
      email: 'avi@example.com',
      phone: '+972 50 123 4567',
      equity: 300_000,
      leverage: 50,
      mortgage_years: 25,
      property_type: 'apartment',
      agrees_to_terms: true,
      ...consent,
    },
    invalid: { name: 'Avi Cohen', email: 'avi@example.com', phone: '123', equity: 10, leverage: 90, ...consent },
  },
  {
    name: 'rental-template-download',
    table: 'template_downloads',
    valid: { fullName: 'Yossi', email: 'yossi@example.com', acceptTerms: true, acceptMarketing: false, ...consent },
    invalid: { fullName: 'Yossi', email: 'yossi@example.com', acceptTerms: false, ...consent },
  },
];

Deno.test(
  {
    name: 'each deployed function entry serves its handler on Postgres through FUNCTIONS_DB_URL',
    // The entries keep their postgres.js pools open for the life of the isolate, as in production.
    sanitizeResources: false,
    sanitizeOps: false,
  },
  async (t) => {
    const database = await startDatabase();
    Deno.env.set('SUPABASE_DB_URL', database.url);
    // The functions connect as the edge_functions role (README, "Deploying"); PGlite has one user.
    Deno.env.set('FUNCTIONS_DB_URL', database.url.replace('postgres:postgres@', 'edge_functions:edge_functions@'));
    Deno.env.set('ALLOWED_ORIGINS', 'https://site.test');
    Deno.env.set('RATE_LIMIT_MAX', '3');
    Deno.env.set('IP_HASH_SALT', 'deno-test-salt-of-at-least-32-characters');
    Deno.env.set('RESEND_API_KEY', 're_deno_test');
    Deno.env.set('NEWSLETTER_SECRET', 'deno-test-newsletter-secret-of-32-characters-or-more');
    const servers: Deno.HttpServer[] = [];
    const originalLog = console.log;
    const originalFetch = globalThis.fetch;
    console.log = () => {}; // the notification log lines
    // The e-mail provider answers from here; every other request goes out as usual.
    globalThis.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).startsWith('https://api.resend.com/')
        ? Promise.resolve(new Response('{"id":"deno"}', { status: 200 }))
        : originalFetch(input, init);
    try {
      await t.step('a deployed function refuses to start without its secrets, naming them', async () => {
        Deno.env.delete('IP_HASH_SALT');
        Deno.env.delete('RESEND_API_KEY');
        try {
          await serveEntry('contact-submit', '?missing-secrets');
          throw new Error('started without secrets');
        } catch (error) {
          const message = String(error);
          if (!message.includes('IP_HASH_SALT') || !message.includes('RESEND_API_KEY')) throw error;
        } finally {
          Deno.env.set('IP_HASH_SALT', 'deno-test-salt-of-at-least-32-characters');
          Deno.env.set('RESEND_API_KEY', 're_deno_test');
        }
      });

      for (const fn of cases) {
        await t.step(fn.name, async () => {
          const { url, server } = await serveEntry(fn.name);
          servers.push(server);
          const post = (body: unknown, address = '198.51.100.1') =>
            fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Origin: 'https://site.test', 'cf-connecting-ip': address },
              body: JSON.stringify(body),
            });

          const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: 'https://site.test' } });
          await preflight.body?.cancel();
          assertEquals(preflight.status, 204, 'preflight');
          assertEquals(preflight.headers.get('access-control-allow-origin'), 'https://site.test', 'preflight origin');

          const ok = await post(fn.valid);
          assertEquals([ok.status, await ok.json()], [200, { ok: true }], 'valid body');

          const bad = await post(fn.invalid);
          const badBody = await bad.json();
          assertEquals(bad.status, 400, 'invalid body');
          if (!String(badBody.error).startsWith('Invalid input')) throw new Error(`unexpected error ${badBody.error}`);

          const get = await fetch(url);
          await get.body?.cancel();
          assertEquals(get.status, 405, 'GET');

          // Two requests of this address so far: the third passes, the fourth is limited.
          await (await post(fn.invalid)).body?.cancel();
          const limited = await post(fn.valid);
          await limited.body?.cancel();
          assertEquals(limited.status, 429, 'rate limit');

          // The notification is sent after the answer: wait for it to be recorded.
          let rows: { n: number; status: string }[] = [];
          for (let attempt = 0; attempt < 50; attempt += 1) {
            ({ rows } = await database.db.query<{ n: number; status: string }>(
              `select count(*)::int as n, min(notification_status) as status from public.${fn.table}`,
            ));
            if (rows[0]?.status !== 'pending') break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          assertEquals(rows, [{ n: 1, status: 'notified' in fn ? fn.notified : 'sent' }], 'stored rows');
        });
      }
    } finally {
      console.log = originalLog;
      globalThis.fetch = originalFetch;
      for (const server of servers) await server.shutdown();
      await database.server.stop();
      await database.db.close();
    }
  },
);
