// Deno test of the listing-photo-import entry as the edge runtime loads it (docs/listing-photos.md):
// the caller's role comes from Supabase Auth (GET /auth/v1/user, answered here by a stand-in), and
// the refusals that need no outside site. The handler's success path runs under Deno too, with the
// outside site and name resolution given to it; tests/functions covers the handler in depth.
import { listingPhotoImportHandler } from '../_shared/handlers/listing-photo-import.ts';

function assertEquals(actual: unknown, expected: unknown, message = '') {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${message} expected ${e}, got ${a}`);
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** Supabase Auth's /auth/v1/user for two tokens: an admin's and a plain account's. */
function startAuth(): Deno.HttpServer {
  return Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (request.headers.get('apikey') !== 'deno-anon-key') return Response.json({ msg: 'no key' }, { status: 401 });
    if (token === 'admin-token') return Response.json({ id: 'a', app_metadata: { role: 'admin' } });
    if (token === 'staff-token') return Response.json({ id: 's', app_metadata: {} });
    return Response.json({ msg: 'invalid JWT' }, { status: 403 });
  });
}

Deno.test('listing-photo-import: the deployed entry asks Auth for the role and refuses', async (t) => {
  const auth = startAuth();
  Deno.env.set('SUPABASE_URL', `http://127.0.0.1:${(auth.addr as Deno.NetAddr).port}`);
  Deno.env.set('SUPABASE_ANON_KEY', 'deno-anon-key');
  Deno.env.set('ALLOWED_ORIGINS', 'https://site.test');
  const realServe = Deno.serve;
  let server: Deno.HttpServer | undefined;
  // deno-lint-ignore no-explicit-any
  (Deno as any).serve = (handler: Deno.ServeHandler) =>
    (server = realServe({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler));
  try {
    await import('../listing-photo-import/index.ts');
  } finally {
    // deno-lint-ignore no-explicit-any
    (Deno as any).serve = realServe;
  }
  const url = `http://127.0.0.1:${(server!.addr as Deno.NetAddr).port}`;
  const post = (token: string | null, photo: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        Origin: 'https://site.test',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ url: photo }),
    });
  const answer = async (response: Response) => [response.status, await response.json()];
  try {
    await t.step('no session, a forged token, an account without the role', async () => {
      assertEquals(await answer(await post(null, 'https://cdn.test/a.jpg')), [401, { error: 'unauthorized' }]);
      assertEquals(await answer(await post('forged', 'https://cdn.test/a.jpg')), [401, { error: 'unauthorized' }]);
      assertEquals(await answer(await post('staff-token', 'https://cdn.test/a.jpg')), [403, { error: 'forbidden' }]);
    });
    await t.step('an admin asking for http, a loopback or a link-local address', async () => {
      assertEquals(await answer(await post('admin-token', 'http://cdn.test/a.jpg')), [400, { error: 'badUrl' }]);
      assertEquals(await answer(await post('admin-token', 'https://127.0.0.1/a.jpg')), [
        400,
        { error: 'privateAddress' },
      ]);
      assertEquals(await answer(await post('admin-token', 'https://169.254.169.254/latest')), [
        400,
        { error: 'privateAddress' },
      ]);
    });
  } finally {
    await server?.shutdown();
    await auth.shutdown();
  }
});

Deno.test('listing-photo-import: the handler answers an admin with the bytes under Deno', async () => {
  const handle = listingPhotoImportHandler({
    allowedOrigins: ['https://site.test'],
    roleOf: () => Promise.resolve('admin'),
    resolveHost: () => Promise.resolve(['157.240.1.35']),
    fetch: () => Promise.resolve(new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } })),
  });
  const response = await handle(
    new Request('https://x.test/functions/v1/listing-photo-import', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', Origin: 'https://site.test' },
      body: JSON.stringify({ url: 'https://cdn.test/a.jpg' }),
    }),
  );
  assertEquals(response.status, 200);
  assertEquals(response.headers.get('content-type'), 'image/jpeg');
  assertEquals([...new Uint8Array(await response.arrayBuffer())], [...JPEG]);
});
