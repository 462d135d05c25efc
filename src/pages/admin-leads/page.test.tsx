import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import { authHandlers, resetSupabaseSession } from '../../../tests/supabase-auth-mock';
import en from './copy.en';
import he from './copy.he';

const RPC = 'http://127.0.0.1:54321/rest/v1/rpc/:name';
const SLOW = { timeout: 5000 };
const ADMIN = { email: 'admin@lusaproperty.local', password: 'right-password', role: 'admin' } as const;
const STAFF = { email: 'staff@lusaproperty.local', password: 'staff-password' };
// supabase-js and then the inbox load by dynamic import on first use: slow under a loaded CPU.
vi.setConfig({ testTimeout: 20_000 });

function setup() {
  const calls: string[] = [];
  server.use(
    ...authHandlers([ADMIN, STAFF]).handlers,
    http.post(RPC, ({ params }) => {
      calls.push(String(params.name));
      if (params.name === 'admin_lead_counts') return HttpResponse.json([{ new_count: 0, unseen_count: 0 }]);
      return HttpResponse.json([]);
    }),
  );
  return { calls, user: userEvent.setup() };
}

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  copy: typeof en,
  account: { email: string; password: string },
) {
  await user.type(await screen.findByLabelText(copy.auth.emailLabel, {}, SLOW), account.email);
  await user.type(screen.getByLabelText(copy.auth.passwordLabel), account.password);
  await user.click(screen.getByRole('button', { name: copy.auth.submit }));
}

afterEach(async () => {
  toast.dismiss();
  cleanup();
  await resetSupabaseSession();
});

describe('AdminLeadsPage', () => {
  it('asks a visitor to sign in and reads nothing, noindex', async () => {
    const { calls } = setup();
    await renderRoute('/en/admin/leads');
    expect(screen.getByRole('heading', { level: 1, name: 'Lead inbox' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Lead inbox' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/noindex/),
      ),
    );
  });

  it('turns away an account without the admin role, reading nothing', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/leads');
    await signIn(user, en, STAFF);
    expect(await screen.findByRole('heading', { name: 'No access to this tool' }, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows an admin the inbox, the data-subject requests and links to the other staff tools', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/leads');
    await signIn(user, en, ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lead inbox' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data-subject requests' })).toBeInTheDocument();
    expect(await screen.findByText('No leads yet.', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual(expect.arrayContaining(['admin_list_leads', 'admin_lead_counts', 'admin_subject_requests']));
    const nav = within(screen.getByRole('navigation', { name: 'Staff tools' }));
    expect(nav.getByRole('link', { name: 'Lead inbox' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Listings manager' })).toHaveAttribute('href', '/en/admin/fb-listings');
    expect(nav.getByRole('link', { name: 'Logo generator' })).toHaveAttribute('href', '/en/admin/logo-generator');
  });

  it('is in Hebrew on the Hebrew page', async () => {
    const { user } = setup();
    await renderRoute('/he/admin/leads');
    await signIn(user, he, ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: he.inbox.inbox.title }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(he.inbox.inbox.empty, {}, SLOW)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: he.auth.staffNav.label }));
    expect(nav.getByRole('link', { name: he.auth.staffNav.adminFbListings })).toHaveAttribute(
      'href',
      '/he/admin/fb-listings',
    );
  });
});
