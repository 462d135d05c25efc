// A GET over HTTPS to an address already checked (security review L15, docs/listing-photos.md):
// the photo import resolves a host name, checks that every address is public, and must then connect
// to one of those addresses, not let fetch() resolve the name again (a name that answers a public
// address first and a private one next, DNS rebinding, would reach the private one). Neither Deno's
// fetch on Supabase nor Node's lets the caller choose the address, so this opens the TLS connection
// itself, to the checked address, verifying the certificate for the host name (SNI and the
// certificate check use the name), and speaks just enough HTTP/1.1 for one GET: status, headers, and
// a body by length, by chunks or up to the close.

/** GET `url` over a connection to `address` (an IP the caller checked). */
export type PinnedFetch = (
  url: URL,
  address: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<Response>;

/** A byte stream both ways, and a way to drop it. */
export interface Connection {
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
  close(): void;
}

const encoder = new TextEncoder();
const HEAD_MAX_BYTES = 64 * 1024;

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function indexOfBlankLine(bytes: Uint8Array): number {
  for (let i = 0; i + 3 < bytes.length; i += 1) {
    if (bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13 && bytes[i + 3] === 10) return i;
  }
  return -1;
}

function indexOfLineEnd(bytes: Uint8Array): number {
  for (let i = 0; i + 1 < bytes.length; i += 1) if (bytes[i] === 13 && bytes[i + 1] === 10) return i;
  return -1;
}

/** Bytes as Latin-1 text (an HTTP head is ASCII; anything else is kept byte for byte). */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/**
 * Sends one GET over `connection` and answers the response as a fetch() Response (redirects are
 * not followed: the caller checks each new address first). The connection closes when the body is
 * read to its end, cancelled, or the signal aborts.
 */
export async function getOverConnection(
  connection: Connection,
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response> {
  const onAbort = () => connection.close();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const head = [
      `GET ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      'Connection: close',
      'Accept-Encoding: identity',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const writer = connection.writable.getWriter();
    await writer.write(encoder.encode(head));
    writer.releaseLock();

    const reader = connection.readable.getReader();
    let buffer: Uint8Array = new Uint8Array(0);
    let end: number;
    while ((end = indexOfBlankLine(buffer)) < 0) {
      if (buffer.length > HEAD_MAX_BYTES) throw new Error('the response head is too large');
      const { value, done } = await reader.read();
      if (done) throw new Error('the connection closed before the response head');
      buffer = concat(buffer, value);
    }
    const [statusLine = '', ...headerLines] = latin1(buffer.subarray(0, end)).split('\r\n');
    const status = /^HTTP\/1\.[01] ([2-5]\d\d)(?: |$)/.exec(statusLine);
    if (!status) throw new Error(`not an HTTP/1.1 answer: ${statusLine.slice(0, 40)}`);
    const responseHeaders = new Headers();
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon > 0) responseHeaders.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    const code = Number(status[1]);
    const rest = buffer.subarray(end + 4);
    if (code === 204 || code === 304) {
      signal.removeEventListener('abort', onAbort);
      connection.close();
      return new Response(null, { status: code, headers: responseHeaders });
    }
    const chunked = /(^|,)\s*chunked\s*$/i.test(responseHeaders.get('transfer-encoding') ?? '');
    const length = responseHeaders.get('content-length');
    const bytes = bodyBytes(rest, reader);
    const body = chunked
      ? dechunk(bytes)
      : length !== null && /^\d+$/.test(length)
        ? upTo(bytes, Number(length))
        : bytes;
    const done = () => {
      signal.removeEventListener('abort', onAbort);
      connection.close();
    };
    return new Response(toStream(body, done), { status: code, headers: responseHeaders });
  } catch (error) {
    signal.removeEventListener('abort', onAbort);
    connection.close();
    throw error;
  }
}

async function* bodyBytes(first: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>) {
  if (first.length > 0) yield first;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    yield value;
  }
}

async function* upTo(source: AsyncGenerator<Uint8Array>, length: number) {
  let left = length;
  for await (const chunk of source) {
    if (left <= 0) return;
    const part = chunk.subarray(0, left);
    left -= part.length;
    yield part;
  }
  if (left > 0) throw new Error('the connection closed before the end of the body');
}

async function* dechunk(source: AsyncGenerator<Uint8Array>) {
  let buffer: Uint8Array = new Uint8Array(0);
  const more = async () => {
    const next = await source.next();
    if (next.done) throw new Error('the connection closed inside a chunked body');
    buffer = concat(buffer, next.value);
  };
  for (;;) {
    let line: number;
    while ((line = indexOfLineEnd(buffer)) < 0) {
      if (buffer.length > 1024) throw new Error('a chunk size line is too long');
      await more();
    }
    const size = parseInt(latin1(buffer.subarray(0, line)).split(';')[0]!.trim(), 16);
    if (!Number.isFinite(size) || size < 0) throw new Error('a chunk size is not a number');
    buffer = buffer.subarray(line + 2);
    if (size === 0) return;
    while (buffer.length < size + 2) await more();
    yield buffer.slice(0, size);
    buffer = buffer.subarray(size + 2);
  }
}

function toStream(source: AsyncGenerator<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) {
          done();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    async cancel() {
      done();
      await source.return(undefined);
    },
  });
}

/**
 * Deno's side (the deployed function): a TCP connection to the address, then TLS for the name
 * (Deno.startTls takes the name for SNI and the certificate check). `caCerts` serves tests.
 */
export function denoPinnedFetchWith({ caCerts }: { caCerts?: string[] } = {}): PinnedFetch {
  return (url, address, init) => denoGet(url, address, init, caCerts);
}

export const denoPinnedFetch: PinnedFetch = denoPinnedFetchWith();

async function denoGet(
  url: URL,
  address: string,
  { signal, headers }: { signal: AbortSignal; headers: Record<string, string> },
  caCerts?: string[],
): Promise<Response> {
  const deno = (globalThis as { Deno?: DenoNet }).Deno;
  if (!deno) throw new Error('denoPinnedFetch runs in Deno only');
  const tcp = await deno.connect({ hostname: address, port: Number(url.port || 443) });
  let tls: DenoConn;
  try {
    tls = await deno.startTls(tcp, { hostname: url.hostname.replace(/^\[|\]$/g, ''), ...(caCerts ? { caCerts } : {}) });
  } catch (error) {
    tcp.close();
    throw error;
  }
  const connection: Connection = {
    readable: tls.readable,
    writable: tls.writable,
    close: () => {
      try {
        tls.close();
      } catch {
        // Closed already.
      }
    },
  };
  return getOverConnection(connection, url, headers, signal);
}

/** The few members of Deno's namespace used here (this file is type-checked in Node too). */
interface DenoConn {
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
  close(): void;
}
interface DenoNet {
  connect(options: { hostname: string; port: number }): Promise<DenoConn>;
  startTls(conn: DenoConn, options: { hostname: string; caCerts?: string[] }): Promise<DenoConn>;
}
