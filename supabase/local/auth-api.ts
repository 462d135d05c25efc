// The part of Supabase Auth (GoTrue) the app uses: password sign-in, refresh, current user and
// sign-out, with HS256 JWTs signed by a local secret; and for the owners (docs/owner-accounts.md,
// "Signing in") the admin routes that create a user, read and update one and make a sign-in link
// (service-role key only), and POST /verify, which turns such a link into a session. There is no
// sign-up. Configured accounts (the local admin, staff and seeded owners) come from start.ts; users
// created at run time are kept in auth.users (supabase/local/bootstrap.sql), so they survive a
// restart. Sessions and sign-in links live in memory and end when the process stops. A development
// tool, answering with GoTrue's shapes so supabase-js and the functions' auth-admin.ts work unchanged.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Database } from '../functions/_shared/database.ts';

export interface LocalUser {
  id: string;
  email: string;
  /** Absent: the account signs in only by an e-mailed link (the seeded owners). */
  password?: string;
  /**
   * Put into app_metadata.role: 'admin' may write listings and every staff table (see the
   * migrations' policies); 'owner' reads their own owner rows.
   */
  role?: 'admin' | 'owner';
}

/** A user as this Auth keeps it, configured or created at run time. */
export interface AuthAccount {
  id: string;
  email: string;
  password?: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  createdAt: string;
}

export interface AuthOptions {
  jwtSecret: string;
  users: LocalUser[];
  /** Access-token lifetime in seconds. */
  expiresIn?: number;
  /** The key the admin routes require as a Bearer token (as GoTrue requires a service_role JWT). */
  serviceRoleKey?: string;
  /** Where users created at run time are kept (auth.users); in memory when absent. */
  db?: Database;
  /** Sign-in link lifetime in seconds; Supabase's default (mailer OTP expiry) is one hour. */
  linkExpiresIn?: number;
  /** For tests: the clock, in milliseconds. */
  now?: () => number;
}

const AUDIENCE = 'authenticated';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's check of an address (checkmail's format), near enough: one @, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function accountOf(user: LocalUser, createdAt: string): AuthAccount {
  return {
    id: user.id,
    email: user.email,
    ...(user.password === undefined ? {} : { password: user.password }),
    appMetadata: user.role ? { role: user.role } : {},
    userMetadata: {},
    createdAt,
  };
}

const appMetadataOf = (account: AuthAccount) => ({ provider: 'email', providers: ['email'], ...account.appMetadata });

function userJson(account: AuthAccount) {
  return {
    id: account.id,
    aud: AUDIENCE,
    role: 'authenticated',
    email: account.email,
    email_confirmed_at: account.createdAt,
    phone: '',
    confirmed_at: account.createdAt,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: appMetadataOf(account),
    user_metadata: account.userMetadata,
    identities: [],
    created_at: account.createdAt,
    updated_at: account.createdAt,
    is_anonymous: false,
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function authError(status: number, code: string, message: string) {
  // GoTrue's error shape: supabase-js reads error_code and msg.
  return Response.json({ code: status, error_code: code, msg: message }, { status });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createAuthTokens(options: Pick<AuthOptions, 'jwtSecret' | 'expiresIn'>) {
  const secret = new TextEncoder().encode(options.jwtSecret);
  const expiresIn = options.expiresIn ?? 3600;

  return {
    async sign(account: AuthAccount, sessionId: string): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: account.email,
        role: 'authenticated',
        aal: 'aal1',
        session_id: sessionId,
        is_anonymous: false,
        app_metadata: appMetadataOf(account),
        user_metadata: account.userMetadata,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(account.id)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(secret);
    },
    /** The claims of a valid token signed with the local secret, or null. */
    async verify(token: string): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return payload;
      } catch {
        return null;
      }
    },
    expiresIn,
  };
}

interface StoredUserRow {
  id: string;
  email: string;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | Date;
}

/**
 * Every account: the configured ones (in memory; an admin update to one lasts until the process
 * stops) first, then those created at run time (auth.users, or memory without a database).
 */
