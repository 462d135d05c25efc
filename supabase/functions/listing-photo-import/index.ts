// Entry of the listing-photo-import edge function (docs/listing-photos.md): the listings manager's
// "copy photos into the site's storage" action calls it once per outside photo address. The logic
// is in ../_shared/handlers/listing-photo-import.ts, which the local backend serves too.
import { configFromEnv } from '../_shared/config.ts';
import { authRoleOf, listingPhotoImportHandler } from '../_shared/handlers/listing-photo-import.ts';

const env = (name: string) => Deno.env.get(name);
const supabaseUrl = env('SUPABASE_URL');
const anonKey = env('SUPABASE_ANON_KEY');
if (!supabaseUrl || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set');

/** A and AAAA records; a name with neither resolves to nothing (refused as unreachable). */
async function resolveHost(hostname: string): Promise<string[]> {
  const found = await Promise.all(
    (['A', 'AAAA'] as const).map((type) => Deno.resolveDns(hostname, type).catch(() => [] as string[])),
  );
  return found.flat();
}

Deno.serve(
  listingPhotoImportHandler({
    allowedOrigins: configFromEnv(env).allowedOrigins,
    roleOf: authRoleOf(supabaseUrl, anonKey),
    resolveHost,
  }),
);
