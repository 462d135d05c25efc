// @vitest-environment node
// One address rule everywhere (security review N2, N4; docs/leads.md "The address rule"): every
// endpoint that takes an e-mail address refuses the spellings the review used to send unlimited
// confirmation mails to a stranger (the display-name form, control, bidirectional and zero-width
// characters, a lone surrogate, a list), stores nothing and mails nothing; each takes an address
// typed with a combining accent as the same address. The rule is shared, not copied: no schema or
// handler spells it out itself, and a new handler must say whether it takes an address.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertSaveHandler } from '../../supabase/functions/_shared/handlers/alert-save';
import { contactSubmitHandler } from '../../supabase/functions/_shared/handlers/contact-submit';
import { investmentSubmitHandler } from '../../supabase/functions/_shared/handlers/investment-submit';
import { newsletterSubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-subscribe';
import { newsletterUnsubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-unsubscribe';
import { ownerSignInLinkHandler } from '../../supabase/functions/_shared/handlers/owner-sign-in-link';
import { rentalTemplateDownloadHandler } from '../../supabase/functions/_shared/handlers/rental-template-download';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import type { MailMessage } from '../../supabase/functions/_shared/mail';
import { createHarness, INVESTMENT_LEAD, post, type Harness } from './function-harness';

vi.setConfig({ testTimeout: 60_000 });

const HANDLERS_DIR = path.resolve(__dirname, '../../supabase/functions/_shared/handlers');
const VALIDATION_DIR = path.resolve(__dirname, '../../supabase/functions/_shared/domain/validation');
const consent = { consent_version: '2026-11-23', source_page: '/en/contact' };

interface AddressEndpoint {
  handler: (deps: HandlerDeps) => (request: Request) => Promise<Response>;
  body: (email: string) => Record<string, unknown>;
  /** Where a stored address would be. */
  table: string;
}

/** Every endpoint that takes an address, with a valid body around it. */
const ADDRESS_ENDPOINTS: Record<string, AddressEndpoint> = {
  'newsletter-subscribe': {
    handler: newsletterSubscribeHandler,
    body: (email) => ({ email, language: 'en', ...consent }),
    table: 'newsletter_subscribers',
  },
  'contact-submit': {
    handler: contactSubmitHandler,
    body: (email) => ({ name: 'Dana Cohen', email, message: 'Hello', agrees_to_terms: true, ...consent }),
    table: 'contact_submissions',
  },
  'investment-submit': {
    handler: investmentSubmitHandler,
    body: (email) => ({ ...INVESTMENT_LEAD, email, ...consent }),
    table: 'investment_leads',
  },
  'rental-template-download': {
    handler: rentalTemplateDownloadHandler,
    body: (email) => ({ fullName: 'Yossi Levi', email, acceptTerms: true, ...consent }),
    table: 'template_downloads',
  },
  'alert-save': {
    handler: alertSaveHandler,
    body: (email) => ({
      email,
      language: 'en',
      frequency: 'daily',
      type: 'rent',
      location: 'Lisbon',
      agrees_to_marketing: true,
      ...consent,
    }),
    table: 'ad_alerts',
  },
  // An owner asking for a sign-in link (it stores nothing; it mails an invited owner).
  'owner-sign-in-link': {
    handler: (deps) =>
      ownerSignInLinkHandler({
        ...deps,
        authAdmin: {
          createUser: async () => null,
          userById: async () => null,
          updateAppMetadata: async () => Promise.reject(new Error('none')),
          magicLink: async () => Promise.reject(new Error('none')),
          userOfToken: async () => null,
          deleteUser: async () => false,
        },
      }),
    body: (email) => ({ email, lang: 'en' }),
    table: 'owners',
  },
  // "E-mail me a link to leave" takes an address too (it stores nothing; it mails a listed one).
  'newsletter-unsubscribe': {
    handler: newsletterUnsubscribeHandler,
    body: (email) => ({ email, language: 'en' }),
    table: 'newsletter_subscribers',
  },
};

/** Handlers that take no address from the caller (a token, a key, a URL, or nothing). */
const NO_ADDRESS = [
  'alert-confirm',
  'alert-manage',
  'alert-send',
  'alert-unsubscribe',
  'newsletter-confirm',
  'newsletter-send',
  'notification-retry',
  'listing-photo-import',
  'listing-photo-sweep',
  'exchange-rates-fetch',
  'owner-invite',
  'owner-statement-mail',
  'lead-handlers',
];

/** The review's spellings (N2) and the other characters the rule refuses. */
const REFUSED = [
  'x1<victim@corp.example>',
  '"Victim" <victim@example.com>',
  'victim@example.com, other@example.com',
  'victim@example.com\u0001',
  'vic\u007ftim@example.com',
  'vic\u0085tim@example.com',
  '\u202evictim@example.com',
  'vic\u2066tim\u2069@example.com',
  'vic\u200btim@example.com',
  'vic\ufefftim@example.com',
  'a\ud800@example.com',
  'vic\u0000tim@example.com',
  '<script>x@x.co',
];

let h: Harness;
let outbox: MailMessage[];
let deps: HandlerDeps;
beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 1_000_000 });
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`
    delete from public.ad_alerts; delete from public.newsletter_subscribers; delete from public.contact_submissions;
    delete from public.investment_leads; delete from public.template_downloads;`);
  outbox = [];
  deps = {
    ...h.deps,
    mail: async (message) => {
      outbox.push(message);
      return { status: 'sent' };
    },
  };
});

