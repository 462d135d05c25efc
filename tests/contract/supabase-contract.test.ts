// @vitest-environment node
// Contract tests: every call the app makes to Supabase (docs/product-rules.md, "Calls to the backend"),
// made the way the app makes it (the public pages' fetch of a function and PostgREST client, the
// staff pages' supabase-js), against the local stand-in or a real Supabase (see contract-target.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionCallError, functionCaller } from '@/lib/supabase/invoke-function';
import { createPublicRest, type PublicRest } from '@/lib/supabase/public-rest';
import { server as mockNetwork } from '../msw-server';
import { startContractTarget, type ContractTarget } from './contract-target';

let target: ContractTarget;
let anon: SupabaseClient;
/** The public pages' calls (1-6). */
let invoke: ReturnType<typeof functionCaller>;
let rest: PublicRest;
const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const consent = { consent_version: '2026-11-23', source_page: '/en/contract-test' };

/** The app never uses realtime; Node 20 has no WebSocket, which supabase-js checks for at creation. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the app');
  }
}

function client(): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
  });
}

beforeAll(async () => {
  // These tests talk to a real server: no network mocking here.
  mockNetwork.close();
  target = await startContractTarget();
  anon = client();
  invoke = functionCaller(target.url, target.anonKey);
  rest = createPublicRest(target.url, target.anonKey);
}, 60_000);

afterAll(async () => {
  await target?.close();
});

describe('edge functions (calls 1-4)', () => {
  it('1. newsletter-subscribe answers a new and a repeated address alike (double opt-in: nothing tells a stranger)', async () => {
    const email = `contract-${unique}@example.com`;
    expect(await invoke('newsletter-subscribe', { email, language: 'en', ...consent })).toEqual({ ok: true });
    const again = await invoke('newsletter-subscribe', { email: email.toUpperCase(), language: 'en', ...consent });
    expect(again).toEqual({ ok: true });
  });

  it('2. contact-submit accepts the contact payload and refuses an invalid one with 400', async () => {
    const body = {
      name: 'Contract Test',
      email: `contact-${unique}@example.com`,
      phone: null,
      subject: 'Property Management Consultation - PLUS Plan',
      message: 'Monthly rent: €1,500',
      service: 'Property Management',
      agrees_to_terms: true,
      ...consent,
    };
    await expect(invoke('contact-submit', body)).resolves.toBeDefined();
    const bad = await invoke('contact-submit', { ...body, email: 'nope' }).catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(FunctionCallError);
    expect(bad).toMatchObject({ status: 400, message: expect.stringMatching(/email/) });
  });

  it('3. investment-submit accepts the investment lead payload', async () => {
    const answer = invoke('investment-submit', {
      name: 'Contract Test',
      email: `investment-${unique}@example.com`,
      phone: '+351 912 000 000',
      equity: 200_000,
      leverage: 50,
      mortgage_years: 25,
      property_type: 'apartment',
      total_asset_value: 123_456, // within its range, but not trusted: recomputed on the server
      agrees_to_terms: true,
      agrees_to_marketing: false,
      ...consent,
    });
    await expect(answer).resolves.toBeDefined();
    // The same form without the calculator: the contact details alone.
    const contactOnly = invoke('investment-submit', {
      name: 'Contract Test',
      email: `investment-contact-${unique}@example.com`,
      phone: '+351 912 000 000',
      agrees_to_terms: true,
      ...consent,
    });
    await expect(contactOnly).resolves.toBeDefined();
  });

  it('4. rental-template-download accepts the template lead', async () => {
    const answer = invoke('rental-template-download', {
      fullName: 'Contract Test',
      email: `template-${unique}@example.com`,
      acceptTerms: true,
      acceptMarketing: true,
      ...consent,
    });
    await expect(answer).resolves.toBeDefined();
  });
});

describe('listings (calls 5-7)', () => {
  it('5. reads a page of 6, newest upload first, with the exact count', async () => {
    const { data, error, count } = await anon
      .from('fb_listings')
      .select('*', { count: 'exact' })
      .order('uploaded_at', { ascending: false })
      .range(0, 5);
    expect(error).toBeNull();
    expect(data).toHaveLength(6);
    if (target.local) expect(count).toBeGreaterThanOrEqual(40);
    const uploaded = data!.map((row) => Date.parse(row.uploaded_at as string));
    expect(uploaded).toEqual([...uploaded].sort((a, b) => b - a));
    expect(Object.keys(data![0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'type',
        'title',
        'price',
        'location',
        'bedrooms',
        'size_m2',
        'images',
        'published_at',
      ]),
    );

    const next = await anon
      .from('fb_listings')
      .select('*', { count: 'exact' })
      .order('uploaded_at', { ascending: false })
      .range(6, 11);
    expect(next.count).toBe(count);
    expect(next.data!.map((row) => row.id)).not.toContain(data![0]!.id);
  });

  it('5. filters in the query: type, price range, location, bedrooms, publish date', async () => {
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    const { data, error, count } = await anon
      .from('fb_listings')
      .select('*', { count: 'exact' })
      .eq('type', 'rent')
      .gte('price', 500)
      .lte('price', 5000)
      .ilike('location', '%lisbon%')
      .gte('bedrooms', 1)
      .gte('published_at', weekAgo)
      .order('uploaded_at', { ascending: false })
      .range(0, 5);
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(data!.length);
    if (target.local) expect(data!.length).toBeGreaterThan(0); // the seed has recent rentals in Lisbon
    for (const row of data!) {
      expect(row.type).toBe('rent');
      expect(row.price).toBeGreaterThanOrEqual(500);
      expect(row.price).toBeLessThanOrEqual(5000);
      expect(String(row.location).toLowerCase()).toContain('lisbon');
      expect(Date.parse(row.published_at as string)).toBeGreaterThanOrEqual(Date.parse(weekAgo));
    }
    const fivePlus = await rest.from('fb_listings').select('bedrooms').gte('bedrooms', 5);
    expect(fivePlus.error).toBeNull();
    for (const row of fivePlus.data!) expect(row.bedrooms).toBeGreaterThanOrEqual(5);
  });

  it('6. reads the images of one listing by id as a single object', async () => {
    const { data: first } = await rest.from('fb_listings').select('id').limit(1);
    // The same columns as the detail dialog's read (fetchListingImages): stored photos first.
    const { data, error } = await anon
      .from('fb_listings')
      .select('images, thumbnail_url, photos')
      .eq('id', first![0]!.id)
      .single();
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual(['images', 'photos', 'thumbnail_url']);
    expect(Array.isArray(data!.images)).toBe(true);
    expect(Array.isArray(data!.photos)).toBe(true);

    const missing = await anon
      .from('fb_listings')
      .select('images, thumbnail_url, photos')
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .single();
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('7. reads all listings, newest created first (admin list)', async () => {
    const { data, error } = await anon.from('fb_listings').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    const created = data!.map((row) => Date.parse(row.created_at as string));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('listing writes and staff sign-in (calls 8-10)', () => {
  const listing = {
    type: 'rent',
    title: `Contract test flat ${unique}`,
    price: 1200,
    location: 'Lisbon, Graça',
    bedrooms: 2,
    size_m2: 70,
    furnished: true,
    pets: null,
    phone: null,
    thumbnail_url: null,
    source_url: null,
    group_url: null,
    description: null,
  };

  it('refuses anonymous writes (row-level security)', async () => {
    const { error } = await anon.from('fb_listings').insert(listing);
    expect(error?.code).toBe('42501');
  });

  it('refuses a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'wrong-password',
    });
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('refuses writes from a signed-in account without the admin role', async (context) => {
    if (!target.user) return context.skip();
    const staff = client();
    expect((await staff.auth.signInWithPassword(target.user)).error).toBeNull();
    const { error } = await staff.from('fb_listings').insert(listing);
    expect(error?.code).toBe('42501');
  });

  it('8-10. an admin signs in, adds, edits and deletes a listing, refreshes and signs out', async (context) => {
    if (!target.admin) return context.skip();
    const admin = client();
    const signIn = await admin.auth.signInWithPassword(target.admin);
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();

    const { data: me } = await admin.auth.getUser();
    expect(me.user?.email).toBe(target.admin.email);
    expect(me.user?.app_metadata.role).toBe('admin');

    const inserted = await admin.from('fb_listings').insert(listing).select().single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id as string;
    expect(inserted.data).toMatchObject({ title: listing.title, price: 1200, bedrooms: 2, images: [] });

    const updated = await admin
      .from('fb_listings')
      .update({ ...listing, price: 1350 })
      .eq('id', id);
    expect(updated.error).toBeNull();
    const { data: after } = await anon.from('fb_listings').select('price').eq('id', id).single();
    expect(after).toEqual({ price: 1350 });

    const refreshed = await admin.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);

    const deleted = await admin.from('fb_listings').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    const { data: gone } = await anon.from('fb_listings').select('id').eq('id', id);
    expect(gone).toEqual([]);

    expect((await admin.auth.signOut()).error).toBeNull();
    expect((await admin.auth.getSession()).data.session).toBeNull();
  });
});
