import { BOM, csvCell, detailColumns, exportFileName, isoTimestamp, leadsCsv, toCsv } from './lead-csv';
import en from './copy.en';
import he from './copy.he';
import type { LeadExportRow } from './lead-inbox-types';

const labels = (copy: typeof en) => ({
  columns: copy.inbox.columns,
  kinds: copy.kinds,
  statuses: copy.statuses,
  fields: copy.fields,
});

function row(overrides: Partial<LeadExportRow> = {}): LeadExportRow {
  return {
    kind: 'contact',
    id: '11111111-1111-4111-8111-111111111111',
    created_at: '2026-11-25 09:30:00+01',
    name: 'Ana Silva',
    email: 'ana@example.pt',
    phone: '912 345 678',
    status: 'new',
    notification_status: 'sent',
    source_page: '/en/contact',
    details: { service: 'investment', subject: 'Hello', message: 'Line one' },
    ...overrides,
  };
}

describe('csvCell', () => {
  it('quotes a field holding a quote, comma, CR or LF and doubles the quotes inside', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('neutralises a text cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+351 912 345 678')).toBe("'+351 912 345 678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    // Numbers are data, not formulas.
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes empty for null and JSON for objects', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe(`${BOM}a,b\r\n1,x\r\n`);
  });
});

describe('leadsCsv', () => {
  it('writes ISO 8601 dates, the kind and status in the page language, and the kind fields', () => {
    const csv = leadsCsv([row()], labels(en));
    const [header, first] = csv.slice(1).split('\r\n');
    expect(header!.startsWith('Received,Kind,Name,Email,Phone,Status,Notification,Page,')).toBe(true);
    expect(header).toContain('Message');
    expect(first).toContain('2026-11-25T08:30:00.000Z,Contact or consultation request,Ana Silva,ana@example.pt');
    expect(first).toContain(',New,sent,/en/contact,');
    expect(first).toContain('Line one');
  });

  it('keeps Hebrew text as it is, with Hebrew headers on the Hebrew page', () => {
    const csv = leadsCsv([row({ name: 'דנה כהן', details: { message: 'שלום, רציתי "לשאול"' } })], labels(he));
    expect(csv.startsWith(`${BOM}התקבלה,סוג,שם,`)).toBe(true);
    expect(csv).toContain('דנה כהן');
    expect(csv).toContain('"שלום, רציתי ""לשאול"""');
    expect(csv).toContain(he.kinds.contact);
  });

  it('puts a template download’s full name in the name column', () => {
    const csv = leadsCsv(
      [row({ kind: 'templateDownload', name: null, details: { full_name: 'Rui Costa' } })],
      labels(en),
    );
    expect(csv.split('\r\n')[1]).toContain('Template download,Rui Costa,');
  });

  it('has one column per kind field, each once, after the common ones', () => {
    const columns = detailColumns();
    expect(columns).not.toContain('email');
    expect(columns).toContain('expected_annual_return');
    expect(new Set(columns).size).toBe(columns.length);
  });
});

describe('helpers', () => {
  it('names a file by date and time, never by its content', () => {
    expect(exportFileName('leads', new Date('2026-11-25T08:30:59Z'), 'csv')).toBe('leads-2026-11-25-0830.csv');
  });

  it('leaves an unreadable timestamp as it is', () => {
    expect(isoTimestamp('not a date')).toBe('not a date');
    expect(isoTimestamp(null)).toBe('');
  });
});
