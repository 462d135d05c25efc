import type { SupabaseClient } from '@supabase/supabase-js';
import { memoizeAsync } from '@/lib/async/tracked-promise';

/**
 * supabase-js with the signed-in staff member's session: the staff pages' client (sign-in, the
 * admin tables, storage). 51 kB gzip, so the public pages read through PostgREST's own client
 * (get-public-rest.ts) and call the edge functions with one fetch (invoke-function.ts). It loads on
 * first use, as a chunk of its own; a failed chunk load is not kept: one network blip would
 * otherwise break the page until it is reloaded.
 */
export const getSupabase: () => Promise<SupabaseClient> = memoizeAsync(
  () => 'client',
  () => import('./supabase-client').then((module) => module.supabase),
);
