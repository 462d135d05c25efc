import type { LeadFunctionName } from '@shared/leads/lead-kinds';
import { getSupabase } from './get-supabase';

/**
 * The edge functions the site calls: the lead registry's (@shared/leads/lead-kinds) and the
 * newsletter's links (docs/newsletter.md).
 */
export type FunctionName = LeadFunctionName | 'newsletter-confirm' | 'newsletter-unsubscribe';

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

async function readServerError(context: unknown): Promise<{ message: string | null; code: string | null }> {
  const none = { message: null, code: null };
  if (!(context instanceof Response)) return none;
  try {
    const body: unknown = await context.clone().json();
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
    // Not JSON: fall back to the client's own message.
    return none;
  }
}

/**
 * Calls an edge function by name with a JSON body. Resolves with its JSON answer; rejects with a
 * FunctionCallError with the server's error text and code where it gave them.
 */
export async function invokeFunction<T = unknown>(name: FunctionName, body: object): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (error) {
    const context: unknown = 'context' in error ? error.context : undefined;
    const status = context instanceof Response ? context.status : null;
    const server = await readServerError(context);
    throw new FunctionCallError(server.message ?? error.message, status, server.code);
  }
  return data as T;
}
