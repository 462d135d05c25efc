// The query planner of the local stand-in for PostgREST (/rest/v1/<table>): turns what
// supabase-js sends (method, table, query string, Prefer header, JSON body) into one SQL statement
// with parameters. Pure: no database, no HTTP; rest-api.ts runs the plan and builds the response.
//
// Only the subset of PostgREST the site uses is supported (see planRequest). Caller text never
// reaches the SQL except as a whitelisted column name in double quotes; values are parameters.

/**
 * Tables the stand-in exposes and their columns, in table order, as created by the migrations
 * (public.fb_listings in 20261123000000_initial_schema.sql, photos in 20261125040000_listing_photos.sql,
 * other_phones in 20261129300000_listing_other_phones.sql; the owners' tables in
 * 20261201100000_owner_accounts.sql, which staff and owners read under row-level security and
 * nobody writes through the API). Hard-coded so the planner stays pure;
 * tests/backend/rest-api.test.ts checks this list against information_schema of the migrated DB.
 */
export const EXPOSED_TABLES: Readonly<Record<string, readonly string[]>> = {
  fb_listings: [
    'id',
    'type',
    'title',
    'price',
    'location',
    'bedrooms',
    'size_m2',
    'furnished',
    'pets',
    'phone',
    'thumbnail_url',
    'images',
    'source_url',
    'group_url',
    'description',
    'published_at',
    'uploaded_at',
    'created_at',
    'photos',
    'other_phones',
  ],
  owners: [
    'id',
    'user_id',
    'full_name',
    'email',
    'language',
    'tax_country',
    'nif',
    'package',
    'invited_at',
    'anonymised_at',
    'created_at',
    'updated_at',
  ],
  owner_properties: ['id', 'address', 'city', 'property_type', 'package', 'created_at', 'updated_at'],
  property_owners: ['property_id', 'owner_id', 'share_bp'],
  property_leases: [
    'id',
    'property_id',
    'tenant_name',
    'tenant_email',
    'monthly_rent_cents',
    'starts_on',
    'ends_on',
    'deposit_cents',
    'document_path',
    'created_at',
    'updated_at',
  ],
  ledger_entries: [
    'id',
    'property_id',
    'month',
    'kind',
    'amount_cents',
    'entry_date',
    'category',
    'supplier',
    'reference',
    'withheld_cents',
    'owner_id',
    'direction',
    'adjusts_month',
    'note',
    'receipt_path',
    'created_by',
    'created_at',
  ],
  owner_statements: [
    'id',
    'property_id',
    'month',
    'opening_cents',
    'income_cents',
    'withheld_cents',
    'expenses_by_category',
    'expenses_cents',
    'fee_percent',
    'fee_minimum_cents',
    'vat_percent',
    'fee_cents',
    'vat_cents',
    'payouts_cents',
    'adjustments_cents',
    'closing_cents',
    'published_at',
    'published_by',
  ],
  owner_statement_shares: [
    'statement_id',
    'owner_id',
    'share_bp',
    'opening_cents',
    'income_cents',
    'withheld_cents',
    'expenses_cents',
    'fee_cents',
    'vat_cents',
    'payouts_cents',
    'adjustments_cents',
    'closing_cents',
    'email_status',
    'email_attempts',
    'email_error',
    'emailed_at',
  ],
  exchange_rates: ['rate_date', 'currency', 'per_euro', 'source'],
  owner_audit_log: ['id', 'at', 'actor_id', 'actor_email', 'table_name', 'row_id', 'action', 'old_row', 'new_row'],
};

/** The error body PostgREST sends. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** A request PostgREST would refuse before reaching the database, with its status and body. */
export class ApiRequestError extends Error {
  readonly body: ApiErrorBody;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.body = { code, message, details, hint };
  }
}

export interface RestRequest {
  method: string;
  table: string;
  query: URLSearchParams;
  /** The Prefer header; supabase-js sends several preferences comma-separated. */
  prefer?: string | null;
  /** The raw request body (POST, PATCH). */
  body?: string | null;
}

/**
 * One SQL statement returning exactly one ResultRow. Reads: `offset` is the first row's position
 * (for Content-Range). Mutations: `representation` tells whether `body` holds the affected rows.
 */
