import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { FunctionCallError, invokeFunction } from './invoke-function';

const ENDPOINT = `${SUPABASE_URL}/functions/v1/contact-submit`;

describe('invokeFunction', () => {
  it('posts the JSON body with the project key, as the backend gateway requires, and resolves with the answer', async () => {
    const seen: { body: unknown; apikey: string | null; authorization: string | null }[] = [];
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        seen.push({
          body: await request.json(),
          apikey: request.headers.get('apikey'),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await invokeFunction('contact-submit', { email: 'dana@example.com' })).toEqual({ ok: true });
    expect(seen).toEqual([
      { body: { email: 'dana@example.com' }, apikey: SUPABASE_ANON_KEY, authorization: `Bearer ${SUPABASE_ANON_KEY}` },
    ]);
  });

  it("rejects with the function's status, error text and code", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({ error: 'Too many requests', code: 'rate_limited' }, { status: 429 }),
      ),
    );
    const error = await invokeFunction('contact-submit', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({ status: 429, message: 'Too many requests', code: 'rate_limited' });
  });
});
