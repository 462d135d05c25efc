import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { yearSummary, type YearSummary, type YearSummaryInput } from '@shared/owners/tax-summary';
import { LANDLORD_DEDUCTIONS } from '@/lib/content/owner-tax-facts';
import { renderWithProviders } from '../../../tests/render';
import {
  CO_OWNER,
  entry,
  FLAT,
  HOUSE,
  OWNER,
  property,
  rate,
  share,
  statement,
} from '../../../tests/domain/owner-tax-summary-fixtures';
import en from './year-summary-copy.en';
import he from './year-summary-copy.he';
import { YearSummarySection } from './year-summary';

/** Direction marks and no-break spaces as plain spaces, to compare formatted figures. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ');

/** A flat owned 60/40 with January and February 2026 published. */
function input(): YearSummaryInput {
  const jan = statement(FLAT, '2026-01', { fee_cents: 12000, vat_cents: 2760 });
  const feb = statement(FLAT, '2026-02', { fee_cents: 12000, vat_cents: 2760 });
  return {
    year: 2026,
    ownerId: OWNER,
    properties: [property(FLAT, 'Rua da Rosa 12, Lisboa')],
    statements: [jan, feb],
    shares: [
      share(jan, OWNER, 6000, { fee_cents: 7200, vat_cents: 1656 }),
      share(jan, CO_OWNER, 4000, { fee_cents: 4800, vat_cents: 1104 }),
      share(feb, OWNER, 6000, { fee_cents: 7200, vat_cents: 1656 }),
      share(feb, CO_OWNER, 4000, { fee_cents: 4800, vat_cents: 1104 }),
    ],
    entries: [
      entry({ property_id: FLAT, kind: 'rent', amount_cents: 120000, entry_date: '2026-01-05', withheld_cents: 30000 }),
      entry({
        property_id: FLAT,
        kind: 'expense',
        category: 'condominium',
        supplier: 'Condomínio',
        amount_cents: 8000,
        entry_date: '2026-01-05',
      }),
      entry({
        property_id: FLAT,
        kind: 'expense',
        category: 'other',
        supplier: 'Locksmith',
        amount_cents: 5000,
        entry_date: '2026-01-05',
      }),
      entry({ property_id: FLAT, kind: 'rent', amount_cents: 120000, entry_date: '2026-02-06' }),
    ],
    rates: [
      rate('2026-01-05', '4.000000'),
      rate('2026-01-30', '4.100000'),
      rate('2026-02-06', '3.900000'),
      rate('2026-02-27', '3.8'),
    ],
  };
}

function renderSection(summary: YearSummary, lang: 'en' | 'he' = 'en') {
  const copy = lang === 'en' ? en : he;
  renderWithProviders(<YearSummarySection summary={summary} copy={copy} year={summary.year} />, { lang });
  return copy;
}

/** The row of a table whose header cell starts with `label`. */
function rowOf(table: HTMLElement, label: string) {
  const header = within(table)
    .getAllByRole('rowheader')
    .find((cell) => cell.textContent?.startsWith(label));
  if (!header) throw new Error(`no row ${label}`);
  return header.closest('tr')!;
}

