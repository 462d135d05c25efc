import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderWithProviders } from '../../../tests/render';
import { OwnersAdminError } from './admin-errors';
import en from './copy.en';
import he from './copy.he';
import * as api from './owners-admin-api';
import { OwnersAdminTool } from './owners-admin';
import { AMIR, DANA, entry, FLAT, FLAT_SHARES, OCTOBER, OCTOBER_SHARES } from './test-fixtures';

// The backend is this one module (owners-admin-api.ts): every read and write is a mock here.
vi.mock('./owners-admin-api', () => ({
  AUDIT_LIMIT: 200,
  DOCUMENTS_BUCKET: 'owner-documents',
  listOwners: vi.fn(),
  listProperties: vi.fn(),
  listLeases: vi.fn(),
  listEntries: vi.fn(),
  listStatements: vi.fn(),
  listStatementShares: vi.fn(),
  listAudit: vi.fn(),
  saveOwner: vi.fn(),
  saveProperty: vi.fn(),
  saveLease: vi.fn(),
  addEntry: vi.fn(),
  deleteEntry: vi.fn(),
  closeMonth: vi.fn(),
  inviteOwner: vi.fn(),
  uploadDocument: vi.fn(),
  removeDocuments: vi.fn(),
  documentLink: vi.fn(),
}));

const SLOW = { timeout: 5000 };
// Typing into many fields under a loaded CPU takes a while.
vi.setConfig({ testTimeout: 20_000 });
/** 5 December 2026 in Lisbon: November has ended, December has not. */
const NOW = new Date('2026-12-05T10:00:00Z');

beforeEach(() => {
  vi.mocked(api.listOwners).mockResolvedValue([DANA, AMIR]);
  vi.mocked(api.listProperties).mockResolvedValue({ properties: [FLAT], shares: FLAT_SHARES });
  vi.mocked(api.listLeases).mockResolvedValue([]);
  vi.mocked(api.listEntries).mockResolvedValue([]);
  vi.mocked(api.listStatements).mockResolvedValue([]);
  vi.mocked(api.listStatementShares).mockResolvedValue([]);
  vi.mocked(api.listAudit).mockResolvedValue([]);
  vi.mocked(api.saveOwner).mockResolvedValue('a0000000-0000-4000-8000-0000000000ff');
  vi.mocked(api.saveProperty).mockResolvedValue(FLAT.id);
  vi.mocked(api.addEntry).mockResolvedValue('c0000000-0000-4000-8000-0000000000ff');
  vi.mocked(api.uploadDocument).mockResolvedValue();
  vi.mocked(api.removeDocuments).mockResolvedValue();
  vi.mocked(api.closeMonth).mockResolvedValue(OCTOBER.id);
  vi.mocked(api.deleteEntry).mockResolvedValue();
  vi.mocked(api.inviteOwner).mockResolvedValue({ invited_at: '2026-12-05T10:00:00Z' });
});

afterEach(() => {
  toast.dismiss();
  vi.resetAllMocks();
});

function setup(query = '', lang: 'en' | 'he' = 'en', options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  const copy = lang === 'en' ? en : he;
  renderWithProviders(<OwnersAdminTool copy={copy} now={NOW} />, { lang, path: `/${lang}/admin/owners${query}` });
  return { user, copy };
}

const propertyPage = (month?: string) => `?view=property&property=${FLAT.id}${month ? `&month=${month}` : ''}`;

async function openOwnerForm(user: ReturnType<typeof userEvent.setup>, copy: typeof en) {
  await screen.findAllByTestId('owner-row', {}, SLOW);
  await user.click(screen.getByRole('button', { name: copy.owners.add }));
  return within(await screen.findByTestId('owner-dialog', {}, SLOW));
}

