import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../tests/render';
import * as api from './owner-api';
import { OwnerPortal } from './owner-portal';
import type { SessionLike } from './owner-session';
import en from './portal-copy.en';
import he from './portal-copy.he';
import { account, FEBRUARY_ID, LEASE_PATH, MARCH_ENTRIES, MARCH_ID, RECEIPT_PATH, USER_ID } from './test-fixtures';
import yearEn from './year-summary-copy.en';
import yearHe from './year-summary-copy.he';

vi.mock('./owner-api', () => ({
  DOCUMENT_LINK_SECONDS: 60,
  requestSignInLink: vi.fn(),
  verifySignInLink: vi.fn(),
  watchSession: vi.fn(),
  signOut: vi.fn(),
  loadAccount: vi.fn(),
  loadStatementEntries: vi.fn(),
  loadYearData: vi.fn(),
  signedDocumentUrl: vi.fn(),
}));
// The chart library is the chart module's business (its own tests); here it stands in as a list.
vi.mock('@/components/charts/bar-chart', () => ({
  BarChart: ({ title }: { title: string }) => <figure aria-label={title} />,
}));

const mocked = vi.mocked(api);
const SLOW = { timeout: 3000 };

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function session(role: string, email = 'owner@lusaproperty.local'): SessionLike {
  return {
    access_token: `${base64url({ alg: 'HS256' })}.${base64url({ sub: USER_ID, app_metadata: { role } })}.sig`,
    user: { id: USER_ID, email, app_metadata: { role } },
  };
}

/** The session supabase-js would report, and a way to change it (a verified link signs in). */
function mockSession(initial: SessionLike | null) {
  let listener: ((value: SessionLike | null) => void) | null = null;
  mocked.watchSession.mockImplementation((onChange) => {
    listener = onChange;
    onChange(initial);
    return () => {
      listener = null;
    };
  });
  return (next: SessionLike | null) => listener?.(next);
}

/** Shows the router's address, to check what the page leaves in it. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderPortal(path = '/en/owner', lang: 'en' | 'he' = 'en') {
  return renderWithProviders(
    <>
      <OwnerPortal copy={lang === 'en' ? en : he} yearCopy={lang === 'en' ? yearEn : yearHe} />
      <Address />
    </>,
    { lang, path },
  );
}

/** Text with the direction marks and no-break spaces the Hebrew formats add, as plain spaces. */
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u200e\u200f\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');

beforeEach(() => {
  vi.resetAllMocks();
  mocked.loadAccount.mockResolvedValue(account());
  mocked.loadStatementEntries.mockResolvedValue(MARCH_ENTRIES);
  mocked.loadYearData.mockResolvedValue({ entries: MARCH_ENTRIES, rates: [] });
  mocked.signOut.mockResolvedValue(null);
});

