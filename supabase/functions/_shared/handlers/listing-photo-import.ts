// The listing-photo-import function (docs/listing-photos.md): a staff member's browser cannot read
// the bytes of an image on another site (no CORS there), so this fetches one outside photo address
// for it and answers with the bytes; the browser then prepares and uploads the photo as if chosen
// from the computer. Admins only; https only; never an address on a private network (each redirect
// and each resolved address is checked, and the connection goes to the address that was checked:
// no DNS rebinding, security review L15); image types only; at most 25 MB; a time limit.
import {
  checkImportUrl,
  importImageType,
  isIpLiteral,
  isPublicAddress,
  looksLikeImage,
  PHOTO_IMPORT_LIMITS,
  type PhotoImportError,
} from '../domain/listings/photo-import.ts';
import { BodyTooLargeError, corsHeaders, jsonResponse, readBodyText, readCapped } from '../http.ts';
import { denoPinnedFetch, type PinnedFetch } from '../pinned-fetch.ts';

export interface PhotoImportDeps {
  allowedOrigins: readonly string[];
  /** The app_metadata.role of a valid session's access token; null when the token is not valid. */
  roleOf(token: string): Promise<string | null>;
  /** The addresses a host name resolves to (A and AAAA); empty when it does not resolve. */
  resolveHost(hostname: string): Promise<string[]>;
  /**
   * Connects to the checked address (not to whatever the name resolves to next). By default Deno's
   * own TLS connection in the deployed function, node:tls in the local backend.
   */
  fetchPinned?: PinnedFetch;
  /** For tests only: a fake outside site, reached by URL without pinning (no name is resolved there). */
  fetch?: typeof fetch;
  limits?: Partial<Record<keyof typeof PHOTO_IMPORT_LIMITS, number>>;
}

const STATUS: Record<PhotoImportError, number> = {
  unauthorized: 401,
  forbidden: 403,
  badUrl: 400,
  privateAddress: 400,
  notImage: 415,
  tooLarge: 413,
  timeout: 504,
  unreachable: 502,
};

class Refusal extends Error {
  constructor(readonly code: PhotoImportError) {
    super(code);
  }
}

/** The runtime's own pinned connection: Deno.connect + Deno.startTls, or node:tls in the local backend. */
const runtimePinnedFetch: PinnedFetch = async (url, address, init) => {
  if ('Deno' in globalThis) return denoPinnedFetch(url, address, init);
  const node = await import('../pinned-fetch-node.ts');
  return node.nodePinnedFetch()(url, address, init);
};

export function listingPhotoImportHandler(deps: PhotoImportDeps) {
  const limits = { ...PHOTO_IMPORT_LIMITS, ...deps.limits };
  const testFetch = deps.fetch;
  const connect: PinnedFetch =
    deps.fetchPinned ??
    (testFetch ? (url, _address, init) => testFetch(url, { ...init, redirect: 'manual' }) : runtimePinnedFetch);

  /**
   * The URL itself, then every address its host resolves to, must be public; answers the address
   * to connect to (the first one checked), so nothing is resolved again between check and use.
   */
  async function checkAddress(text: string): Promise<{ url: URL; address: string }> {
    const checked = checkImportUrl(text);
    if ('error' in checked) throw new Refusal(checked.error);
    const host = checked.url.hostname.replace(/^\[|\]$/g, '');
    if (isIpLiteral(host)) return { url: checked.url, address: host };
    const addresses = await deps.resolveHost(host).catch(() => []);
    if (addresses.length === 0) throw new Refusal('unreachable');
    if (!addresses.every(isPublicAddress)) throw new Refusal('privateAddress');
    return { url: checked.url, address: addresses[0]! };
  }

  async function fetchImage(start: string, signal: AbortSignal): Promise<{ bytes: Uint8Array; type: string }> {
    let address = start;
    for (let hop = 0; hop <= limits.redirects; hop += 1) {
      const { url, address: checkedAddress } = await checkAddress(address);
      let response: Response;
      try {
        // To the checked address; redirects are followed here, one by one, so each new address is checked first.
        response = await connect(url, checkedAddress, { signal, headers: { accept: 'image/*' } });
      } catch (error) {
        throw signal.aborted ? new Refusal('timeout') : error instanceof Refusal ? error : new Refusal('unreachable');
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        address = new URL(location, url).href;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Refusal('unreachable');
      }
      const type = importImageType(response.headers.get('content-type'));
      if (!type) {
        await response.body?.cancel();
        throw new Refusal('notImage');
      }
      let bytes: Uint8Array;
      try {
        bytes = await readCapped(response.body, response.headers.get('content-length'), limits.bytes);
      } catch (error) {
        throw new Refusal(error instanceof BodyTooLargeError ? 'tooLarge' : signal.aborted ? 'timeout' : 'unreachable');
      }
      if (!looksLikeImage(bytes)) throw new Refusal('notImage');
      return { bytes, type };
    }
    throw new Refusal('unreachable');
  }

  return async (request: Request): Promise<Response> => {
    const cors = corsHeaders(request, deps.allowedOrigins);
    const refuse = (code: PhotoImportError) => jsonResponse(STATUS[code], { error: code }, cors);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' }, cors);

    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const role = token ? await deps.roleOf(token).catch(() => null) : null;
    if (role === null) return refuse('unauthorized');
    if (role !== 'admin') return refuse('forbidden');

    let url: unknown;
    try {
      url = (JSON.parse(await readBodyText(request, 4096)) as { url?: unknown } | null)?.url;
    } catch {
      return refuse('badUrl');
    }
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      const image = await Promise.race([
        fetchImage(typeof url === 'string' ? url : '', signal),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Refusal('timeout')), { once: true }),
        ),
      ]);
      return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: {
          ...cors,
          'Content-Type': image.type,
          'Content-Length': String(image.bytes.byteLength),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.code);
      throw error;
    }
  };
}

/**
 * The caller's role as Supabase Auth reports it (GET /auth/v1/user with the caller's token): the
 * token's signature, expiry and session are checked by Auth itself, whatever key scheme the
 * project uses.
 */
export function authRoleOf(supabaseUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch) {
  return async (token: string): Promise<string | null> => {
    const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${token}`, apikey: apiKey },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const user = (await response.json()) as { app_metadata?: { role?: unknown } } | null;
    return typeof user?.app_metadata?.role === 'string' ? user.app_metadata.role : '';
  };
}
