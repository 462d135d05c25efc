// The request pipeline of the functions that are not lead forms (the newsletter's confirm and
// unsubscribe links, and every lead function through lead-handler.ts): CORS, POST only, a body
// under the size limit, the rate limit per hashed client address, a JSON object (or a form body
// where asked); the handler then decides.
import { clientAddress, hashClientAddress } from './client-address.ts';
import { RESPONSE_ERRORS } from './domain/validation/error-codes.ts';
import { BodyTooLargeError, corsHeaders, jsonResponse, readBodyText } from './http.ts';
import type { HandlerDeps } from './lead-handler.ts';
import { takeRateLimitSlot } from './rate-limit.ts';

export interface PublicRequest {
  /** The parsed body: a JSON object, or the fields of a form-encoded body. */
  body: Record<string, unknown>;
  form: boolean;
  url: URL;
  ipHash: string;
}

export type Answer = (status: number, body: unknown, headers?: Record<string, string>) => Response;

export function createPublicEndpoint(
  name: string,
  deps: HandlerDeps,
  handle: (request: PublicRequest, answer: Answer) => Promise<Response>,
  /** Also take form-encoded bodies (the one-click unsubscribe of mail programs, RFC 8058). */
  { acceptForm = false }: { acceptForm?: boolean } = {},
): (request: Request) => Promise<Response> {
  const { db, config } = deps;
  return async (request) => {
    const cors = corsHeaders(request, config.allowedOrigins);
    const answer: Answer = (status, body, headers = {}) => jsonResponse(status, body, { ...cors, ...headers });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return answer(
        405,
        { error: 'Method not allowed: use POST', code: RESPONSE_ERRORS.methodNotAllowed },
        { Allow: 'POST, OPTIONS' },
      );
    }
    const type = request.headers.get('content-type') ?? '';
    const form = acceptForm && /^application\/x-www-form-urlencoded\b/i.test(type);
    if (!form && !/^application\/json\b/i.test(type)) {
      return answer(415, {
        error: 'The body must be JSON (Content-Type: application/json)',
        code: RESPONSE_ERRORS.unsupportedMediaType,
      });
    }
    let text: string;
    try {
      text = await readBodyText(request, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return answer(413, {
          error: `The body is larger than ${config.maxBodyBytes} bytes`,
          code: RESPONSE_ERRORS.bodyTooLarge,
        });
      }
      throw error;
    }
    try {
      const ipHash = await hashClientAddress(clientAddress(request, config.clientIpHeader), config.ipHashSalt);
      const allowed = await takeRateLimitSlot(db, {
        functionName: name,
        ipHash,
        max: config.rateLimitMax,
        windowSeconds: config.rateLimitWindowSeconds,
      });
      if (!allowed) {
        return answer(
          429,
          { error: 'Too many requests. Please try again later', code: RESPONSE_ERRORS.rateLimited },
          { 'Retry-After': String(config.rateLimitWindowSeconds) },
        );
      }
      let body: unknown;
      if (form) body = Object.fromEntries(new URLSearchParams(text));
      else {
        try {
          body = JSON.parse(text);
        } catch {
          return answer(400, { error: 'The body is not valid JSON', code: RESPONSE_ERRORS.malformedJson });
        }
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return answer(400, { error: 'The body must be a JSON object', code: RESPONSE_ERRORS.invalidBody });
      }
      return await handle({ body: body as Record<string, unknown>, form, url: new URL(request.url), ipHash }, answer);
    } catch (error) {
      console.error(`[${name}] unexpected error`, error);
      return answer(500, {
        error: 'Something went wrong on our side. Please try again later',
        code: RESPONSE_ERRORS.serverError,
      });
    }
  };
}
