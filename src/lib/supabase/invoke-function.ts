import { getSupabase } from './get-supabase';

export type FunctionName = 'newsletter-subscribe' | 'contact-submit' | 'investment-submit' | 'rental-template-download';

/** A failed function call, carrying the error text the function answered with when it sent one. */
export class FunctionCallError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'FunctionCallError';
    this.status = status;
  }
}

async function readServerMessage(context: unknown): Promise<string | null> {
  if (!(context instanceof Response)) return null;
  try {
    const body: unknown = await context.clone().json();
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (typeof error === 'string') return error;
      if (error && typeof error === 'object' && 'message' in error) return String(error.message);
    }
  } catch {
    // Not JSON: fall back to the client's own message.
  }
  return null;
}

/**
 * Calls an edge function by name with a JSON body. Resolves with its JSON answer; rejects with a
 * FunctionCallError whose message is the server's error text where it gave one (the newsletter
 * form recognises a duplicate by that text).
 */
export async function invokeFunction<T = unknown>(name: FunctionName, body: object): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (error) {
    const context: unknown = 'context' in error ? error.context : undefined;
    const status = context instanceof Response ? context.status : null;
    throw new FunctionCallError((await readServerMessage(context)) ?? error.message, status);
  }
  return data as T;
}
