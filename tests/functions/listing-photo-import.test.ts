// @vitest-environment node
// The listing-photo-import function (supabase/functions/_shared/handlers/listing-photo-import.ts,
// docs/listing-photos.md): admins only; https only; no private, loopback or link-local address,
// neither written in the URL, nor resolved, nor reached by a redirect; image types only (SVG is
// not one), checked by the first bytes too; 25 MB at most; a time limit; and the bytes when all is
// well, with CORS for the site's origin. The connection goes to the address that was checked (L15).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type TLSSocket } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../supabase/functions/_shared/domain/listings/photo-import';
import {
  listingPhotoImportHandler,
  type PhotoImportDeps,
} from '../../supabase/functions/_shared/handlers/listing-photo-import';
import { nodePinnedFetch } from '../../supabase/functions/_shared/pinned-fetch-node';

const SITE = 'https://www.lusaproperty.com';
const PHOTO = 'https://scontent.example-cdn.net/photos/flat.jpg';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const DNS: Record<string, string[]> = {
  'scontent.example-cdn.net': ['157.240.1.35', '2a03:2880:f12d:83:face:b00c:0:25de'],
  'intranet.example.com': ['10.0.0.7'],
  'rebound.example.com': ['157.240.1.36', '127.0.0.1'],
};

type Upstream = (url: string, init?: RequestInit) => Response | Promise<Response>;

function handler(upstream: Upstream, overrides: Partial<PhotoImportDeps> = {}) {
  const fetched: string[] = [];
  const deps: PhotoImportDeps = {
    allowedOrigins: [SITE],
    roleOf: async (token) => ({ 'admin-token': 'admin', 'staff-token': '' })[token] ?? null,
    resolveHost: async (host) => DNS[host] ?? [],
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      fetched.push(String(input));
      return upstream(String(input), init);
    }) as typeof fetch,
    ...overrides,
  };
  return { handle: listingPhotoImportHandler(deps), fetched };
}

