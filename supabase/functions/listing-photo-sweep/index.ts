// Entry of the listing-photo-sweep edge function, which pg_cron calls once a day (see the migration
// 20261125050000_listing_photo_sweep.sql). The logic is in ../_shared/listing-photo-sweep.ts, which
// the local backend runs on a timer.
import { listingPhotoSweepHandler } from '../_shared/handlers/listing-photo-sweep.ts';
import { storageRemover } from '../_shared/listing-photo-sweep.ts';
import { createPostgresDatabase } from '../_shared/postgres-database.ts';

const env = (name: string) => Deno.env.get(name);
const databaseUrl = env('SUPABASE_DB_URL');
const supabaseUrl = env('SUPABASE_URL');
const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
if (!databaseUrl || !supabaseUrl || !serviceKey) {
  throw new Error('SUPABASE_DB_URL, SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
}

Deno.serve(
  listingPhotoSweepHandler(createPostgresDatabase(databaseUrl), storageRemover(supabaseUrl, serviceKey), serviceKey),
);
