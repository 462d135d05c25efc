// A small local stand-in for the part of Supabase's HTTP API this app uses, so the unchanged
// supabase-js client works with no Docker and no account: edge functions (the production handlers),
// the REST calls on the exposed tables (run under the caller's role and claims, so row-level
// security decides), Storage, and Auth (password sign-in for staff, e-mailed links for owners). A
// development tool, not a product.
import { lookup } from 'node:dns/promises';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { FunctionConfig } from '../functions/_shared/config.ts';
import { isOriginAllowed } from '../functions/_shared/http.ts';
import type { Database } from '../functions/_shared/database.ts';
import { isLeadTable } from '../functions/_shared/domain/leads/lead-kinds.ts';
import { leadHandlersByFunction } from '../functions/_shared/handlers/lead-handlers.ts';
import { listingPhotoImportHandler, type PhotoImportDeps } from '../functions/_shared/handlers/listing-photo-import.ts';
import { listingPhotoSweepHandler } from '../functions/_shared/handlers/listing-photo-sweep.ts';
import { storageRemover } from '../functions/_shared/listing-photo-sweep.ts';
import { alertConfirmHandler } from '../functions/_shared/handlers/alert-confirm.ts';
import { alertManageHandler } from '../functions/_shared/handlers/alert-manage.ts';
import { alertSaveHandler } from '../functions/_shared/handlers/alert-save.ts';
import { alertSendHandler } from '../functions/_shared/handlers/alert-send.ts';
import { alertUnsubscribeHandler } from '../functions/_shared/handlers/alert-unsubscribe.ts';
import { exchangeRatesFetchHandler } from '../functions/_shared/handlers/exchange-rates-fetch.ts';
import { newsletterConfirmHandler } from '../functions/_shared/handlers/newsletter-confirm.ts';
import { newsletterSendHandler } from '../functions/_shared/handlers/newsletter-send.ts';
import { newsletterUnsubscribeHandler } from '../functions/_shared/handlers/newsletter-unsubscribe.ts';
import { ownerInviteHandler } from '../functions/_shared/handlers/owner-invite.ts';
import { ownerSignInLinkHandler } from '../functions/_shared/handlers/owner-sign-in-link.ts';
import { ownerStatementMailHandler } from '../functions/_shared/handlers/owner-statement-mail.ts';
import { createAuthAdmin } from '../functions/_shared/auth-admin.ts';
import type { HandlerDeps } from '../functions/_shared/lead-handler.ts';
import { createAuthApi, createAuthTokens, type AuthOptions, type LocalUser } from './auth-api.ts';
import { ANON_IDENTITY, type ApiRole, type RequestIdentity } from './identity.ts';
import { outboxPage, type Outbox } from './outbox.ts';
import { handleRestRequest, handleRpcRequest } from './rest-api.ts';
import { createStorageApi, memoryObjectStore, type ObjectStore } from './storage-api.ts';

export interface StandInOptions {
  db: Database;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  users: LocalUser[];
  functionConfig: FunctionConfig;
  /** For tests: the notification provider's fetch and the log. */
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** Work the functions leave running after their answers (EdgeRuntime.waitUntil's contract). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Catches every e-mail the functions send (when there is no mail provider key). */
  outbox?: Outbox;
  /**
   * Called after each successful RPC, before its answer goes back (the local backend runs the
   * newsletter sender on some, and keys new data-subject records before staff see them).
   */
  afterRpc?: (name: string) => void | Promise<void>;
  /** Where Storage keeps object bytes; in memory when not given. */
  objectStore?: ObjectStore;
  /** For tests: Auth's clock and sign-in link lifetime. */
  auth?: Pick<AuthOptions, 'now' | 'linkExpiresIn'>;
  /** For tests: the photo import's outside fetch and name resolution. */
  photoImport?: Pick<PhotoImportDeps, 'fetch' | 'resolveHost' | 'limits'>;
}

/** Every address a host name resolves to, as the edge function's Deno.resolveDns gives them. */
async function resolveHost(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true })).map((entry) => entry.address);
}

/** Hosts the stand-in answers /rest and /auth for: loopback only (no DNS rebinding). */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