describe('OwnerPortal: signing in', () => {
  it('shows the sign-in form to a visitor who is not signed in', async () => {
    mockSession(null);
    renderPortal();
    expect(await screen.findByRole('button', { name: en.signIn.submit })).toBeInTheDocument();
    expect(mocked.verifySignInLink).not.toHaveBeenCalled();
  });

  it('verifies the link’s token once, takes it out of the address and opens the account', async () => {
    const signIn = mockSession(null);
    mocked.verifySignInLink.mockImplementation(async () => {
      signIn(session('owner'));
      return 'signedIn';
    });
    renderPortal('/en/owner?token_hash=hash-ok&type=email');
    expect(await screen.findByRole('heading', { name: en.properties.title }, SLOW)).toBeInTheDocument();
    expect(mocked.verifySignInLink).toHaveBeenCalledExactlyOnceWith('hash-ok');
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
    expect(screen.getByText('Hello, Dana Levi')).toBeInTheDocument();
  });

  it('shows an owner already signed in on this device their account, then verifies the link', async () => {
    mockSession(session('owner'));
    let verified: (outcome: 'signedIn') => void = () => undefined;
    mocked.verifySignInLink.mockReturnValue(new Promise((resolve) => (verified = resolve)));
    renderPortal('/en/owner?token_hash=hash-again&type=email');
    expect(await screen.findByRole('heading', { name: en.properties.title }, SLOW)).toBeInTheDocument();
    // After the account's reads: supabase-js would hold them back while it verifies.
    await waitFor(() => expect(mocked.verifySignInLink).toHaveBeenCalledExactlyOnceWith('hash-again'));
    expect(mocked.loadAccount.mock.invocationCallOrder[0]).toBeLessThan(
      mocked.verifySignInLink.mock.invocationCallOrder[0]!,
    );
    await act(async () => verified('signedIn'));
    expect(screen.getByRole('heading', { name: en.properties.title })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
  });

  it('opens the account of the owner the link signs in, not the one signed in before', async () => {
    const before = {
      ...session('owner', 'first@lusaproperty.local'),
      user: { id: 'first-owner', email: 'first@lusaproperty.local', app_metadata: { role: 'owner' } },
    };
    const signIn = mockSession(before);
    let verified: (outcome: 'signedIn') => void = () => undefined;
    mocked.verifySignInLink.mockReturnValue(new Promise((resolve) => (verified = resolve)));
    renderPortal('/en/owner?token_hash=hash-other&type=email');
    await waitFor(() => expect(mocked.loadAccount).toHaveBeenCalledTimes(1)); // the first owner's, meanwhile
    await act(async () => {
      signIn(session('owner'));
      verified('signedIn');
    });
    await waitFor(() => expect(mocked.loadAccount).toHaveBeenCalledTimes(2)); // the linked owner's own
    expect(await screen.findByText('Hello, Dana Levi')).toBeInTheDocument();
  });

  it('says an expired or used link no longer works, shows the form and drops the token', async () => {
    mockSession(null);
    mocked.verifySignInLink.mockResolvedValue('expired');
    renderPortal('/en/owner?token_hash=hash-used&type=email&statement=s1');
    // Focus moves to the message once it is on screen, a render later on a busy machine.
    const heading = await screen.findByRole('heading', { name: en.link.expiredTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(en.link.expiredText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.signIn.submit })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('?statement=s1');
  });

  it('says so in Hebrew too', async () => {
    mockSession(null);
    mocked.verifySignInLink.mockResolvedValue('expired');
    renderPortal('/he/owner?token_hash=hash-used-he&type=email', 'he');
    expect(await screen.findByRole('heading', { name: he.link.expiredTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: he.signIn.submit })).toBeInTheDocument();
  });

  it('lets the owner try a link again when Auth could not be reached', async () => {
    const signIn = mockSession(null);
    mocked.verifySignInLink.mockResolvedValueOnce('failed').mockImplementationOnce(async () => {
      signIn(session('owner'));
      return 'signedIn';
    });
    const user = userEvent.setup();
    renderPortal('/en/owner?token_hash=hash-retry&type=email');
    await user.click(await screen.findByRole('button', { name: en.link.retry }));
    expect(await screen.findByRole('heading', { name: en.properties.title }, SLOW)).toBeInTheDocument();
    expect(mocked.verifySignInLink).toHaveBeenCalledTimes(2);
  });

  it('refuses a signed-in account that is not an owner’s, and signs it out', async () => {
    const change = mockSession(session('admin', 'staff@lusaproperty.local'));
    mocked.signOut.mockImplementation(async () => {
      change(null);
      return null;
    });
    const user = userEvent.setup();
    renderPortal();
    const refusal = await screen.findByRole('alert', { name: en.refusal.title });
    expect(refusal).toHaveTextContent('staff@lusaproperty.local');
    expect(mocked.loadAccount).not.toHaveBeenCalled();
    await user.click(within(refusal).getByRole('button', { name: en.account.signOut }));
    expect(await screen.findByRole('button', { name: en.signIn.submit })).toBeInTheDocument();
  });
});

describe('OwnerPortal: the account', () => {
  it('lists the properties with the owner’s share and the current lease, and the statements', async () => {
    mockSession(session('owner'));
    renderPortal();
    const properties = await screen.findByRole('region', { name: en.properties.title }, SLOW);
    expect(within(properties).getByRole('heading', { name: 'Rua da Rosa 12, Lisboa' })).toBeInTheDocument();
    expect(properties).toHaveTextContent('Apartment · Lisbon · Your share: 60%');
    expect(properties).toHaveTextContent('Joana Silva');
    expect(properties).toHaveTextContent('€1,200.00');
    expect(properties).toHaveTextContent('€2,400.00');

    const list = screen.getByRole('region', { name: en.statements.title });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'March 2026Rua da Rosa 12, Lisboa',
      'February 2026Rua da Rosa 12, Lisboa',
    ]);
    // The owner's closing balance of each.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['€83.14', '€60.00']);
    expect(screen.getByRole('figure', { name: en.chart.title })).toBeInTheDocument();
  });

  it('says when there is no statement yet', async () => {
    mockSession(session('owner'));
    mocked.loadAccount.mockResolvedValue(account({ statements: [], shares: [] }));
    renderPortal();
    expect(
      await screen.findByText('No statement yet: your first one arrives after the first month we manage', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('says when the account could not load, and tries again', async () => {
    mockSession(session('owner'));
    mocked.loadAccount.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: en.account.retry }, SLOW));
    expect(await screen.findByRole('heading', { name: en.properties.title }, SLOW)).toBeInTheDocument();
  });

  it('opens the signed lease with a link signed when pressed', async () => {
    mockSession(session('owner'));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mocked.signedDocumentUrl.mockResolvedValue('http://127.0.0.1:54321/storage/v1/object/sign/lease?token=t');
    const user = userEvent.setup();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: en.properties.lease.document }, SLOW));
    expect(mocked.signedDocumentUrl).toHaveBeenCalledExactlyOnceWith(LEASE_PATH);
    expect(tab.location.href).toBe('http://127.0.0.1:54321/storage/v1/object/sign/lease?token=t');
    expect(tab.opener).toBeNull();
  });
});

