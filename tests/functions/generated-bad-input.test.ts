// @vitest-environment node
// Generated bad input (fast-check) through each lead function's handler, in process on PGlite:
// wrong types, oversized strings, control and bidirectional characters, lone surrogates, tags in
// every field, unknown keys, deep nesting and huge numbers, mixed into otherwise valid bodies.
// Whatever comes in: no 5xx, nothing stored for a refused body, and a stored row equal to the
// schema's output for its body.
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/domain/validation/consent';
import { contactSubmissionSchema } from '../../supabase/functions/_shared/domain/validation/contact';
import { investmentLeadSchema } from '../../supabase/functions/_shared/domain/validation/investment-lead';
import { newsletterSubscriptionSchema } from '../../supabase/functions/_shared/domain/validation/newsletter';
import { templateDownloadSchema } from '../../supabase/functions/_shared/domain/validation/template-download';
import { contactSubmitHandler } from '../../supabase/functions/_shared/handlers/contact-submit';
import { investmentSubmitHandler } from '../../supabase/functions/_shared/handlers/investment-submit';
import { newsletterSubscribeHandler } from '../../supabase/functions/_shared/handlers/newsletter-subscribe';
import { rentalTemplateDownloadHandler } from '../../supabase/functions/_shared/handlers/rental-template-download';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { createHarness, INVESTMENT_LEAD, post, type Harness } from './function-harness';

const RUNS = Number(process.env.GENERATED_INPUT_RUNS || 1000);

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 1_000_000 });
});
afterAll(async () => {
  await h.pglite.close();
});

const consent = { consent_version: '2026-11-23', source_page: '/en/contact' };

const NASTY_TEXT = [
  '<svg/onload=alert(1)>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  '<!-- x -->',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f\u0085\u009b',
  'Dana\nBcc: attacker@example.com',
  'x\r\nSubject: forged',
  '\t',
  '\u202Egnp.exe',
  'a\u2066b\u2069',
  '\u200F\u05D3\u05E0\u05D4',
  '\u2028\u2029',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\ue000',
  '😀👨‍👩‍👧',
  "O'Brien-Smith (Jr.)",
  'דנה כהן',
  '%00',
  '${7*7}{{7*7}}',
  "'; drop table contact_submissions; --",
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 95, maxLength: 320 }),
  fc.integer({ min: 250, max: 6000 }).map((n) => 'x'.repeat(n)),
);

const deepNesting = fc.integer({ min: 10, max: 600 }).map((depth) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { nested: value };
  return value;
});

const wrongValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1e-320, 0, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  deepNesting,
);

/** A valid value with something nasty put inside it (tags, control characters, ...). */
const spliced = (valid: string) =>
  fc
    .tuple(nastyString, fc.nat({ max: valid.length }))
    .map(([inserted, at]) => valid.slice(0, at) + inserted + valid.slice(at));

/** Per key: mostly the valid value (so some bodies pass), else nothing, a spliced or a wrong value; plus unknown keys. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 30, arbitrary: fc.constant(value) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: typeof value === 'string' ? spliced(value) : wrongValue },
        { weight: 1, arbitrary: wrongValue },
      ),
    ]),
  );
  const unknownKeys = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id', 'ip_hash', HONEYPOT_FIELD)),
    fc.oneof(wrongValue, fc.constant('')),
    { maxKeys: 3 },
  );
  const record = fc
    .tuple(
      fc.record(fields),
      fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: unknownKeys }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof(
    { weight: 20, arbitrary: record },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: deepNesting },
  );
}

interface Case<Schema extends z.ZodType> {
  name: string;
  table: string;
  handler: (deps: HandlerDeps) => (request: Request) => Promise<Response>;
  schema: Schema;
  valid: Record<string, unknown>;
  /** The columns a stored row must hold, from the schema's output. */
  columns: (output: z.output<Schema>) => Record<string, unknown>;
}

const contactCase: Case<typeof contactSubmissionSchema> = {
  name: 'contact-submit',
  table: 'contact_submissions',
  handler: contactSubmitHandler,
  schema: contactSubmissionSchema,
  valid: {
    name: 'Dana Cohen',
    email: 'dana@example.com',
    phone: '+351 912 345 678',
    subject: 'Property management',
    message: 'Hello,\nI own a T2 in Alfama.',
    service: 'property',
    agrees_to_terms: true,
    agrees_to_marketing: false,
    ...consent,
  },
  columns: (o) => ({
    name: o.name,
    email: o.email,
    phone: o.phone,
    subject: o.subject,
    message: o.message,
    service: o.service,
    agrees_to_terms: o.agrees_to_terms,
    agrees_to_marketing: o.agrees_to_marketing,
    consent_version: o.consent_version,
    source_page: o.source_page,
  }),
};

const newsletterCase: Case<typeof newsletterSubscriptionSchema> = {
  name: 'newsletter-subscribe',
  table: 'newsletter_subscribers',
  handler: newsletterSubscribeHandler,
  schema: newsletterSubscriptionSchema,
  valid: { email: 'Dana@Example.com', ...consent },
  columns: (o) => ({ email: o.email, consent_version: o.consent_version, source_page: o.source_page }),
};

