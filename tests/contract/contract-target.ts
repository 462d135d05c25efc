// Where the contract tests run: the local stand-in (started in-process on a free port, with a
// throw-away seeded PGlite) by default, or a real Supabase project when CONTRACT_SUPABASE_URL and
// CONTRACT_SUPABASE_ANON_KEY are set (its admin account in CONTRACT_ADMIN_EMAIL/PASSWORD).
import { serve, type ServerType } from '@hono/node-server';
import { configFromEnv } from '../../supabase/functions/_shared/config';
import { openLocalDatabase, type LocalDatabase } from '../../supabase/local/local-database';
import { createStandIn, type StandInOptions } from '../../supabase/local/stand-in';
import { LOCAL_DEFAULTS } from '../../supabase/local/start';

export interface ContractTarget {
  url: string;
  anonKey: string;
  admin: { email: string; password: string } | null;
  /** A signed-in account without the admin role, where the target has one. */
  user: { email: string; password: string } | null;
  local: boolean;
  close(): Promise<void>;
}

export async function startContractTarget(): Promise<ContractTarget> {
  const env = process.env;
  if (env.CONTRACT_SUPABASE_URL && env.CONTRACT_SUPABASE_ANON_KEY) {
    const admin =
      env.CONTRACT_ADMIN_EMAIL && env.CONTRACT_ADMIN_PASSWORD
        ? { email: env.CONTRACT_ADMIN_EMAIL, password: env.CONTRACT_ADMIN_PASSWORD }
        : null;
    const user =
      env.CONTRACT_USER_EMAIL && env.CONTRACT_USER_PASSWORD
        ? { email: env.CONTRACT_USER_EMAIL, password: env.CONTRACT_USER_PASSWORD }
        : null;
    return {
      url: env.CONTRACT_SUPABASE_URL,
      anonKey: env.CONTRACT_SUPABASE_ANON_KEY,
      admin,
      user,
      local: false,
      close: async () => {},
    };
  }

  const standIn = await startLocalStandIn({
    functionConfig: { ...configFromEnv(() => undefined), rateLimitMax: 1000 },
  });
  return { ...standIn, anonKey: LOCAL_DEFAULTS.anonKey, local: true };
}

export interface LocalStandIn {
  url: string;
  database: LocalDatabase;
  admin: { email: string; password: string };
  user: { email: string; password: string };
  close(): Promise<void>;
}

/**
 * The local stand-in for Supabase, started in-process on a free port over a throw-away seeded PGlite,
 * with the local admin and a signed-in account without the role; `options` replace the defaults.
 */
export async function startLocalStandIn(options: Partial<StandInOptions> = {}): Promise<LocalStandIn> {
  const database = await openLocalDatabase({ dataDir: 'memory://' });
  const admin = { email: LOCAL_DEFAULTS.adminEmail, password: LOCAL_DEFAULTS.adminPassword };
  const user = { email: LOCAL_DEFAULTS.staffEmail, password: LOCAL_DEFAULTS.staffPassword };
  const app = createStandIn({
    db: database.db,
    anonKey: LOCAL_DEFAULTS.anonKey,
    serviceRoleKey: LOCAL_DEFAULTS.serviceRoleKey,
    jwtSecret: LOCAL_DEFAULTS.jwtSecret,
    users: [
      { id: '00000000-0000-4000-8000-00000000a11e', ...admin, role: 'admin' },
      { id: '00000000-0000-4000-8000-00000000057a', ...user },
    ],
    functionConfig: configFromEnv(() => undefined),
    log: () => {},
    ...options,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    admin,
    user,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
