import type { z } from 'zod';
import { HONEYPOT_FIELD } from './domain/validation/consent.ts';
import { clientAddress, hashClientAddress } from './client-address.ts';
import type { FunctionConfig } from './config.ts';
import type { Database, SqlExecutor } from './database.ts';
import { BodyTooLargeError, corsHeaders, jsonResponse, readBodyText } from './http.ts';
import { notifyStaff, type LeadNotification } from './notify.ts';
import { takeRateLimitSlot } from './rate-limit.ts';

export type FunctionName = 'newsletter-subscribe' | 'contact-submit' | 'investment-submit' | 'rental-template-download';

/** What every function handler gets from its entry point (production) or the local stand-in. */
export interface HandlerDeps {
  db: Database;
  config: FunctionConfig;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** Proof stored with every lead next to the consent flags the payload carries. */
export interface LeadContext {
  ipHash: string;
}

/** A refusal decided while storing (a duplicate newsletter e-mail, say). */
export class LeadRejection extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface LeadFunction<Schema extends z.ZodType> {
  name: FunctionName;
  /** The lead table, for recording the notification outcome. */
  table: string;
  schema: Schema;
  /** Inserts the lead and returns its id; throws LeadRejection to refuse it. */
  store(db: SqlExecutor, lead: z.output<Schema>, context: LeadContext): Promise<string>;
  notification(lead: z.output<Schema>): LeadNotification;
}

type Handler = (request: Request) => Promise<Response>;

function describeIssues(issues: readonly z.core.$ZodIssue[]): { error: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  const list = Object.entries(fields).map(([field, problem]) => `${field} (${problem})`);
  return { error: `Invalid input: ${list.join(', ')}`, fields };
}

/**
 * The request pipeline every lead function shares: CORS, POST only, JSON under a size limit, the
 * server-side rate limit per hashed client address, the honeypot, validation with the forms'
 * schema, storage, then a staff notification whose outcome is recorded on the stored row.
 */
export function createLeadHandler<Schema extends z.ZodType>(fn: LeadFunction<Schema>, deps: HandlerDeps): Handler {
  const { db, config } = deps;
  const log = deps.log ?? ((message: string) => console.log(message));
  const fetchImpl = deps.fetch ?? fetch;

  return async (request) => {
    const cors = corsHeaders(request, config.allowedOrigins);
    const answer = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonResponse(status, body, { ...cors, ...extra });

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return answer(
        405,
        { error: 'Method not allowed: use POST', code: 'method_not_allowed' },
        { Allow: 'POST, OPTIONS' },
      );
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(contentType)) {
      return answer(415, {
        error: 'The body must be JSON (Content-Type: application/json)',
        code: 'unsupported_media_type',
      });
    }

    let text: string;
    try {
      text = await readBodyText(request, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return answer(413, { error: `The body is larger than ${config.maxBodyBytes} bytes`, code: 'body_too_large' });
      }
      throw error;
    }

    try {
      const ipHash = await hashClientAddress(clientAddress(request), config.ipHashSalt);
      const allowed = await takeRateLimitSlot(db, {
        functionName: fn.name,
        ipHash,
        max: config.rateLimitMax,
        windowSeconds: config.rateLimitWindowSeconds,
      });
      if (!allowed) {
        return answer(
          429,
          { error: 'Too many requests. Please try again later', code: 'rate_limited' },
          { 'Retry-After': String(config.rateLimitWindowSeconds) },
        );
      }

      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, { error: 'The body is not valid JSON', code: 'malformed_json' });
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return answer(400, { error: 'The body must be a JSON object', code: 'invalid_body' });
      }

      const { [HONEYPOT_FIELD]: honeypot, ...fields } = body as Record<string, unknown>;
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        log(`[${fn.name}] honeypot filled; answered as success, nothing stored`);
        return answer(200, { ok: true });
      }

      const parsed = fn.schema.safeParse(fields);
      if (!parsed.success) {
        return answer(400, { ...describeIssues(parsed.error.issues), code: 'invalid_input' });
      }

      let id: string;
      try {
        id = await fn.store(db, parsed.data, { ipHash });
      } catch (error) {
        if (error instanceof LeadRejection) return answer(error.status, { error: error.message, code: error.code });
        throw error;
      }

      // The lead is stored; whatever happens to the notification, the answer is a success.
      const outcome = await notifyStaff(fn.notification(parsed.data), config.notification, { fetch: fetchImpl, log });
      try {
        await db.query(
          `update public.${fn.table} set notification_status = $1, notification_error = $2 where id = $3`,
          [outcome.status, outcome.status === 'failed' ? outcome.error : null, id],
        );
      } catch (error) {
        log(`[${fn.name}] could not record the notification outcome for ${id}: ${String(error)}`);
      }
      if (outcome.status === 'failed') log(`[${fn.name}] notification failed for ${id}: ${outcome.error}`);
      return answer(200, { ok: true });
    } catch (error) {
      console.error(`[${fn.name}] unexpected error`, error);
      return answer(500, { error: 'Something went wrong on our side. Please try again later', code: 'server_error' });
    }
  };
}