describe('YearSummarySection', () => {
  it('shows each euro total beside its shekel figure, with the rate, its date and its source', () => {
    renderSection(yearSummary(input()));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your 2026 figures for the tax returns' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rua da Rosa 12, Lisboa – Lisbon' });
    const withheld = rowOf(table, en.lines.withheld);
    expect(within(withheld).getByText('€180.00')).toBeInTheDocument();
    expect(within(withheld).getByText('₪720.00')).toBeInTheDocument();
    expect(within(withheld).getByText('at 4.0000 on 5 January 2026 (ECB)')).toBeInTheDocument();
    // Two payments on two dates: each at its own rate.
    const rent = rowOf(table, en.lines.rent);
    expect(within(rent).getByText('€1,440.00')).toBeInTheDocument();
    expect(within(rent).getByText('₪5,688.00')).toBeInTheDocument();
    expect(within(rent).getByText(en.rateMany)).toBeInTheDocument();
    // The fee of each month on its last day; 31 January is a Saturday, so Friday's rate.
    expect(within(rowOf(table, en.lines.management_fee)).getByText('€144.00')).toBeInTheDocument();
  });

  it('names each line with its legal basis, deductible expenses apart from the ones to confirm', () => {
    renderSection(yearSummary(input()));
    const table = screen.getByRole('table', { name: /Rua da Rosa/ });
    expect(within(rowOf(table, en.lines.condominium)).getByText(en.basis.condominium)).toBeInTheDocument();
    const total = rowOf(table, en.groups.deductibleTotal);
    // Condominium 48.00 + fee 144.00 + VAT 33.12; "other" (30.00) is not in it.
    expect(within(total).getByText('€225.12')).toBeInTheDocument();
    const groups = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(groups).toEqual(expect.arrayContaining([en.groups.deductible, en.groups.toConfirm]));
    const other = rowOf(table, en.lines.other);
    expect(within(other).getByText(en.basis.other)).toBeInTheDocument();
    expect(within(other).getByText('€30.00')).toBeInTheDocument();
  });

  it('says what only an accountant can confirm, and each rule with its source and dates', () => {
    renderSection(yearSummary(input()));
    const confirm = screen.getByRole('region', { name: en.confirm.title });
    expect(within(confirm).getAllByRole('listitem')).toHaveLength(en.confirm.items.length);
    expect(within(confirm).getByText(/Bank of Israel’s representative rate/)).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: en.rules.title });
    expect(within(rules).getByText(en.rules.list.deductions.title)).toBeInTheDocument();
    expect(
      within(rules).getAllByText(/Checked on 29 November 2026; to be checked again by 31 January 2027\./).length,
    ).toBeGreaterThan(0);
    expect(within(rules).getByText(LANDLORD_DEDUCTIONS.check.source)).toBeInTheDocument();
    expect(within(rules).getAllByText(/^For 2026\./).length).toBeGreaterThan(0);
  });

  it('lists the rates used with their source', () => {
    renderSection(yearSummary(input()));
    const rates = screen.getByRole('region', { name: en.rates.title });
    const rows = within(rates).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 January 20264.0000European Central Bank',
      '30 January 20264.1000European Central Bank',
      '6 February 20263.9000European Central Bank',
      '27 February 20263.8000European Central Bank',
    ]);
  });

  it('opens and closes the list of payments from the keyboard', async () => {
    const user = userEvent.setup();
    renderSection(yearSummary(input()));
    const button = screen.getByRole('button', { name: en.payments.show });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    // Hidden on screen but kept in the page, so printing shows it.
    expect(list).toHaveClass('hidden', 'print:block');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(en.payments.hide);
    expect(list).not.toHaveClass('hidden');
    const payments = within(list).getByRole('table', { name: 'Each payment of 2026' });
    const first = within(payments).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('5 January 2026');
    expect(first.textContent).toContain('€720.00');
    expect(first.textContent).toContain('₪2,880.00');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no shekel figure for a payment without a rate, names its date, and says why', () => {
    const data = input();
    data.rates = data.rates.filter((row) => row.rate_date !== '2026-02-06' && row.rate_date !== '2026-01-30');
    renderSection(yearSummary(data));
    expect(screen.getByText(en.incomplete)).toBeInTheDocument();
    const rent = rowOf(screen.getByRole('table', { name: /Rua da Rosa/ }), en.lines.rent);
    expect(within(rent).getByText(en.notConverted)).toBeInTheDocument();
    expect(within(rent).getByText('No rate for 6 February 2026')).toBeInTheDocument();
    expect(within(rent).queryByText(/₪/)).toBeNull();
  });

  it('adds a table of all properties together when there are several', () => {
    const data = input();
    const house = statement(HOUSE, '2026-01');
    data.properties = [...data.properties, property(HOUSE, 'Rua de Cedofeita 40, Porto')];
    data.statements = [...data.statements, house];
    data.shares = [...data.shares, share(house, OWNER, 10000)];
    data.entries = [
      ...data.entries,
      entry({ property_id: HOUSE, kind: 'rent', amount_cents: 50000, entry_date: '2026-01-05' }),
    ];
    renderSection(yearSummary(data));
    const totals = screen.getByRole('table', { name: en.totalsTitle });
    expect(within(rowOf(totals, en.lines.rent)).getByText('€1,940.00')).toBeInTheDocument();
  });

  it('says so when the year has no published payment, and still shows what to confirm', () => {
    renderSection(yearSummary({ ...input(), year: 2025 }));
    expect(screen.getByText('No published statement has a payment dated in 2025 yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: en.confirm.title })).toBeInTheDocument();
  });

  it('reads in Hebrew, with the figures in Hebrew formats', async () => {
    const user = userEvent.setup();
    renderSection(yearSummary(input()), 'he');
    expect(screen.getByRole('heading', { level: 2, name: 'הנתונים שלכם לשנת 2026 לדוחות המס' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rua da Rosa 12, Lisboa – ליסבון' });
    const withheld = rowOf(table, he.lines.withheld);
    const cells = within(withheld).getAllByRole('cell');
    expect(plain(cells[0]!.textContent)).toBe('180.00 €');
    expect(plain(cells[1]!.textContent)).toBe('720.00 ₪לפי שער 4.0000 ב-5 בינואר 2026 (הבנק המרכזי האירופי)');
    expect(screen.getByRole('region', { name: he.confirm.title })).toBeInTheDocument();
    expect(screen.getAllByText(/נבדק ב-29 בנובמבר 2026; הבדיקה הבאה עד 31 בינואר 2027\./).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: he.payments.show }));
    expect(screen.getByRole('table', { name: 'כל התשלומים של 2026' })).toBeInTheDocument();
  });
});