describe('owners', () => {
  it('lists each owner with language, tax residence, NIF, package and invitation, and searches by name or e-mail', async () => {
    const { user } = setup();
    const rows = await screen.findAllByTestId('owner-row', {}, SLOW);
    expect(rows).toHaveLength(2);
    const dana = within(rows[0]!);
    expect(dana.getByText('Dana Levi')).toBeInTheDocument();
    expect(dana.getByText('Hebrew')).toBeInTheDocument();
    expect(dana.getByText('Israel')).toBeInTheDocument();
    expect(dana.getByText('123456789')).toBeInTheDocument();
    expect(dana.getByText('Plus')).toBeInTheDocument();
    expect(dana.getByText('Not invited yet')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('United Kingdom')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Invited /)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by name or e-mail'), 'AMIR@');
    expect(screen.getAllByTestId('owner-row')).toHaveLength(1);
    expect(screen.getByText('1 owner')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search by name or e-mail'));
    await user.type(screen.getByLabelText('Search by name or e-mail'), 'nobody');
    expect(screen.getByText(en.owners.emptySearch)).toBeInTheDocument();
  });

  it('refuses an owner whose NIF has a wrong check digit, saying so, and sends nothing', async () => {
    const { user, copy } = setup();
    const form = await openOwnerForm(user, copy);
    await user.type(form.getByLabelText(/^Full name/), 'Noa Bar');
    await user.type(form.getByLabelText(/^E-mail/), 'noa@example.com');
    await user.type(form.getByLabelText(/^Portuguese tax number/), '123456780');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(en.formErrors.nifCheckDigit)).toBeInTheDocument();
    expect(form.getByLabelText(/^Portuguese tax number/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveOwner).not.toHaveBeenCalled();
  });

  it('adds an owner, with the package’s fee rate and minimum shown with VAT', async () => {
    const { user, copy } = setup();
    const form = await openOwnerForm(user, copy);
    await user.type(form.getByLabelText(/^Full name/), '  Noa Bar ');
    await user.type(form.getByLabelText(/^E-mail/), 'Noa@Example.com');
    await user.selectOptions(form.getByLabelText(/^Language/), 'English');
    await user.selectOptions(form.getByLabelText(/^Country of tax residence/), 'France');
    await user.type(form.getByLabelText(/^Portuguese tax number/), '123 456 789');
    await user.selectOptions(form.getByLabelText(/^Management package/), 'Premium');
    expect(
      form.getByText('12% of the rent, at least €300.00 a month before VAT (€369.00 with VAT)'),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Owner added.', {}, SLOW)).toBeInTheDocument();
    expect(api.saveOwner).toHaveBeenCalledWith(
      {
        full_name: 'Noa Bar',
        email: 'noa@example.com',
        language: 'en',
        tax_country: 'FR',
        nif: '123456789',
        package: 'premium',
      },
      undefined,
    );
    await waitFor(() => expect(screen.queryByTestId('owner-dialog')).not.toBeInTheDocument());
  });

  it('shows the database’s refusal in the page’s language next to the form, and keeps what was typed', async () => {
    vi.mocked(api.saveOwner).mockRejectedValue(new OwnersAdminError({ kind: 'refusal', code: 'nif_taken' }));
    const { user, copy } = setup('', 'he');
    await screen.findAllByTestId('owner-row', {}, SLOW);
    await user.click(screen.getByRole('button', { name: copy.owners.editLabel.replace('{name}', 'Dana Levi') }));
    const form = within(await screen.findByTestId('owner-dialog', {}, SLOW));
    await user.click(form.getByRole('button', { name: he.save }));
    expect(await form.findByRole('alert')).toHaveTextContent(he.problems.errors.nif_taken);
    expect(api.saveOwner).toHaveBeenCalledWith(expect.objectContaining({ nif: '123456789' }), DANA.id);
    expect(form.getByLabelText(new RegExp(`^${he.owners.fields.fullName}`))).toHaveValue('Dana Levi');
    // A refusal is not retried: there is no retry button.
    expect(form.queryByRole('button', { name: he.retry })).not.toBeInTheDocument();
  });

  it('labels the owner form in Hebrew on the Hebrew page, with the check-digit message in Hebrew', async () => {
    const { user, copy } = setup('', 'he');
    const form = await openOwnerForm(user, copy);
    for (const label of [
      he.owners.fields.fullName,
      he.owners.fields.email,
      he.owners.fields.taxCountry,
      he.owners.fields.package,
    ]) {
      expect(form.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    }
    const country = form.getByLabelText(new RegExp(`^${he.owners.fields.taxCountry}`));
    expect(within(country).getByRole('option', { name: 'ישראל' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'פורטוגל' })).toBeInTheDocument();
    await user.type(form.getByLabelText(/NIF/), '123456780');
    await user.click(form.getByRole('button', { name: he.save }));
    expect(await form.findByText(he.formErrors.nifCheckDigit)).toBeInTheDocument();
    expect(api.saveOwner).not.toHaveBeenCalled();
  });

  it('invites an owner through owner-invite and then offers a new sign-in link', async () => {
    const { user } = setup();
    await screen.findAllByTestId('owner-row', {}, SLOW);
    vi.mocked(api.listOwners).mockResolvedValue([{ ...DANA, invited_at: '2026-12-05T10:00:00Z' }, AMIR]);
    await user.click(screen.getByRole('button', { name: 'Invite Dana Levi' }));
    expect(await screen.findByText('Invitation sent to dana@example.com.', {}, SLOW)).toBeInTheDocument();
    expect(api.inviteOwner).toHaveBeenCalledWith(DANA.id);
    expect(await screen.findByRole('button', { name: 'Send a new sign-in link to Dana Levi' })).toBeInTheDocument();
  });

  it('words a refused invitation next to its owner', async () => {
    vi.mocked(api.inviteOwner).mockRejectedValue(new OwnersAdminError({ kind: 'invite', code: 'email_in_use' }));
    const { user } = setup();
    await screen.findAllByTestId('owner-row', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Send a new sign-in link to Amir Cohen' }));
    const row = screen.getAllByTestId('owner-row')[1]!;
    expect(await within(row).findByRole('alert')).toHaveTextContent(en.problems.invite.email_in_use);
  });

  it('offers a retry after a lost connection, which reads again', async () => {
    vi.mocked(api.listOwners).mockRejectedValueOnce(new OwnersAdminError({ kind: 'network' }));
    const { user } = setup();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(en.problems.network);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('owner-row', {}, SLOW)).toHaveLength(2);
  });

  it('says when there are no owners yet', async () => {
    vi.mocked(api.listOwners).mockResolvedValue([]);
    setup();
    expect(await screen.findByText(en.owners.empty, {}, SLOW)).toBeInTheDocument();
  });
});

describe('properties', () => {
  async function openPropertyForm(user: ReturnType<typeof userEvent.setup>) {
    await screen.findAllByTestId('property-row', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add a property' }));
    return within(await screen.findByTestId('property-dialog', {}, SLOW));
  }

  async function fillTwoCoOwners(
    user: ReturnType<typeof userEvent.setup>,
    form: ReturnType<typeof within>,
    shares: [string, string],
  ) {
    await user.type(form.getByLabelText(/^Address/), 'Rua do Ouro 12, 3º');
    await user.selectOptions(form.getByLabelText(/^Co-owner 1/), DANA.id);
    await user.clear(form.getByLabelText('Share of co-owner 1 (percent)'));
    await user.type(form.getByLabelText('Share of co-owner 1 (percent)'), shares[0]);
    await user.click(form.getByRole('button', { name: 'Add a co-owner' }));
    await user.selectOptions(form.getByLabelText(/^Co-owner 2/), AMIR.id);
    await user.type(form.getByLabelText('Share of co-owner 2 (percent)'), shares[1]);
  }

  it('lists the properties with their co-owners’ shares', async () => {
    setup('?view=properties');
    const [row] = await screen.findAllByTestId('property-row', {}, SLOW);
    expect(within(row!).getByText('Rua Augusta 100, 2º Esq')).toBeInTheDocument();
    expect(within(row!).getByText('Dana Levi (60%), Amir Cohen (40%)')).toBeInTheDocument();
  });

  it('refuses co-owners’ shares of 50% and 40% with a clear message, sending nothing', async () => {
    const { user } = setup('?view=properties');
    const form = await openPropertyForm(user);
    await fillTwoCoOwners(user, form, ['50', '40']);
    expect(form.getByTestId('share-total')).toHaveTextContent('Total: 90%. The shares must add up to exactly 100%.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The shares add up to 90%. They must add up to exactly 100%.',
    );
    expect(api.saveProperty).not.toHaveBeenCalled();
  });

  it('sends shares as integer basis points, the package starting as the first co-owner’s', async () => {
    const { user } = setup('?view=properties');
    const form = await openPropertyForm(user);
    await fillTwoCoOwners(user, form, ['66.67', '33.33']);
    expect(form.getByLabelText(/^Management package/)).toHaveValue('plus');
    expect(form.getByTestId('share-total')).toHaveTextContent('Total: 100%. The shares add up to 100%.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property added.', {}, SLOW)).toBeInTheDocument();
    expect(api.saveProperty).toHaveBeenCalledWith(
      {
        address: 'Rua do Ouro 12, 3º',
        city: 'Lisbon',
        property_type: 'apartment',
        package: 'plus',
        owners: [
          { owner_id: DANA.id, share_bp: 6667 },
          { owner_id: AMIR.id, share_bp: 3333 },
        ],
      },
      undefined,
    );
  });

  it('words the database’s own refusal of the shares', async () => {
    vi.mocked(api.saveProperty).mockRejectedValue(new OwnersAdminError({ kind: 'refusal', code: 'shares_not_100' }));
    const { user } = setup('?view=properties');
    const form = await openPropertyForm(user);
    await fillTwoCoOwners(user, form, ['50', '50']);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(en.problems.errors.shares_not_100);
  });
});

describe('a property’s ledger', () => {
  it('shows the running total of an open month as the database will work it out', async () => {
    vi.mocked(api.listEntries).mockResolvedValue([
      entry({}),
      entry({
        id: 'e2',
        kind: 'expense',
        amount_cents: 12_000,
        category: 'condominium',
        supplier: 'Condomínio',
        reference: null,
      }),
    ]);
    setup(propertyPage('2026-11'));
    const total = await screen.findByTestId('running-total', {}, SLOW);
    const figure = (key: string) => total.querySelector(`[data-figure="${key}"] dd`)?.textContent;
    expect(figure('income')).toBe('€1,500.00');
    expect(figure('expense-condominium')).toBe('-€120.00');
    // 10% of €1,500 is €150, under the Plus package's €200 minimum; VAT 23%.
    expect(within(total).getByText('Management fee (monthly minimum, €200.00)')).toBeInTheDocument();
    expect(figure('fee')).toBe('-€200.00');
    expect(figure('vat')).toBe('-€46.00');
    expect(figure('closing')).toBe('€1,134.00');
    expect(api.listEntries).toHaveBeenCalledWith(FLAT.id, '2026-11');
  });

  it('closes a month only after confirmation, then calls admin_month_close and says the owners will be e-mailed', async () => {
    vi.mocked(api.listEntries).mockResolvedValue([entry({})]);
    const { user } = setup(propertyPage('2026-11'));
    await user.click(await screen.findByRole('button', { name: 'Close month and publish statement' }, SLOW));
    const dialog = within(await screen.findByTestId('close-month-dialog', {}, SLOW));
    expect(dialog.getByText(/closing balance of €1,254\.00, and the co-owners will be e-mailed/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.closeMonth).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close month and publish statement' }));
    await user.click(await screen.findByRole('button', { name: 'Close and publish' }, SLOW));
    expect(
      await screen.findByText(
        'The statement of November 2026 is published. The co-owners will be e-mailed with it in a few minutes.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(api.closeMonth).toHaveBeenCalledWith(FLAT.id, '2026-11');
    expect(api.closeMonth).toHaveBeenCalledTimes(1);
  });

  it('shows the database’s refusal to close a month in the dialog', async () => {
    vi.mocked(api.closeMonth).mockRejectedValue(new OwnersAdminError({ kind: 'refusal', code: 'earlier_month_open' }));
    const { user } = setup(propertyPage('2026-11'));
    await user.click(await screen.findByRole('button', { name: 'Close month and publish statement' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Close and publish' }, SLOW));
    const dialog = within(screen.getByTestId('close-month-dialog'));
    expect(await dialog.findByRole('alert')).toHaveTextContent(en.problems.errors.earlier_month_open);
  });

  it('does not offer to close a month that has not ended', async () => {
    setup(propertyPage());
    expect(await screen.findByTestId('close-not-yet', {}, SLOW)).toHaveTextContent(
      'You can close December 2026 once it has ended, from 1 January 2027 (Lisbon time).',
    );
    expect(screen.queryByRole('button', { name: 'Close month and publish statement' })).not.toBeInTheDocument();
  });

  it('refuses a receipt that is not a PDF or photo, or is over 10 MB, before sending anything', async () => {
    // A person can pick any file with "All files" in the dialog: the accept attribute is only a hint.
    const { user } = setup(propertyPage('2026-11'), 'en', { applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: 'Expense' }, SLOW));
    const form = within(screen.getByTestId('expense-form'));
    await user.type(form.getByLabelText(/^Supplier/), 'Canalizador Lda');
    await user.type(form.getByLabelText(/^Amount in euros/), '85,50');
    const input = form.getByLabelText(/^Receipt/);

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(form.getByText(en.problems.documents.type)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add the expense' }));

    const big = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(form.getByText(en.problems.documents.size)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(form.getByRole('button', { name: 'Add the expense' }));
    expect(api.uploadDocument).not.toHaveBeenCalled();
    expect(api.addEntry).not.toHaveBeenCalled();

    await user.upload(input, new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(form.queryByText(en.problems.documents.size)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add the expense' }));
    expect(await screen.findByText('Entry added.', {}, SLOW)).toBeInTheDocument();
    const [path, , type] = vi.mocked(api.uploadDocument).mock.calls[0]!;
    expect(path).toMatch(new RegExp(`^properties/${FLAT.id}/receipt-[0-9a-f-]+\\.pdf$`));
    expect(type).toBe('application/pdf');
    expect(api.addEntry).toHaveBeenCalledWith(
      FLAT.id,
      '2026-11',
      {
        kind: 'expense',
        category: 'condominium',
        supplier: 'Canalizador Lda',
        entry_date: '2026-11-01',
        amount_cents: 8550,
      },
      path,
    );
  });

  it('removes the uploaded receipt when the database refuses the entry', async () => {
    vi.mocked(api.addEntry).mockRejectedValue(new OwnersAdminError({ kind: 'refusal', code: 'month_closed' }));
    const { user } = setup(propertyPage('2026-11'));
    await user.click(await screen.findByRole('radio', { name: 'Expense' }, SLOW));
    const form = within(screen.getByTestId('expense-form'));
    await user.type(form.getByLabelText(/^Supplier/), 'EDP');
    await user.type(form.getByLabelText(/^Amount in euros/), '40');
    await user.upload(form.getByLabelText(/^Receipt/), new File(['x'], 'bill.png', { type: 'image/png' }));
    await user.click(form.getByRole('button', { name: 'Add the expense' }));
    expect(await form.findByRole('alert')).toHaveTextContent(en.problems.errors.month_closed);
    const [path] = vi.mocked(api.uploadDocument).mock.calls[0]!;
    expect(api.removeDocuments).toHaveBeenCalledWith([path]);
  });

  it('records rent received in integer cents, refusing an amount with three decimals first', async () => {
    const { user } = setup(propertyPage('2026-11'));
    const form = within(await screen.findByTestId('rent-form', {}, SLOW));
    await user.type(form.getByLabelText(/^Amount in euros/), '1.2345');
    await user.click(form.getByRole('button', { name: 'Add the rent' }));
    expect(await form.findByText(en.formErrors.amount)).toBeInTheDocument();
    expect(api.addEntry).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText(/^Amount in euros/));
    await user.type(form.getByLabelText(/^Amount in euros/), '1.234,56');
    await user.type(form.getByLabelText(/^Electronic rent receipt number/), '77');
    await user.click(form.getByRole('button', { name: 'Add the rent' }));
    await waitFor(() =>
      expect(api.addEntry).toHaveBeenCalledWith(
        FLAT.id,
        '2026-11',
        { kind: 'rent', entry_date: '2026-11-01', amount_cents: 123456, reference: '77', withheld_cents: 0 },
        undefined,
      ),
    );
  });

  it('deletes an entry of an open month after confirmation', async () => {
    vi.mocked(api.listEntries).mockResolvedValue([entry({})]);
    const { user } = setup(propertyPage('2026-11'));
    await user.click(
      await screen.findByRole('button', { name: 'Delete the entry of 3 November 2026: €1,500.00' }, SLOW),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete the entry' }, SLOW));
    expect(await screen.findByText('Entry deleted.', {}, SLOW)).toBeInTheDocument();
    expect(api.deleteEntry).toHaveBeenCalledWith(entry({}).id);
  });

  it('is in Hebrew on the Hebrew page: the month, its running total, the entry forms and the closing', async () => {
    vi.mocked(api.listEntries).mockResolvedValue([entry({})]);
    const { user } = setup(propertyPage('2026-11'), 'he');
    expect(await screen.findByRole('heading', { name: 'הרישומים של נובמבר 2026' }, SLOW)).toBeInTheDocument();
    expect(
      within(await screen.findByTestId('running-total', {}, SLOW)).getByText(he.figures.expectedClosing),
    ).toBeInTheDocument();
    const rent = within(screen.getByTestId('rent-form'));
    for (const label of [he.ledger.fields.date, he.ledger.fields.amount, he.ledger.fields.receiptNumber]) {
      expect(rent.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: he.kinds.expense }));
    expect(
      within(screen.getByTestId('expense-form')).getByLabelText(new RegExp(`^${he.ledger.fields.supplier}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: he.close.button })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: he.ledger.previous })).toBeInTheDocument();
  });

  it('shows a published month read-only, with its statement, each co-owner’s part and the adjustment into the open month', async () => {
    vi.mocked(api.listStatements).mockResolvedValue([OCTOBER]);
    vi.mocked(api.listStatementShares).mockResolvedValue(OCTOBER_SHARES);
    vi.mocked(api.listEntries).mockResolvedValue([entry({ month: '2026-10-01', entry_date: '2026-10-03' })]);
    const { user } = setup(propertyPage('2026-10'));
    const statement = await screen.findByTestId('statement', {}, SLOW);
    expect(screen.getByTestId('month-state')).toHaveTextContent(/^Published /);
    expect(statement.querySelector('[data-figure="closing"] dd')?.textContent).toBe('€134.00');
    const parts = await within(statement).findAllByTestId('statement-share');
    expect(within(parts[0]!).getByText('Dana Levi')).toBeInTheDocument();
    expect(within(parts[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(parts[1]!).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close month and publish statement' })).not.toBeInTheDocument();

    const form = within(screen.getByTestId('adjustment-form'));
    expect(form.getByLabelText(/^Published month it corrects/)).toHaveValue('2026-10');
    await user.type(form.getByLabelText(/^Amount in euros/), '20');
    await user.type(form.getByLabelText(/^Note/), 'Condominium refund');
    await user.click(form.getByRole('button', { name: 'Add the adjustment' }));
    await waitFor(() =>
      expect(api.addEntry).toHaveBeenCalledWith(
        FLAT.id,
        '2026-11',
        {
          kind: 'adjustment',
          direction: 'credit',
          category: 'rent',
          adjusts_month: '2026-10',
          entry_date: '2026-11-01',
          amount_cents: 2000,
          note: 'Condominium refund',
        },
        undefined,
      ),
    );
  });
});

describe('change history', () => {
  it('shows who changed what and when, field by field, and filters by property', async () => {
    vi.mocked(api.listAudit).mockResolvedValue([
      {
        id: 2,
        at: '2026-12-01T10:00:00Z',
        actor_id: 'x',
        actor_email: 'admin@lusaproperty.local',
        table_name: 'owners',
        row_id: DANA.id,
        action: 'update',
        old_row: { id: DANA.id, package: 'basic', updated_at: '1' },
        new_row: { id: DANA.id, package: 'plus', updated_at: '2' },
      },
      {
        id: 1,
        at: '2026-11-30T10:00:00Z',
        actor_id: 'x',
        actor_email: 'admin@lusaproperty.local',
        table_name: 'ledger_entries',
        row_id: 'e1',
        action: 'insert',
        old_row: null,
        new_row: { id: 'e1', property_id: FLAT.id, kind: 'rent', amount_cents: 150_000 },
      },
    ]);
    setup(`?view=history&property=${FLAT.id}`);
    const items = await screen.findAllByTestId('history-item', {}, SLOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Ledger entry: Added');
    expect(items[0]).toHaveTextContent('By admin@lusaproperty.local');
    expect(items[0]).toHaveTextContent('Amount: €1,500.00');
    expect(items[0]).toHaveTextContent('Kind: Rent received');
  });

  it('names the values an update changed', async () => {
    vi.mocked(api.listAudit).mockResolvedValue([
      {
        id: 2,
        at: '2026-12-01T10:00:00Z',
        actor_id: 'x',
        actor_email: null,
        table_name: 'owners',
        row_id: DANA.id,
        action: 'update',
        old_row: { id: DANA.id, package: 'basic' },
        new_row: { id: DANA.id, package: 'plus' },
      },
    ]);
    setup('?view=history');
    const [item] = await screen.findAllByTestId('history-item', {}, SLOW);
    expect(item).toHaveTextContent('Owner: Changed');
    expect(item).toHaveTextContent('Dana Levi');
    expect(item).toHaveTextContent('Package: Basic → changed to Plus');
    expect(item).toHaveTextContent('By the system');
  });
});
