// Settings of the edge functions, read from environment variables (Supabase secrets in production,
// process.env for the local stand-in). Only index.ts files and the stand-in read the environment;
// handlers receive this object.
import { DEFAULT_CLIENT_IP_HEADER } from './client-address.ts';

export interface FunctionConfig {
  /** Origins allowed by CORS; an entry may end in ':*' to allow any port (local development). */
  allowedOrigins: string[];
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** At most this many requests per function and client address within the window. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /**
   * The one request header that carries the client address, written by the proxy in front of the
   * functions (see client-address.ts). For x-forwarded-for its right-most entry counts.
   */
  clientIpHeader: string;
  /**
   * Per-function ceiling over all clients: once more than `max` leads arrived within the window,
   * further leads are still stored but marked 'batched', and the retry job sends them to staff as
   * one digest, so a distributed flood neither loses a lead nor floods the inbox.
   */
  notifyCeiling: { max: number; windowSeconds: number };
  /** Mixed into the client-address hash so that stored hashes cannot be reversed by brute force. */
  ipHashSalt: string;
  notification: {
    /** Resend (resend.com) API key; without it notifications are written to the log instead. */
    resendApiKey: string | null;
    from: string;
    to: string;
    /** Attempts (the first included) before a failed notification is left to staff; see retry job. */
    maxAttempts: number;
    /** Delay before the first retry; doubled after every further failure. */
    retryBaseSeconds: number;
  };
  newsletter: {
    /** The public site's origin, for the links in subscribers' e-mails. */
    siteUrl: string;
    /** Where the functions are reached, for the one-click List-Unsubscribe URL (RFC 8058). */
    functionsUrl: string;
    /** Signs unsubscribe links (HMAC-SHA256). */
    secret: string;
  };
}

/** Development value of IP_HASH_SALT, used only by the local backend (it says so in its log). */
export const LOCAL_IP_HASH_SALT = 'lusa-property-local-development-salt';

/** Development value of NEWSLETTER_SECRET, used only by the local backend. */
export const LOCAL_NEWSLETTER_SECRET = 'lusa-property-local-newsletter-secret';

/** Secrets without which a deployed function refuses to start. */
export const PRODUCTION_SECRETS = ['IP_HASH_SALT', 'RESEND_API_KEY', 'NEWSLETTER_SECRET'] as const;

export class MissingSecretError extends Error {
  constructor(readonly names: string[]) {
    super(`Missing required secret${names.length > 1 ? 's' : ''}: ${names.join(', ')} (set with supabase secrets set)`);
  }
}

/** Keys of a hash or a signature: guessing one must be out of reach, so they are long and random. */
export const KEY_SECRETS = ['IP_HASH_SALT', 'NEWSLETTER_SECRET'] as const;
/** The shortest key accepted: 32 characters, e.g. `openssl rand -hex 32` (64) or `-base64 32` (44). */
export const KEY_SECRET_MIN_LENGTH = 32;

export class WeakSecretError extends Error {
  constructor(readonly names: string[]) {
    super(
      `Secret${names.length > 1 ? 's' : ''} too short: ${names.join(', ')} must be at least ${KEY_SECRET_MIN_LENGTH} random characters (openssl rand -hex 32)`,
    );
  }
}

/** Throws, naming them, when production secrets are absent or empty, or a key is too short to be secret. */
export function assertProductionSecrets(env: Env): void {
  const missing = PRODUCTION_SECRETS.filter((name) => !env(name)?.trim());
  if (missing.length > 0) throw new MissingSecretError([...missing]);
  const weak = KEY_SECRETS.filter((name) => (env(name)?.trim().length ?? 0) < KEY_SECRET_MIN_LENGTH);
  if (weak.length > 0) throw new WeakSecretError([...weak]);
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
    clientIpHeader: (env('CLIENT_IP_HEADER')?.trim() || DEFAULT_CLIENT_IP_HEADER).toLowerCase(),
    notifyCeiling: {
      max: positiveInt(env('NOTIFY_CEILING_MAX'), 30),
      windowSeconds: positiveInt(env('NOTIFY_CEILING_WINDOW_SECONDS'), 3600),
    },
    // Production refuses to start without it (assertProductionSecrets); this serves local work.
    ipHashSalt: env('IP_HASH_SALT') || LOCAL_IP_HASH_SALT,
    notification: {
      resendApiKey: env('RESEND_API_KEY') || null,
      from: env('NOTIFY_EMAIL_FROM') ?? 'Lusa Property website <website@lusaproperty.com>',
      to: env('NOTIFY_EMAIL_TO') ?? 'info@lusaproperty.com',
      maxAttempts: positiveInt(env('NOTIFY_MAX_ATTEMPTS'), 6),
      retryBaseSeconds: positiveInt(env('NOTIFY_RETRY_BASE_SECONDS'), 60),
    },
    newsletter: {
      siteUrl: (env('SITE_URL') || 'https://www.lusaproperty.com').replace(/\/+$/, ''),
      // Supabase sets SUPABASE_URL for every function; the local backend sets its own address.
      functionsUrl: `${(env('SUPABASE_URL') || 'http://127.0.0.1:54321').replace(/\/+$/, '')}/functions/v1`,
      secret: env('NEWSLETTER_SECRET') || LOCAL_NEWSLETTER_SECRET,
    },
  };
}
