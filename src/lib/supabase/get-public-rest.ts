import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { PublicRest } from './public-rest';

/**
 * Reads of the public tables (the ads page), as an anonymous visitor: PostgREST's own client, 5 kB
 * gzip where supabase-js is 51 kB, loaded on first use (a failed load is not kept). A module of its
 * own, so that the ads page's chunk holds it rather than a shared file of the staff pages' getter.
 */
export const getPublicRest: () => Promise<PublicRest> = memoizeAsync(
  () => 'rest',
  () => import('./public-rest').then((module) => module.publicRest),
);
