import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import type { OwnerRow } from '@shared/owners/ledger';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import { authHandlers, resetSupabaseSession } from '../../../tests/supabase-auth-mock';
import en from './copy.en';
import he from './copy.he';

const BASE = 'http://127.0.0.1:54321';
const SLOW = { timeout: 5000 };
const ADMIN = { email: 'admin@lusaproperty.local', password: 'right-password', role: 'admin' } as const;
const STAFF = { email: 'staff@lusaproperty.local', password: 'staff-password' };
// supabase-js and then the tool load by dynamic import on first use: slow under a loaded CPU.
vi.setConfig({ testTimeout: 20_000 });

const DANA: OwnerRow = {
  id: 'a0000000-0000-4000-8000-00000000000a',
  user_id: null,
  full_name: 'Dana Levi',
  email: 'dana@example.com',
  language: 'he',
  tax_country: 'IL',
  nif: '123456789',
  package: 'plus',
  invited_at: null,
  anonymised_at: null,
  created_at: '2026-10-01T10:00:00Z',
};

/** The backend behind msw: the tables the tool reads, its functions, and owner-invite. */
function setup() {
  const reads: string[] = [];
  const rpc: { name: string; body: unknown }[] = [];
  const invites: { authorization: string | null; apikey: string | null; body: unknown }[] = [];
  const auth = authHandlers([ADMIN, STAFF]);
  server.use(
    ...auth.handlers,
    http.get(`${BASE}/rest/v1/:table`, ({ params }) => {
      reads.push(String(params.table));
      return HttpResponse.json(params.table === 'owners' ? [DANA] : []);
    }),
    http.post(`${BASE}/rest/v1/rpc/:name`, async ({ params, request }) => {
      rpc.push({ name: String(params.name), body: await request.json() });
      return HttpResponse.json({ code: '22023', message: 'email_taken', details: null, hint: null }, { status: 400 });
    }),
    http.post(`${BASE}/functions/v1/owner-invite`, async ({ request }) => {
      invites.push({
        authorization: request.headers.get('authorization'),
        apikey: request.headers.get('apikey'),
        body: await request.json(),
      });
      return HttpResponse.json({ ok: true, invited_at: '2026-12-05T10:00:00Z' });
    }),
  );
  return { reads, rpc, invites, user: userEvent.setup() };
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

describe('AdminOwnersPage', () => {
  it('asks a visitor to sign in and reads nothing', async () => {
    const { reads } = setup();
    await renderRoute('/en/admin/owners');
    expect(screen.getByRole('heading', { level: 1, name: 'Owners' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('turns away an account without the admin role, reading nothing', async () => {
    const { reads, user } = setup();
    await renderRoute('/en/admin/owners');
    await signIn(user, en, STAFF);
    expect(await screen.findByRole('heading', { name: 'No access to this tool' }, SLOW)).toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('shows an admin the owners read from the database, and invites one with the admin’s own token', async () => {
    const { reads, invites, user } = setup();
    await renderRoute('/en/admin/owners');
    await signIn(user, en, ADMIN);
    const [row] = await screen.findAllByTestId('owner-row', {}, SLOW);
    expect(within(row!).getByText('Dana Levi')).toBeInTheDocument();
    expect(reads).toContain('owners');
    const nav = within(screen.getByRole('navigation', { name: 'Staff tools' }));
    expect(nav.getByRole('link', { name: en.auth.staffNav.adminOwners })).toHaveAttribute('aria-current', 'page');

    await user.click(within(row!).getByRole('button', { name: 'Invite Dana Levi' }));
    expect(await screen.findByText('Invitation sent to dana@example.com.', {}, SLOW)).toBeInTheDocument();
    expect(invites).toEqual([
      { authorization: expect.stringMatching(/^Bearer eyJ/), apikey: expect.any(String), body: { owner_id: DANA.id } },
    ]);
    expect(invites[0]!.authorization).not.toBe(`Bearer ${invites[0]!.apikey}`);
  });

  it('shows a refusal of the database in Hebrew on the Hebrew page', async () => {
    const { rpc, user } = setup();
    await renderRoute('/he/admin/owners');
    await signIn(user, he, ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: he.owners.owners.title }, SLOW)).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: he.owners.owners.editLabel.replace('{name}', 'Dana Levi') }, SLOW),
    );
    const dialog = within(await screen.findByTestId('owner-dialog', {}, SLOW));
    await user.click(dialog.getByRole('button', { name: he.owners.save }));
    expect(await dialog.findByRole('alert', {}, SLOW)).toHaveTextContent(he.owners.problems.errors.email_taken);
    await waitFor(() => expect(rpc.map((call) => call.name)).toEqual(['admin_owner_save']));
    expect(rpc[0]!.body).toEqual({
      p: {
        id: DANA.id,
        full_name: 'Dana Levi',
        email: 'dana@example.com',
        language: 'he',
        tax_country: 'IL',
        nif: '123456789',
        package: 'plus',
      },
    });
  });
});
