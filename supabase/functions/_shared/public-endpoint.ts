// The request pipeline of the functions that are not lead forms (the newsletter's confirm and
// unsubscribe links, and every lead function through lead-handler.ts): CORS, POST only, a body
// under the size limit, the rate limit per hashed client address (or, where asked, a limit the
// handler takes itself on a key of its own), a JSON object (or a form body where asked); the
// handler then decides.
import { clientAddress, hashClientAddress, UNKNOWN_CLIENT } from './client-address.ts';
import { sqlStateOf } from './database.ts';
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
  /**
   * Takes a slot of the function's rate limit for `key` (hashed; the client address when omitted);
   * false when the limit is reached. With `limit: 'handler'` the pipeline takes none itself.
   */
  limit: (key?: string) => Promise<boolean>;
  /** The 429 answer of a reached limit. */
  tooMany: () => Response;
}

export type Answer = (status: number, body: unknown, headers?: Record<string, string>) => Response;

/**
 * Whether the database refused a value (SQLSTATE class 22, data exception: an invalid byte
 * sequence such as NUL (22021), a malformed number (22P02), a value out of range; class 23, a
 * constraint: a check, a foreign key, a unique key).
 */
export function isRefusedInput(error: unknown): boolean {
  return /^2[23]/.test(sqlStateOf(error) ?? '');
}

export function createPublicEndpoint(
  name: string,
  deps: HandlerDeps,
  handle: (request: PublicRequest, answer: Answer) => Promise<Response>,
  {
    acceptForm = false,
    limit = 'client',
  }: {
    /**
     * Also take form bodies: urlencoded, multipart/form-data, or none at all (the one-click
     * unsubscribe of mail programs, RFC 8058, which recommends multipart).
     */
    acceptForm?: boolean;
    /** 'client': the pipeline limits per client address; 'handler': the handler calls limit(). */
    limit?: 'client' | 'handler';
  } = {},
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
    const multipart = acceptForm && /^multipart\/form-data\b/i.test(type);
    const form =
      multipart || (acceptForm && (/^application\/x-www-form-urlencoded\b/i.test(type) || type.trim() === ''));
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
      const address = clientAddress(request, config.clientIpHeader);
      if (address === UNKNOWN_CLIENT) {
        // Every such request shares one bucket; in production this means the proxy's header is missing.
        console.warn(
          `[${name}] no readable client address in ${config.clientIpHeader}: counted as "${UNKNOWN_CLIENT}"`,
        );
      }
      const ipHash = await hashClientAddress(address, config.ipHashSalt);
      const limitFor = async (key?: string) =>
        takeRateLimitSlot(db, {
          functionName: name,
          ipHash: key === undefined ? ipHash : await hashClientAddress(`key:${key}`, config.ipHashSalt),
          max: config.rateLimitMax,
          windowSeconds: config.rateLimitWindowSeconds,
        });
      const tooMany = () =>
        answer(
          429,
          { error: 'Too many requests. Please try again later', code: RESPONSE_ERRORS.rateLimited },
          { 'Retry-After': String(config.rateLimitWindowSeconds) },
        );
      if (limit === 'client' && !(await limitFor())) return tooMany();
      let body: unknown;
      if (multipart) {
        try {
          const fields: Record<string, string> = {};
          (await new Response(text, { headers: { 'content-type': type } }).formData()).forEach((value, key) => {
            if (typeof value === 'string') fields[key] = value;
          });
          body = fields;
        } catch {
          return answer(400, { error: 'The form body is not valid multipart', code: RESPONSE_ERRORS.invalidBody });
        }
      } else if (form) body = Object.fromEntries(new URLSearchParams(text));
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
      return await handle(
        { body: body as Record<string, unknown>, form, url: new URL(request.url), ipHash, limit: limitFor, tooMany },
        answer,
      );
    } catch (error) {
      // A value the database refused (a constraint, an encoding, a type) is the caller's input, not
      // our failure: 400, never 500 (security review N3, I4). Handlers check first; this is the net.
      if (isRefusedInput(error)) {
        console.error(`[${name}] the database refused a value the checks let through (${sqlStateOf(error)})`, error);
        return answer(400, { error: 'Invalid input: a value was refused', code: RESPONSE_ERRORS.invalidInput });
      }
      console.error(`[${name}] unexpected error`, error);
      return answer(500, {
        error: 'Something went wrong on our side. Please try again later',
        code: RESPONSE_ERRORS.serverError,
      });
    }
  };
}