export type QueryPlan =
  | { kind: 'read'; text: string; params: unknown[]; count: boolean; offset: number }
  | { kind: 'insert' | 'update' | 'delete'; text: string; params: unknown[]; count: boolean; representation: boolean };

export interface ResultRow {
  /** The rows as a JSON array formatted by Postgres (json_agg); null when not requested. */
  body: string | null;
  /** Rows in this response (read) or rows affected (mutation). */
  page_total: number;
  /** Rows matching the filters without limit/offset; only for reads with `Prefer: count=...`. */
  total_result_set: number | null;
}

const FILTER_OPERATORS = new Map([
  ['eq', '='],
  ['neq', '<>'],
  ['gt', '>'],
  ['gte', '>='],
  ['lt', '<'],
  ['lte', '<='],
  ['like', 'like'],
  ['ilike', 'ilike'],
  // POSIX regular expressions, case-insensitive (the ads search: a place as typed or as stored).
  ['imatch', '~*'],
]);

/** `is.<value>` → SQL after `is`. */
const IS_VALUES = new Map([
  ['null', 'null'],
  ['not_null', 'not null'],
  ['true', 'true'],
  ['false', 'false'],
  ['unknown', 'unknown'],
]);

/** Query parameters that are not filters. */
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Turns a supabase-js request into SQL; throws ApiRequestError for what PostgREST would refuse. */
export function planRequest(request: RestRequest): QueryPlan {
  const columns = EXPOSED_TABLES[request.table];
  if (!Object.hasOwn(EXPOSED_TABLES, request.table) || !columns) {
    throw new ApiRequestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${request.table}' in the schema cache`,
    );
  }
  const table = new TableRef(request.table, columns);
  const prefer = parsePrefer(request.prefer);
  const params: unknown[] = [];
  const select = parseSelect(table, request.query.get('select'));
  const where = parseFilters(table, request.query, params);

  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return planRead(table, request.query, prefer, select, where, params);
    case 'POST':
    case 'PATCH':
    case 'DELETE':
      return planMutation(table, request, prefer, select, where, params);
    default:
      throw new ApiRequestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
}

class TableRef {
  /** e.g. "public"."fb_listings" */
  readonly sql: string;

  constructor(
    readonly name: string,
    readonly columns: readonly string[],
  ) {
    this.sql = `"public"."${name}"`;
  }

  has(column: string): boolean {
    return this.columns.includes(column);
  }

  /** A column named in select, a filter or order, quoted; as Postgres reports unknown ones. */
  column(name: string): string {
    if (!this.has(name)) {
      throw new ApiRequestError(400, '42703', `column ${this.name}.${name} does not exist`);
    }
    return `"${name}"`;
  }

  /** The column qualified by the table name, for WHERE and ORDER BY (UPDATE ... FROM has two sources). */
  qualified(name: string): string {
    return `"${this.name}".${this.column(name)}`;
  }

  /** A column named in a request body; PostgREST reports these from its schema cache. */
  bodyColumn(name: string): string {
    if (!this.has(name)) {
      throw new ApiRequestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${this.name}' in the schema cache`,
      );
    }
    return `"${name}"`;
  }
}

interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: boolean;
}

function parsePrefer(header: string | null | undefined): Preferences {
  const prefs = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    if (key) prefs.set(key, value);
  }
  return {
    representation: prefs.get('return') === 'representation',
    // planned and estimated counts are answered with the exact count.
    count: ['exact', 'planned', 'estimated'].includes(prefs.get('count') ?? ''),
    resolution: prefs.has('resolution'),
  };
}

/** `select=*` or `select=col1,col2` → the select list (plain columns only, no embedding). */
function parseSelect(table: TableRef, select: string | null): string {
  const items = (select ?? '*').split(',').map((item) => item.trim());
  const names: string[] = [];
  for (const item of items) {
    if (item === '*') names.push(...table.columns);
    else if (IDENTIFIER.test(item)) names.push(item);
    else {
      throw new ApiRequestError(
        400,
        'PGRST100',
        `failed to parse select parameter (${select ?? ''})`,
        'The local stand-in supports only "*" and plain column names in select.',
      );
    }
  }
  return names.map((name) => table.column(name)).join(', ');
}

