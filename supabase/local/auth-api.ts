// The part of Supabase Auth (GoTrue) the app uses: password sign-in, refresh, current user and
// sign-out, with HS256 JWTs signed by a local secret. Accounts come from configuration; there is
// no sign-up. A development tool: sessions live in memory and end when the process stops.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface LocalUser {
  id: string;
  email: string;
  password: string;
  /** Put into app_metadata.role; 'admin' may write listings (see the migrations' policies). */
  role?: 'admin';
}

export interface AuthOptions {
  jwtSecret: string;
  users: LocalUser[];
  /** Access-token lifetime in seconds. */
  expiresIn?: number;
}

const AUDIENCE = 'authenticated';

function userJson(user: LocalUser, createdAt: string) {
  return {
    id: user.id,
    aud: AUDIENCE,
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: createdAt,
    phone: '',
    confirmed_at: createdAt,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'], ...(user.role ? { role: user.role } : {}) },
    user_metadata: {},
    identities: [],
    created_at: createdAt,
    updated_at: createdAt,
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

export function createAuthTokens(options: AuthOptions) {
  const secret = new TextEncoder().encode(options.jwtSecret);
  const expiresIn = options.expiresIn ?? 3600;

  return {
    async sign(user: LocalUser, sessionId: string): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: user.email,
        role: 'authenticated',
        aal: 'aal1',
        session_id: sessionId,
        is_anonymous: false,
        app_metadata: userJson(user, '').app_metadata,
        user_metadata: {},
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
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

export function createAuthApi(options: AuthOptions): Hono {
  const tokens = createAuthTokens(options);
  const createdAt = new Date().toISOString();
  /** refresh token → { user, session } */
  const refreshTokens = new Map<string, { user: LocalUser; sessionId: string }>();
  const endedSessions = new Set<string>();

  async function session(user: LocalUser, sessionId: string) {
    const refreshToken = randomBytes(24).toString('base64url');
    refreshTokens.set(refreshToken, { user, sessionId });
    return {
      access_token: await tokens.sign(user, sessionId),
      token_type: 'bearer',
      expires_in: tokens.expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expiresIn,
      refresh_token: refreshToken,
      user: userJson(user, createdAt),
    };
  }

  async function currentUser(
    authorization: string | undefined,
  ): Promise<{ user: LocalUser; sessionId: string } | null> {
    const token = authorization?.replace(/^Bearer\s+/i, '');
    const claims = token ? await tokens.verify(token) : null;
    const user = options.users.find((candidate) => candidate.id === claims?.sub);
    const sessionId = String(claims?.session_id ?? '');
    return user && !endedSessions.has(sessionId) ? { user, sessionId } : null;
  }

  const app = new Hono();

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (grantType === 'password') {
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      const user = options.users.find((candidate) => candidate.email.toLowerCase() === email);
      if (!user || !sameText(password, user.password)) {
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      return c.json(await session(user, randomUUID()));
    }
    if (grantType === 'refresh_token') {
      const token = typeof body?.refresh_token === 'string' ? body.refresh_token : '';
      const entry = refreshTokens.get(token);
      if (!entry || endedSessions.has(entry.sessionId)) {
        return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      refreshTokens.delete(token); // rotated, as Supabase does
      return c.json(await session(entry.user, entry.sessionId));
    }
    return authError(400, 'unsupported_grant_type', 'Unsupported grant type');
  });

  app.get('/user', async (c) => {
    const current = await currentUser(c.req.header('authorization'));
    if (!current) return authError(401, 'bad_jwt', 'Invalid or expired JWT');
    return c.json(userJson(current.user, createdAt));
  });

  app.post('/logout', async (c) => {
    const current = await currentUser(c.req.header('authorization'));
    if (current) {
      endedSessions.add(current.sessionId);
      for (const [token, entry] of refreshTokens)
        if (entry.sessionId === current.sessionId) refreshTokens.delete(token);
    }
    return c.body(null, 204);
  });

  return app;
}
