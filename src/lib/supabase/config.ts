// Where the Supabase API lives. Without a .env the app talks to the embedded local backend that
// `npm run dev` starts on 127.0.0.1:54321 with its fixed development key.
export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || 'local-dev-anon-key';

/**
 * What supabase-js sends for a visitor who is not signed in: the project's key, and the same key as
 * the bearer token. The public pages' calls (public-rest.ts, invoke-function.ts) send it.
 */
export const anonHeaders = (key: string = SUPABASE_ANON_KEY): Record<string, string> => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
});