/** Every non-reserved query parameter is a filter `column=[not.]op.value`; all are ANDed. */
function parseFilters(table: TableRef, query: URLSearchParams, params: unknown[]): string {
  const conditions: string[] = [];
  for (const [key, raw] of query) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw notImplemented(`Logical filters (${key}=...) are not supported by the local stand-in.`);
    }
    const column = table.qualified(key);
    conditions.push(parseFilter(column, raw, params));
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

function parseFilter(column: string, raw: string, params: unknown[]): string {
  const negated = raw.startsWith('not.');
  const expression = negated ? raw.slice('not.'.length) : raw;
  const dot = expression.indexOf('.');
  const op = dot < 0 ? '' : expression.slice(0, dot);
  const value = expression.slice(dot + 1);
  const parameter = (v: string) => {
    params.push(v);
    return `$${params.length}`;
  };

  let condition: string;
  const sqlOperator = FILTER_OPERATORS.get(op);
  const isValue = IS_VALUES.get(value.toLowerCase());
  if (sqlOperator) {
    // In like/ilike patterns PostgREST accepts * for % (a % is awkward in URLs).
    const operand = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
    condition = `${column} ${sqlOperator} ${parameter(operand)}`;
  } else if (op === 'is' && isValue) {
    condition = `${column} is ${isValue}`;
  } else if (op === 'in') {
    const values = parseList(value);
    if (!values) throw filterParseError(raw);
    condition = values.length === 0 ? 'false' : `${column} in (${values.map(parameter).join(', ')})`;
  } else {
    throw filterParseError(raw);
  }
  return negated ? `not (${condition})` : condition;
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'] (double quotes protect commas, backslash escapes); null if malformed. */
function parseList(text: string): string[] | null {
  if (!text.startsWith('(') || !text.endsWith(')')) return null;
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const c = inner.charAt(i);
    if (quoted && c === '\\') current += inner.charAt(++i);
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += c;
  }
  if (quoted) return null;
  items.push(current);
  return items;
}

function filterParseError(raw: string): ApiRequestError {
  return new ApiRequestError(
    400,
    'PGRST100',
    `failed to parse filter (${raw})`,
    'The local stand-in supports eq, neq, gt, gte, lt, lte, like, ilike, is and in, optionally after not.',
  );
}

function notImplemented(details: string): ApiRequestError {
  return new ApiRequestError(400, 'PGRST127', 'Feature not implemented', details);
}

/** `order=col.desc.nullslast,col2` → ORDER BY clause. */
function parseOrder(table: TableRef, order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    let sql = table.qualified(name);
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw new ApiRequestError(400, 'PGRST100', `failed to parse order (${order})`);
    }
    return sql;
  });
  return `order by ${terms.join(', ')}`;
}

/**
 * The most rows one answer carries, as `max_rows` in supabase/config.toml makes hosted PostgREST
 * do (reads of a table and rows of a set-returning function alike).
 */
export const MAX_ROWS = 1000;

function parseRowNumber(query: URLSearchParams, name: 'limit' | 'offset'): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  if (!/^\d+$/.test(text)) {
    throw new ApiRequestError(400, 'PGRST100', `failed to parse ${name} parameter (${text})`);
  }
  return Number(text);
}

function planRead(
  table: TableRef,
  query: URLSearchParams,
  prefer: Preferences,
  select: string,
  where: string,
  params: unknown[],
): QueryPlan {
  const order = parseOrder(table, query.get('order'));
  const limit = Math.min(parseRowNumber(query, 'limit') ?? MAX_ROWS, MAX_ROWS);
  const offset = parseRowNumber(query, 'offset') ?? 0;
  const rows = clauses(
    `select ${select} from ${table.sql}`,
    where,
    order,
    `limit ${limit}`, // validated digits, safe to inline
    offset === 0 ? '' : `offset ${offset}`,
  );
  const total = prefer.count ? `(${clauses(`select count(*) from ${table.sql}`, where)})::int` : 'null::int';
  const text =
    `select coalesce(json_agg(pgrst_t), '[]')::text as body, count(*)::int as page_total, ` +
    `${total} as total_result_set from (${rows}) pgrst_t`;
  return { kind: 'read', text, params, count: prefer.count, offset };
}

