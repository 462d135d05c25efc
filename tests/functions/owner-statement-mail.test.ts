// @vitest-environment node
// The statement e-mails (docs/owner-accounts.md, "The statement e-mail"): closing a month leaves one
// pending part per co-owner; a run mails each owner once, in their language, with their share's
// figures and a sign-in link that opens the statement; an owner's statements of one run come in one
// e-mail; a provider's failure is retried by a later run up to the limit; an erased or uninvited
// owner is skipped; and the function's entry takes the service-role key only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { euroCents } from '../../supabase/functions/_shared/domain/owners/emails';
import { ownerStatementMailHandler } from '../../supabase/functions/_shared/handlers/owner-statement-mail';
import { sendOwnerStatements } from '../../supabase/functions/_shared/owner-statement-delivery';
import {
  addOwner,
  asAdmin,
  asEdgeFunctions,
  createOwnerHarness,
  SERVICE_KEY,
  type OwnerHarness,
} from './owner-fixture';

let h: OwnerHarness;
const MONTH = '2025-03';

const run = (options: { maxAttempts?: number } = {}) =>
  sendOwnerStatements(
    h.deps.db,
    h.deps.config,
    { fetch, log: () => {}, mail: h.deps.mail, authAdmin: h.authAdmin },
    options,
  );

/** An owner with a sign-in user (as owner-invite leaves them). */
async function invitedOwner(email: string, language: 'en' | 'he', fullName = 'Dana Levi'): Promise<string> {
  const user = await h.authAdmin.createUser({
    email,
    appMetadata: { role: 'owner' },
    userMetadata: { lang: language },
  });
  return addOwner(h, { email, language, fullName, userId: user!.id });
}

let propertyCount = 0;
/** A property of these co-owners with a month of rent, an expense and a payout, closed: the statement's id. */
async function closedMonth(owners: { id: string; bp: number }[], rentCents = 100_000): Promise<string> {
  propertyCount += 1;
  const property = await asAdmin(h, 'admin_property_save', [
    {
      address: `Rua das Flores ${propertyCount}, Lisboa`,
      city: 'Lisbon',
      property_type: 'apartment',
      package: 'plus',
      owners: owners.map((owner) => ({ owner_id: owner.id, share_bp: owner.bp })),
    },
  ]);
  const entry = (fields: Record<string, unknown>) =>
    asAdmin(h, 'admin_ledger_add', [{ property_id: property, month: MONTH, ...fields }]);
  await entry({ kind: 'rent', amount_cents: rentCents, entry_date: `${MONTH}-05`, reference: 'R-0001' });
  await entry({
    kind: 'expense',
    amount_cents: 12_000,
    entry_date: `${MONTH}-10`,
    category: 'condominium',
    supplier: 'Condomínio',
  });
  await entry({
    kind: 'payout',
    amount_cents: 30_000,
    entry_date: `${MONTH}-28`,
    owner_id: owners[0]!.id,
    reference: 'TRF-1',
  });
  return asAdmin(h, 'admin_month_close', [property, MONTH]);
}

interface ShareRow {
  email_status: string;
  email_attempts: number;
  email_error: string | null;
  emailed_at: string | null;
  income_cents: string;
  expenses_cents: string;
  fee_cents: string;
  vat_cents: string;
  payouts_cents: string;
  closing_cents: string;
}
const share = async (statement: string, owner: string) =>
  (
    await h.pglite.query<ShareRow>(
      `select email_status, email_attempts, email_error, emailed_at, income_cents::text, expenses_cents::text,
              fee_cents::text, vat_cents::text, payouts_cents::text, closing_cents::text
       from public.owner_statement_shares where statement_id = $1 and owner_id = $2`,
      [statement, owner],
    )
  ).rows[0]!;

beforeAll(async () => {
  h = await createOwnerHarness();
}, 60_000);
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  h.outbox.length = 0;
  h.failMail.on = false;
  // Each test sees only its own parts (the e-mail columns are the only ones a part lets change).
  await h.pglite.exec(`update public.owner_statement_shares set email_status = 'sent' where email_status <> 'sent'`);
});