describe('N2: one address rule at every endpoint that takes an address', () => {
  it('knows, for every handler, whether it takes an address', () => {
    const handlers = readdirSync(HANDLERS_DIR)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''));
    const unclassified = handlers.filter((name) => !(name in ADDRESS_ENDPOINTS) && !NO_ADDRESS.includes(name));
    expect(unclassified, 'a new handler: add it to ADDRESS_ENDPOINTS (with a valid body) or NO_ADDRESS').toEqual([]);
  });

  it('spells the rule out in one module only: every schema and handler uses it', () => {
    const sources = [
      ...readdirSync(VALIDATION_DIR).map((name) => path.join(VALIDATION_DIR, name)),
      ...readdirSync(HANDLERS_DIR).map((name) => path.join(HANDLERS_DIR, name)),
      path.resolve(__dirname, '../../supabase/functions/_shared/domain/alerts/alert-input.ts'),
    ].filter((file) => !/[/\\]email(-address)?\.ts$/.test(file));
    const copies = sources.filter((file) => /EMAIL_PATTERN|EMAIL_CHARACTERS/.test(readFileSync(file, 'utf8')));
    expect(copies.map((file) => path.basename(file))).toEqual([]);
  });

  for (const [name, endpoint] of Object.entries(ADDRESS_ENDPOINTS)) {
    it(`${name}: refuses the review's spellings of an address, storing and mailing nothing`, async () => {
      const statuses: Record<string, number> = {};
      for (const email of REFUSED) {
        const response = await endpoint.handler(deps)(post(endpoint.body(email)));
        statuses[JSON.stringify(email)] = response.status;
      }
      await h.settle();
      expect(statuses).toEqual(Object.fromEntries(REFUSED.map((email) => [JSON.stringify(email), 400])));
      expect(await h.count(endpoint.table)).toBe(0);
      expect(outbox).toEqual([]);
      // The same body with a plain address passes: the address was the reason.
      expect((await endpoint.handler(deps)(post(endpoint.body('dana@example.com')))).status).toBe(200);
    });
  }
});

describe('N4: one form of an address before any count or duplicate check', () => {
  it.each(['newsletter-subscribe', 'alert-save'])(
    '%s: an address typed with a combining accent is the same address',
    async (name) => {
      const endpoint = ADDRESS_ENDPOINTS[name]!;
      for (const email of ['RT.Jos\u00e9.x@Example.com', 'rt.jose\u0301.x@example.com']) {
        expect((await endpoint.handler(deps)(post(endpoint.body(email)))).status).toBe(200);
      }
      await h.settle();
      const { rows } = await h.pglite.query<{ email: string }>(`select email from public.${endpoint.table}`);
      expect(rows).toEqual([{ email: 'rt.jos\u00e9.x@example.com' }]);
    },
  );
});
