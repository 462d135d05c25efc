// Settings of the edge functions, read from environment variables (Supabase secrets in production,
// process.env for the local stand-in). Only index.ts files and the stand-in read the environment;
// handlers receive this object.

export interface FunctionConfig {
  /** Origins allowed by CORS; an entry may end in ':*' to allow any port (local development). */
  allowedOrigins: string[];
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** At most this many requests per function and client address within the window. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Mixed into the client-address hash so that stored hashes cannot be reversed by brute force. */
  ipHashSalt: string;
  notification: {
    /** Resend (resend.com) API key; without it notifications are written to the log instead. */
    resendApiKey: string | null;
    from: string;
    to: string;
  };
}

export const DEFAULT_ALLOWED_ORIGINS = ['https://www.lusaproperty.com', 'https://lusaproperty.com'];

type Env = (name: string) => string | undefined;

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function list(value: string | undefined): string[] | null {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : null;
}

export function configFromEnv(env: Env): FunctionConfig {
  return {
    allowedOrigins: list(env('ALLOWED_ORIGINS')) ?? DEFAULT_ALLOWED_ORIGINS,
    maxBodyBytes: positiveInt(env('MAX_BODY_BYTES'), 16 * 1024),
    rateLimitMax: positiveInt(env('RATE_LIMIT_MAX'), 10),
    rateLimitWindowSeconds: positiveInt(env('RATE_LIMIT_WINDOW_SECONDS'), 600),
    ipHashSalt: env('IP_HASH_SALT') ?? 'lusa-property-default-salt',
    notification: {
      resendApiKey: env('RESEND_API_KEY') || null,
      from: env('NOTIFY_EMAIL_FROM') ?? 'Lusa Property website <website@lusaproperty.com>',
      to: env('NOTIFY_EMAIL_TO') ?? 'info@lusaproperty.com',
    },
  };
}
