// @vitest-environment node
// The local Storage API (supabase/local/storage-api.ts) and an object name with a malformed
// percent-encoding (security review I5): decodeURIComponent threw a URIError, answered 500.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { createStorageApi, memoryObjectStore } from '../../supabase/local/storage-api';
import { openMigratedDb } from '../db/migrated-db';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('I5: a malformed percent-encoding in an object name', () => {
  it('I5: answers 400, never 500, to a public read and to an upload', async () => {
    const api = createStorageApi({
      db: pgliteDatabase(db),
      store: memoryObjectStore(),
      identify: async () => ({ role: 'service_role', claims: { role: 'service_role' } }),
    });
    for (const name of ['%E0%A4%A', 'a%', '%ZZ', `${'%E0%A4%A'.repeat(500)}`]) {
      const read = await api.fetch(new Request(`http://storage.test/object/public/listing-photos/${name}`));
      expect(read.status, name).toBe(400);
      const upload = await api.fetch(
        new Request(`http://storage.test/object/listing-photos/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'image/webp' },
          body: new Uint8Array([0x52, 0x49, 0x46, 0x46]),
        }),
      );
      expect(upload.status, name).toBe(400);
      expect(await upload.json()).toMatchObject({ error: 'InvalidKey' });
    }
  });
});
