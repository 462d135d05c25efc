// The few calls of Supabase Auth's admin API the owners' functions make (docs/owner-accounts.md,
// "Signing in"): create an owner's user, read a user, set its app_metadata, make a sign-in link, and
// read the user behind a caller's token. Plain HTTP with the service-role key, so the same code runs
// against hosted Supabase and the local stand-in (supabase/local/auth-api.ts), which answers these
// routes with GoTrue's shapes. Runs in Deno and Node alike.

/** A user as Auth answers it (the fields used here). */
export interface AuthUser {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

/** Auth refused a call or could not be reached: its HTTP status (0 when unreachable) and error code. */
export class AuthAdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthAdminError';
  }
}

export interface AuthAdmin {
  /** Creates a confirmed user; null when the address already has one (GoTrue's 422 email_exists). */
  createUser(input: {
    email: string;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
  }): Promise<AuthUser | null>;
  /** The user with this id, or null when there is none. */
  userById(id: string): Promise<AuthUser | null>;
  /** Merges keys into the user's app_metadata (GoTrue merges, it does not replace). */
  updateAppMetadata(id: string, appMetadata: Record<string, unknown>): Promise<AuthUser>;
  /**
   * A new single-use sign-in link for an existing user's address: its hashed token, which the
   * browser verifies with `verifyOtp({ token_hash, type: 'email' })`, and the user. Auth keeps one
   * such token per user, so a new link replaces the last one.
   */
  magicLink(email: string): Promise<{ hashedToken: string; user: AuthUser }>;
  /** The user of a valid session's access token (GET /auth/v1/user), or null. */
  userOfToken(token: string): Promise<AuthUser | null>;
  /** Deletes a user (an erased owner's sign-in); false when there was none. */
  deleteUser(id: string): Promise<boolean>;
}

export interface AuthAdminOptions {
  /** The project's URL (SUPABASE_URL), without /auth/v1. */
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function asUser(value: unknown): AuthUser {
  const data = (value ?? {}) as Record<string, unknown>;
  if (typeof data.id !== 'string' || typeof data.email !== 'string') {
    throw new AuthAdminError(502, 'unexpected_response', 'Auth answered without a user');
  }
  const object = (item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
  return {
    id: data.id,
    email: data.email,
    app_metadata: object(data.app_metadata),
    user_metadata: object(data.user_metadata),
  };
}

export function createAuthAdmin({
  url,
  serviceRoleKey,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: AuthAdminOptions): AuthAdmin {
  const base = `${url.replace(/\/+$/, '')}/auth/v1`;

  async function call(
    method: string,
    path: string,
    body?: unknown,
    token = serviceRoleKey,
  ): Promise<{ status: number; data: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          apikey: serviceRoleKey,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AuthAdminError(0, 'unreachable', `Auth unreachable: ${error instanceof Error ? error.message : error}`);
    }
    const data: unknown = await response.json().catch(() => null);
    return { status: response.status, data };
  }

  function refusal(status: number, data: unknown): AuthAdminError {
    const body = (data ?? {}) as Record<string, unknown>;
    // GoTrue's error body: error_code (or code, in newer API versions) and msg.
    const code = typeof body.error_code === 'string' ? body.error_code : typeof body.code === 'string' ? body.code : '';
    const message = typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : '';
    return new AuthAdminError(status, code || `http_${status}`, `Auth answered ${status}: ${message || code}`);
  }

  return {
    async createUser({ email, appMetadata, userMetadata }) {
      const { status, data } = await call('POST', '/admin/users', {
        email,
        email_confirm: true,
        app_metadata: appMetadata,
        user_metadata: userMetadata,
      });
      if (status === 422 && (data as { error_code?: unknown } | null)?.error_code === 'email_exists') return null;
      if (status !== 200 && status !== 201) throw refusal(status, data);
      return asUser(data);
    },
    async userById(id) {
      const { status, data } = await call('GET', `/admin/users/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status !== 200) throw refusal(status, data);
      return asUser(data);
    },
    async updateAppMetadata(id, appMetadata) {
      const { status, data } = await call('PUT', `/admin/users/${encodeURIComponent(id)}`, {
        app_metadata: appMetadata,
      });
      if (status !== 200) throw refusal(status, data);
      return asUser(data);
    },
    async magicLink(email) {
      const { status, data } = await call('POST', '/admin/generate_link', { type: 'magiclink', email });
      if (status !== 200) throw refusal(status, data);
      // GoTrue answers the user's fields with action_link, email_otp, hashed_token, verification_type
      // and redirect_to beside them; supabase-js regroups the last five under `properties`.
      const flat = (data ?? {}) as { hashed_token?: unknown; properties?: { hashed_token?: unknown }; user?: unknown };
      const hashedToken = flat.hashed_token ?? flat.properties?.hashed_token;
      if (typeof hashedToken !== 'string' || !hashedToken) {
        throw new AuthAdminError(502, 'unexpected_response', 'Auth answered a link without its hashed token');
      }
      return { hashedToken, user: asUser(flat.user ?? data) };
    },
    async deleteUser(id) {
      const { status, data } = await call('DELETE', `/admin/users/${encodeURIComponent(id)}`);
      if (status === 404) return false;
      if (status !== 200) throw refusal(status, data);
      return true;
    },
    async userOfToken(token) {
      const { status, data } = await call('GET', '/user', undefined, token);
      if (status === 401 || status === 403) return null;
      if (status !== 200) throw refusal(status, data);
      return asUser(data);
    },
  };
}

/** The client of a deployed function: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, which Supabase sets. */
export function authAdminFromEnv(env: (name: string) => string | undefined): AuthAdmin {
  const url = env('SUPABASE_URL');
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceRoleKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  return createAuthAdmin({ url, serviceRoleKey });
}
