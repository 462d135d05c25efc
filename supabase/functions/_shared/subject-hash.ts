// The address in a data-subject record, hashed with a key kept outside the database (security
// review L13, docs/lead-inbox.md "Data-subject requests"). The database records each access or
// erasure request with the salted SHA-256 of the address (private.email_hash, its salt in
// private.settings); anyone who can read the database could compute that for any address. Within
// minutes a function replaces it with HMAC-SHA256 of that value under a key that only the functions
// hold (derived from their IP_HASH_SALT secret), and marks the record keyed: from then on the
// database alone cannot tell whose request it was. The alert sender's runs (every 5 minutes) do it,
// so a new record waits at most that long; migration 20261202111000 marked the older ones unkeyed,
// so the first run keys them too.
import type { SqlExecutor } from './database.ts';

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

async function hmac(key: ArrayBuffer | Uint8Array, message: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return crypto.subtle.sign('HMAC', imported, encoder.encode(message));
}

/** The key of the records' hashes: its own use of the functions' hashing secret (IP_HASH_SALT). */
export function subjectHashKey(secret: string): Promise<ArrayBuffer> {
  return hmac(encoder.encode(secret), 'lusa:data-subject-record:v1');
}

/** The keyed hash of a record: HMAC-SHA256 (hex) of the database's salted SHA-256 of the address. */
export async function keyedSubjectHash(key: ArrayBuffer, databaseHash: string): Promise<string> {
  return hex(await hmac(key, databaseHash));
}

/** Keys the records not keyed yet (at most `limit` a run); answers how many. */
export async function keySubjectHashes(db: SqlExecutor, secret: string, limit = 500): Promise<number> {
  const rows = await db.query<{ id: string; email_hash: string }>(
    `select id, email_hash from public.data_subject_requests where not hash_keyed order by created_at limit $1`,
    [limit],
  );
  if (rows.length === 0) return 0;
  const key = await subjectHashKey(secret);
  let keyed = 0;
  for (const row of rows) {
    const updated = await db.query(
      `update public.data_subject_requests set email_hash = $2, hash_keyed = true where id = $1 and not hash_keyed
       returning id`,
      [row.id, await keyedSubjectHash(key, row.email_hash)],
    );
    keyed += updated.length;
  }
  return keyed;
}
