// The owners' e-mails (supabase/functions/_shared/domain/owners/emails.ts, docs/owner-accounts.md):
// the sign-in link, the invitation and the statement, in both languages, right to left in Hebrew,
// with every value escaped in the HTML and the share's figures written exactly from integer cents.
import { describe, expect, it } from 'vitest';
import {
  euroCents,
  monthName,
  ownerInvitationEmail,
  ownerSignInEmail,
  ownerSignInUrl,
  ownerStatementEmail,
  shareText,
  statementLines,
  type StatementPart,
} from '../../supabase/functions/_shared/domain/owners/emails';

const LINKS = { siteUrl: 'https://www.lusaproperty.com' };
const TOKEN = 'a'.repeat(56);
const RLM = '\u200f';
const LRM = '\u200e';

const PART: StatementPart = {
  statementId: '11111111-2222-4333-8444-555555555555',
  address: 'Rua das Flores 12, 2º Esq',
  month: '2026-03',
  share_bp: 6000,
  opening_cents: 15_000,
  income_cents: 72_000,
  withheld_cents: 18_000,
  expenses_cents: 9_030,
  fee_cents: 5_760,
  vat_cents: 1_325,
  payouts_cents: 50_000,
  adjustments_cents: -1_000,
  closing_cents: 15_000 + 72_000 - 18_000 - 9_030 - 5_760 - 1_325 - 50_000 - 1_000,
};

describe('figures', () => {
  it('writes cents exactly, as the site writes euros, in both languages', () => {
    expect(euroCents(123_456, 'en')).toBe('€1,234.56');
    expect(euroCents(5, 'en')).toBe('€0.05');
    expect(euroCents(-500, 'en')).toBe('-€5.00');
    expect(euroCents(100_000_000_00, 'en')).toBe('€100,000,000.00');
    expect(euroCents(123_456, 'he')).toBe(`${RLM}1,234.56\u00a0${RLM}€`);
    expect(euroCents(-500, 'he')).toBe(`${RLM}${LRM}-5.00\u00a0${RLM}€`);
    expect(() => euroCents(1.5, 'en')).toThrow(RangeError);
  });

  it('names months and shares', () => {
    expect(monthName('2026-03', 'en')).toBe('March 2026');
    expect(monthName('2026-12-01', 'he')).toBe('דצמבר 2026');
    expect(() => monthName('2026-13', 'en')).toThrow(RangeError);
    expect(shareText(10_000, 'en')).toBe('100%');
    expect(shareText(3_333, 'en')).toBe('33.33%');
    expect(shareText(3_350, 'en')).toBe('33.5%');
    expect(shareText(5_000, 'he')).toBe('\u206650%\u2069');
  });

  it('lists the share in order, what is taken away with its minus, and the lines add up to the closing balance', () => {
    const lines = statementLines(PART, 'en');
    expect(lines).toEqual([
      { label: 'Opening balance', amount: '€150.00' },
      { label: 'Rent received', amount: '€720.00' },
      { label: 'Tax withheld by the tenant (paid to the tax office)', amount: '-€180.00' },
      { label: 'Expenses', amount: '-€90.30' },
      { label: 'Management fee', amount: '-€57.60' },
      { label: 'VAT on the management fee', amount: '-€13.25' },
      { label: 'Paid to you', amount: '-€500.00' },
      { label: 'Adjustments to earlier months', amount: '-€10.00' },
      { label: 'Closing balance', amount: '€18.85' },
    ]);
    // No withholding and no adjustment: no such lines.
    const plain = statementLines({ ...PART, withheld_cents: 0, adjustments_cents: 0 }, 'he').map((line) => line.label);
    expect(plain).toEqual([
      'יתרת פתיחה',
      'שכר דירה שהתקבל',
      'הוצאות',
      'דמי ניהול',
      'מע"מ על דמי הניהול',
      'הועבר אליכם',
      'יתרת סגירה',
    ]);
  });
});

describe('links', () => {
  it('signs in on the owner page of the language, with the statement to open', () => {
    expect(ownerSignInUrl(LINKS, 'he', TOKEN)).toBe(
      `https://www.lusaproperty.com/he/owner?token_hash=${TOKEN}&type=email`,
    );
    expect(ownerSignInUrl(LINKS, 'en', TOKEN, PART.statementId)).toBe(
      `https://www.lusaproperty.com/en/owner?token_hash=${TOKEN}&type=email&statement=${PART.statementId}`,
    );
  });
});

