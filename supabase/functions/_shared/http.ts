// HTTP plumbing shared by every function: CORS, JSON answers and a size-capped body reader.

export function isOriginAllowed(origin: string | null, allowed: readonly string[]): boolean {
  if (!origin) return false;
  return allowed.some((entry) =>
    entry.endsWith(':*') ? new RegExp(`^${escapeRegExp(entry.slice(0, -2))}(:\\d+)?$`).test(origin) : entry === origin,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** CORS headers for a request: the caller's origin is echoed only when it is allowed. */
export function corsHeaders(request: Request, allowed: readonly string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
  if (isOriginAllowed(origin, allowed)) headers['Access-Control-Allow-Origin'] = origin as string;
  return headers;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large');
  }
}

/**
 * Reads a body (a request's or a response's) whose headers declared `declaredLength`, stopping as soon
 * as it exceeds `maxBytes` (Content-Length may lie or be absent): more is an error, never a cut body.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  maxBytes: number,
): Promise<Uint8Array> {
  const declared = Number(declaredLength);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await body?.cancel();
    throw new BodyTooLargeError();
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads the request's body as text, stopping as soon as it exceeds `maxBytes`. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readCapped(request.body, request.headers.get('content-length'), maxBytes));
}
