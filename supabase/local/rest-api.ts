// /rest/v1/<table> of the local stand-in: the part of PostgREST that supabase-js uses on the site.
// postgrest-query.ts plans the SQL; this file runs it as the caller (so row-level security decides)
// and answers with the status, headers and body PostgREST would send.
import { sqlStateOf, type Database } from '../functions/_shared/database.ts';
import { runAs, type RequestIdentity } from './identity.ts';
import {
  ApiRequestError,
  MAX_ROWS,
  planRequest,
  type ApiErrorBody,
  type QueryPlan,
  type ResultRow,
} from './postgrest-query.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Handles one request to /rest/v1/<table>; `identity` comes from the caller's JWT (checked elsewhere). */
export async function handleRestRequest(
  db: Database,
  identity: RequestIdentity,
  request: Request,
  table: string,
): Promise<Response> {
  try {
    const method = request.method.toUpperCase();
    const singular = wantsSingleObject(request.headers.get('accept'));
    const plan = planRequest({
      method,
      table,
      query: new URL(request.url).searchParams,
      prefer: request.headers.get('prefer'),
      body: method === 'POST' || method === 'PATCH' ? await request.text() : null,
    });
    const result = await runAs(db, identity, async (tx) => {
      const [row] = await tx.query<ResultRow>(plan.text, plan.params);
      if (!row) throw new Error('The planned statement returned no row');
      // A mutation asked for one object must affect exactly one row, else it is rolled back.
      if (singular && plan.kind !== 'read' && row.page_total !== 1) throw singularityError(row.page_total);
      return row;
    });
    return plan.kind === 'read'
      ? readResponse(plan, result, singular, method === 'HEAD')
      : mutationResponse(plan, result, singular);
  } catch (error) {
    return errorResponse(error, identity);
  }
}

/** `Accept: application/vnd.pgrst.object+json` (postgrest-js `.single()`) asks for one object. */
function wantsSingleObject(accept: string | null): boolean {
  const types = (accept ?? '*/*').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  for (const type of types) {
    if (type === 'application/vnd.pgrst.object+json') return true;
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*', ''].includes(type)) {
      return false;
    }
  }
  throw new ApiRequestError(406, 'PGRST107', `None of these media types are available: ${accept ?? ''}`);
}

function singularityError(rows: number): ApiRequestError {
  return new ApiRequestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

/** PostgREST's Content-Range: `<first>-<last>/<total>`, `*` for no rows, `/*` when not counted. */
function contentRange(first: number, rows: number, total: number | null): string {
  const range = rows > 0 && total !== 0 ? `${first}-${first + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

function readResponse(
  plan: Extract<QueryPlan, { kind: 'read' }>,
  { body, page_total: rows, total_result_set: total }: ResultRow,
  singular: boolean,
  headOnly: boolean,
): Response {
  const headers = { 'Content-Range': contentRange(plan.offset, rows, total) };
  if (total !== null && plan.offset > total) {
    return errorJson(
      new ApiRequestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${plan.offset} was requested, but there are only ${total} rows.`,
      ).body,
      416,
      headers,
    );
  }
  if (singular && rows !== 1) return errorJson(singularityError(rows).body, 406);
  // 206 Partial Content when a count shows the rows are only part of the result.
  const status = total !== null && rows < total ? 206 : 200;
  return rowsResponse(status, body, singular, headers, headOnly);
}

function mutationResponse(
  plan: Exclude<QueryPlan, { kind: 'read' }>,
  { body, page_total: rows }: ResultRow,
  singular: boolean,
): Response {
  const total = plan.count ? rows : null;
  // PostgREST reports inserted and deleted rows as `*/<n>`, updated ones as `0-<n-1>/<n>`.
  const headers = { 'Content-Range': contentRange(0, plan.kind === 'update' ? rows : 0, total) };
  if (plan.kind === 'insert') {
    return plan.representation
      ? rowsResponse(201, body, singular, headers)
      : new Response(null, { status: 201, headers });
  }
  return plan.representation
    ? rowsResponse(200, body, singular, headers)
    : new Response(null, { status: 204, headers });
}

/** `body` is the JSON array Postgres produced; a single object is its one element. */
function rowsResponse(
  status: number,
  body: string | null,
  singular: boolean,
  headers: Record<string, string>,
  headOnly = false,
): Response {
  const array = body ?? '[]';
  // json_agg of exactly one row is `[<object>]`, so the object is the text between the brackets.
  const text = singular ? array.slice(1, -1) : array;
  return new Response(headOnly ? null : text, {
    status,
    headers: { ...headers, 'Content-Type': singular ? OBJECT_TYPE : JSON_TYPE },
  });
}

