// @vitest-environment node
// Every check constraint of the lead tables against the schemas: for each constrained column, the
// extreme values the schema accepts are stored (never a database error, never a 500), and one step
// past the schema's limit is refused by the schema with a 400. A new constraint on a column this
// file does not know fails the test, so schemas and tables cannot drift apart unnoticed.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_LIMITS, INVESTMENT_BOUNDS } from '../../supabase/functions/_shared/domain/validation/field-rules';
import { INVESTMENT_FIGURE_BOUNDS } from '../../supabase/functions/_shared/domain/validation/investment-lead';
import { contactSubmitHandler } from '../../supabase/functions/_shared/handlers/contact-submit';
import { investmentSubmitHandler } from '../../supabase/functions/_shared/handlers/investment-submit';
import { newsletterSubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-subscribe';
import { rentalTemplateDownloadHandler } from '../../supabase/functions/_shared/handlers/rental-template-download';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { createHarness, INVESTMENT_LEAD, post, type Harness } from './function-harness';

// Each case stores dozens of rows through the handlers (and their triggers): more than the default 5 s
// on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 1_000_000 });
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`delete from public.contact_submissions; delete from public.newsletter_subscribers;
    delete from public.investment_leads; delete from public.template_downloads;`);
});

/** An address of exactly `length` characters that the schemas accept. */
const emailOf = (length: number) => `${'a'.repeat(length - 10)}@bbbbb.com`;
const consent = { consent_version: '2026-11-23', source_page: '/en/contact' };
// consent_version: only a version the site has published (PUBLISHED_CONSENT_VERSIONS).
const edgesOfConsent = [
  { consent_version: '2026-11-23' },
  { source_page: `/${'p'.repeat(FIELD_LIMITS.sourcePage - 1)}` },
];

type Patch = Record<string, unknown>;
interface TableCase {
  table: string;
  handler: (deps: HandlerDeps) => (request: Request) => Promise<Response>;
  valid: Patch;
  /** Per constrained column: bodies at the schema's edges (must be stored) and one past (400). */
  columns: Record<string, { edges: Patch[]; past?: Patch[] }>;
}

/** Columns the server fills itself (not from the body): their constraints hold by construction. */
const serverSet = { edges: [{}] };

const shared = {
  agrees_to_terms: serverSet,
  consent_version: {
    edges: edgesOfConsent,
    past: [{ consent_version: 'v'.repeat(FIELD_LIMITS.consentVersion + 1) }, { consent_version: '1999-01-01' }],
  },
  source_page: { edges: edgesOfConsent, past: [{ source_page: `/${'p'.repeat(FIELD_LIMITS.sourcePage)}` }] },
  ip_hash: serverSet,
  notification_status: serverSet,
  notification_error: serverSet,
  notification_attempts: serverSet,
  // Set by staff in the inbox (a new lead is 'new').
  status: serverSet,
};

const emailEdges = {
  edges: [{ email: emailOf(FIELD_LIMITS.email) }, { email: 'a@b.c' }],
  past: [{ email: emailOf(FIELD_LIMITS.email + 1) }],
};

