import en from './portal-copy.en';
import he from './portal-copy.he';
import { csvField, csvText, statementCsv, statementFileName } from './statement-csv';
import { buildStatement } from './statement-model';
import { FLAT, MARCH, MARCH_ENTRIES, MARCH_SHARE, OWNER_ID } from './test-fixtures';

const model = (entries = MARCH_ENTRIES) =>
  buildStatement({ statement: MARCH, share: MARCH_SHARE, property: FLAT, entries, ownerId: OWNER_ID });

/** The CSV's rows without its byte-order mark, split on CRLF. */
const linesOf = (text: string) => text.slice(1).split('\r\n');

describe('buildStatement', () => {
  it('sorts the month into rent, expenses by category, own payouts and adjustments', () => {
    const built = model();
    expect(built.rents.map((entry) => entry.reference)).toEqual(['R-2026-0031']);
    expect(built.expenses.map((group) => [group.category, group.totalCents, group.entries.length])).toEqual([
      ['condominium', 8000, 1],
      ['repairs', 15050, 1],
    ]);
    // Only the payout to this owner is listed; the co-owner's stays in the property's total.
    expect(built.payouts.map((entry) => entry.reference)).toEqual(['TRF-7781']);
    expect(built.otherPayoutsCents).toBe(30000);
    expect(built.adjustments.map((entry) => entry.note)).toEqual(['Rent paid late for February']);
  });

  it('leaves out entries of another month or property', () => {
    const stray = { ...MARCH_ENTRIES[0]!, id: 'stray', month: '2026-02-01' };
    expect(model([...MARCH_ENTRIES, stray]).rents).toHaveLength(1);
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Rua da Rosa 12, Lisboa')).toBe('"Rua da Rosa 12, Lisboa"');
    expect(csvField('the "big" repair')).toBe('"the ""big"" repair"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a text that starts like a formula from running as one', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('+351 Repairs')).toBe("'+351 Repairs");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
  });

  it('leaves amounts as numbers, negative ones included', () => {
    expect(csvField('-120.50')).toBe('-120.50');
    expect(csvField('1200.00')).toBe('1200.00');
  });

  it('ends every row with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });
});

describe('statementCsv', () => {
  it('starts with a byte-order mark and writes the columns in English', () => {
    const text = statementCsv(model(), en, 'en');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(linesOf(text)[0]).toBe('Section,Date,Description,Reference,Property (EUR),"Your part, 60% (EUR)"');
  });

  it('lists every line with exact amounts from cents, and totals that reconcile', () => {
    const lines = linesOf(statementCsv(model(), en, 'en'));
    expect(lines).toEqual([
      'Section,Date,Description,Reference,Property (EUR),"Your part, 60% (EUR)"',
      'Opening balance,,,,100.00,60.00',
      'Income,2026-03-05,Rent,R-2026-0031,1200.00,',
      'Income,,Total,,1200.00,720.00',
      'Condominium charges,2026-03-02,Condomínio Rua da Rosa,,-80.00,',
      'Repairs and maintenance,2026-03-18,Canalizações Lda,,-150.50,',
      'Expenses,,Total,,-230.50,-138.30',
      'Management fee (10% of the rent),,,,-120.00,-72.00',
      'VAT on the fee (23%),,,,-27.60,-16.56',
      'Paid to you,2026-03-25,,TRF-7781,-500.00,-500.00',
      'Paid to you,,Total,,-800.00,-500.00',
      'Adjustments to earlier months,2026-03-12,Adjustment to February 2026: Rent paid late for February (Credit),,50.00,',
      'Adjustments to earlier months,,Total,,50.00,30.00',
      'Closing balance,,,,171.90,83.14',
      '',
    ]);
  });

  it('writes the columns and words in Hebrew for the Hebrew page', () => {
    const lines = linesOf(statementCsv(model(), he, 'he'));
    expect(lines[0]).toMatch(/^סעיף,תאריך,פירוט,אסמכתה,הנכס כולו \(אירו\),"החלק שלכם, .*60.*\(אירו\)"$/);
    const adjustment = lines.find((line) => line.includes('תיקון לחודש'));
    expect(adjustment).toContain('תיקון לחודש פברואר 2026: Rent paid late for February (זיכוי)');
    expect(adjustment).toMatch(/,50\.00,$/);
    expect(lines.at(-2)).toBe('יתרת סגירה,,,,171.90,83.14');
  });

  it('guards a supplier written as a formula', () => {
    const entries = MARCH_ENTRIES.map((entry) =>
      entry.id === 'expense-2' ? { ...entry, supplier: '=cmd|"/c calc"!A1' } : entry,
    );
    expect(statementCsv(model(entries), en, 'en')).toContain(',"\'=cmd|""/c calc""!A1",,-150.50,');
  });

  it('names the file after the month and the address', () => {
    expect(statementFileName(model())).toBe('statement-2026-03-rua-da-rosa-12-lisboa.csv');
  });
});
