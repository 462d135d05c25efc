// @vitest-environment node
// A seeded fuzz over every public function, as the second security review sent it (security review
// N3, I4; docs/security-review.md): random JSON built from each function's field names, malformed
// bodies (a BOM, invalid UTF-8, deep nesting, truncated JSON, form and multipart bodies), eight
// content types, odd methods and origins, malformed `?token=` values, and bad Authorization headers
// for the guarded ones. Whatever comes in, no function answers 500; the only 5xx allowed are the
// answers about an outside site: the photo import's "unreachable" (502) and "timeout" (504), and
// the exchange-rate job's "the ECB did not answer" (502). FUZZ_RUNS sets the number of requests per
// function (150 by default, about 2,850 in all; the review sent 15 to 160 per function).
import fc from 'fast-check';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertConfirmHandler } from '../../supabase/functions/_shared/handlers/alert-confirm';
import { alertManageHandler } from '../../supabase/functions/_shared/handlers/alert-manage';
import { alertSaveHandler } from '../../supabase/functions/_shared/handlers/alert-save';
import { alertSendHandler } from '../../supabase/functions/_shared/handlers/alert-send';
import { alertUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/alert-unsubscribe';
import { exchangeRatesFetchHandler } from '../../supabase/functions/_shared/handlers/exchange-rates-fetch';
import { leadHandlersByFunction } from '../../supabase/functions/_shared/handlers/lead-handlers';
import { listingPhotoImportHandler } from '../../supabase/functions/_shared/handlers/listing-photo-import';
import { listingPhotoSweepHandler } from '../../supabase/functions/_shared/handlers/listing-photo-sweep';
import { newsletterConfirmHandler } from '../../supabase/functions/_shared/handlers/newsletter-confirm';
import { newsletterSendHandler } from '../../supabase/functions/_shared/handlers/newsletter-send';
import { newsletterUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-unsubscribe';
import { notificationRetryHandler } from '../../supabase/functions/_shared/handlers/notification-retry';
import { ownerInviteHandler } from '../../supabase/functions/_shared/handlers/owner-invite';
import { ownerSignInLinkHandler } from '../../supabase/functions/_shared/handlers/owner-sign-in-link';
import { ownerStatementMailHandler } from '../../supabase/functions/_shared/handlers/owner-statement-mail';
import type { AuthAdmin } from '../../supabase/functions/_shared/auth-admin';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { createHarness, SITE_ORIGIN, type Harness } from './function-harness';

const RUNS = Number(process.env.FUZZ_RUNS || 150);
const SEED = 20261128;
const SERVICE_KEY = 'service-role-key-of-the-fuzz-run-0123456789';
const ADMIN_TOKEN = 'admin-session-token';
const FUNCTIONS_DIR = path.resolve(__dirname, '../../supabase/functions');

type Handler = (request: Request) => Promise<Response>;
interface Target {
  fields: string[];
  /** A valid body: the one-field fuzz changes one of its fields (the review's 500s came from there). */
  valid?: Record<string, unknown>;
  /** Takes the service-role key (a job) or a session (the photo import). */
  guard?: 'key' | 'session';
}

const consent = { consent_version: '2026-11-23', source_page: '/en/contact' };

/** Every function the project deploys, with the fields its body may carry. */
const TARGETS: Record<string, Target> = {
  'contact-submit': {
    fields: ['name', 'email', 'phone', 'subject', 'message', 'service', 'agrees_to_terms', 'agrees_to_marketing'],
    valid: { name: 'Dana Cohen', email: 'dana@example.com', message: 'Hello', agrees_to_terms: true, ...consent },
  },
  'investment-submit': {
    fields: ['name', 'email', 'phone', 'equity', 'leverage', 'mortgage_years', 'property_type', 'agrees_to_terms'],
  },
  'rental-template-download': { fields: ['fullName', 'email', 'acceptTerms', 'acceptMarketing'] },
  'newsletter-subscribe': {
    fields: ['email', 'language'],
    valid: { email: 'dana@example.com', language: 'en', ...consent },
  },
  'newsletter-confirm': { fields: ['token'] },
  'newsletter-unsubscribe': { fields: ['token', 'email', 'language', 'List-Unsubscribe'] },
  'alert-save': {
    fields: ['email', 'language', 'frequency', 'type', 'minPrice', 'maxPrice', 'location', 'bedrooms'],
    valid: {
      email: 'dana@example.com',
      language: 'en',
      frequency: 'daily',
      type: 'rent',
      minPrice: null,
      maxPrice: 1500,
      location: 'Lisbon',
      bedrooms: 2,
      agrees_to_marketing: true,
      ...consent,
    },
  },
  'alert-confirm': { fields: ['token'] },
  'alert-unsubscribe': { fields: ['token', 'List-Unsubscribe'] },
  'alert-manage': {
    fields: ['token', 'action', 'id', 'frequency'],
    valid: {
      token: 'A'.repeat(43),
      action: 'frequency',
      id: '00000000-0000-4000-8000-000000000001',
      frequency: 'daily',
    },
  },
  'alert-send': { fields: ['frequency'], guard: 'key' },
  'newsletter-send': { fields: [], guard: 'key' },
  'notification-retry': { fields: [], guard: 'key' },
  'listing-photo-sweep': { fields: [], guard: 'key' },
  'exchange-rates-fetch': { fields: ['history'], guard: 'key' },
  'listing-photo-import': { fields: ['url'], guard: 'session' },
  'owner-sign-in-link': { fields: ['email', 'lang'], valid: { email: 'owner@example.com', lang: 'en' } },
  'owner-invite': { fields: ['owner_id'], guard: 'session' },
  'owner-statement-mail': { fields: [], guard: 'key' },
};
const COMMON_FIELDS = ['consent_version', 'source_page', 'website', '__proto__', 'constructor', 'id', 'status'];

let h: Harness;
let handlers: Record<string, Handler>;

/** Supabase Auth's admin API as the owners' functions see it: one admin session, no other user. */
const authAdmin: AuthAdmin = {
  createUser: async () => null,
  userById: async () => null,
  updateAppMetadata: async () => {
    throw new Error('no such user');
  },
  magicLink: async () => {
    throw new Error('no such user');
  },
  userOfToken: async (token) =>
    token === ADMIN_TOKEN
      ? {
          id: '00000000-0000-4000-8000-000000000002',
          email: 'ines@example.com',
          app_metadata: { role: 'admin' },
          user_metadata: {},
        }
      : null,
  deleteUser: async () => false,
};

beforeAll(async () => {
  h = await createHarness();
  // Nothing leaves the process: no mail provider, no outside site, no Storage.
  const offline = (async () => {
    throw new TypeError('offline');
  }) as typeof fetch;
  const deps: HandlerDeps = { ...h.deps, fetch: offline, mail: async () => ({ status: 'sent' }) };
  handlers = {
    ...leadHandlersByFunction(deps),
    'newsletter-confirm': newsletterConfirmHandler(deps),
    'newsletter-unsubscribe': newsletterUnsubscribeHandler(deps),
    'newsletter-send': newsletterSendHandler(deps, SERVICE_KEY),
    'alert-save': alertSaveHandler(deps),
    'alert-confirm': alertConfirmHandler(deps),
    'alert-unsubscribe': alertUnsubscribeHandler(deps),
    'alert-manage': alertManageHandler(deps),
    'alert-send': alertSendHandler(deps, SERVICE_KEY),
    'notification-retry': notificationRetryHandler(deps, SERVICE_KEY),
    'listing-photo-sweep': listingPhotoSweepHandler(
      h.deps.db,
      async () => 0,
      SERVICE_KEY,
      () => {},
    ),
    'exchange-rates-fetch': exchangeRatesFetchHandler({ db: h.deps.db, fetch: offline, log: () => {} }, SERVICE_KEY),
    'owner-sign-in-link': ownerSignInLinkHandler({ ...deps, authAdmin }),
    'owner-invite': ownerInviteHandler({ ...deps, authAdmin }),
    'owner-statement-mail': ownerStatementMailHandler({ ...deps, authAdmin }, SERVICE_KEY),
    'listing-photo-import': listingPhotoImportHandler({
      allowedOrigins: h.deps.config.allowedOrigins,
      roleOf: async (token) => (token === ADMIN_TOKEN ? 'admin' : token === 'staff' ? '' : null),
      resolveHost: async () => ['157.240.1.35'],
      fetch: offline,
    }),
  };
}, 60_000);
afterAll(async () => {
  await h.pglite.close();
});

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b@example.com',
  '\u202egnp.exe',
  '\ud800',
  '\u0085\u009b',
  '<script>alert(1)</script>',
  'x1<victim@corp.example>',
  'dana@example.com',
  'rt.jose\u0301.x@example.com',
  '1999-01-01',
  '2026-11-23',
  '//evil.example/%0d%0a',
  '/en/contact',
  'instant',
  'hourly',
  'list',
  'delete',
  'rent',
  'One-Click',
  'https://169.254.169.254/latest',
  'https://photos.example-cdn.net/a.jpg',
  '00000000-0000-4000-8000-000000000001',
  'A'.repeat(43),
  `00000000-0000-4000-8000-000000000001.${'A'.repeat(43)}`,
  'x'.repeat(5000),
  '%E0%A4%A',
  '__proto__',
];

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1, 0.5, 2 ** 53, Number.NaN, 10_001, 5) },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A JSON object from the function's field names (and some that every body may try). */
const jsonBody = (fields: string[]) =>
  fc
    .uniqueArray(fc.constantFrom(...fields, ...COMMON_FIELDS), { maxLength: fields.length + 3 })
    .chain((keys) => fc.tuple(...keys.map((key) => value.map((v) => [key, v] as const))))
    .map((entries) => JSON.stringify(Object.fromEntries(entries)));

