import { DirectionProvider } from '@radix-ui/react-direction';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RoutePage } from '@/app/route-page';
import { loadPage } from '@/app/page-registry';
import * as api from '@/features/owner-portal/owner-api';
import portalEn from '@/features/owner-portal/portal-copy.en';
import portalHe from '@/features/owner-portal/portal-copy.he';
import { account, MARCH_ENTRIES, MARCH_ID, USER_ID } from '@/features/owner-portal/test-fixtures';
import { I18nProvider } from '@/lib/i18n/i18n-context';
import { dirOf, type Lang } from '@/lib/i18n/lang';
import { ROUTES } from '@/lib/routing/routes';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

vi.mock('@/features/owner-portal/owner-api', () => ({
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

// The chart draws with recharts (its own tests); here it stands in as an empty figure.
vi.mock('@/components/charts/bar-chart', () => ({
  BarChart: ({ title }: { title: string }) => <figure aria-label={title} />,
}));

const mocked = vi.mocked(api);
const SLOW = { timeout: 5000 };
const OWNER_ROUTE = ROUTES.find((route) => route.id === 'owner')!;

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const ownerSession = {
  access_token: `${base64url({ alg: 'HS256' })}.${base64url({ app_metadata: { role: 'owner' } })}.sig`,
  user: { id: USER_ID, email: 'owner@lusaproperty.local', app_metadata: { role: 'owner' } },
};

/** No session until a verified link brings one. */
function signedOutUntilVerified() {
  let listener: ((session: typeof ownerSession | null) => void) | null = null;
  mocked.watchSession.mockImplementation((onChange) => {
    listener = onChange;
    onChange(null);
    return () => undefined;
  });
  mocked.verifySignInLink.mockImplementation(async () => {
    listener?.(ownerSession);
    return 'signedIn';
  });
}

/** The page as the prerender and the browser render it: route page in the app's providers. */
function page(lang: Lang, path = `/${lang}/owner`) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider lang={lang}>
        <DirectionProvider dir={dirOf(lang)}>
          <RoutePage route={OWNER_ROUTE} />
        </DirectionProvider>
      </I18nProvider>
    </MemoryRouter>
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  signedOutUntilVerified();
  mocked.loadAccount.mockResolvedValue(account());
  mocked.loadStatementEntries.mockResolvedValue(MARCH_ENTRIES);
  mocked.loadYearData.mockResolvedValue({ entries: MARCH_ENTRIES, rates: [] });
});

describe('OwnerPage', () => {
  it.each([
    ['en', en, portalEn],
    ['he', he, portalHe],
  ] as const)(
    'prerenders (%s) the hero and "checking your sign-in", and hydrates that without a mismatch',
    async (lang, copy, portal) => {
      await loadPage('owner', lang);
      const html = renderToString(page(lang, `/${lang}/owner?token_hash=ignored-at-build&type=email`));
      expect(html).toContain(copy.hero.title);
      expect(html).toContain(copy.checking);
      // Nothing of the account or the form exists before hydration: no session at build time.
      expect(html).not.toContain(portal.signIn.submit);
      expect(html).not.toContain('<form');

      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const recoverable = vi.fn();
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, page(lang), { onRecoverableError: recoverable });
      });
      expect(await within(container).findByRole('button', { name: portal.signIn.submit }, SLOW)).toBeInTheDocument();
      expect(recoverable).not.toHaveBeenCalled();
      act(() => root!.unmount());
      container.remove();
    },
  );

  it('signs in from the e-mailed link and opens its statement, in Hebrew', async () => {
    await renderRoute(`/he/owner?token_hash=page-hash&type=email&statement=${MARCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: he.hero.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'הדוח החודשי של מרץ 2026' }, SLOW)).toBeInTheDocument();
    expect(mocked.verifySignInLink).toHaveBeenCalledExactlyOnceWith('page-hash');
  });

  it('asks a signed-out visitor for their address, in English', async () => {
    mocked.requestSignInLink.mockResolvedValue('sent');
    const user = userEvent.setup();
    await renderRoute('/en/owner');
    await user.type(await screen.findByLabelText(portalEn.signIn.emailLabel, {}, SLOW), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: portalEn.signIn.submit }));
    expect(await screen.findByText(portalEn.signIn.sentText)).toBeInTheDocument();
    expect(mocked.requestSignInLink).toHaveBeenCalledWith('owner@example.com', 'en');
  });

  it('shows the year’s figures for the tax returns, for a year with published statements', async () => {
    mocked.watchSession.mockImplementation((onChange) => {
      onChange(ownerSession);
      return () => undefined;
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderRoute('/en/owner');
    expect(
      await screen.findByRole('heading', { name: 'Your 2026 figures for the tax returns' }, SLOW),
    ).toBeInTheDocument();
    expect(mocked.loadYearData).toHaveBeenCalledWith([account().properties[0]!.id], 2026);
    expect(screen.getByRole('combobox', { name: portalEn.year.pick })).toHaveDisplayValue('2026');
    await user.click(screen.getByRole('button', { name: portalEn.year.print }));
    expect(print).toHaveBeenCalledOnce();
  });
});
