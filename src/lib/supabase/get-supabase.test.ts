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
