// Node's side of pinned-fetch.ts (the local backend, and the tests): a TLS connection to the
// checked address, with the host name for SNI and for the certificate check. Loaded by the photo
// import only when it runs in Node, so the deployed (Deno) function never imports node:tls.
import { connect, type ConnectionOptions } from 'node:tls';
import { Duplex } from 'node:stream';
import { getOverConnection, type PinnedFetch } from './pinned-fetch.ts';

/** `tls` adds options for tests (a certificate authority of their own). */
export function nodePinnedFetch(tls: Pick<ConnectionOptions, 'ca'> = {}): PinnedFetch {
  return async (url, address, { signal, headers }) => {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const socket = connect({
      ...tls,
      host: address,
      port: Number(url.port || 443),
      // SNI takes names only; the certificate is checked against the name either way.
      servername: /^[\d.]+$|:/.test(hostname) ? undefined : hostname,
      ALPNProtocols: ['http/1.1'],
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('secureConnect', resolve);
      socket.once('error', reject);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }).catch((error: unknown) => {
      socket.destroy();
      throw error;
    });
    const { readable, writable } = Duplex.toWeb(socket) as {
      readable: ReadableStream<Uint8Array>;
      writable: WritableStream<Uint8Array>;
    };
    return getOverConnection({ readable, writable, close: () => socket.destroy() }, url, headers, signal);
  };
}