function errorJson(body: ApiErrorBody, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': JSON_TYPE } });
}

function errorResponse(error: unknown, identity: RequestIdentity): Response {
  if (error instanceof ApiRequestError) return errorJson(error.body, error.status);
  const code = sqlStateOf(error);
  if (!code) {
    const message = error instanceof Error ? error.message : String(error);
    // PGlite checks a parameter against its type before Postgres sees it ("Invalid input for
    // boolean type"); Postgres would refuse it as invalid text representation, a 400.
    if (/^Invalid input for \w+ type$/.test(message)) {
      return errorJson({ code: '22P02', message, details: null, hint: null }, 400);
    }
    return errorJson({ code: 'PGRSTX00', message, details: null, hint: null }, 500);
  }
  const { message, detail, hint } = error as { message?: string; detail?: string; hint?: string };
  const body = { code, message: message ?? '', details: detail ?? null, hint: hint ?? null };
  if (code === '42501') {
    // Insufficient privilege (also a row-level security violation): 401 without a signed-in user.
    return identity.role === 'anon' ? errorJson(body, 401, { 'WWW-Authenticate': 'Bearer' }) : errorJson(body, 403);
  }
  return errorJson(body, httpStatusForSqlState(code));
}

/** PostgREST's mapping of SQLSTATE to HTTP status (the classes that can occur here). */
function httpStatusForSqlState(code: string): number {
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2)); // PT404: the status itself
  if (code === '23503' || code === '23505') return 409; // foreign key, unique violation
  if (code === '42P01' || code === '42883') return 404; // undefined table, undefined function
  if (code === 'P0001') return 400; // raise exception
  if (code === '42P17') return 500; // infinite recursion (in a policy, for example)
  const sqlClass = code.slice(0, 2);
  if (['08', '53'].includes(sqlClass)) return 503; // connection, insufficient resources
  if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(sqlClass)) {
    return 500;
  }
  if (['0L', '0P', '28'].includes(sqlClass)) return 403; // invalid grantor, role, authorization
  return 400; // data exceptions (22xxx), other constraint violations (23xxx), syntax, ...
}

const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Handles `POST /rest/v1/rpc/<function>` as PostgREST does for supabase-js `rpc()`: the JSON body's
 * keys are the function's named arguments; a set-returning function answers an array of rows, any
 * other its value. Runs as the caller, so the function's own checks and grants decide.
 */
export async function handleRpcRequest(
  db: Database,
  identity: RequestIdentity,
  request: Request,
  name: string,
): Promise<Response> {
  try {
    if (request.method.toUpperCase() !== 'POST') {
      throw new ApiRequestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
    if (!SQL_NAME.test(name)) throw new ApiRequestError(404, 'PGRST202', `Could not find the function public.${name}`);
    const text = await request.text();
    let args: unknown;
    try {
      args = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new ApiRequestError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (!args || typeof args !== 'object' || Array.isArray(args)) {
      throw new ApiRequestError(400, 'PGRST102', 'The body must be a JSON object of named arguments');
    }
    const entries = Object.entries(args as Record<string, unknown>);
    for (const [key] of entries) {
      if (!SQL_NAME.test(key)) throw new ApiRequestError(400, 'PGRST102', `Not an argument name: ${key}`);
    }
    // Values go as untyped text parameters, which Postgres resolves to the arguments' types.
    const params = entries.map(([, value]) =>
      value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
    const call = `public.${name}(${entries.map(([key], index) => `${key} => $${index + 1}`).join(', ')})`;
    const body = await runAs(db, identity, async (tx) => {
      const [info] = await tx.query<{ proretset: boolean }>(
        `select proretset from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace limit 1`,
        [name],
      );
      if (!info) throw new ApiRequestError(404, 'PGRST202', `Could not find the function public.${name}`);
      const sql = info.proretset
        ? `select coalesce(json_agg(r), '[]')::text as body from (select * from ${call} limit ${MAX_ROWS}) r`
        : `select to_json(${call})::text as body`;
      const [row] = await tx.query<{ body: string | null }>(sql, params);
      return row?.body ?? 'null';
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': JSON_TYPE } });
  } catch (error) {
    return errorResponse(error, identity);
  }
}