const investmentCase: Case<typeof investmentLeadSchema> = {
  name: 'investment-submit',
  table: 'investment_leads',
  handler: investmentSubmitHandler,
  schema: investmentLeadSchema,
  valid: { ...INVESTMENT_LEAD, ...consent },
  columns: (o) => ({
    name: o.name,
    email: o.email,
    phone: o.phone,
    // A lead sent without the calculator's estimate stores none.
    equity: o.estimate?.equity ?? null,
    leverage: o.estimate?.leverage ?? null,
    property_type: o.estimate?.property_type ?? null,
    agrees_to_terms: o.agrees_to_terms,
    agrees_to_marketing: o.agrees_to_marketing,
    consent_version: o.consent_version,
    source_page: o.source_page,
  }),
};

const templateCase: Case<typeof templateDownloadSchema> = {
  name: 'rental-template-download',
  table: 'template_downloads',
  handler: rentalTemplateDownloadHandler,
  schema: templateDownloadSchema,
  valid: { fullName: 'Yossi Levi', email: 'yossi@example.com', acceptTerms: true, acceptMarketing: false, ...consent },
  columns: (o) => ({
    full_name: o.fullName,
    email: o.email,
    agrees_to_terms: o.acceptTerms,
    agrees_to_marketing: o.acceptMarketing,
    consent_version: o.consent_version,
    source_page: o.source_page,
  }),
};

/** Numeric columns come back as text; compare them as numbers (-0 is stored as 0). */
const asNumber = (value: unknown) => Number(value) + 0;
function comparable(row: Record<string, unknown>, expected: Record<string, unknown>) {
  const keys = Object.keys(expected);
  const numeric = (key: string) => typeof expected[key] === 'number';
  return {
    actual: Object.fromEntries(keys.map((key) => [key, numeric(key) ? asNumber(row[key]) : row[key]])),
    expected: Object.fromEntries(keys.map((key) => [key, numeric(key) ? asNumber(expected[key]) : expected[key]])),
  };
}

function runCase<Schema extends z.ZodType>(c: Case<Schema>) {
  it(`${c.name}: ${RUNS} generated bodies, no 5xx, refused ones store nothing, stored ones equal the schema's output`, async () => {
    const handler = c.handler(h.deps);
    const tally = { run: 0, refused: 0, stored: 0, honeypot: 0, serverErrors: 0 };
    await fc.assert(
      fc.asyncProperty(bodies(c.valid), async (body) => {
        await h.pglite.exec(`delete from public.${c.table}`);
        const response = await handler(post(body));
        await h.settle();
        tally.run += 1;
        const status = response.status;
        const answer = (await response.json()) as { code?: string };
        const { rows } = await h.pglite.query<Record<string, unknown>>(`select * from public.${c.table}`);
        if (status >= 500) tally.serverErrors += 1;
        expect(status, JSON.stringify(answer)).toBeLessThan(500);

        // The oracle reads the body as the function receives it: JSON writes NaN and ±Infinity as null
        // and leaves undefined out.
        const wire = JSON.stringify(body);
        const received: unknown = wire === undefined ? undefined : JSON.parse(wire);
        const object =
          received && typeof received === 'object' && !Array.isArray(received)
            ? (received as Record<string, unknown>)
            : null;
        const honeypot = object?.[HONEYPOT_FIELD];
        if (typeof honeypot === 'string' && honeypot.trim() !== '') {
          tally.honeypot += 1;
          expect(status).toBe(200);
          expect(rows).toEqual([]);
          return;
        }
        const { [HONEYPOT_FIELD]: _ignored, ...fields } = object ?? {};
        const parsed = object ? c.schema.safeParse(fields) : null;
        if (status !== 200) {
          tally.refused += 1;
          expect(rows).toEqual([]);
          // Refused by the schema (400), for its size (413), or, for a valid investment body, the
          // multi-family rule (400, decided while storing).
          if (parsed?.success) expect([400, 413]).toContain(status);
          return;
        }
        tally.stored += 1;
        expect(parsed?.success, 'a body the schema refuses was answered 200').toBe(true);
        expect(rows).toHaveLength(1);
        const columns = c.columns(parsed!.data as z.output<Schema>);
        // Every lead table stores an address in the database's one form of it.
        if (typeof columns.email === 'string') {
          const { rows: normal } = await h.pglite.query<{ email: string }>(
            `select public.normalize_email($1) as email`,
            [columns.email],
          );
          columns.email = normal[0]!.email;
        }
        const { actual, expected } = comparable(rows[0]!, columns);
        expect(actual).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
    console.info(
      `[generated] ${c.name}: ${tally.run} run, ${tally.refused} refused, ${tally.stored} stored, ` +
        `${tally.honeypot} honeypot, ${tally.serverErrors} answered 5xx`,
    );
    expect(tally.run).toBeGreaterThanOrEqual(RUNS);
    // The generator keeps enough bodies valid to test the stored side too.
    expect(tally.stored).toBeGreaterThan(RUNS / 20);
  }, 240_000);
}

describe('generated bad input', () => {
  runCase(contactCase);
  runCase(newsletterCase);
  runCase(investmentCase);
  runCase(templateCase);
});
