// @vitest-environment node
// The pure PostgREST planner of the local stand-in: request in, SQL text and parameters out.
import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  EXPOSED_TABLES,
  planRequest,
  type QueryPlan,
  type RestRequest,
} from '../../supabase/local/postgrest-query';

const allColumns = EXPOSED_TABLES.fb_listings!.map((name) => `"${name}"`).join(', ');

function plan(method: string, query: string, extra: Partial<RestRequest> = {}): QueryPlan {
  return planRequest({ method, table: 'fb_listings', query: new URLSearchParams(query), ...extra });
}

/** The ApiRequestError the planner throws for this request (fails if it does not throw one). */
function refusal(method: string, query: string, extra: Partial<RestRequest> = {}): ApiRequestError {
  try {
    plan(method, query, extra);
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error(`expected ${method} ?${query} to be refused`);
}

describe('reads', () => {
  it('select=* with order lists every column and orders by the qualified column', () => {
    expect(plan('GET', 'select=*&order=uploaded_at.desc')).toEqual({
      kind: 'read',
      text:
        `select coalesce(json_agg(pgrst_t), '[]')::text as body, count(*)::int as page_total, ` +
        `null::int as total_result_set from (select ${allColumns} from "public"."fb_listings" ` +
        `order by "fb_listings"."uploaded_at" desc limit 1000) pgrst_t`,
      params: [],
      count: false,
      offset: 0,
    });
  });

  it('no select parameter means every column; HEAD plans like GET', () => {
    const get = plan('GET', '');
    expect(get.text).toContain(`select ${allColumns} from "public"."fb_listings"`);
    expect(plan('HEAD', '')).toEqual(get);
  });

  it('select of some columns, several orders with nulls placement', () => {
    const { text } = plan('GET', 'select=images,thumbnail_url&order=price.asc.nullslast,bedrooms.desc.nullsfirst');
    expect(text).toContain('(select "images", "thumbnail_url" from "public"."fb_listings" order by');
    expect(text).toContain('order by "fb_listings"."price" asc nulls last, "fb_listings"."bedrooms" desc nulls first');
  });

  it('the filters of the ads page become parameterised conditions, ANDed', () => {
    const query =
      'select=*&type=eq.rent&price=gte.100&price=lte.500&location=ilike.*lisbon*' +
      '&bedrooms=gte.2&published_at=gte.2026-01-01T00:00:00.000Z&order=uploaded_at.desc';
    const { text, params } = plan('GET', query);
    expect(text).toContain(
      'where "fb_listings"."type" = $1 and "fb_listings"."price" >= $2 and "fb_listings"."price" <= $3 ' +
        'and "fb_listings"."location" ilike $4 and "fb_listings"."bedrooms" >= $5 ' +
        'and "fb_listings"."published_at" >= $6 order by',
    );
    expect(params).toEqual(['rent', '100', '500', '%lisbon%', '2', '2026-01-01T00:00:00.000Z']);
  });

  it.each([
    ['id=eq.abc', '"fb_listings"."id" = $1', ['abc']],
    ['type=neq.sale', '"fb_listings"."type" <> $1', ['sale']],
    ['price=gt.1', '"fb_listings"."price" > $1', ['1']],
    ['price=lt.1.5', '"fb_listings"."price" < $1', ['1.5']],
    ['title=like.T2*', '"fb_listings"."title" like $1', ['T2%']],
    ['price=is.null', '"fb_listings"."price" is null', []],
    ['furnished=is.true', '"fb_listings"."furnished" is true', []],
    ['pets=is.false', '"fb_listings"."pets" is false', []],
    ['price=not.is.null', 'not ("fb_listings"."price" is null)', []],
    ['type=in.(rent,sale)', '"fb_listings"."type" in ($1, $2)', ['rent', 'sale']],
    ['title=in.("a,b",c,"say \\"hi\\"")', '"fb_listings"."title" in ($1, $2, $3)', ['a,b', 'c', 'say "hi"']],
    ['type=in.()', 'where false', []],
    ['type=not.eq.rent', 'not ("fb_listings"."type" = $1)', ['rent']],
  ])('filter %s', (query, condition, params) => {
    const planned = plan('GET', query);
    expect(planned.text).toContain(condition);
    expect(planned.params).toEqual(params);
  });

  it('limit and offset (what .range(6, 11) sends) and an exact count over the same filters', () => {
    const planned = plan('GET', 'select=*&type=eq.rent&order=uploaded_at.desc&offset=6&limit=6', {
      prefer: 'count=exact',
    });
    expect(planned).toMatchObject({ kind: 'read', count: true, offset: 6, params: ['rent'] });
    expect(planned.text).toContain(
      '(select count(*) from "public"."fb_listings" where "fb_listings"."type" = $1)::int as total_result_set',
    );
    expect(planned.text).toMatch(/order by "fb_listings"\."uploaded_at" desc limit 6 offset 6\) pgrst_t$/);
  });

  it('values never reach the SQL text, only the parameters', () => {
    const evil = `x'); drop table public.fb_listings; --`;
    const planned = plan('GET', new URLSearchParams({ title: `eq.${evil}`, location: `in.(${evil})` }).toString());
    expect(planned.text).not.toContain('drop table');
    expect(planned.params).toEqual([evil, evil]);
  });
});

