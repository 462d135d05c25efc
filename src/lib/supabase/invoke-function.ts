import type { LeadFunctionName } from '@shared/leads/lead-kinds';
import { anonHeaders, SUPABASE_ANON_KEY, SUPABASE_URL } from './config';

/**
 * The edge functions the site calls: the lead registry's (@shared/leads/lead-kinds) and the
 * newsletter's links, the ad alerts' functions and the owners' sign-in link (docs/newsletter.md,
 * docs/ad-alerts.md, docs/owner-accounts.md).
 */
export type FunctionName =
  | LeadFunctionName
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'alert-save'
  | 'alert-confirm'
  | 'alert-unsubscribe'
  | 'alert-manage'
  | 'owner-sign-in-link';

/**
 * A failed function call, carrying the HTTP status and the error text and code (RESPONSE_ERRORS in
 * @shared/validation/error-codes) the function answered with when it sent them.
 */
export class FunctionCallError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  constructor(message: string, status: number | null, code: string | null = null) {
    super(message);
    this.name = 'FunctionCallError';
    this.status = status;
    this.code = code;
  }
}

async function readServerError(response: Response): Promise<{ message: string | null; code: string | null }> {
  const none = { message: null, code: null };
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') return none;
    const { error, code } = body as { error?: unknown; code?: unknown };
    const message =
      typeof error === 'string'
        ? error
        : error && typeof error === 'object' && 'message' in error
          ? String(error.message)
          : null;
    return { message, code: typeof code === 'string' ? code : null };
  } catch {
    // Not JSON: the status alone says what happened.
    return none;
  }
}

/**
 * Calls edge functions by name with a JSON body, as an anonymous visitor (every function the public
 * site calls is open to visitors), at the backend `url` with its anonymous `key`. The call resolves
 * with the function's JSON answer, or rejects with a FunctionCallError with the server's error text
 * and code where it gave them.
 *
 * One fetch, with the headers supabase-js sends without a session, rather than supabase-js (51 kB
 * gzip) or its functions client: either is a chunk to load first, and on a phone's network each
 * level of chunks is a round trip before the request leaves (docs/delivery.md).
 */
export function functionCaller(url: string = SUPABASE_URL, key: string = SUPABASE_ANON_KEY) {
  return async function invoke<T = unknown>(name: FunctionName, body: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { ...anonHeaders(key), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new FunctionCallError(error instanceof Error ? error.message : String(error), null);
    }
    if (!response.ok) {
      const server = await readServerError(response);
      const message = server.message ?? `The function ${name} answered ${response.status}`;
      throw new FunctionCallError(message, response.status, server.code);
    }
    const type = response.headers.get('Content-Type') ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as T;
  };
}

/** Calls an edge function of the site's backend (see functionCaller). */
export const invokeFunction = functionCaller();