describe('the sign-in e-mail', () => {
  it('carries the link in English', () => {
    const email = ownerSignInEmail(LINKS, 'en', TOKEN);
    expect(email.subject).toBe('Your link to sign in to your property account');
    expect(email.text).toContain(`/en/owner?token_hash=${TOKEN}&type=email`);
    expect(email.text).toContain('within an hour');
    expect(email.html).toContain('lang="en" dir="ltr"');
    expect(email.html).toContain(`/en/owner?token_hash=${TOKEN}&amp;type=email`);
  });

  it('is right to left in Hebrew, addressing the reader in the plural', () => {
    const email = ownerSignInEmail(LINKS, 'he', TOKEN);
    expect(email.subject).toBe('קישור הכניסה לחשבון שלכם');
    expect(email.html).toContain('lang="he" dir="rtl"');
    expect(email.text).toContain('/he/owner?token_hash=');
    expect(email.text).not.toMatch(/שלך|אתה|תוכל/);
  });
});

describe('the invitation', () => {
  it('greets the owner by name, escaped, with the first link and the page for later', () => {
    const email = ownerInvitationEmail(LINKS, 'en', 'Dana <b>Levi</b>', TOKEN);
    expect(email.subject).toBe('Your property account at Lusa Property');
    expect(email.text).toContain('Hello Dana <b>Levi</b>,');
    expect(email.html).toContain('Hello Dana &lt;b&gt;Levi&lt;/b&gt;,');
    expect(email.html).not.toContain('<b>Levi');
    expect(email.text).toContain(`/en/owner?token_hash=${TOKEN}&type=email`);
    expect(email.text).toContain('https://www.lusaproperty.com/en/owner\n');
  });

  it('in Hebrew isolates a Latin name and never starts a line with it', () => {
    const email = ownerInvitationEmail(LINKS, 'he', 'Dana Levi', TOKEN);
    expect(email.subject).toBe('פתחנו לכם חשבון נכס באתר של Lusa Property');
    expect(email.text.split('\n')[0]).toBe('שלום \u2068Dana Levi\u2069,');
    expect(email.html).toContain('dir="rtl"');
  });
});

describe('the statement e-mail', () => {
  it('shows one statement: property, month, share and every figure, with a link that opens it', () => {
    const email = ownerStatementEmail(LINKS, 'en', 'Dana Levi', [PART], TOKEN);
    expect(email.subject).toBe('Your statement for March 2026 – Rua das Flores 12, 2º Esq');
    expect(email.text).toContain('Rua das Flores 12, 2º Esq – March 2026');
    expect(email.text).toContain('Your share: 60%');
    for (const line of [
      'Opening balance: €150.00',
      'Rent received: €720.00',
      'Expenses: -€90.30',
      'Management fee: -€57.60',
      'VAT on the management fee: -€13.25',
      'Paid to you: -€500.00',
      'Adjustments to earlier months: -€10.00',
      'Closing balance: €18.85',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain(`token_hash=${TOKEN}&type=email&statement=${PART.statementId}`);
    expect(email.html).toContain(
      '<td style="font-weight:bold;border-top:1px solid #d1d5db;padding:4px 0;text-align:right;white-space:nowrap">€18.85</td>',
    );
  });

  it('in Hebrew: right to left, Hebrew labels and month, the shekel-free euro format and an isolated address', () => {
    const email = ownerStatementEmail(LINKS, 'he', 'דנה לוי', [PART], TOKEN);
    expect(email.subject).toBe('הדוח החודשי שלכם: \u2068Rua das Flores 12, 2º Esq\u2069 – מרץ 2026');
    expect(email.html).toContain('lang="he" dir="rtl"');
    expect(email.text).toContain(`יתרת סגירה: ${RLM}18.85\u00a0${RLM}€`);
    expect(email.text).toContain(`הוצאות: ${RLM}${LRM}-90.30\u00a0${RLM}€`);
    expect(email.text).toContain('החלק שלכם: \u206660%\u2069');
    expect(email.text).toContain('/he/owner?token_hash=');
  });

  it('puts several statements in one e-mail, the link opening the first', () => {
    const april = { ...PART, statementId: '99999999-2222-4333-8444-555555555555', month: '2026-04' };
    const email = ownerStatementEmail(LINKS, 'en', 'Dana', [april, PART], TOKEN);
    expect(email.subject).toBe('2 new statements in your property account');
    expect(email.text).toContain('– April 2026');
    expect(email.text).toContain('– March 2026');
    expect(email.text).toContain(`statement=${april.statementId}`);
    expect(email.text).not.toContain(`statement=${PART.statementId}`);
    expect(() => ownerStatementEmail(LINKS, 'en', 'Dana', [], TOKEN)).toThrow(RangeError);
  });

  it('escapes an address that holds markup', () => {
    const email = ownerStatementEmail(
      LINKS,
      'en',
      'Dana',
      [{ ...PART, address: 'Rua <script>x</script> & Co' }],
      TOKEN,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Rua &lt;script&gt;x&lt;/script&gt; &amp; Co');
  });
});
