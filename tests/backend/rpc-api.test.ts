// @vitest-environment node
// /rest/v1/rpc/<function> of the local stand-in, through the unchanged supabase-js client: a
// set-returning function answers rows, a jsonb one its value, named arguments take their defaults
// when omitted, and the database's refusals arrive as PostgREST sends them (code, message, status).
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type RealtimeClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../supabase/functions/_shared/database';
import { ANON_IDENTITY, type RequestIdentity } from '../../supabase/local/identity';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { MAX_ROWS } from '../../supabase/local/postgrest-query';
import { handleRpcRequest } from '../../supabase/local/rest-api';
import { claims, openMigratedDb } from '../db/migrated-db';

const user: RequestIdentity = { role: 'authenticated', claims: { ...claims.user } };
const admin: RequestIdentity = { role: 'authenticated', claims: { ...claims.admin, email: 'ines@lusaproperty.local' } };

let pglite: PGlite;
let db: Database;
const leadId = '00000000-0000-4000-a000-000000000001';

beforeAll(async () => {
  pglite = await openMigratedDb();
  db = pgliteDatabase(pglite);
  await pglite.exec(`
    insert into public.contact_submissions (id, name, email, message, agrees_to_terms, consent_version)
    values ('${leadId}', 'Dana Cohen', 'dana@example.com', 'Hello', true, '2026-11-23');`);
}, 60_000);
afterAll(async () => {
  await pglite.close();
});

class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used in these tests');
  }
}

function client(who: RequestIdentity) {
  const fetchViaHandler = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const name = new URL(request.url).pathname.replace('/rest/v1/rpc/', '');
    return handleRpcRequest(db, who, request, name);
  };
  return createClient('http://localhost:54321', 'local-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchViaHandler },
    realtime: { transport: NoWebSocket as unknown as RealtimeClientOptions['transport'] },
  });
}

describe('rpc through supabase-js', () => {
  it('answers a table function with rows, arguments omitted taking their defaults', async () => {
    const { data, error } = await client(admin).rpc('admin_list_leads', { p_kind: 'contact', p_limit: 10 });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'contact',
        id: leadId,
        name: 'Dana Cohen',
        status: 'new',
        total_count: 1,
        unseen: false,
      }),
    ]);
  });

  it('answers a jsonb function with its value, and keeps what it wrote', async () => {
    const changed = await client(admin).rpc('admin_set_lead_status', {
      p_kind: 'contact',
      p_id: leadId,
      p_status: 'contacted',
    });
    expect(changed.error).toBeNull();
    expect(changed.data).toMatchObject({
      event: 'status',
      from_status: 'new',
      to_status: 'contacted',
      staff_email: 'ines@lusaproperty.local',
    });
    const { data } = await client(admin).rpc('admin_get_lead', { p_kind: 'contact', p_id: leadId });
    expect(data).toMatchObject({
      kind: 'contact',
      lead: { status: 'contacted' },
      events: [{ to_status: 'contacted' }],
    });
  });

  it('passes booleans, dates and Hebrew text through', async () => {
    const { data, error } = await client(admin).rpc('admin_list_leads', {
      p_from: '2000-01-01',
      p_unseen: false,
      p_search: 'דנה',
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('sends the database refusals as PostgREST does', async () => {
    const anonymous = await client(ANON_IDENTITY).rpc('admin_list_leads', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
    const nonAdmin = await client(user).rpc('admin_list_leads', {});
    expect(nonAdmin.status).toBe(403);
    expect(nonAdmin.error).toMatchObject({ code: '42501', message: 'not_allowed' });
    const tooLong = await client(admin).rpc('admin_add_lead_note', {
      p_kind: 'contact',
      p_id: leadId,
      p_note: 'x'.repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error).toMatchObject({ code: '22001', message: 'note_too_long' });
    const missing = await client(admin).rpc('no_such_function', {});
    expect(missing.status).toBe(404);
    const badName = await client(admin).rpc('admin_list_leads', { 'p_kind; drop table x': 'contact' });
    expect(badName.status).toBe(400);
  });
});

describe('max_rows, as hosted PostgREST', () => {
  it('answers at most 1,000 rows of a set-returning function, as supabase/config.toml sets it', async () => {
    const toml = await import('node:fs/promises').then((fs) => fs.readFile('supabase/config.toml', 'utf8'));
    expect(toml).toMatch(new RegExp(`^max_rows = ${MAX_ROWS}$`, 'm'));
    await pglite.exec(`create or replace function public.many_rows() returns setof integer language sql
      as 'select generate_series(1, 2500)'; grant execute on function public.many_rows() to authenticated;`);
    const { data, error } = await client(admin).rpc('many_rows');
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
  });

  it('still exports every one of 2,500 leads: the inbox reads them in pages below the cap', async () => {
    await pglite.exec(`
      insert into public.template_downloads (full_name, email, agrees_to_terms, consent_version, created_at)
      select 'Reader ' || i, 'reader' || i || '@example.com', true, '2026-11-23',
             '2026-11-01'::timestamptz + (i % 700) * interval '1 minute'
      from generate_series(1, 2500) i;`);
    vi.doMock('@/lib/supabase/get-supabase', () => ({ getSupabase: async () => client(admin) }));
    const { exportLeads } = await import('../../src/features/lead-inbox/lead-inbox-api');
    const rows = await exportLeads({
      kind: 'templateDownload',
      status: null,
      from: null,
      to: null,
      search: '',
      unseen: false,
      page: 1,
    });
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2500);
    vi.doUnmock('@/lib/supabase/get-supabase');
  }, 60_000);
});

describe('a lead that does not exist', () => {
  it('is 404 from every staff function that takes one, not 500', async () => {
    const missing = '00000000-0000-4000-a000-00000000ffff';
    for (const [name, args] of [
      ['admin_get_lead', { p_kind: 'contact', p_id: missing }],
      ['admin_set_lead_status', { p_kind: 'contact', p_id: missing, p_status: 'spam' }],
      ['admin_add_lead_note', { p_kind: 'contact', p_id: missing, p_note: 'Hello' }],
      // The review's case: an id of another kind of lead.
      ['admin_get_lead', { p_kind: 'investment', p_id: leadId }],
    ] as const) {
      const { error, status } = await client(admin).rpc(name, args);
      expect(status, name).toBe(404);
      expect(error?.message, name).toBe('lead_not_found');
    }
  });
});

describe('arguments the function cannot take', () => {
  it('are a 400 with the database’s reason, never a 500', async () => {
    for (const value of ['maybe', 'yes please', '{}', 2]) {
      const { error, status } = await client(admin).rpc('admin_list_leads', { p_unseen: value });
      expect(status, `${String(value)} ${JSON.stringify(error)}`).toBe(400);
      expect(error?.code, String(value)).toMatch(/^22/);
    }
  });
});
