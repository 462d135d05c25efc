import { summaryMailto, summaryText } from './summary-mailto';

const inputs = { equity: 300_000, leverage: 50, term: 25, propertyType: 'apartment' } as const;

describe('summary e-mail', () => {
  it('lists the inputs, the nine results and the assumptions in English', () => {
    const text = summaryText('en', inputs);
    for (const line of [
      'Investment amount: €300,000',
      'Financed by a mortgage: 50%',
      'Mortgage term: 25 years',
      'Property type: Apartment',
      'Annual return on equity, before tax: 2.4%',
      'Weighted return: 9.7%',
      'Monthly income after the mortgage, before tax: €602',
      'Property value: €600,000',
      'Loan amount: €300,000',
      'Monthly mortgage payment: €1,502',
      'Gross monthly rent: €3,117',
      'Monthly expenses: €1,013',
      'One-time taxes and fees: €50,980',
      'Cash needed at purchase: €350,980',
      'Will you live in Portugal?: Resident now',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(
      'mortgage interest 3.5% a year, gross rental yield 6.23%, running expenses 32% of the rent (management with VAT',
    );
    expect(text).toContain('An estimate only');
    expect(text).toContain(
      'https://www.lusaproperty.com/en/investment?equity=300000&leverage=50&term=25&type=apartment',
    );
  });

  it('includes the net yields, the cash at purchase and the answer to "Will you live in Portugal?"', () => {
    const away = { ...inputs, residence: 'non_resident' } as const;
    const en = summaryText('en', away);
    expect(en).toContain('Will you live in Portugal?: Not resident');
    expect(en).toMatch(/Net yield before tax: \d\.\d\d%/);
    expect(en).toMatch(/Net yield after tax: \d\.\d\d% \(rent taxed at 25%\)/);
    // IMT at 7.5 % on €600,000 (45,000) instead of 35,300.11: the cash at purchase is €9,700 higher.
    expect(en).toContain('Cash needed at purchase: €360,680');
    expect(en).toMatch(/residence=non_resident/);
    const he = summaryText('he', away);
    expect(he).toContain('לא תושבי מס');
    expect(he).toContain('הסכום שתצטרכו ביום החתימה');
  });

  it('lists the changed assumptions, and keeps them in the link back', () => {
    const changed = { ...inputs, expenses: { vacancyPercent: 8, managementMonthly: 212.5 } };
    const en = summaryText('en', changed);
    expect(en).toContain('Assumptions I changed: management a month €212.50, vacancy (share of the rent) 8%.');
    expect(en).toMatch(/investment\?.*management=212\.5.*vacancy=8/);
    expect(summaryText('he', changed)).toContain('הנחות ששיניתי: ניהול לחודש');
    expect(summaryText('en', inputs)).not.toContain('Assumptions I changed');
  });

  it('says "No mortgage" without leverage', () => {
    expect(summaryText('en', { ...inputs, leverage: 0, term: 0 })).toContain('Mortgage term: No mortgage');
    expect(summaryText('he', { ...inputs, leverage: 0, term: 0 })).toContain('תקופת המשכנתא: ללא משכנתא');
  });

  it('writes the Hebrew summary with Hebrew number formats and the Hebrew page link', () => {
    const text = summaryText('he', inputs);
    expect(text).toContain(
      `שווי הנכס: ${new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(600_000)}`,
    );
    expect(text).toContain('סוג הנכס: דירה');
    expect(text).toContain('https://www.lusaproperty.com/he/investment?');
  });

  it('puts both languages in one mailto: link, the page language first, with no recipient', () => {
    const href = summaryMailto('he', inputs);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:'.length));
    expect(params.get('subject')).toContain('Lusa Property');
    const body = params.get('body')!;
    expect(body.indexOf('שווי הנכס')).toBeLessThan(body.indexOf('Property value'));
    expect(body).toBe(`${summaryText('he', inputs)}\n\n――――――――――\n\n${summaryText('en', inputs)}`);
    // Short enough for mail programs' mailto limits.
    expect(href.length).toBeLessThan(8000);
  });
});
