// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactSubmitHandler } from '../../supabase/functions/_shared/handlers/contact-submit';
import { newsletterSubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-subscribe';
import { rentalTemplateDownloadHandler } from '../../supabase/functions/_shared/handlers/rental-template-download';
import { CONSENT_VERSION } from '../../supabase/functions/_shared/domain/validation/consent';
import { createHarness, post, SITE_ORIGIN, type Harness } from './function-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 3 });
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`
    delete from public.contact_submissions; delete from public.newsletter_subscribers;
    delete from public.template_downloads; delete from public.function_rate_limits;`);
  h.logs.length = 0;
});

const validContact = {
  name: '  Dana Cohen ',
  email: ' dana@example.com ',
  phone: '',
  subject: 'Property management',
  message: 'I own a T2 in Alfama and would like a quote.',
  service: 'property',
  agrees_to_terms: true,
  agrees_to_marketing: false,
  consent_version: '2026-11-23',
  source_page: '/en/contact',
  website: '',
};

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe('contact-submit', () => {
  const handler = () => contactSubmitHandler(h.deps);

  it('stores exactly one row with trimmed values, nulls for empty fields and consent proof', async () => {
    const response = await handler()(post(validContact, { clientAddress: '198.51.100.7' }));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    await h.settle(); // the notification runs after the answer

    const { rows } = await h.pglite.query<Record<string, unknown>>(`select * from public.contact_submissions`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Dana Cohen',
      email: 'dana@example.com',
      phone: null,
      subject: 'Property management',
      service: 'property',
      agrees_to_terms: true,
      agrees_to_marketing: false,
      consent_version: '2026-11-23',
      source_page: '/en/contact',
      notification_status: 'logged',
      notification_error: null,
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
    // A salted hash of the address, never the address itself.
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain('198.51.100.7');
    expect(h.logs.join('\n')).toContain('Name: Dana Cohen');
  });

  it('hashes the same address to the same value and different addresses differently', async () => {
    await handler()(post(validContact, { clientAddress: '198.51.100.7' }));
    await handler()(post(validContact, { clientAddress: '198.51.100.7' }));
    await handler()(post(validContact, { clientAddress: '198.51.100.8' }));
    const { rows } = await h.pglite.query<{ ip_hash: string }>(
      `select ip_hash from public.contact_submissions order by created_at`,
    );
    expect(rows[0]!.ip_hash).toBe(rows[1]!.ip_hash);
    expect(rows[2]!.ip_hash).not.toBe(rows[0]!.ip_hash);
  });

  const badBodies: [string, unknown, RegExp][] = [
    ['a missing name', { ...validContact, name: undefined }, /name \(required_fields\)/],
    ['an empty name', { ...validContact, name: '   ' }, /name \(required_fields\)/],
    ['a missing e-mail', { ...validContact, email: undefined }, /email/],
    ['an invalid e-mail', { ...validContact, email: 'dana@example' }, /email \(email_invalid\)/],
    ['consent not given', { ...validContact, agrees_to_terms: false }, /agrees_to_terms/],
    ['a number as the name', { ...validContact, name: 42 }, /name/],
    ['a string as the consent flag', { ...validContact, agrees_to_terms: 'yes' }, /agrees_to_terms/],
    ['an unknown service', { ...validContact, service: 'plumbing' }, /service/],
    ['a script tag in the name', { ...validContact, name: '<script>alert(1)</script>' }, /name \(script_content\)/],
    ['an event handler in the message', { ...validContact, message: '<img src=x onerror=alert(1)>' }, /message/],
    ['a javascript: link in the subject', { ...validContact, subject: 'javascript:alert(1)' }, /subject/],
    ['letters in the phone', { ...validContact, phone: 'call me maybe' }, /phone \(phone_invalid\)/],
    ['an over-long message', { ...validContact, message: 'x'.repeat(5001) }, /message \(too_long\)/],
    ['no consent version', { ...validContact, consent_version: undefined }, /consent_version/],
    ['an array', [validContact], /JSON object/],
    ['null', null, /JSON object/],
  ];

  it.each(badBodies)('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const response = await handler()(post(body));
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(String(answer.error)).toMatch(message);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(await h.count('contact_submissions')).toBe(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await handler()(post(null, { raw: '{"name": "Dana",' }));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'malformed_json' });
    expect(await h.count('contact_submissions')).toBe(0);
  });

  it('refuses a body over the size limit with 413, even without a Content-Length', async () => {
    const big = { ...validContact, message: 'x'.repeat(20_000) };
    const response = await handler()(post(big));
    expect(response.status).toBe(413);
    const stream = new Blob([JSON.stringify(big)]).stream();
    const chunked = new Request('http://functions.test/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handler()(chunked)).status).toBe(413);
    expect(await h.count('contact_submissions')).toBe(0);
  });

  it.each(['GET', 'PUT', 'DELETE'])('refuses %s with 405', async (method) => {
    const response = await handler()(
      new Request('http://functions.test/', { method, headers: { Origin: SITE_ORIGIN } }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const request = new Request('http://functions.test/', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=Dana',
    });
    expect((await handler()(request)).status).toBe(415);
  });

  it('answers CORS preflight for the site origin only', async () => {
    const preflight = (origin: string) =>
      handler()(
        new Request('http://functions.test/', {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        }),
      );
    const allowed = await preflight(SITE_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('apikey');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a filled honeypot with success and stores nothing', async () => {
    const response = await handler()(post({ ...validContact, website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
    expect(await h.count('contact_submissions')).toBe(0);
  });

  it('answers 429 over the limit per client address and stores nothing more', async () => {
    const clientAddress = '192.0.2.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await handler()(post(validContact, { clientAddress }))).status).toBe(200);
    }
    const limited = await handler()(post(validContact, { clientAddress }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(await h.count('contact_submissions')).toBe(3);
    // Another address is not affected, nor is the same address on another function.
    expect((await handler()(post(validContact, { clientAddress: '192.0.2.11' }))).status).toBe(200);
    const newsletter = newsletterSubscribeHandler(h.deps);
    const subscription = { email: 'x@example.com', consent_version: CONSENT_VERSION };
    expect((await newsletter(post(subscription, { clientAddress }))).status).toBe(200);
  });

  it('refuses a consent version the site never published and a page that is not one of its paths', async () => {
    for (const patch of [
      { consent_version: '1999-01-01' },
      { consent_version: 'zzz' },
      { source_page: '//evil.example' },
      { source_page: '//evil.example/%0d%0a' },
      { source_page: '/en/%0D%0Abcc' },
    ]) {
      const response = await handler()(post({ ...validContact, ...patch }));
      expect(response.status, JSON.stringify(patch)).toBe(400);
    }
    expect(await h.count('contact_submissions')).toBe(0);
  });

  it('counts refused requests against the limit too', async () => {
    const clientAddress = '192.0.2.20';
    for (let i = 0; i < 3; i += 1) await handler()(post({}, { clientAddress }));
    expect((await handler()(post(validContact, { clientAddress }))).status).toBe(429);
    expect(await h.count('contact_submissions')).toBe(0);
  });

  describe('staff notification', () => {
    const withEmail = () => ({
      ...h.deps,
      config: { ...h.deps.config, notification: { ...h.deps.config.notification, resendApiKey: 're_test_key' } },
    });

    it('sends an e-mail through the provider and records it', async () => {
      const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"id":"1"}', { status: 200 }));
      const response = await contactSubmitHandler({ ...withEmail(), fetch: fetchMock })(post(validContact));
      expect(response.status).toBe(200);
      await h.settle();
      expect(fetchMock).toHaveBeenCalledOnce();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('https://api.resend.com/emails');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer re_test_key');
      const sent = JSON.parse(String(init?.body)) as { to: string[]; subject: string; text: string };
      expect(sent.to).toEqual(['info@lusaproperty.com']);
      expect(sent.subject).toBe('New contact request: Property management');
      expect(sent.text).toContain('dana@example.com');
      const { rows } = await h.pglite.query(`select notification_status from public.contact_submissions`);
      expect(rows).toEqual([{ notification_status: 'sent' }]);
    });

    it.each([
      ['answers 500', async () => new Response('provider down', { status: 500 }), /Resend answered 500: provider down/],
      ['is unreachable', async () => Promise.reject(new TypeError('fetch failed')), /fetch failed/],
    ])('keeps the lead and records the failure when the provider %s', async (_label, impl, error) => {
      const response = await contactSubmitHandler({ ...withEmail(), fetch: vi.fn<typeof fetch>(impl) })(
        post(validContact),
      );
      expect(response.status).toBe(200);
      await h.settle();
      const { rows } = await h.pglite.query<{ notification_status: string; notification_error: string }>(
        `select notification_status, notification_error from public.contact_submissions`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.notification_status).toBe('failed');
      expect(rows[0]!.notification_error).toMatch(error);
    });
  });
});

describe('newsletter-subscribe', () => {
  const handler = () => newsletterSubscribeHandler(h.deps);
  const subscription = { email: '  Dana.Cohen@Example.COM ', consent_version: '2026-11-23', source_page: '/he' };

  it('stores the e-mail lowercased and trimmed', async () => {
    expect((await handler()(post(subscription))).status).toBe(200);
    const { rows } = await h.pglite.query(
      `select email, consent_version, source_page from public.newsletter_subscribers`,
    );
    expect(rows).toEqual([{ email: 'dana.cohen@example.com', consent_version: '2026-11-23', source_page: '/he' }]);
  });

  it('answers a repeated sign-up, whatever its case, as the first: same status and body, one row', async () => {
    const first = await handler()(post(subscription));
    const repeat = await handler()(post({ ...subscription, email: 'DANA.COHEN@example.com' }));
    expect(repeat.status).toBe(first.status);
    const [firstBody, repeatBody] = [await json(first), await json(repeat)];
    expect(repeatBody).toEqual(firstBody);
    expect(JSON.stringify(repeatBody)).not.toContain('already');
    expect(await h.count('newsletter_subscribers')).toBe(1);
  });

  it.each([
    ['an empty e-mail', { ...subscription, email: '' }],
    ['an invalid e-mail', { ...subscription, email: 'not-an-email' }],
    ['a missing e-mail', { consent_version: 'v1' }],
  ])('refuses %s with 400', async (_label, body) => {
    expect((await handler()(post(body))).status).toBe(400);
    expect(await h.count('newsletter_subscribers')).toBe(0);
  });
});

describe('rental-template-download', () => {
  const handler = () => rentalTemplateDownloadHandler(h.deps);
  const download = {
    fullName: ' Yossi Levi ',
    email: 'yossi@example.com',
    acceptTerms: true,
    acceptMarketing: true,
    consent_version: '2026-11-23',
    source_page: '/he/property-management/rental-agreement',
  };

  it('stores exactly one row with the consent flags', async () => {
    expect((await handler()(post(download))).status).toBe(200);
    const { rows } = await h.pglite.query(
      `select full_name, email, agrees_to_terms, agrees_to_marketing, source_page from public.template_downloads`,
    );
    expect(rows).toEqual([
      {
        full_name: 'Yossi Levi',
        email: 'yossi@example.com',
        agrees_to_terms: true,
        agrees_to_marketing: true,
        source_page: '/he/property-management/rental-agreement',
      },
    ]);
  });

  it.each([
    ['terms not accepted', { ...download, acceptTerms: false }, /acceptTerms \(terms_required\)/],
    ['an empty name', { ...download, fullName: ' ' }, /fullName \(full_name_required\)/],
    ['a name over 100 characters', { ...download, fullName: 'a'.repeat(101) }, /fullName/],
    ['an invalid e-mail', { ...download, email: 'yossi' }, /email \(email_invalid\)/],
  ])('refuses %s with 400', async (_label, body, message) => {
    const response = await handler()(post(body));
    expect(response.status).toBe(400);
    expect(String((await json(response)).error)).toMatch(message);
    expect(await h.count('template_downloads')).toBe(0);
  });
});