export function createStandIn(options: StandInOptions): Hono<{ Bindings: HttpBindings }> {
  const deps: HandlerDeps = {
    db: options.db,
    config: options.functionConfig,
    fetch: options.fetch,
    log: options.log,
    waitUntil: options.waitUntil,
    mail: options.outbox?.send,
  };
  const allowedOrigins = options.functionConfig.allowedOrigins;
  const functions: Record<string, (request: Request) => Promise<Response>> = {
    ...leadHandlersByFunction(deps),
    'newsletter-confirm': newsletterConfirmHandler(deps),
    'newsletter-unsubscribe': newsletterUnsubscribeHandler(deps),
    'newsletter-send': newsletterSendHandler(deps, options.serviceRoleKey),
    'alert-save': alertSaveHandler(deps),
    'alert-confirm': alertConfirmHandler(deps),
    'alert-unsubscribe': alertUnsubscribeHandler(deps),
    'alert-manage': alertManageHandler(deps),
    'alert-send': alertSendHandler(deps, options.serviceRoleKey),
  };
  const tokens = createAuthTokens({ jwtSecret: options.jwtSecret });
  functions['listing-photo-import'] = listingPhotoImportHandler({
    allowedOrigins,
    // As Supabase Auth answers GET /auth/v1/user: the role of a valid token's user, else null.
    roleOf: async (token) => {
      const claims = await tokens.verify(token);
      if (!claims?.sub) return null;
      const role = (claims.app_metadata as { role?: unknown } | undefined)?.role;
      return typeof role === 'string' ? role : '';
    },
    resolveHost,
    ...options.photoImport,
  });
  // The sweep deletes through this stand-in's own Storage API, as the function does through Supabase's
  // (and the owners' functions reach its Auth API the same way).
  const viaStorageApi: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('host', '127.0.0.1');
    return Promise.resolve(app.fetch(request));
  };
  // The rates job reaches no network here: supabase/seed.sql holds a fixture of rates instead, so a
  // call answers 502 and stores nothing (docs/owner-tax-summary.md, "The local fixture").
  functions['exchange-rates-fetch'] = exchangeRatesFetchHandler(
    {
      db: options.db,
      fetch: () =>
        Promise.reject(new Error('the local backend fetches no ECB rates; supabase/seed.sql holds a fixture')),
      log: options.log ?? ((message) => console.log(message)),
    },
    options.serviceRoleKey,
  );
  // The owners' functions call Auth's admin API with the service-role key, here this stand-in's
  // own /auth/v1 (auth-api.ts), as on hosted Supabase they call the project's.
  const authAdmin = createAuthAdmin({
    url: 'http://127.0.0.1',
    serviceRoleKey: options.serviceRoleKey,
    fetch: viaStorageApi,
  });
  functions['owner-sign-in-link'] = ownerSignInLinkHandler({ ...deps, authAdmin });
  functions['owner-invite'] = ownerInviteHandler({ ...deps, authAdmin });
  functions['owner-statement-mail'] = ownerStatementMailHandler({ ...deps, authAdmin }, options.serviceRoleKey);
  functions['listing-photo-sweep'] = listingPhotoSweepHandler(
    options.db,
    storageRemover('http://127.0.0.1', options.serviceRoleKey, viaStorageApi),
    options.serviceRoleKey,
    options.log,
  );

  /** Who the caller is, from the Authorization header, as Supabase's gateway and PostgREST decide. */
  async function identify(authorization: string | undefined): Promise<RequestIdentity | null> {
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? options.anonKey;
    if (token === options.anonKey) return ANON_IDENTITY;
    if (token === options.serviceRoleKey) return { role: 'service_role', claims: { role: 'service_role' } };
    const claims = await tokens.verify(token);
    const role = claims?.role;
    if (!claims || (role !== 'anon' && role !== 'authenticated' && role !== 'service_role')) return null;
    return { role: role as ApiRole, claims: claims as Record<string, unknown> };
  }

  const app = new Hono<{ Bindings: HttpBindings }>();

  // Its keys are published defaults, so a web page the developer visits must not reach /rest or
  // /auth (to sign in as the local admin, say): only the site's own origins (ALLOWED_ORIGINS; the
  // local backend adds localhost and 127.0.0.1 on any port) and only under a loopback Host name,
  // which defeats DNS rebinding. Requests without an Origin (supabase-js in Node, curl) pass.
  for (const prefix of ['/rest/*', '/auth/*', '/storage/*', '/_local/*']) {
    app.use(prefix, async (c, next) => {
      const host = c.req.header('host') ?? '';
      const origin = c.req.header('origin') ?? null;
      if (!LOOPBACK_HOST.test(host)) return c.json({ message: `Host not allowed: ${host}` }, 403);
      if (origin !== null && !isOriginAllowed(origin, allowedOrigins)) {
        return c.json({ message: `Origin not allowed: ${origin}` }, 403);
      }
      await next();
    });
  }

  app.use(
    '/rest/*',
    cors({
      origin: (origin) => (isOriginAllowed(origin, allowedOrigins) ? origin : null),
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'prefer',
        'accept-profile',
        'content-profile',
        'range',
        'x-supabase-api-version',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['content-range', 'x-supabase-api-version'],
    }),
  );
  app.use(
    '/auth/*',
    cors({
      origin: (origin) => (isOriginAllowed(origin, allowedOrigins) ? origin : null),
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    }),
  );

  app.use(
    '/storage/*',
    cors({
      origin: (origin) => (isOriginAllowed(origin, allowedOrigins) ? origin : null),
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-upsert',
        'cache-control',
        'x-metadata',
        'x-supabase-api-version',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    }),
  );

  // Supabase's gateway refuses REST, Auth and Storage requests without a known API key (a public
  // bucket's object URLs excepted: pages load them as plain images; and a signed URL's download,
  // which its token authorises, as a link the browser opens).
  for (const prefix of ['/rest/*', '/auth/*', '/storage/*', '/_local/*']) {
    app.use(prefix, async (c, next) => {
      if (c.req.path.startsWith('/storage/v1/object/public/')) return next();
      if (['GET', 'HEAD'].includes(c.req.method) && c.req.path.startsWith('/storage/v1/object/sign/')) return next();
      const key = c.req.header('apikey') ?? c.req.query('apikey');
      if (key !== options.anonKey && key !== options.serviceRoleKey) {
        return c.json({ message: key ? 'Invalid API key' : 'No API key found in request' }, 401);
      }
      await next();
    });
  }

  app.get('/', (c) => c.json({ name: 'Local Supabase stand-in', functions: Object.keys(functions) }));

  app.all('/functions/v1/:name', async (c) => {
    const handler = functions[c.req.param('name')];
    if (!handler) return c.json({ error: 'Function not found' }, 404);
    // As the proxies in front of hosted functions do: Cloudflare replaces cf-connecting-ip with the
    // connecting address, a proxy appends it to X-Forwarded-For (after whatever the client wrote).
    const headers = new Headers(c.req.raw.headers);
    const remote = c.env?.incoming?.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${remote}` : remote);
    headers.set('cf-connecting-ip', remote);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    const request = new Request(c.req.url, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : null,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    return handler(request);
  });

  app.all('/rest/v1/rpc/:name', async (c) => {
    const identity = await identify(c.req.header('authorization'));
    if (!identity) {
      return c.json({ code: 'PGRST301', message: 'JWT could not be verified', details: null, hint: null }, 401);
    }
    const response = await handleRpcRequest(options.db, identity, c.req.raw, c.req.param('name'));
    if (response.ok) await options.afterRpc?.(c.req.param('name'));
    return response;
  });

  app.all('/rest/v1/:table', async (c) => {
    const identity = await identify(c.req.header('authorization'));
    if (!identity) {
      return c.json({ code: 'PGRST301', message: 'JWT could not be verified', details: null, hint: null }, 401);
    }
    return handleRestRequest(options.db, identity, c.req.raw, c.req.param('table'));
  });

  app.route(
    '/storage/v1',
    createStorageApi({
      db: options.db,
      store: options.objectStore ?? memoryObjectStore(),
      identify,
      signingSecret: options.jwtSecret,
    }),
  );

  app.route(
    '/auth/v1',
    createAuthApi({
      jwtSecret: options.jwtSecret,
      users: options.users,
      serviceRoleKey: options.serviceRoleKey,
      db: options.db,
      ...options.auth,
    }),
  );

  // Not part of Supabase: the e-mails the functions sent, as JSON (tests) and as a page (developers,
  // who open /_local/outbox/view?apikey=<service-role key>). They hold every token and lead, so the
  // anonymous key that every page carries does not open them.
  const serviceKeyOnly = (c: {
    req: { header(name: string): string | undefined; query(name: string): string | undefined };
  }) => (c.req.header('apikey') ?? c.req.query('apikey')) === options.serviceRoleKey;
  app.get('/_local/outbox', (c) =>
    serviceKeyOnly(c)
      ? c.json(options.outbox?.list(c.req.query('to')) ?? [])
      : c.json({ message: 'Service role key required' }, 403),
  );
  app.get('/_local/outbox/view', (c) =>
    serviceKeyOnly(c)
      ? c.html(outboxPage(options.outbox?.list(c.req.query('to')) ?? []))
      : c.json({ message: 'Service role key required' }, 403),
  );

  // Not part of Supabase: lets end-to-end tests and developers see stored leads (service key only).
  app.get('/_local/leads/:table', async (c) => {
    const table = c.req.param('table');
    if (c.req.header('apikey') !== options.serviceRoleKey) return c.json({ message: 'Service role key required' }, 403);
    if (!isLeadTable(table)) return c.json({ message: 'Unknown lead table' }, 404);
    const email = c.req.query('email');
    const rows = await options.db.query(
      `select * from public.${table} ${email ? 'where email = public.normalize_email($1)' : ''} order by created_at desc limit 100`,
      email ? [email] : [],
    );
    return c.json(rows);
  });

  return app;
}
