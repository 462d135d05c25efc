import type { z } from 'zod';
import { HONEYPOT_FIELD } from './domain/validation/consent.ts';
import type { FunctionConfig } from './config.ts';
import { sqlStateOf, type Database } from './database.ts';
import { CALCULATOR_ERRORS, INPUT_ERRORS, RESPONSE_ERRORS } from './domain/validation/error-codes.ts';
import { deliverNewLeadNotification } from './notification-delivery.ts';
import { LEAD_REGISTRY, type LeadNotification, type LeadOf } from './domain/leads/lead-registry.ts';
import type { LeadKind } from './domain/leads/lead-kinds.ts';
import { sendMail, type MailMessage, type SendMail } from './mail.ts';
import { createPublicEndpoint } from './public-endpoint.ts';

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
  { code: CALCULATOR_ERRORS.expenseOutOfRange, text: 'A changed assumption is out of its range' },
  { code: CALCULATOR_ERRORS.figuresInvalid, text: 'The calculator figures are incomplete or out of their range' },
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
 * The request pipeline every lead function shares: the public endpoint's (CORS, POST only, JSON
 * under a size limit, the rate limit per hashed client address), then the honeypot, validation
 * with the forms' schema, storage, and a staff notification whose outcome is recorded on the row.
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

  return createPublicEndpoint(fn.name, deps, async ({ body, ipHash }, answer) => {
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body;
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
  });
}
