// Shared set-up of the owners' function tests: the function harness's migrated PGlite, the local
// Auth (supabase/local/auth-api.ts) on the same database with a clock the test moves, the
// functions' Auth admin client pointed at it in-process, a mail capture that can be made to fail,
// and owners, properties and closed months made through the staff functions.
import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { createAuthAdmin, type AuthAdmin } from '../../supabase/functions/_shared/auth-admin';
import type { Database, SqlExecutor } from '../../supabase/functions/_shared/database';
import type { MailMessage, MailOutcome } from '../../supabase/functions/_shared/mail';
import type { OwnerAuthDeps } from '../../supabase/functions/_shared/handlers/owner-sign-in-link';
import { createAuthApi } from '../../supabase/local/auth-api';
import { claims, withRole } from '../db/migrated-db';
import { createHarness, type Harness } from './function-harness';

export const SERVICE_KEY = 'test-service-role-key';
export const JWT_SECRET = 'test-jwt-secret-with-at-least-32-characters';
export const ADMIN = {
  id: '00000000-0000-4000-8000-00000000a11e',
  email: 'admin@lusaproperty.local',
  password: 'admin-pw',
};
export const STAFF = {
  id: '00000000-0000-4000-8000-00000000057a',
  email: 'staff@lusaproperty.local',
  password: 'staff-pw',
};
/** The admin's claims as the database functions read them (admin_* check app_metadata.role). */
export const ADMIN_CLAIMS = { ...claims.admin, sub: ADMIN.id, email: ADMIN.email };

export interface OwnerHarness extends Harness {
  /** The local Auth's routes, under /auth/v1. */
  auth: Hono;
  authAdmin: AuthAdmin;
  /** Moves Auth's clock (sign-in links expire after an hour). */
  advance(ms: number): void;
  outbox: MailMessage[];
  /** While set, every e-mail fails as a provider's outage would. */
  failMail: { on: boolean };
  deps: OwnerAuthDeps;
  /** A session from the local Auth's password grant (the staff accounts). */
  passwordSession(account: { email: string; password: string }): Promise<{ access_token: string }>;
  /** POST /auth/v1/verify as supabase-js verifyOtp sends it. */
  verify(tokenHash: string, type?: string): Promise<Response>;
}

export async function createOwnerHarness(): Promise<OwnerHarness> {
  const h = await createHarness();
  let offset = 0;
  const auth = new Hono();
  auth.route(
    '/auth/v1',
    createAuthApi({
      jwtSecret: JWT_SECRET,
      users: [{ ...ADMIN, role: 'admin' }, STAFF],
      serviceRoleKey: SERVICE_KEY,
      db: h.deps.db,
      now: () => Date.now() + offset,
    }),
  );
  const authAdmin = createAuthAdmin({
    url: 'http://auth.test',
    serviceRoleKey: SERVICE_KEY,
    fetch: (input, init) => Promise.resolve(auth.fetch(new Request(input, init))),
  });
  const outbox: MailMessage[] = [];
  const failMail = { on: false };
  const mail = async (message: MailMessage): Promise<MailOutcome> => {
    if (failMail.on) return { status: 'failed', error: 'provider down' };
    outbox.push(message);
    return { status: 'sent' };
  };
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'anon' },
    body: JSON.stringify(body),
  });
  return {
    ...h,
    auth,
    authAdmin,
    advance: (ms) => void (offset += ms),
    outbox,
    failMail,
    deps: { ...h.deps, mail, authAdmin },
    async passwordSession(account) {
      const response = await auth.request('/auth/v1/token?grant_type=password', json(account));
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      return (await response.json()) as { access_token: string };
    },
    verify: (tokenHash, type = 'email') =>
      Promise.resolve(auth.request('/auth/v1/verify', json({ type, token_hash: tokenHash }))),
  };
}

/** A valid Portuguese tax number (NIF) from eight digits: the ninth is the check digit. */
export function nif(eight: string): string {
  let total = 0;
  for (let i = 0; i < 8; i += 1) total += Number(eight[i]) * (9 - i);
  const remainder = total % 11;
  return `${eight}${remainder < 2 ? 0 : 11 - remainder}`;
}

let nextNif = 10_000_000;

/** An owners row, inserted as the table's owner (the staff page would call admin_owner_save). */
export async function addOwner(
  h: Harness,
  fields: { email: string; language: 'en' | 'he'; fullName?: string; userId?: string | null },
): Promise<string> {
  nextNif += 1;
  const { rows } = await h.pglite.query<{ id: string }>(
    `insert into public.owners (full_name, email, language, tax_country, nif, package, user_id)
     values ($1, $2, $3, 'IL', $4, 'plus', $5) returning id`,
    [fields.fullName ?? 'Dana Levi', fields.email, fields.language, nif(String(nextNif)), fields.userId ?? null],
  );
  return rows[0]!.id;
}

/** Calls a staff function as the admin, in a transaction that commits (as the API does). */
export async function asAdmin<T = string>(h: Harness, fn: string, args: unknown[]): Promise<T> {
  const placeholders = args.map((arg, i) => `$${i + 1}${typeof arg === 'object' && arg !== null ? '::jsonb' : ''}`);
  const { rows } = await withRole(
    h.pglite,
    'authenticated',
    ADMIN_CLAIMS,
    (tx) =>
      tx.query<{ result: T }>(
        `select public.${fn}(${placeholders.join(', ')}) as result`,
        args.map((arg) => (typeof arg === 'object' && arg !== null ? JSON.stringify(arg) : arg)),
      ),
    { commit: true },
  );
  return rows[0]!.result;
}

/**
 * The Database interface with every statement run as the edge functions' role (security review L9),
 * as a deployed function's connection (FUNCTIONS_DB_URL) would run it; Auth keeps the owner's.
 */
export function asEdgeFunctions(pglite: PGlite): Database {
  const run = (fn: (tx: SqlExecutor) => Promise<unknown>) =>
    pglite.transaction(async (tx) => {
      await tx.exec(`set local role edge_functions`);
      return fn({ query: async (text, params = []) => (await tx.query(text, [...params])).rows as never });
    });
  return {
    query: <Row>(text: string, params: readonly unknown[] = []) =>
      run((tx) => tx.query<Row>(text, params)) as Promise<Row[]>,
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) => run(fn) as Promise<T>,
    close: () => pglite.close(),
  };
}
