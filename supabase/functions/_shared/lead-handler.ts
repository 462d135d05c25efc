import type { z } from 'zod';
import { HONEYPOT_FIELD } from './domain/validation/consent.ts';
import { clientAddress, hashClientAddress } from './client-address.ts';
import type { FunctionConfig } from './config.ts';
import { sqlStateOf, type Database } from './database.ts';
import { INPUT_ERRORS, RESPONSE_ERRORS } from './domain/validation/error-codes.ts';
import { BodyTooLargeError, corsHeaders, jsonResponse, readBodyText } from './http.ts';
import { deliverNewLeadNotification } from './notification-delivery.ts';
import { LEAD_REGISTRY, type LeadNotification, type LeadOf } from './domain/leads/lead-registry.ts';
import type { LeadKind } from './domain/leads/lead-kinds.ts';
import { sendMail, type MailMessage, type SendMail } from './mail.ts';
import { takeRateLimitSlot } from './rate-limit.ts';

/** What every function handler gets from its entry point (production) or the local stand-in. */
export interface HandlerDeps {
  db: Database;
  config: FunctionConfig;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** Where e-mails go instead of the provider (the local backend's outbox, a test's capture). */
  mail?: SendMail;
  /**
   * Keeps work going after the answer is sent: EdgeRuntime.waitUntil in production, a tracked
   * promise in the local backend and tests. The promise never rejects.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** What a lead function's store() gets besides the lead. */
export interface LeadContext {
  /** Proof stored with every lead next to the consent flags the payload carries. */
  ipHash: string;
  config: FunctionConfig;
  /** Sends an e-mail to the visitor after the answer (a confirmation link, say); never throws. */
  sendAfterAnswer(message: MailMessage): void;
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

/**
 * A lead function: its kind (the registry, @shared/leads/lead-registry, gives its name, table,
 * schema and notification) and how it stores a valid lead.
 */
export interface LeadFunction<K extends LeadKind> {
  kind: K;
  /**
   * Inserts the lead and returns its id; or null when nothing new was stored (a repeated newsletter
   * sign-up, say: answered as a success, no staff notification). Throws LeadRejection to refuse it.
   */
  store(db: Database, lead: LeadOf<K>, context: LeadContext): Promise<string | null>;
}

type Handler = (request: Request) => Promise<Response>;

/** Problems with a code of their own (the site words them for the visitor), in order of priority. */
const SPECIFIC_PROBLEMS: readonly { code: string; text: string }[] = [
  {
    code: INPUT_ERRORS.controlCharacters,
    text: 'Control characters are not allowed (line breaks only in the message)',
  },
  { code: INPUT_ERRORS.invalidCharacters, text: 'Characters that this field does not accept' },
];

function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  error: string;
  code: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  const problems = Object.values(fields);
  const specific = SPECIFIC_PROBLEMS.find(({ code }) => problems.includes(code));
  if (specific) {
    const named = Object.keys(fields).filter((field) => fields[field] === specific.code);
    return { error: `${specific.text}: ${named.join(', ')}`, code: specific.code, fields };
  }
  const list = Object.entries(fields).map(([field, problem]) => `${field} (${problem})`);
  return { error: `Invalid input: ${list.join(', ')}`, code: RESPONSE_ERRORS.invalidInput, fields };
}

/** SQLSTATE classes of values the database refused (22: data exception, 23: constraint). */
const isRefusedValue = (error: unknown) => /^2[23]/.test(sqlStateOf(error) ?? '');

/**
 * The request pipeline every lead function shares: CORS, POST only, JSON under a size limit, the
 * server-side rate limit per hashed client address, the honeypot, validation with the forms'
 * schema, storage, then a staff notification whose outcome is recorded on the stored row.
 */
export function createLeadHandler<K extends LeadKind>(lead: LeadFunction<K>, deps: HandlerDeps): Handler {
  const { db, config } = deps;
  const definition = LEAD_REGISTRY[lead.kind];
  // The registry's entry for K, typed for K (TypeScript cannot narrow an indexed union by a generic key).
  const fn = {
    name: definition.functionName,
    table: definition.table,
    schema: definition.schema as unknown as z.ZodType<LeadOf<K>>,
    notification: definition.notification as unknown as (lead: LeadOf<K>) => LeadNotification,
    store: lead.store,
  };
  const log = deps.log ?? ((message: string) => console.log(message));
  const fetchImpl = deps.fetch ?? fetch;
  const waitUntil = deps.waitUntil ?? ((promise: Promise<unknown>) => void promise);

  return async (request) => {
    const cors = corsHeaders(request, config.allowedOrigins);
    const answer = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonResponse(status, body, { ...cors, ...extra });

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return answer(
        405,
        { error: 'Method not allowed: use POST', code: RESPONSE_ERRORS.methodNotAllowed },
        { Allow: 'POST, OPTIONS' },
      );
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(contentType)) {
      return answer(415, {
        error: 'The body must be JSON (Content-Type: application/json)',
        code: RESPONSE_ERRORS.unsupportedMediaType,
      });
    }

    let text: string;
    try {
      text = await readBodyText(request, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return answer(413, {
          error: `The body is larger than ${config.maxBodyBytes} bytes`,
          code: RESPONSE_ERRORS.bodyTooLarge,
        });
      }
      throw error;
    }

    try {
      const ipHash = await hashClientAddress(clientAddress(request, config.clientIpHeader), config.ipHashSalt);
      const allowed = await takeRateLimitSlot(db, {
        functionName: fn.name,
        ipHash,
        max: config.rateLimitMax,
        windowSeconds: config.rateLimitWindowSeconds,
      });
      if (!allowed) {
        return answer(
          429,
          { error: 'Too many requests. Please try again later', code: RESPONSE_ERRORS.rateLimited },
          { 'Retry-After': String(config.rateLimitWindowSeconds) },
        );
      }

      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, { error: 'The body is not valid JSON', code: RESPONSE_ERRORS.malformedJson });
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return answer(400, { error: 'The body must be a JSON object', code: RESPONSE_ERRORS.invalidBody });
      }

