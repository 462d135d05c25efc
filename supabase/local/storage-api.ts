// /storage/v1 of the local stand-in: the part of Supabase Storage the site uses (upload, public
// read, remove; docs/listing-photos.md; and for the private bucket owner-documents, signed URLs,
// docs/owner-accounts.md). Every write is recorded in storage.objects as the caller's role with its
// claims, so the storage policies of the migrations decide, as on hosted Supabase; signing a URL
// asks the same of a read. The bytes live on disk under the local data folder (or in memory for a
// throw-away backend).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { sqlStateOf, type Database } from '../functions/_shared/database.ts';
import { runAs, type RequestIdentity } from './identity.ts';

/** Where object bytes are kept, by "<bucket>/<name>". */
export interface ObjectStore {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryObjectStore(): ObjectStore {
  const objects = new Map<string, Uint8Array>();
  return {
    get: async (key) => objects.get(key) ?? null,
    put: async (key, bytes) => void objects.set(key, bytes),
    delete: async (key) => void objects.delete(key),
  };
}

/** Keys are checked by `validName` before they get here, so they cannot leave `root`. */
export function diskObjectStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, ...key.split('/'));
  return {
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    put: async (key, bytes) => {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
    },
    delete: (key) => rm(file(key), { force: true }),
  };
}

interface StorageApiOptions {
  db: Database;
  store: ObjectStore;
  /** The caller's identity from the Authorization header, or null for a token that fails. */
  identify(authorization: string | undefined): Promise<RequestIdentity | null>;
  /** Signs signed URLs' tokens (HS256, as Storage signs with the project's JWT secret); random when absent. */
  signingSecret?: string;
  /** For tests: the clock, in milliseconds. */
  now?: () => number;
}

/** The longest a signed URL may live: one year, as Storage allows. */
const MAX_SIGNED_SECONDS = 365 * 24 * 3600;

/** Whether a bucket's allowed types take this one: exactly, or by a wildcard ("image/*"). */
function mimeAllowed(allowed: readonly string[], mimetype: string): boolean {
  return allowed.some(
    (entry) => entry === mimetype || (entry.endsWith('/*') && mimetype.startsWith(entry.slice(0, -1))),
  );
}

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** Storage's error body: its own status code as a string beside the HTTP one. */
function storageError(c: Context, status: number, error: string, message: string, httpStatus = status) {
  return c.json({ statusCode: String(status), error, message }, httpStatus as 400);
}