function accountStore(configured: AuthAccount[], db: Database | undefined) {
  const memory = new Map(configured.map((account) => [account.id, account]));
  const configuredIds = new Set(memory.keys());
  const fromRow = (row: StoredUserRow): AuthAccount => ({
    id: row.id,
    email: row.email,
    appMetadata: row.raw_app_meta_data ?? {},
    userMetadata: row.raw_user_meta_data ?? {},
    createdAt: new Date(row.created_at).toISOString(),
  });
  const columns = `id::text as id, email, raw_app_meta_data, raw_user_meta_data, created_at`;
  return {
    async byId(id: string): Promise<AuthAccount | null> {
      const known = memory.get(id);
      if (known || !db || !UUID.test(id)) return known ?? null;
      const [row] = await db.query<StoredUserRow>(`select ${columns} from auth.users where id = $1`, [id]);
      return row ? fromRow(row) : null;
    },
    async byEmail(email: string): Promise<AuthAccount | null> {
      const wanted = email.trim().toLowerCase();
      const known = [...memory.values()].find((account) => account.email.toLowerCase() === wanted);
      if (known || !db) return known ?? null;
      const [row] = await db.query<StoredUserRow>(`select ${columns} from auth.users where email = $1`, [wanted]);
      return row ? fromRow(row) : null;
    },
    /** Adds a user; null when the address is taken (a race included: the email is unique). */
    async create(account: AuthAccount): Promise<AuthAccount | null> {
      if (await this.byEmail(account.email)) return null;
      if (!db) {
        memory.set(account.id, account);
        return account;
      }
      const [row] = await db.query<StoredUserRow>(
        `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, $2, $3, $4)
         on conflict do nothing returning ${columns}`,
        [account.id, account.email, JSON.stringify(account.appMetadata), JSON.stringify(account.userMetadata)],
      );
      return row ? fromRow(row) : null;
    },
    /** Removes a user created at run time; false for a configured one. */
    async remove(id: string): Promise<boolean> {
      if (configuredIds.has(id)) return false;
      if (!db) return memory.delete(id);
      return (await db.query(`delete from auth.users where id = $1 returning id`, [id])).length > 0;
    },
    async update(account: AuthAccount): Promise<void> {
      if (configuredIds.has(account.id) || !db) {
        memory.set(account.id, account);
        return;
      }
      await db.query(`update auth.users set raw_app_meta_data = $2, raw_user_meta_data = $3 where id = $1`, [
        account.id,
        JSON.stringify(account.appMetadata),
        JSON.stringify(account.userMetadata),
      ]);
    },
  };
}

/** A link's hashed token as it is kept: its own SHA-256, so the map holds no usable link. */
const keyOf = (hashedToken: string) => createHash('sha256').update(hashedToken).digest('hex');

