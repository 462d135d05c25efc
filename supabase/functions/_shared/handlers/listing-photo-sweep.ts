import type { Database } from '../database.ts';
import { jsonResponse } from '../http.ts';
import { sweepOrphanPhotos } from '../listing-photo-sweep.ts';
import { sameKey } from './notification-retry.ts';

/**
 * The orphan sweep's entry: one run of sweepOrphanPhotos per POST that carries `key` (the
 * service-role key, which pg_cron reads from Vault) as a Bearer token.
 */
export function listingPhotoSweepHandler(
  db: Database,
  remove: (paths: string[]) => Promise<number>,
  key: string,
  log: (message: string) => void = (message) => console.log(message),
) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' });
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key || !sameKey(token, key)) return jsonResponse(401, { error: 'Unauthorized' });
    await request.body?.cancel();
    return jsonResponse(200, await sweepOrphanPhotos(db, remove, { log }));
  };
}