const cases: TableCase[] = [
  {
    table: 'newsletter_subscribers',
    handler: newsletterSubscribeHandler,
    valid: { email: 'dana@example.com', ...consent },
    columns: {
      ...shared,
      email: emailEdges,
      language: { edges: [{ language: 'en' }, { language: 'he' }, { language: 'pt' }], past: [{ language: 'xx' }] },
      // The double opt-in's own columns, written by the functions.
      confirmation_token_hash: serverSet,
      confirmed_consent_version: serverSet,
      unsubscribe_source: serverSet,
    },
  },
  {
    table: 'contact_submissions',
    handler: contactSubmitHandler,
    valid: { name: 'Dana', email: 'dana@example.com', agrees_to_terms: true, ...consent },
    columns: {
      ...shared,
      email: emailEdges,
      name: {
        edges: [{ name: 'n'.repeat(FIELD_LIMITS.name) }, { name: 'D' }],
        past: [{ name: 'n'.repeat(FIELD_LIMITS.name + 1) }],
      },
      phone: {
        edges: [{ phone: '1'.repeat(FIELD_LIMITS.phone) }],
        past: [{ phone: '1'.repeat(FIELD_LIMITS.phone + 1) }],
      },
      subject: {
        edges: [{ subject: 's'.repeat(FIELD_LIMITS.subject) }],
        past: [{ subject: 's'.repeat(FIELD_LIMITS.subject + 1) }],
      },
      message: {
        edges: [{ message: 'm'.repeat(FIELD_LIMITS.message) }, { message: 'm' }],
        past: [{ message: 'm'.repeat(FIELD_LIMITS.message + 1) }],
      },
      service: {
        edges: [{ service: 'investment' }, { service: 'property' }, { service: 'Property Management' }],
        past: [{ service: 'other' }],
      },
    },
  },
  {
    table: 'investment_leads',
    handler: investmentSubmitHandler,
    valid: { ...INVESTMENT_LEAD, ...consent },
    columns: {
      ...shared,
      email: emailEdges,
      name: {
        edges: [{ name: 'n'.repeat(FIELD_LIMITS.name) }, { name: 'n'.repeat(INVESTMENT_BOUNDS.nameMin) }],
        past: [{ name: 'n'.repeat(FIELD_LIMITS.name + 1) }],
      },
      phone: {
        edges: [{ phone: '1'.repeat(FIELD_LIMITS.phone) }, { phone: '1'.repeat(INVESTMENT_BOUNDS.phoneMin) }],
        past: [{ phone: '1'.repeat(FIELD_LIMITS.phone + 1) }, { phone: '(12) 3-45' }, { phone: null }],
      },
      equity: {
        edges: [{ equity: INVESTMENT_BOUNDS.equity.min }, { equity: INVESTMENT_BOUNDS.equity.max }],
        past: [{ equity: INVESTMENT_BOUNDS.equity.min - 1 }, { equity: INVESTMENT_BOUNDS.equity.max + 1 }],
      },
      leverage: {
        edges: [{ leverage: INVESTMENT_BOUNDS.leverage.min }, { leverage: INVESTMENT_BOUNDS.leverage.max }],
        past: [{ leverage: -1 }, { leverage: INVESTMENT_BOUNDS.leverage.max + 1 }],
      },
      mortgage_years: {
        edges: [{ mortgage_years: INVESTMENT_BOUNDS.mortgageYears.min }, { mortgage_years: 30 }],
        past: [{ mortgage_years: -1 }, { mortgage_years: INVESTMENT_BOUNDS.mortgageYears.max + 1 }],
      },
      property_type: {
        edges: [{ property_type: 'apartment' }, { property_type: 'family_house' }, { property_type: 'multi_family' }],
        past: [{ property_type: 'single_family' }],
      },
      buyer_residence: {
        edges: [
          { buyer_residence: 'resident' },
          { buyer_residence: 'becoming_resident' },
          { buyer_residence: 'non_resident' },
        ],
        past: [{ buyer_residence: 'abroad' }],
      },
      // Computed by the calculator from the inputs above, at their edges; the figures the body
      // carries are checked against the same ranges as the table's (and then recomputed).
      cash_at_purchase: serverSet,
      ...figureProbes(),
    },
  },
  {
    table: 'template_downloads',
    handler: rentalTemplateDownloadHandler,
    valid: { fullName: 'Yossi', email: 'yossi@example.com', acceptTerms: true, ...consent },
    columns: {
      ...shared,
      email: emailEdges,
      full_name: {
        edges: [{ fullName: 'n'.repeat(FIELD_LIMITS.fullName) }, { fullName: 'Y' }],
        past: [{ fullName: 'n'.repeat(FIELD_LIMITS.fullName + 1) }],
      },
    },
  },
];

/** Each figure at the ends of its range (stored), one past them (400). */
function figureProbes() {
  return Object.fromEntries(
    Object.entries(INVESTMENT_FIGURE_BOUNDS).map(([figure, { min, max }]) => [
      figure,
      { edges: [{ [figure]: min }, { [figure]: max }], past: [{ [figure]: min - 1 }, { [figure]: max + 1 }] },
    ]),
  );
}

describe.each(cases)('$table: every check constraint against the schema', (c) => {
  it('knows every constrained column', async () => {
    const { rows } = await h.pglite.query<{ conname: string; column: string }>(
      `select con.conname, att.attname as column
       from pg_constraint con join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
       where con.contype = 'c' and con.conrelid = $1::regclass`,
      [`public.${c.table}`],
    );
    expect(rows.length).toBeGreaterThan(0);
    const unknown = rows.filter((row) => !(row.column in c.columns)).map((row) => `${row.conname} (${row.column})`);
    expect(unknown, 'constraints without probes here').toEqual([]);
  });

  it('stores the schema’s extreme values of every constrained column', async () => {
    for (const [column, { edges }] of Object.entries(c.columns)) {
      for (const edge of edges) {
        await h.pglite.exec(`delete from public.${c.table}`);
        const response = await c.handler(h.deps)(post({ ...c.valid, ...edge }));
        expect(response.status, `${column} ${JSON.stringify(edge).slice(0, 80)}`).toBe(200);
        expect(await h.count(c.table)).toBe(1);
      }
    }
    await h.settle();
    // One request per edge: the investment table alone has more than twenty, each recomputed.
  }, 20_000);

  it('refuses one step past each limit in the schema, with 400', async () => {
    for (const [column, { past = [] }] of Object.entries(c.columns)) {
      for (const over of past) {
        const response = await c.handler(h.deps)(post({ ...c.valid, ...over }));
        expect(response.status, `${column} ${JSON.stringify(over).slice(0, 80)}`).toBe(400);
      }
    }
    expect(await h.count(c.table)).toBe(0);
  });
});
