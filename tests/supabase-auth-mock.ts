// msw handlers for the Supabase Auth calls of the staff sign-in (component tests): password
// sign-in against a small table of accounts, and sign-out.
import { http, HttpResponse } from 'msw';

const AUTH = 'http://127.0.0.1:54321/auth/v1';

export interface MockAccount {
  email: string;
  password: string;
  role?: 'admin';
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session as GoTrue answers it (the token is unsigned: the client does not verify it). */
export function mockSession(account: Pick<MockAccount, 'email' | 'role'>) {
  const now = Math.floor(Date.now() / 1000);
  const appMetadata = { provider: 'email', providers: ['email'], ...(account.role ? { role: account.role } : {}) };
  const user = {
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    app_metadata: appMetadata,
    user_metadata: {},
    created_at: new Date().toISOString(),
  };
  const claims = { sub: user.id, email: account.email, role: 'authenticated', exp: now + 3600, iat: now };
  return {
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, app_metadata: appMetadata })}.sig`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token',
    user,
  };
}

/** Handlers answering sign-in for these accounts (or with `failure`), and sign-out; records the calls. */
export function authHandlers(accounts: MockAccount[], failure?: () => Response) {
  const calls = { signIn: 0, signOut: 0 };
  const handlers = [
    http.post(`${AUTH}/token`, async ({ request }) => {
      calls.signIn += 1;
      if (failure) return failure();
      const body = (await request.json()) as { email?: string; password?: string };
      const account = accounts.find((candidate) => candidate.email === body.email);
      if (!account || account.password !== body.password) {
        return HttpResponse.json(
          { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        );
      }
      return HttpResponse.json(mockSession(account));
    }),
    http.post(`${AUTH}/logout`, () => {
      calls.signOut += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, calls };
}

/** Ends the client's session without a server call, so each test starts signed out. */
export async function resetSupabaseSession(): Promise<void> {
  const { getSupabase } = await import('@/lib/supabase/get-supabase');
  await (await getSupabase()).auth.signOut({ scope: 'local' });
}