/** A valid body with one field changed, left out, or added. */
const oneField = (valid: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid), ...COMMON_FIELDS), fc.oneof(value, fc.constant(undefined)))
    .map(([key, v]) => JSON.stringify({ ...valid, [key]: v }));

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const rawBody: fc.Arbitrary<string | Uint8Array> = fc.constantFrom<string | Uint8Array>(
  '',
  '\ufeff{"email":"dana@example.com"}',
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  deep(10_000),
  '{"email":',
  'null',
  '[]',
  '"string"',
  '12',
  'NaN',
  '{"a":1,"a":2}',
  'List-Unsubscribe=One-Click',
  'email=dana%40example.com&token=%E0%A4%A&&=',
  '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
  '--x\r\nbroken',
  'x'.repeat(20_000),
);

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  '',
  undefined,
];
const METHODS = ['GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'];
/** Mostly what a browser sends (a JSON POST), so most requests reach the handler behind the pipeline. */
const usually = <T>(common: T, rare: readonly T[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(common) }, { weight: 1, arbitrary: fc.constantFrom(...rare) });
const QUERIES = [
  '',
  '',
  '?token=%E0%A4%A',
  `?token=${'x'.repeat(5000)}`,
  '?token=a&token=b&token=c',
  `?token=00000000-0000-4000-8000-000000000001.${'A'.repeat(43)}`,
  '?token=',
];
const AUTHORIZATIONS = [
  undefined,
  '',
  'Bearer ',
  'Bearer anon-key',
  `Bearer ${SERVICE_KEY.slice(0, -1)}`,
  `Bearer ${SERVICE_KEY}`,
  `Bearer ${ADMIN_TOKEN}`,
  'Bearer staff',
  'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'x'.repeat(3000)}`,
];
const ORIGINS = [SITE_ORIGIN, 'https://evil.example', 'null', undefined];

