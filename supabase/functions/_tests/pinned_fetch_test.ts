// Deno test of the photo import's pinned connection (security review L15,
// supabase/functions/_shared/pinned-fetch.ts), as the deployed function makes it: TCP to the checked
// address, TLS for the host name. A TLS server on 127.0.0.1 with a certificate for
// photos.example.test (tests/functions/fixtures) answers; that name resolves nowhere, so the bytes
// can only come from the pinned address, and a name the certificate does not carry is refused.
import { denoPinnedFetchWith } from '../_shared/pinned-fetch.ts';

const fixtures = new URL('../../../tests/functions/fixtures/', import.meta.url);
const ca = await Deno.readTextFile(new URL('test-ca.crt', fixtures));
const cert = await Deno.readTextFile(new URL('photos-example-test.crt', fixtures));
const key = await Deno.readTextFile(new URL('photos-example-test.key', fixtures));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

Deno.test('pinned fetch: reaches the checked address over TLS for the name, and nothing else', async () => {
  const listener = Deno.listenTls({ hostname: '127.0.0.1', port: 0, cert, key });
  const port = (listener.addr as Deno.NetAddr).port;
  const served = (async () => {
    for await (const conn of listener) {
      try {
        const buffer = new Uint8Array(4096);
        await conn.read(buffer);
        const head = `HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: ${JPEG.length}\r\n\r\n`;
        await conn.write(new TextEncoder().encode(head));
        await conn.write(JPEG);
      } catch {
        // The refused handshake below ends here.
      } finally {
        try {
          conn.close();
        } catch {
          // Closed already.
        }
      }
    }
  })();
  try {
    const get = denoPinnedFetchWith({ caCerts: [ca] });
    const init = { signal: AbortSignal.timeout(5000), headers: { accept: 'image/*' } };
    const response = await get(new URL(`https://photos.example.test:${port}/a.jpg`), '127.0.0.1', init);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.join() !== JPEG.join()) throw new Error(`bytes ${bytes.join()}`);
    let refused = false;
    try {
      await get(new URL(`https://other.example.test:${port}/a.jpg`), '127.0.0.1', init);
    } catch {
      refused = true;
    }
    if (!refused) throw new Error('a certificate for another name was accepted');
  } finally {
    listener.close();
    await served.catch(() => {});
  }
});
