// Entry of the listing-photo-sweep edge function, which pg_cron calls once a day (see the migration
// 20261125050000_listing_photo_sweep.sql). The logic is in ../_shared/listing-photo-sweep.ts, which
// the local backend runs on a timer.
import { listingPhotoSweepHandler } from '../_shared/handlers/listing-photo-sweep.ts';
import { storageRemover } from '../_shared/listing-photo-sweep.ts';
import { createPostgresDatabase } from '../_shared/postgres-database.ts';
import { functionsDatabaseUrl } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
// As the edge_functions role (security review L9), like every function.
const databaseUrl = functionsDatabaseUrl(env);
const supabaseUrl = env('SUPABASE_URL');
const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
if (!supabaseUrl || !serviceKey) {
  throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
}

Deno.serve(
  listingPhotoSweepHandler(createPostgresDatabase(databaseUrl), storageRemover(supabaseUrl, serviceKey), serviceKey),
);
