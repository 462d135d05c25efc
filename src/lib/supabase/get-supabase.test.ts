import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';

// A chunk that fails to load once (a network blip) must not break every form until a reload.
let failuresLeft = 0;
let loads = 0;

beforeEach(() => {
  vi.resetModules();
  failuresLeft = 0;
  loads = 0;
  vi.doMock('./supabase-client', () => {
    loads += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: /assets/supabase-client.js');
    }
    return { supabase: { name: 'the client' } };
  });
});

describe('getSupabase', () => {
  it('loads the client once and shares it', async () => {
    const { getSupabase } = await import('./get-supabase');
    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);
    expect(first).toEqual({ name: 'the client' });
    expect(second).toBe(first);
    expect(await getSupabase()).toBe(first);
    expect(loads).toBe(1);
  });

  it('loads again on the next call after a failed load', async () => {
    failuresLeft = 1;
    const { getSupabase } = await import('./get-supabase');
    await expect(getSupabase()).rejects.toThrow();
    expect(await getSupabase()).toEqual({ name: 'the client' });
    expect(loads).toBe(2);
  });
});

describe('the public REST client', () => {
  it('reads the ads with the project key, without loading supabase-js', async () => {
    const seen: { url: string; apikey: string | null; authorization: string | null }[] = [];
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/fb_listings`, ({ request }) => {
        seen.push({
          url: request.url,
          apikey: request.headers.get('apikey'),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json([{ id: 'a' }]);
      }),
    );
    const { getPublicRest } = await import('./get-public-rest');
    const rest = await getPublicRest();
    expect((await rest.from('fb_listings').select('id')).data).toEqual([{ id: 'a' }]);
    expect(seen).toEqual([
      {
        url: `${SUPABASE_URL}/rest/v1/fb_listings?select=id`,
        apikey: SUPABASE_ANON_KEY,
        authorization: `Bearer ${SUPABASE_ANON_KEY}`,
      },
    ]);
    expect(await getPublicRest()).toBe(rest);
    expect(loads).toBe(0);
  });
});