describe('OwnerPortal: a statement', () => {
  /** The row of the statement's table whose heading cell starts with `label`. */
  const row = (label: string | RegExp) =>
    screen.getAllByRole('row').find((candidate) => {
      const text = plain(within(candidate).queryByRole('rowheader')?.textContent);
      return typeof label === 'string' ? text.startsWith(label) : label.test(text);
    })!;
  const cells = (label: string | RegExp) =>
    within(row(label))
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));

  it('opens from the e-mail’s link with the property’s figures, the owner’s part and the adjustment', async () => {
    mockSession(session('owner'));
    renderPortal(`/en/owner?statement=${MARCH_ID}`);
    expect(await screen.findByRole('heading', { name: 'Statement for March 2026' }, SLOW)).toHaveFocus();
    await screen.findByRole('columnheader', { name: 'Your part (60%)' }, SLOW);
    expect(mocked.loadStatementEntries).toHaveBeenCalledWith(expect.any(String), '2026-03-01');

    expect(cells('Opening balance')).toEqual(['€100.00', '€60.00']);
    expect(cells('Income')).toEqual(['€1,200.00', '€720.00']);
    expect(cells('Rent received on 5 March 2026')).toEqual(['€1,200.00', '']);
    expect(row('Rent received on 5 March 2026')).toHaveTextContent('Rent receipt no. R-2026-0031');
    expect(cells('Expenses')).toEqual(['-€230.50', '-€138.30']);
    expect(cells('Condominium charges')).toEqual(['-€80.00', '']);
    expect(cells('Condomínio Rua da Rosa, invoice of 2 March 2026')).toEqual(['-€80.00', '']);
    expect(cells('Management fee (10% of the rent)')).toEqual(['-€120.00', '-€72.00']);
    expect(cells('VAT on the fee (23%)')).toEqual(['-€27.60', '-€16.56']);
    expect(cells('Paid to you')).toEqual(['-€800.00', '-€500.00']);
    expect(cells('Transfer on 25 March 2026, bank reference TRF-7781')).toEqual(['-€500.00', '-€500.00']);
    expect(screen.queryByText(/TRF-7782/)).not.toBeInTheDocument();
    expect(cells('Adjustments to earlier months')).toEqual(['€50.00', '€30.00']);
    expect(cells('Adjustment to February 2026: Rent paid late for February')).toEqual(['€50.00', '']);
    expect(row('Adjustment to February 2026')).toHaveTextContent('Credit');
    expect(cells('Closing balance')).toEqual(['€171.90', '€83.14']);
  });

  it('shows the same statement in Hebrew, right to left', async () => {
    mockSession(session('owner'));
    renderPortal(`/he/owner?statement=${MARCH_ID}`, 'he');
    expect(await screen.findByRole('heading', { name: 'הדוח החודשי של מרץ 2026' }, SLOW)).toBeInTheDocument();
    await screen.findAllByRole('cell', {}, SLOW);
    await screen.findByText(/תיקון לחודש פברואר 2026/, {}, SLOW);
    expect(cells(/^יתרת סגירה/)).toEqual(['171.90 €', '83.14 €']);
    expect(cells(/^תיקון לחודש פברואר 2026: Rent paid late for February/)).toEqual(['50.00 €', '']);
    expect(row(/^תיקון לחודש/)).toHaveTextContent(he.statement.credit);
    expect(cells(/^הוצאות$/)).toEqual(['-230.50 €', '-138.30 €']);
  });

  it('opens from the list, and goes back to it', async () => {
    mockSession(session('owner'));
    const user = userEvent.setup();
    renderPortal();
    await user.click(
      await screen.findByRole('button', { name: 'View the statement for February 2026, Rua da Rosa 12, Lisboa' }, SLOW),
    );
    expect(await screen.findByRole('heading', { name: 'Statement for February 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(`?statement=${FEBRUARY_ID}`);
    await user.click(screen.getByRole('button', { name: en.statement.close }));
    expect(await screen.findByRole('heading', { name: en.statements.title })).toHaveFocus();
  });

  it('says when the linked statement is not one of the owner’s', async () => {
    mockSession(session('owner'));
    renderPortal('/en/owner?statement=someone-elses');
    expect(await screen.findByText(en.statements.notFound, {}, SLOW)).toBeInTheDocument();
    expect(mocked.loadStatementEntries).not.toHaveBeenCalled();
  });

  it('asks for a short-lived link to that receipt when it is pressed', async () => {
    mockSession(session('owner'));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mocked.signedDocumentUrl.mockResolvedValue('http://127.0.0.1:54321/storage/v1/object/sign/receipt?token=t');
    const user = userEvent.setup();
    renderPortal(`/en/owner?statement=${MARCH_ID}`);
    // Nothing is signed before a press.
    const receipt = await screen.findByRole('button', { name: 'Open the receipt from Condomínio Rua da Rosa' }, SLOW);
    expect(mocked.signedDocumentUrl).not.toHaveBeenCalled();
    await user.click(receipt);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(mocked.signedDocumentUrl).toHaveBeenCalledExactlyOnceWith(RECEIPT_PATH);
    expect(tab.location.href).toBe('http://127.0.0.1:54321/storage/v1/object/sign/receipt?token=t');
  });

  it('offers the link on the page when the browser blocks the new tab, and says when signing fails', async () => {
    mockSession(session('owner'));
    vi.spyOn(window, 'open').mockReturnValue(null);
    mocked.signedDocumentUrl
      .mockResolvedValueOnce('http://127.0.0.1:54321/signed?token=t')
      .mockRejectedValueOnce(new Error('403'));
    const user = userEvent.setup();
    renderPortal(`/en/owner?statement=${MARCH_ID}`);
    const receipt = await screen.findByRole('button', { name: 'Open the receipt from Condomínio Rua da Rosa' }, SLOW);
    await user.click(receipt);
    expect(await screen.findByRole('link', { name: en.documents.openHere })).toHaveAttribute(
      'href',
      'http://127.0.0.1:54321/signed?token=t',
    );
    await user.click(receipt);
    expect(await screen.findByText(en.documents.failed)).toBeInTheDocument();
  });

  it('downloads the CSV and prints', async () => {
    mockSession(session('owner'));
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          created.push(blob);
          return 'blob:statement';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPortal(`/en/owner?statement=${MARCH_ID}`);
    await screen.findAllByRole('cell', {}, SLOW);
    await user.click(screen.getByRole('button', { name: en.statement.csv }));
    expect(click).toHaveBeenCalledOnce();
    expect(created).toHaveLength(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(text).toContain('Closing balance,,,,171.90,83.14');
    await user.click(screen.getByRole('button', { name: en.statement.print }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