describe('refusals', () => {
  it.each(['newsletter_subscribers', 'contact_submissions', 'nope', 'constructor', '__proto__'])(
    'table %s is not exposed (404 PGRST205)',
    (table) => {
      const error = refusal('GET', '', { table });
      expect(error.status).toBe(404);
      expect(error.body).toEqual({
        code: 'PGRST205',
        message: `Could not find the table 'public.${table}' in the schema cache`,
        details: null,
        hint: null,
      });
    },
  );

  it.each([
    ['select=id,nope', 'nope'],
    ['nope=eq.1', 'nope'],
    ['order=nope.desc', 'nope'],
    [`${encodeURIComponent('title" = 1 or 1=1--')}=eq.x`, 'title" = 1 or 1=1--'],
  ])('unknown column in %s → 400 42703', (query, column) => {
    const error = refusal('GET', query);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      code: '42703',
      message: `column fb_listings.${column} does not exist`,
      details: null,
      hint: null,
    });
  });

  it.each([
    'type=rent',
    'type=equals.rent',
    'price=is.maybe',
    'type=in.rent,sale',
    'type=in.("rent)',
    'select=id,owner(name)',
    'order=price.sideways',
    'limit=ten',
    'offset=-1',
  ])('malformed %s → 400 PGRST100', (query) => {
    const error = refusal('GET', query);
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
  });

  it('logical or/and filters are not implemented here (400 PGRST127)', () => {
    const error = refusal('GET', 'or=(type.eq.rent,price.lt.5)');
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST127');
  });

  it.each(['PUT', 'OPTIONS', 'TRACE'])('%s → 405 PGRST117', (method) => {
    const error = refusal(method, '');
    expect(error.status).toBe(405);
    expect(error.body).toMatchObject({ code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
  });

  it.each([null, '', '{"type": ', '"a string"', '[1, 2]', 'null'])('POST body %j → 400 PGRST102', (body) => {
    const error = refusal('POST', '', { body });
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  });

  it('PATCH needs a JSON object', () => {
    expect(refusal('PATCH', 'id=eq.1', { body: '[{"title": "x"}]' }).body.code).toBe('PGRST102');
    expect(refusal('PATCH', 'id=eq.1', { body: 'nope' }).body.code).toBe('PGRST102');
  });

  it('an unknown key in the body → 400 PGRST204', () => {
    for (const [method, body] of [
      ['POST', '{"title": "x", "owner": 1}'],
      ['PATCH', '{"owner": 1}'],
    ] as const) {
      const error = refusal(method, '', { body });
      expect(error.status).toBe(400);
      expect(error.body).toEqual({
        code: 'PGRST204',
        message: "Could not find the 'owner' column of 'fb_listings' in the schema cache",
        details: null,
        hint: null,
      });
    }
  });

  it('an array without ?columns= must have the same keys in every object', () => {
    const error = refusal('POST', '', { body: '[{"title": "a"}, {"title": "b", "type": "rent"}]' });
    expect(error.body).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('upserts and limited mutations are not implemented here', () => {
    expect(refusal('POST', '', { body: '{}', prefer: 'resolution=merge-duplicates' }).body.code).toBe('PGRST127');
    expect(refusal('POST', 'on_conflict=id', { body: '{}' }).body.code).toBe('PGRST127');
    expect(refusal('DELETE', 'type=eq.rent&limit=1').body.code).toBe('PGRST127');
  });
});

describe('mutations', () => {
  it('insert of an object: its keys are the columns, the rows one JSON parameter', () => {
    const body = JSON.stringify({ type: 'rent', title: 'T1', location: 'Porto', images: ['a.jpg'] });
    expect(plan('POST', '', { body })).toEqual({
      kind: 'insert',
      text:
        'with pgrst_source as (insert into "public"."fb_listings" ("type", "title", "location", "images") ' +
        'select "type", "title", "location", "images" ' +
        'from json_populate_recordset(null::"public"."fb_listings", $1::json) returning 1) ' +
        'select null::text as body, count(*)::int as page_total, null::int as total_result_set from pgrst_source pgrst_t',
      params: [JSON.stringify([JSON.parse(body)])],
      count: false,
      representation: false,
    });
  });

  it('insert of an array with ?columns= (as postgrest-js sends it) and return=representation', () => {
    const rows = [{ title: 'a', type: 'rent', location: 'x' }, { title: 'b' }];
    const planned = plan('POST', 'columns="title","type","location"&select=id,title', {
      body: JSON.stringify(rows),
      prefer: 'return=representation, count=exact',
    });
    expect(planned).toMatchObject({ kind: 'insert', count: true, representation: true });
    expect(planned.params).toEqual([JSON.stringify(rows)]);
    expect(planned.text).toContain('insert into "public"."fb_listings" ("title", "type", "location") select');
    expect(planned.text).toContain('returning "fb_listings".*)');
    expect(planned.text).toContain(
      `select coalesce(json_agg(pgrst_t), '[]')::text as body, count(*)::int as page_total, ` +
        `null::int as total_result_set from (select "id", "title" from pgrst_source) pgrst_t`,
    );
  });

  it('update sets the body keys from json_populate_record, filtered by the qualified columns', () => {
    const planned = plan('PATCH', 'id=eq.42', { body: '{"title": "New", "price": 10}' });
    expect(planned.text).toContain(
      'update "public"."fb_listings" set "title" = pgrst_body."title", "price" = pgrst_body."price" ' +
        'from json_populate_record(null::"public"."fb_listings", $2::json) pgrst_body ' +
        'where "fb_listings"."id" = $1 returning 1',
    );
    expect(planned.params).toEqual(['42', '{"title":"New","price":10}']);
  });

  it('update with an empty object does nothing', () => {
    const planned = plan('PATCH', 'id=eq.42', { body: '{}', prefer: 'return=representation' });
    expect(planned).toMatchObject({ kind: 'update', params: [], representation: true });
    expect(planned.text).not.toContain('update');
  });

  it('delete with filters', () => {
    const planned = plan('DELETE', 'id=eq.42', { prefer: 'return=representation' });
    expect(planned.text).toContain(
      'with pgrst_source as (delete from "public"."fb_listings" where "fb_listings"."id" = $1 returning "fb_listings".*)',
    );
    expect(planned.params).toEqual(['42']);
    expect(planned).toMatchObject({ kind: 'delete', representation: true, count: false });
  });
});
