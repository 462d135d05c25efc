import { BOM, csvCell, detailColumns, exportFileName, leadsCsv, localTimestamp, phoneCell, toCsv } from './lead-csv';
import en from './copy.en';
import he from './copy.he';
import type { LeadExportRow } from './lead-inbox-types';
import { FIELD_LABELS, RESIDENCE_LABELS } from '@shared/leads/vocabulary';

const labels = (copy: typeof en, lang: 'en' | 'he' = 'en', timeZone = 'Europe/Lisbon') => ({
  columns: copy.inbox.columns,
  lang,
  timeZone,
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
  it('writes dates a spreadsheet reads in the staff member’s zone, and every stored word labelled', () => {
    const csv = leadsCsv([row()], labels(en));
    const [header, first] = csv.slice(1).split('\r\n');
    expect(
      header!.startsWith('Received (Europe/Lisbon),Kind,Name,Email,Phone,Status,Notification,Language,Page,'),
    ).toBe(true);
    expect(header).toContain('Message');
    // 09:30 at +01 is 08:30 UTC, which is 08:30 in Lisbon in November.
    expect(first).toContain('2026-11-25 08:30:00,Contact or consultation request,Ana Silva,ana@example.pt');
    expect(first).toContain(',New,Sent,English,/en/contact,');
    expect(first).toContain(',Real-estate investment,');
    expect(first).toContain('Line one');
    expect(first).not.toMatch(/,sent,|,investment,/);
  });

  it('follows the staff member’s own time zone, named in the header', () => {
    const csv = leadsCsv([row()], labels(en, 'en', 'Asia/Jerusalem'));
    expect(csv.slice(1).startsWith('Received (Asia/Jerusalem),')).toBe(true);
    expect(csv).toContain('2026-11-25 10:30:00,');
  });

  it('keeps Hebrew text as it is, with Hebrew headers and Hebrew values in the Hebrew file', () => {
    const csv = leadsCsv(
      [row({ name: 'דנה כהן', source_page: 'he/contact/', details: { message: 'שלום, רציתי "לשאול"' } })],
      labels(he, 'he'),
    );
    expect(csv.startsWith(`${BOM}התקבלה (Europe/Lisbon),סוג,שם,`)).toBe(true);
    expect(csv).toContain('דנה כהן');
    expect(csv).toContain('"שלום, רציתי ""לשאול"""');
    expect(csv).toContain(he.kinds.contact);
    expect(csv).toContain(',חדש,נשלחה,עברית,/he/contact,');
    expect(csv).not.toMatch(/,sent,|,new,/);
  });

  it('labels an investment lead’s property type', () => {
    const csv = leadsCsv(
      [row({ kind: 'investment', details: { property_type: 'family_house', equity: 300000 } })],
      labels(en),
    );
    expect(csv).toContain(',Family house,');
    expect(csv).not.toContain('family_house');
  });

  it('exports the calculator’s estimate of an investment lead under the staff vocabulary’s names, in Hebrew too', () => {
    const details = {
      equity: 300000,
      total_asset_value: 600000,
      buyer_residence: 'non_resident',
      cash_at_purchase: 349800,
    };
    const [header, first] = leadsCsv([row({ kind: 'investment', details })], labels(he, 'he'))
      .slice(1)
      .split('\r\n');
    const cells = header!.split(',');
    const values = first!.split(',');
    const at = (column: keyof typeof FIELD_LABELS) => values[cells.indexOf(FIELD_LABELS[column].he)];
    expect(at('total_asset_value')).toBe('600000');
    expect(at('buyer_residence')).toBe(RESIDENCE_LABELS.non_resident.he);
    expect(at('cash_at_purchase')).toBe('349800');
  });

  it('puts a template download’s full name in the one name column', () => {
    const csv = leadsCsv(
      [row({ kind: 'templateDownload', name: null, details: { full_name: 'Rui Costa' } })],
      labels(en),
    );
    const [header, first] = csv.slice(1).split('\r\n');
    expect(first).toContain('Template download,Rui Costa,');
    expect(header!.split(',').filter((column) => column === 'Name')).toHaveLength(1);
    expect(first!.match(/Rui Costa/g)).toHaveLength(1);
  });

  it('keeps a phone number as text', () => {
    expect(phoneCell('+351 912 345 678')).toBe('="+351 912 345 678"');
    expect(phoneCell('052-765-4321')).toBe('="052-765-4321"');
    expect(phoneCell('=cmd|calc')).toBe("'=cmd|calc");
    expect(phoneCell(null)).toBe('');
    expect(leadsCsv([row({ phone: '+351 912 345 678' })], labels(en))).toContain(',="+351 912 345 678",');
  });

  it('has one column per kind field, each once, after the common ones', () => {
    const columns = detailColumns();
    expect(columns).not.toContain('email');
    expect(columns).not.toContain('full_name');
    expect(columns).toContain('expected_annual_return');
    expect(new Set(columns).size).toBe(columns.length);
  });
});

describe('helpers', () => {
  it('names a file by date and time, never by its content', () => {
    expect(exportFileName('leads', new Date('2026-11-25T08:30:59Z'), 'csv')).toBe('leads-2026-11-25-0830.csv');
  });

  it('leaves an unreadable timestamp as it is', () => {
    expect(localTimestamp('not a date', 'Europe/Lisbon')).toBe('not a date');
    expect(localTimestamp(null, 'Europe/Lisbon')).toBe('');
  });
});
