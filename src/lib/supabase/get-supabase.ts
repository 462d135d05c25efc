import type { SupabaseClient } from '@supabase/supabase-js';
import { memoizeAsync } from '@/lib/async/tracked-promise';

/**
 * Loads supabase-js and creates the client on first use (a separate chunk). A failed chunk load is
 * not kept: one network blip would otherwise break every form until the page is reloaded.
 */
export const getSupabase: () => Promise<SupabaseClient> = memoizeAsync(
  () => 'client',
  () => import('./supabase-client').then((module) => module.supabase),
);