function planMutation(
  table: TableRef,
  request: RestRequest,
  prefer: Preferences,
  select: string,
  where: string,
  params: unknown[],
): QueryPlan {
  const { query } = request;
  if (query.has('limit') || query.has('offset') || query.has('on_conflict') || prefer.resolution) {
    throw notImplemented('limit, offset, on_conflict and upserts are not supported by the local stand-in.');
  }
  const returning = prefer.representation ? `returning "${table.name}".*` : 'returning 1';
  let statement: string;
  let kind: 'insert' | 'update' | 'delete';

  if (request.method === 'POST') {
    kind = 'insert';
    const rows = parseInsertBody(request.body);
    const names = insertColumns(rows, query.get('columns'));
    const list = names.map((name) => table.bodyColumn(name)).join(', ');
    params.push(JSON.stringify(rows));
    // json_populate_recordset converts each JSON value to its column's type (arrays included);
    // keys missing from an object become NULL, columns not listed keep their defaults.
    statement = clauses(
      `insert into ${table.sql}`,
      names.length > 0 ? `(${list})` : '', // no columns: a row of defaults per object
      `select ${list} from json_populate_recordset(null::${table.sql}, $${params.length}::json)`,
      returning,
    );
  } else if (request.method === 'PATCH') {
    kind = 'update';
    const values = parseJson(request.body);
    if (!isJsonObject(values)) throw invalidBody();
    const assignments = Object.keys(values).map((name) => {
      const column = table.bodyColumn(name);
      return `${column} = pgrst_body.${column}`;
    });
    if (assignments.length === 0) {
      // PostgREST does nothing for an empty object.
      return { kind, text: emptyResult, params: [], count: prefer.count, representation: prefer.representation };
    }
    params.push(JSON.stringify(values));
    statement = clauses(
      `update ${table.sql} set ${assignments.join(', ')}`,
      `from json_populate_record(null::${table.sql}, $${params.length}::json) pgrst_body`,
      where,
      returning,
    );
  } else {
    kind = 'delete';
    statement = clauses(`delete from ${table.sql}`, where, returning);
  }

  const body = prefer.representation ? `coalesce(json_agg(pgrst_t), '[]')::text` : 'null::text';
  const from = prefer.representation ? `(select ${select} from pgrst_source)` : 'pgrst_source';
  const text =
    `with pgrst_source as (${statement}) ` +
    `select ${body} as body, count(*)::int as page_total, null::int as total_result_set from ${from} pgrst_t`;
  return { kind, text, params, count: prefer.count, representation: prefer.representation };
}

const emptyResult = `select '[]'::text as body, 0 as page_total, null::int as total_result_set`;

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalidBody(message = 'Empty or invalid json'): ApiRequestError {
  return new ApiRequestError(400, 'PGRST102', message);
}

function parseJson(body: string | null | undefined): unknown {
  try {
    return JSON.parse(body ?? '');
  } catch {
    throw invalidBody();
  }
}

/** A JSON object or an array of objects → the rows to insert. */
function parseInsertBody(body: string | null | undefined): JsonObject[] {
  const value = parseJson(body);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isJsonObject)) throw invalidBody();
  return rows;
}

/**
 * The columns to insert: those named by `?columns=` (postgrest-js sends it for arrays), else the
 * keys of the objects, which must then be the same in every object (as in PostgREST).
 */
function insertColumns(rows: JsonObject[], columns: string | null): string[] {
  if (columns !== null) {
    return columns.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
  }
  const keys = Object.keys(rows[0] ?? {});
  const sameKeys = (row: JsonObject) =>
    Object.keys(row).length === keys.length && keys.every((key) => Object.hasOwn(row, key));
  if (!rows.every(sameKeys)) throw invalidBody('All object keys must match');
  return keys;
}

/** Joins the non-empty clauses of a statement with single spaces. */
function clauses(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}
