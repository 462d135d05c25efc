import type { SupabaseClient } from '@supabase/supabase-js';

let clientPromise: Promise<SupabaseClient> | null = null;

/** Loads supabase-js and creates the client on first use (a separate chunk). */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('./supabase-client').then((module) => module.supabase);
  return clientPromise;
}