function post(body: unknown, token: string | null = 'admin-token') {
  return new Request('https://project.supabase.co/functions/v1/listing-photo-import', {
    method: 'POST',
    headers: {
      origin: SITE,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const image = (bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg', headers: Record<string, string> = {}) =>
  new Response(bytes, { headers: { 'content-type': type, ...headers } });

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('listing-photo-import', () => {
  it('answers an admin with the photo’s bytes and type, readable by the site', async () => {
    const { handle, fetched } = handler(() => image(JPEG));
    const response = await handle(post({ url: PHOTO }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
    expect(fetched).toEqual([PHOTO]);
  });

  it('follows a redirect to another public address', async () => {
    const { handle, fetched } = handler((url) =>
      url === PHOTO
        ? new Response(null, { status: 302, headers: { location: '/photos/flat-v2.png' } })
        : image(PNG, 'image/png'),
    );
    const response = await handle(post({ url: PHOTO }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(fetched).toEqual([PHOTO, 'https://scontent.example-cdn.net/photos/flat-v2.png']);
  });

  it('answers the preflight of the site only', async () => {
    const { handle } = handler(() => image(JPEG));
    const preflight = (origin: string) =>
      handle(
        new Request('https://x.test/functions/v1/listing-photo-import', { method: 'OPTIONS', headers: { origin } }),
      );
    expect((await preflight(SITE)).headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['no session', null, 401, 'unauthorized'],
    ['a token Auth does not accept', 'forged-token', 401, 'unauthorized'],
    ['a signed-in account without the admin role', 'staff-token', 403, 'forbidden'],
  ])('refuses %s and fetches nothing', async (_, token, status, error) => {
    const { handle, fetched } = handler(() => image(JPEG));
    expect(await refusal(await handle(post({ url: PHOTO }, token)))).toEqual({ status, body: { error } });
    expect(fetched).toEqual([]);
  });

  it.each([
    ['plain http', 'http://scontent.example-cdn.net/photos/flat.jpg', 'badUrl'],
    ['another port', 'https://scontent.example-cdn.net:8443/flat.jpg', 'badUrl'],
    ['credentials in the address', 'https://user:pw@scontent.example-cdn.net/flat.jpg', 'badUrl'],
    ['not an address', 'flat.jpg', 'badUrl'],
    ['loopback', 'https://127.0.0.1/flat.jpg', 'privateAddress'],
    ['loopback as a number', 'https://2130706433/flat.jpg', 'privateAddress'],
    ['IPv6 loopback', 'https://[::1]/flat.jpg', 'privateAddress'],
    ['IPv4-mapped IPv6', 'https://[::ffff:192.168.1.1]/flat.jpg', 'privateAddress'],
    ['local-use NAT64', 'https://[64:ff9b:1::a9fe:a9fe]/', 'privateAddress'],
    ['the cloud metadata address (link-local)', 'https://169.254.169.254/latest/meta-data', 'privateAddress'],
    ['a private network', 'https://10.1.2.3/flat.jpg', 'privateAddress'],
    ['localhost by name', 'https://localhost/flat.jpg', 'privateAddress'],
    ['a name that resolves to a private address', 'https://intranet.example.com/flat.jpg', 'privateAddress'],
    ['a name with one private address among public ones', 'https://rebound.example.com/a.jpg', 'privateAddress'],
  ])('refuses %s without fetching it', async (_, url, error) => {
    const { handle, fetched } = handler(() => image(JPEG));
    expect(await refusal(await handle(post({ url })))).toEqual({ status: 400, body: { error } });
    expect(fetched).toEqual([]);
  });

  it('refuses a redirect to a private address, and does not follow it', async () => {
    const { handle, fetched } = handler(
      () => new Response(null, { status: 301, headers: { location: 'https://169.254.169.254/latest' } }),
    );
    expect(await refusal(await handle(post({ url: PHOTO })))).toEqual({
      status: 400,
      body: { error: 'privateAddress' },
    });
    expect(fetched).toEqual([PHOTO]);
  });

  it.each([
    ['a web page', () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })],
    [
      'an SVG image',
      () => image(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
    ],
    ['text sent as image/jpeg', () => image(new TextEncoder().encode('not really a photo'))],
  ])('refuses %s as not an image', async (_, upstream) => {
    const { handle } = handler(upstream);
    expect(await refusal(await handle(post({ url: PHOTO })))).toEqual({ status: 415, body: { error: 'notImage' } });
  });

  it('refuses a file over the limit, by its declared length or by what arrives', async () => {
    const limits = { bytes: 1024 };
    const declared = handler(() => image(JPEG, 'image/jpeg', { 'content-length': '2048' }), { limits });
    expect(await refusal(await declared.handle(post({ url: PHOTO })))).toEqual({
      status: 413,
      body: { error: 'tooLarge' },
    });
    const big = new Uint8Array(4096);
    big.set(JPEG);
    const streamed = handler(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 4; i += 1) controller.enqueue(big.subarray(i * 1024, (i + 1) * 1024));
              controller.close();
            },
          }),
          { headers: { 'content-type': 'image/jpeg' } },
        ),
      { limits },
    );
    expect(await refusal(await streamed.handle(post({ url: PHOTO })))).toEqual({
      status: 413,
      body: { error: 'tooLarge' },
    });
  });

  it('gives up on a site that does not answer in time', async () => {
    const { handle } = handler(
      (_, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      { limits: { timeoutMs: 50 } },
    );
    expect(await refusal(await handle(post({ url: PHOTO })))).toEqual({ status: 504, body: { error: 'timeout' } });
  });

  it('reports an expired link or an unknown host as unreachable', async () => {
    const gone = handler(() => new Response('gone', { status: 404 }));
    expect(await refusal(await gone.handle(post({ url: PHOTO })))).toEqual({
      status: 502,
      body: { error: 'unreachable' },
    });
    const unknown = handler(() => image(JPEG));
    expect(await refusal(await unknown.handle(post({ url: 'https://no-such-host.example/a.jpg' })))).toEqual({
      status: 502,
      body: { error: 'unreachable' },
    });
    expect(unknown.fetched).toEqual([]);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['157.240.1.35', true],
    ['8.8.8.8', true],
    ['2a03:2880:f12d:83:face:b00c:0:25de', true],
    ['::ffff:8.8.8.8', true],
    ['0.0.0.0', false],
    ['10.255.0.1', false],
    ['100.64.0.1', false],
    ['127.0.0.53', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['64:ff9b::10.0.0.1', false],
    // NAT64 (both prefixes), IPv4-translated and Teredo reach IPv4 hosts through a gateway.
    ['64:ff9b::8.8.8.8', false],
    ['64:ff9b:1::a9fe:a9fe', false],
    ['::ffff:0:a9fe:a9fe', false],
    ['::ffff:0:8.8.8.8', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['100::1', false],
    ['not an address', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('L15: no DNS rebinding', () => {
  const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
  const CERT = { key: fixture('photos-example-test.key'), cert: fixture('photos-example-test.crt') };
  const CA = fixture('test-ca.crt');

  it('L15: connects to the address it checked, whatever the name resolves to afterwards', async () => {
    // A name that answers a public address first and loopback from then on.
    let lookups = 0;
    const connections: { url: string; address: string }[] = [];
    const handle = listingPhotoImportHandler({
      allowedOrigins: [SITE],
      roleOf: async () => 'admin',
      resolveHost: async () => (lookups++ === 0 ? ['157.240.1.35'] : ['127.0.0.1']),
      fetchPinned: async (url, address) => {
        connections.push({ url: url.href, address });
        return image(JPEG);
      },
    });
    expect((await handle(post({ url: 'https://rebind.example.net/a.jpg' }))).status).toBe(200);
    expect(lookups).toBe(1);
    expect(connections).toEqual([{ url: 'https://rebind.example.net/a.jpg', address: '157.240.1.35' }]);
  });

  async function serve(respond: (socket: TLSSocket) => void) {
    const server = createServer(CERT, respond);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  it('L15: reaches the pinned address over TLS, checking the certificate for the name (Node side)', async () => {
    // photos.example.test resolves nowhere: the bytes can only come from the pinned 127.0.0.1.
    const { server, port } = await serve((socket) => {
      socket.once('data', (request) => {
        const host = /\r\nHost: ([^\r]+)/.exec(request.toString('latin1'))?.[1];
        socket.end(
          Buffer.concat([
            Buffer.from(
              `HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nX-Host: ${host}\r\nTransfer-Encoding: chunked\r\n\r\n` +
                `5\r\n`,
              'latin1',
            ),
            Buffer.from(JPEG.subarray(0, 5)),
            Buffer.from(`\r\n${(JPEG.length - 5).toString(16)}\r\n`, 'latin1'),
            Buffer.from(JPEG.subarray(5)),
            Buffer.from('\r\n0\r\n\r\n', 'latin1'),
          ]),
        );
      });
    });
    try {
      const get = nodePinnedFetch({ ca: CA });
      const init = { signal: AbortSignal.timeout(5000), headers: { accept: 'image/*' } };
      const response = await get(new URL(`https://photos.example.test:${port}/a.jpg`), '127.0.0.1', init);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-host')).toBe(`photos.example.test:${port}`);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
      // Another name on the same address: its certificate does not match, so nothing is read.
      await expect(get(new URL(`https://other.example.test:${port}/a.jpg`), '127.0.0.1', init)).rejects.toThrow(
        /other\.example\.test|altnames|certificate/i,
      );
    } finally {
      server.close();
    }
  });

  it('L15: reads a body by its length and stops at a redirect without following it', async () => {
    const { server, port } = await serve((socket) => {
      socket.once('data', (request) => {
        const redirect = request.toString('latin1').startsWith('GET /moved');
        socket.end(
          redirect
            ? 'HTTP/1.1 302 Found\r\nLocation: https://elsewhere.example/b.jpg\r\nContent-Length: 0\r\n\r\n'
            : Buffer.concat([
                Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${JPEG.length}\r\n\r\n`, 'latin1'),
                Buffer.from(JPEG),
              ]),
        );
      });
    });
    try {
      const get = nodePinnedFetch({ ca: CA });
      const init = () => ({ signal: AbortSignal.timeout(5000), headers: {} });
      const moved = await get(new URL(`https://photos.example.test:${port}/moved`), '127.0.0.1', init());
      expect([moved.status, moved.headers.get('location')]).toEqual([302, 'https://elsewhere.example/b.jpg']);
      await moved.body?.cancel();
      const plain = await get(new URL(`https://photos.example.test:${port}/a.jpg`), '127.0.0.1', init());
      expect(new Uint8Array(await plain.arrayBuffer())).toEqual(JPEG);
    } finally {
      server.close();
    }
  });
});