export function createAuthApi(options: AuthOptions): Hono {
  const tokens = createAuthTokens(options);
  const now = options.now ?? Date.now;
  const linkLifetimeMs = (options.linkExpiresIn ?? 3600) * 1000;
  const startedAt = new Date().toISOString();
  const accounts = accountStore(
    options.users.map((user) => accountOf(user, startedAt)),
    options.db,
  );
  /** refresh token → its session */
  const refreshTokens = new Map<string, { userId: string; sessionId: string }>();
  const endedSessions = new Set<string>();
  /** Sign-in links by keyOf(hashed token), and each user's one live link (GoTrue keeps one per user). */
  const links = new Map<string, { userId: string; expiresAt: number }>();
  const linkOfUser = new Map<string, string>();

  async function session(account: AuthAccount, sessionId: string) {
    const refreshToken = randomBytes(24).toString('base64url');
    refreshTokens.set(refreshToken, { userId: account.id, sessionId });
    return {
      access_token: await tokens.sign(account, sessionId),
      token_type: 'bearer',
      expires_in: tokens.expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expiresIn,
      refresh_token: refreshToken,
      user: userJson(account),
    };
  }

  const bearer = (c: Context) => c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';

  async function currentUser(token: string): Promise<{ account: AuthAccount; sessionId: string } | null> {
    const claims = token ? await tokens.verify(token) : null;
    const account = typeof claims?.sub === 'string' ? await accounts.byId(claims.sub) : null;
    const sessionId = String(claims?.session_id ?? '');
    return account && !endedSessions.has(sessionId) ? { account, sessionId } : null;
  }

  /** GoTrue's admin routes take a service_role token; here the service-role key. */
  function refuseUnlessServiceRole(c: Context): Response | null {
    const token = bearer(c);
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    if (!options.serviceRoleKey || !sameText(token, options.serviceRoleKey)) {
      return authError(403, 'not_admin', 'User not allowed');
    }
    return null;
  }

  const body = async (c: Context) => {
    const value: unknown = await c.req.json().catch(() => null);
    return isObject(value) ? value : {};
  };

  const app = new Hono();

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const input = await body(c);
    if (grantType === 'password') {
      const email = typeof input.email === 'string' ? input.email : '';
      const password = typeof input.password === 'string' ? input.password : '';
      const account = email ? await accounts.byEmail(email) : null;
      // An account without a password (link-only) never signs in with one.
      if (!account || account.password === undefined || !sameText(password, account.password)) {
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      return c.json(await session(account, randomUUID()));
    }
    if (grantType === 'refresh_token') {
      const token = typeof input.refresh_token === 'string' ? input.refresh_token : '';
      const entry = refreshTokens.get(token);
      const account = entry && !endedSessions.has(entry.sessionId) ? await accounts.byId(entry.userId) : null;
      if (!entry || !account) {
        return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      refreshTokens.delete(token); // rotated, as Supabase does
      return c.json(await session(account, entry.sessionId));
    }
    return authError(400, 'unsupported_grant_type', 'Unsupported grant type');
  });

  // supabase-js verifyOtp({ token_hash, type }): a sign-in link becomes a session, once, within its
  // lifetime. A link that is unknown, used, replaced by a newer one or expired: GoTrue's 403.
  app.post('/verify', async (c) => {
    const input = await body(c);
    const type = input.type;
    const tokenHash = typeof input.token_hash === 'string' ? input.token_hash : '';
    if (type !== 'email' && type !== 'magiclink') {
      return authError(400, 'validation_failed', 'The local backend verifies sign-in links (email, magiclink) only');
    }
    if (!tokenHash) return authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    const key = keyOf(tokenHash);
    const link = links.get(key);
    links.delete(key);
    if (link && linkOfUser.get(link.userId) === key) linkOfUser.delete(link.userId);
    const account = link && link.expiresAt > now() ? await accounts.byId(link.userId) : null;
    if (!account) return authError(403, 'otp_expired', 'Email link is invalid or has expired');
    return c.json(await session(account, randomUUID()));
  });

  app.get('/user', async (c) => {
    const current = await currentUser(bearer(c));
    if (!current) return authError(401, 'bad_jwt', 'Invalid or expired JWT');
    return c.json(userJson(current.account));
  });

  app.post('/logout', async (c) => {
    const current = await currentUser(bearer(c));
    if (current) {
      endedSessions.add(current.sessionId);
      for (const [token, entry] of refreshTokens)
        if (entry.sessionId === current.sessionId) refreshTokens.delete(token);
    }
    return c.body(null, 204);
  });

  // POST /admin/users { email, email_confirm, app_metadata, user_metadata }: a confirmed user that
  // signs in by link only (no password here). A taken address: GoTrue's 422 email_exists.
  app.post('/admin/users', async (c) => {
    const refused = refuseUnlessServiceRole(c);
    if (refused) return refused;
    const input = await body(c);
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) {
      return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (input.password !== undefined) {
      return authError(400, 'validation_failed', 'The local backend creates users without a password');
    }
    const created = await accounts.create({
      id: randomUUID(),
      email,
      appMetadata: isObject(input.app_metadata) ? input.app_metadata : {},
      userMetadata: isObject(input.user_metadata) ? input.user_metadata : {},
      createdAt: new Date().toISOString(),
    });
    if (!created) {
      return authError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    return c.json(userJson(created));
  });

  app.get('/admin/users/:id', async (c) => {
    const refused = refuseUnlessServiceRole(c);
    if (refused) return refused;
    const account = await accounts.byId(c.req.param('id'));
    return account ? c.json(userJson(account)) : authError(404, 'user_not_found', 'User not found');
  });

  // PUT /admin/users/:id { app_metadata?, user_metadata? }: merged into the user's, as GoTrue does.
  app.put('/admin/users/:id', async (c) => {
    const refused = refuseUnlessServiceRole(c);
    if (refused) return refused;
    const account = await accounts.byId(c.req.param('id'));
    if (!account) return authError(404, 'user_not_found', 'User not found');
    const input = await body(c);
    const updated: AuthAccount = {
      ...account,
      appMetadata: { ...account.appMetadata, ...(isObject(input.app_metadata) ? input.app_metadata : {}) },
      userMetadata: { ...account.userMetadata, ...(isObject(input.user_metadata) ? input.user_metadata : {}) },
    };
    await accounts.update(updated);
    return c.json(userJson(updated));
  });

  // DELETE /admin/users/:id: a user created at run time goes (an erased owner's sign-in); the
  // configured accounts stay. Its sessions end.
  app.delete('/admin/users/:id', async (c) => {
    const refused = refuseUnlessServiceRole(c);
    if (refused) return refused;
    const account = await accounts.byId(c.req.param('id'));
    if (!account) return authError(404, 'user_not_found', 'User not found');
    if (!(await accounts.remove(account.id))) {
      return authError(400, 'validation_failed', 'The local backend keeps its configured accounts');
    }
    for (const [token, entry] of refreshTokens) {
      if (entry.userId === account.id) {
        endedSessions.add(entry.sessionId);
        refreshTokens.delete(token);
      }
    }
    const link = linkOfUser.get(account.id);
    if (link) links.delete(link);
    linkOfUser.delete(account.id);
    return c.json(userJson(account));
  });

  // POST /admin/generate_link { type: 'magiclink', email }: GoTrue's answer, the user's fields with
  // hashed_token, verification_type and redirect_to beside them. GoTrue signs an unknown address up
  // instead; the functions never ask for one, so here it is a 404. No action_link or email_otp: the
  // site's e-mails carry their own link to the owner's page.
  app.post('/admin/generate_link', async (c) => {
    const refused = refuseUnlessServiceRole(c);
    if (refused) return refused;
    const input = await body(c);
    if (input.type !== 'magiclink') {
      return authError(400, 'validation_failed', 'The local backend generates magiclink links only');
    }
    const account = typeof input.email === 'string' ? await accounts.byEmail(input.email) : null;
    if (!account) return authError(404, 'user_not_found', 'User with this email not found');
    const hashedToken = randomBytes(28).toString('hex');
    const previous = linkOfUser.get(account.id);
    if (previous) links.delete(previous);
    const key = keyOf(hashedToken);
    links.set(key, { userId: account.id, expiresAt: now() + linkLifetimeMs });
    linkOfUser.set(account.id, key);
    return c.json({
      ...userJson(account),
      hashed_token: hashedToken,
      verification_type: 'magiclink',
      redirect_to: typeof input.redirect_to === 'string' ? input.redirect_to : '',
    });
  });

  return app;
}