/** Object names: relative, no empty or dot segments (Storage refuses such keys too). */
function validName(name: string): boolean {
  // No control characters (NUL, CR, LF) and no backslash, which a disk path would take as a separator.
  const control = [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (!name || name.length > 1024 || name.startsWith('/') || control || name.includes('\\')) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The object name after "/<prefix>/<bucket>/" in the request path, decoded. */
function objectName(c: Context, prefix: string): string {
  const pathname = new URL(c.req.url).pathname;
  const rest = pathname.slice(pathname.indexOf(prefix) + prefix.length);
  const bucketEnd = rest.indexOf('/');
  try {
    return bucketEnd < 0 ? '' : decodeURIComponent(rest.slice(bucketEnd + 1));
  } catch (error) {
    // A malformed percent-encoding (%E0%A4%A) names no object: '' fails validName, so the caller
    // answers 400 (InvalidKey), not 500 (security review I5).
    if (error instanceof URIError) return '';
    throw error;
  }
}

export function createStorageApi({ db, store, identify, signingSecret, now = Date.now }: StorageApiOptions): Hono {
  const app = new Hono();
  const secret = new TextEncoder().encode(signingSecret ?? randomBytes(32).toString('hex'));

  async function bucketOf(id: string): Promise<BucketRow | null> {
    const [row] = await db.query<BucketRow>(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
      [id],
    );
    return row ?? null;
  }

  async function upload(c: Context, method: 'POST' | 'PUT') {
    const identity = await identify(c.req.header('authorization'));
    if (!identity) return storageError(c, 400, 'Invalid JWT', 'invalid signature');
    const bucketId = c.req.param('bucket') ?? '';
    const name = objectName(c, '/object/');
    if (!validName(name)) return storageError(c, 400, 'InvalidKey', `Invalid key: ${name}`);
    const bucket = await bucketOf(bucketId);
    if (!bucket) return storageError(c, 404, 'Bucket not found', 'Bucket not found', 400);

    // supabase-js sends a Blob as multipart form data (the file under the empty field name, beside
    // cacheControl), and anything else as the raw body with its Content-Type.
    let bytes: Uint8Array;
    let mimetype: string;
    let cacheControl: string;
    const contentType = c.req.header('content-type') ?? '';
    if (contentType.startsWith('multipart/form-data')) {
      const form = await c.req.raw.formData();
      let file: File | undefined;
      form.forEach((value) => {
        if (!file && typeof value !== 'string') file = value;
      });
      if (!file) return storageError(c, 400, 'InvalidRequest', 'No file in the form');
      bytes = new Uint8Array(await file.arrayBuffer());
      mimetype = file.type || 'application/octet-stream';
      cacheControl = `max-age=${String(form.get('cacheControl') ?? '3600')}`;
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer());
      mimetype = contentType.split(';')[0]!.trim() || 'application/octet-stream';
      cacheControl = c.req.header('cache-control') ?? 'max-age=3600';
    }
    // It becomes a response header of every download: one line of printable text.
    if (!/^[\x20-\x7e]{1,200}$/.test(cacheControl)) {
      return storageError(c, 400, 'InvalidRequest', 'cacheControl must be one line of printable text');
    }
    const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    if (limit !== null && bytes.byteLength > limit) {
      return storageError(c, 413, 'Payload too large', 'The object exceeded the maximum allowed size', 413);
    }
    if (bucket.allowed_mime_types?.length && !mimeAllowed(bucket.allowed_mime_types, mimetype)) {
      return storageError(c, 415, 'invalid_mime_type', `mime type ${mimetype} is not supported`, 415);
    }

    const upsert = method === 'PUT' || c.req.header('x-upsert') === 'true';
    const metadata = JSON.stringify({ mimetype, size: bytes.byteLength, cacheControl });
    const owner = typeof identity.claims.sub === 'string' ? identity.claims.sub : null;
    const key = `${bucketId}/${name}`;
    try {
      const id = await runAs(db, identity, async (tx) => {
        const sql =
          method === 'PUT'
            ? `update storage.objects set metadata = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id`
            : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $4::uuid, $4, $3)
               ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''}
               returning id`;
        const [row] = await tx.query<{ id: string }>(sql, [bucketId, name, metadata, owner]);
        if (!row) throw Object.assign(new Error('Object not found'), { notFound: true });
        // Written before the row commits: a failed write rolls the row back, so no row lacks bytes.
        await store.put(key, bytes);
        return row.id;
      });
      return c.json({ Id: id, Key: key });
    } catch (error) {
      if ((error as { notFound?: boolean }).notFound) return storageError(c, 404, 'not_found', 'Object not found', 400);
      const state = sqlStateOf(error);
      if (state === '23505') return storageError(c, 409, 'Duplicate', 'The resource already exists', 400);
      if (state === '42501') {
        return storageError(c, 403, 'Unauthorized', 'new row violates row-level security policy', 400);
      }
      throw error;
    }
  }

  // supabase-js createSignedUrl(path, expiresIn): POST { expiresIn } answers { signedURL } (the path
  // under /storage/v1 with a token), for an object the caller may read under the storage policies
  // (asked as the caller); any other: Storage's "not found". Registered before the upload route,
  // which would take "sign" for a bucket.
  app.post('/object/sign/:bucket/*', async (c) => {
    const identity = await identify(c.req.header('authorization'));
    if (!identity) return storageError(c, 400, 'Invalid JWT', 'invalid signature');
    const bucketId = c.req.param('bucket') ?? '';
    const name = objectName(c, '/object/sign/');
    if (!validName(name)) return storageError(c, 400, 'InvalidKey', `Invalid key: ${name}`);
    const body = (await c.req.json().catch(() => null)) as { expiresIn?: unknown } | null;
    const expiresIn = body?.expiresIn;
    if (
      typeof expiresIn !== 'number' ||
      !Number.isInteger(expiresIn) ||
      expiresIn < 1 ||
      expiresIn > MAX_SIGNED_SECONDS
    ) {
      return storageError(c, 400, 'InvalidRequest', 'body/expiresIn must be a whole number of seconds, at least 1');
    }
    const [visible] = await runAs(db, identity, (tx) =>
      tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]),
    );
    if (!visible) return storageError(c, 404, 'not_found', 'Object not found', 400);
    const issuedAt = Math.floor(now() / 1000);
    const token = await new SignJWT({ url: `${bucketId}/${name}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresIn)
      .sign(secret);
    // The name as it is, not percent-encoded: supabase-js encodes the whole URL (encodeURI).
    return c.json({ signedURL: `/object/sign/${bucketId}/${name}?token=${token}` });
  });

  // A signed URL: no key, no session; its token names the object and its expiry. A token that is
  // expired, altered or for another object: Storage's 400 answers.
  app.on(['GET', 'HEAD'], '/object/sign/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket') ?? '';
    const name = objectName(c, '/object/sign/');
    const token = c.req.query('token') ?? '';
    let url: unknown;
    try {
      ({
        payload: { url },
      } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now()) }));
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      return storageError(c, 400, 'InvalidJWT', expired ? '"exp" claim timestamp check failed' : 'invalid signature');
    }
    if (!validName(name) || url !== `${bucketId}/${name}`) {
      return storageError(c, 400, 'InvalidSignature', 'The url do not match the signature');
    }
    const [row] = await db.query<{ metadata: { mimetype?: string } | null }>(
      `select metadata from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    );
    const bytes = row ? await store.get(`${bucketId}/${name}`) : null;
    if (!row || !bytes) return storageError(c, 404, 'not_found', 'Object not found', 400);
    const download = c.req.query('download');
    const filename = download || name.split('/').pop() || 'file';
    return new Response(c.req.method === 'HEAD' ? null : new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
        'Content-Length': String(bytes.byteLength),
        // A private document: kept by no cache.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        ...(download === undefined
          ? {}
          : { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` }),
      },
    });
  });

  app.post('/object/:bucket/*', (c) => upload(c, 'POST'));
  app.put('/object/:bucket/*', (c) => upload(c, 'PUT'));

  // supabase-js `remove(paths)`: what the caller's policies let it delete goes, the rest stays
  // silently, and the answer lists what went (as Storage does).
  app.delete('/object/:bucket', async (c) => {
    const identity = await identify(c.req.header('authorization'));
    if (!identity) return storageError(c, 400, 'Invalid JWT', 'invalid signature');
    const bucketId = c.req.param('bucket');
    const body = (await c.req.json().catch(() => null)) as { prefixes?: unknown } | null;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string') || prefixes.length > 1000) {
      return storageError(c, 400, 'InvalidRequest', 'body must have required property prefixes');
    }
    const deleted = await runAs(db, identity, (tx) =>
      tx.query<{ name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata`,
        [bucketId, prefixes],
      ),
    );
    for (const row of deleted) await store.delete(`${bucketId}/${row.name}`);
    return c.json(deleted);
  });

  // Public read needs no key, like a public bucket's URL on Supabase.
  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket') ?? '';
    const name = objectName(c, '/object/public/');
    const bucket = await bucketOf(bucketId);
    if (!bucket) return storageError(c, 404, 'Bucket not found', 'Bucket not found', 400);
    const [row] = validName(name)
      ? await db.query<{ metadata: { mimetype?: string; cacheControl?: string } | null }>(
          `select metadata from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, name],
        )
      : [];
    const bytes = bucket.public && row ? await store.get(`${bucketId}/${name}`) : null;
    if (!row || !bytes) return storageError(c, 404, 'not_found', 'Object not found', 400);
    return new Response(c.req.method === 'HEAD' ? null : new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': row.metadata?.cacheControl ?? 'max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        // Pages that isolate themselves may still show these public images.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  });

  return app;
}