      const { [HONEYPOT_FIELD]: honeypot, ...fields } = body as Record<string, unknown>;
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        log(`[${fn.name}] honeypot filled; answered as success, nothing stored`);
        return answer(200, { ok: true });
      }

      const parsed = fn.schema.safeParse(fields);
      if (!parsed.success) {
        return answer(400, describeIssues(parsed.error.issues));
      }

      const sendAfterAnswer = (message: MailMessage) =>
        waitUntil(
          sendMail(message, config.notification, { fetch: fetchImpl, log, mail: deps.mail }).then((outcome) => {
            if (outcome.status === 'failed') log(`[${fn.name}] ${message.tag} e-mail failed: ${outcome.error}`);
          }),
        );
      let id: string | null;
      try {
        id = await fn.store(db, parsed.data, { ipHash, config, sendAfterAnswer });
      } catch (error) {
        if (error instanceof LeadRejection) return answer(error.status, { error: error.message, code: error.code });
        // The schema should refuse whatever the table refuses (tests/functions/schema-constraints
        // pins that); should they ever disagree, the visitor still gets a 4xx, never a 500.
        if (isRefusedValue(error)) {
          console.error(`[${fn.name}] the database refused input the schema accepted`, error);
          return answer(400, { error: 'Invalid input: a value was refused', code: RESPONSE_ERRORS.invalidInput });
        }
        throw error;
      }

      if (id === null) return answer(200, { ok: true });
      // The lead is stored; the visitor is answered now and staff are told afterwards. The row
      // stays 'pending' until then, so the retry job finds it if this isolate dies first.
      waitUntil(
        deliverNewLeadNotification(db, { table: fn.table, id, notification: fn.notification(parsed.data) }, config, {
          fetch: fetchImpl,
          log,
          mail: deps.mail,
        }),
      );
      return answer(200, { ok: true });
    } catch (error) {
      console.error(`[${fn.name}] unexpected error`, error);
      return answer(500, {
        error: 'Something went wrong on our side. Please try again later',
        code: RESPONSE_ERRORS.serverError,
      });
    }
  };
}