function request(
  name: string,
  parts: {
    method: string;
    query: string;
    type?: string;
    body: string | Uint8Array;
    auth?: string;
    origin?: string;
    ip: number;
  },
): Request {
  // A new client address (a /64 of its own) every 9 requests, as the review's fuzzer did.
  const headers: Record<string, string> = { 'cf-connecting-ip': `2001:db8:${parts.ip.toString(16)}::1` };
  if (parts.type !== undefined) headers['content-type'] = parts.type;
  if (parts.auth !== undefined) headers.authorization = parts.auth;
  if (parts.origin !== undefined) headers.origin = parts.origin;
  const withBody = parts.method !== 'GET' && parts.method !== 'HEAD';
  return new Request(`http://functions.test/${name}${parts.query}`, {
    method: parts.method,
    headers,
    body: withBody ? (parts.body as BodyInit) : undefined,
  });
}

describe('N3, I4: a seeded fuzz over every public function', () => {
  it('covers every function the project deploys', () => {
    const deployed = readdirSync(FUNCTIONS_DIR).filter(
      (name) => !name.startsWith('_') && statSync(path.join(FUNCTIONS_DIR, name)).isDirectory(),
    );
    expect(deployed.filter((name) => !(name in TARGETS))).toEqual([]);
  });

  for (const [name, target] of Object.entries(TARGETS)) {
    it(`N3: ${name} answers no 500 to ${RUNS} generated requests`, async () => {
      const statuses = new Map<number, number>();
      let ip = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: usually('POST', METHODS),
            query: fc.constantFrom(...QUERIES),
            type: usually<string | undefined>('application/json', CONTENT_TYPES),
            body: target.valid
              ? fc.oneof(
                  { weight: 3, arbitrary: jsonBody(target.fields) },
                  { weight: 3, arbitrary: oneField(target.valid) },
                  { weight: 2, arbitrary: rawBody },
                )
              : fc.oneof({ weight: 3, arbitrary: jsonBody(target.fields) }, { weight: 2, arbitrary: rawBody }),
            auth: target.guard ? fc.constantFrom(...AUTHORIZATIONS) : fc.constantFrom(undefined, 'Bearer anon-key'),
            origin: fc.constantFrom(...ORIGINS),
          }),
          async (parts) => {
            ip += 1;
            const response = await handlers[name]!(request(name, { ...parts, ip: 0xf000 + Math.floor(ip / 9) }));
            await response.body?.cancel();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const allowed = name === 'listing-photo-import' ? [502, 504] : name === 'exchange-rates-fetch' ? [502] : [];
            if (response.status >= 500 && !allowed.includes(response.status)) {
              throw new Error(`${name} answered ${response.status} to ${JSON.stringify(parts).slice(0, 600)}`);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED + name.length, endOnFailure: true },
      );
      await h.settle();
      console.info(
        `[fuzz] ${name}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(', ')}`,
      );
      expect(statuses.get(500) ?? 0).toBe(0);
    }, 60_000);
  }
});