describe('mailing closed months', () => {
  it("e-mails each co-owner once, in their language, with their share's figures and a link that opens the statement", async () => {
    const ana = await invitedOwner('ana@example.com', 'en', 'Ana Costa');
    const yael = await invitedOwner('yael@example.com', 'he', 'יעל כהן');
    const statement = await closedMonth([
      { id: ana, bp: 6000 },
      { id: yael, bp: 4000 },
    ]);
    expect((await share(statement, ana)).email_status).toBe('pending');

    expect(await run()).toEqual({ emails: 2, sent: 2, retrying: 0, failed: 0, skipped: 0 });
    expect(h.outbox.map((mail) => mail.to).sort()).toEqual(['ana@example.com', 'yael@example.com']);

    const english = h.outbox.find((mail) => mail.to === 'ana@example.com')!;
    const anaShare = await share(statement, ana);
    expect(english.tag).toBe('owner-statement');
    expect(english.subject).toBe(`Your statement for March 2025 – Rua das Flores ${propertyCount}, Lisboa`);
    expect(english.text).toContain('Your share: 60%');
    expect(english.text).toContain('Rent received: €600.00');
    expect(english.text).toContain('Expenses: -€72.00');
    expect(english.text).toContain('Paid to you: -€300.00');
    expect(english.text).toContain(`Management fee: ${euroCents(-Number(anaShare.fee_cents), 'en')}`);
    expect(english.text).toContain(`VAT on the management fee: ${euroCents(-Number(anaShare.vat_cents), 'en')}`);
    expect(english.text).toContain(`Closing balance: ${euroCents(Number(anaShare.closing_cents), 'en')}`);
    expect(Number(anaShare.closing_cents)).toBe(
      60_000 - 7_200 - Number(anaShare.fee_cents) - Number(anaShare.vat_cents) - 30_000,
    );
    expect(english.text).toMatch(new RegExp(`/en/owner\\?token_hash=[0-9a-f]{56}&type=email&statement=${statement}`));

    const hebrew = h.outbox.find((mail) => mail.to === 'yael@example.com')!;
    expect(hebrew.subject).toBe(`הדוח החודשי שלכם: \u2068Rua das Flores ${propertyCount}, Lisboa\u2069 – מרץ 2025`);
    expect(hebrew.html).toContain('lang="he" dir="rtl"');
    expect(hebrew.text).toContain(`שכר דירה שהתקבל: ${euroCents(40_000, 'he')}`);
    expect(hebrew.text).toContain(`הועבר אליכם: ${euroCents(0, 'he')}`);
    expect(hebrew.text).toContain('/he/owner?token_hash=');

    // The link signs the owner in.
    const token = /token_hash=([0-9a-f]{56})/.exec(hebrew.text)![1]!;
    expect((await h.verify(token)).status).toBe(200);

    expect(anaShare).toMatchObject({ email_status: 'sent', email_attempts: 1, email_error: null });
    expect(anaShare.emailed_at).not.toBeNull();
    // Sent once: the next run has nothing to do.
    h.outbox.length = 0;
    expect(await run()).toEqual({ emails: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(h.outbox).toEqual([]);
  });

  it("puts an owner's statements of one run in one e-mail, with one working link", async () => {
    const ben = await invitedOwner('ben@example.com', 'en', 'Ben Adler');
    const first = await closedMonth([{ id: ben, bp: 10_000 }]);
    const second = await closedMonth([{ id: ben, bp: 10_000 }], 80_000);
    expect(await run()).toMatchObject({ emails: 1, sent: 2 });
    expect(h.outbox).toHaveLength(1);
    expect(h.outbox[0]!.subject).toBe('2 new statements in your property account');
    expect(h.outbox[0]!.text).toContain('Rent received: €1,000.00');
    expect(h.outbox[0]!.text).toContain('Rent received: €800.00');
    expect((await share(first, ben)).email_status).toBe('sent');
    expect((await share(second, ben)).email_status).toBe('sent');
    expect((await h.verify(/token_hash=([0-9a-f]{56})/.exec(h.outbox[0]!.text)![1]!)).status).toBe(200);
  });

  it('marks a part failed when the provider fails, and a later run sends it', async () => {
    const cleo = await invitedOwner('cleo@example.com', 'en');
    const statement = await closedMonth([{ id: cleo, bp: 10_000 }]);
    h.failMail.on = true;
    expect(await run()).toEqual({ emails: 0, sent: 0, retrying: 1, failed: 0, skipped: 0 });
    expect(await share(statement, cleo)).toMatchObject({
      email_status: 'failed',
      email_attempts: 1,
      email_error: 'provider down',
    });
    h.failMail.on = false;
    expect(await run()).toMatchObject({ emails: 1, sent: 1 });
    expect(await share(statement, cleo)).toMatchObject({ email_status: 'sent', email_attempts: 2, email_error: null });
    expect(h.outbox.map((mail) => mail.to)).toEqual(['cleo@example.com']);
  });

  it('stops trying after the last attempt and leaves the part failed', async () => {
    const dov = await invitedOwner('dov@example.com', 'he');
    const statement = await closedMonth([{ id: dov, bp: 10_000 }]);
    h.failMail.on = true;
    expect(await run({ maxAttempts: 2 })).toMatchObject({ retrying: 1, failed: 0 });
    expect(await run({ maxAttempts: 2 })).toMatchObject({ retrying: 0, failed: 1 });
    h.failMail.on = false;
    expect(await run({ maxAttempts: 2 })).toEqual({ emails: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(await share(statement, dov)).toMatchObject({ email_status: 'failed', email_attempts: 2 });
    expect(h.outbox).toEqual([]);
  });

  it('skips an erased owner and one not invited yet, and mails their co-owner', async () => {
    const erased = await invitedOwner('erased@example.com', 'en');
    const uninvited = await addOwner(h, { email: 'uninvited@example.com', language: 'en' });
    const eve = await invitedOwner('eve@example.com', 'en');
    const statement = await closedMonth([
      { id: eve, bp: 5000 },
      { id: erased, bp: 2500 },
      { id: uninvited, bp: 2500 },
    ]);
    await h.pglite.query(
      `update public.owners set anonymised_at = now(), email = 'erased-' || id || '@erased.invalid', user_id = null where id = $1`,
      [erased],
    );
    expect(await run()).toEqual({ emails: 1, sent: 1, retrying: 0, failed: 0, skipped: 2 });
    expect(h.outbox.map((mail) => mail.to)).toEqual(['eve@example.com']);
    expect(await share(statement, erased)).toMatchObject({ email_status: 'skipped', email_error: 'owner erased' });
    expect(await share(statement, uninvited)).toMatchObject({
      email_status: 'skipped',
      email_error: 'owner not invited',
    });
  });
});

describe("as the edge functions' database role (security review L9)", () => {
  it('sends, skips and records failures with only the grants the role has', async () => {
    const gil = await invitedOwner('gil@example.com', 'he');
    const uninvited = await addOwner(h, { email: 'none@example.com', language: 'en' });
    const statement = await closedMonth([
      { id: gil, bp: 7000 },
      { id: uninvited, bp: 3000 },
    ]);
    const db = asEdgeFunctions(h.pglite);
    const deps = { fetch, log: () => {}, mail: h.deps.mail, authAdmin: h.authAdmin };
    h.failMail.on = true;
    expect(await sendOwnerStatements(db, h.deps.config, deps)).toMatchObject({ retrying: 1, skipped: 1 });
    h.failMail.on = false;
    expect(await sendOwnerStatements(db, h.deps.config, deps)).toMatchObject({ emails: 1, sent: 1 });
    expect(await share(statement, gil)).toMatchObject({ email_status: 'sent', email_attempts: 2 });
  });
});

describe('the function', () => {
  it('runs for the service-role key only', async () => {
    const handler = ownerStatementMailHandler(h.deps, SERVICE_KEY);
    const call = (key: string | null) =>
      handler(
        new Request('http://functions.test/', {
          method: 'POST',
          headers: key === null ? {} : { Authorization: `Bearer ${key}` },
        }),
      );
    expect((await call(null)).status).toBe(401);
    expect((await call('anon-key')).status).toBe(401);
    const fay = await invitedOwner('fay@example.com', 'en');
    await closedMonth([{ id: fay, bp: 10_000 }]);
    const response = await call(SERVICE_KEY);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emails: 1, sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(h.outbox.map((mail) => mail.to)).toEqual(['fay@example.com']);
  });
});
