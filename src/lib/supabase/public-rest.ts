import { PostgrestClient } from '@supabase/postgrest-js';
import { anonHeaders, SUPABASE_ANON_KEY, SUPABASE_URL } from './config';

/** Reads of the public tables (the ads), as an anonymous visitor. */
export type PublicRest = PostgrestClient;

/**
 * A PostgREST client with the anonymous key: what supabase-js's `from()` is, without the auth,
 * storage and realtime clients around it (5 kB gzip against 51 kB; docs/delivery.md).
 */
export function createPublicRest(url: string = SUPABASE_URL, key: string = SUPABASE_ANON_KEY): PublicRest {
  return new PostgrestClient(`${url}/rest/v1`, { headers: anonHeaders(key) });
}

export const publicRest = createPublicRest();
