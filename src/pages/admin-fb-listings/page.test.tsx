import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import { authHandlers, resetSupabaseSession } from '../../../tests/supabase-auth-mock';
import en from './copy.en';
import he from './copy.he';

const LISTINGS = 'http://127.0.0.1:54321/rest/v1/fb_listings';
// The first call loads supabase-js by dynamic import, which can take a moment in the test run.
const SLOW = { timeout: 5000 };
const ADMIN = { email: 'admin@lusaproperty.local', password: 'right-password', role: 'admin' } as const;
const STAFF = { email: 'staff@lusaproperty.local', password: 'staff-password' };

function setup(lang: 'en' | 'he' = 'en', failure?: () => Response) {
  const auth = authHandlers([ADMIN, STAFF], failure);
  const reads: string[] = [];
  server.use(
    ...auth.handlers,
    http.get(LISTINGS, ({ request }) => {
      reads.push(request.url);
      return HttpResponse.json([]);
    }),
  );
  return { auth, reads, user: userEvent.setup(), copy: lang === 'en' ? en : he };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, copy: typeof en, email: string, password: string) {
  const emailInput = await screen.findByLabelText(copy.auth.emailLabel, {}, SLOW);
  await user.type(emailInput, email);
  await user.type(screen.getByLabelText(copy.auth.passwordLabel), password);
  await user.click(screen.getByRole('button', { name: copy.auth.submit }));
}

afterEach(async () => {
  toast.dismiss();
  // Unmounted first, so the session's end updates nothing on screen.
  cleanup();
  await resetSupabaseSession();
});

describe('AdminFbListingsPage sign-in', () => {
  it('shows only the sign-in form to a visitor who is not signed in', async () => {
    const { reads } = setup();
    await renderRoute('/en/admin/fb-listings');
    expect(screen.getByRole('heading', { level: 1, name: 'Listings manager' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('heading', { name: 'Add a listing' })).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('asks for both fields without calling the server', async () => {
    const { auth, user } = setup();
    await renderRoute('/en/admin/fb-listings');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, SLOW));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and password.');
    expect(auth.calls.signIn).toBe(0);
  });

  it('says the password is wrong and clears it', async () => {
    const { auth, user, copy } = setup();
    await renderRoute('/en/admin/fb-listings');
    await signIn(user, copy, ADMIN.email, 'wrong-password');
    expect(await screen.findByText('Wrong email or password. Check them and try again.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.calls.signIn).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Add a listing' })).not.toBeInTheDocument();
  });

  it('reports another failure with its message', async () => {
    const { user, copy } = setup('en', () =>
      HttpResponse.json({ code: 500, error_code: 'unexpected_failure', msg: 'Database is down' }, { status: 500 }),
    );
    await renderRoute('/en/admin/fb-listings');
    await signIn(user, copy, ADMIN.email, ADMIN.password);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(/^Sign-in failed: /);
  });

  it('turns away a signed-in account without the admin role, with a sign-out', async () => {
    const { auth, user, copy, reads } = setup();
    await renderRoute('/en/admin/fb-listings');
    await signIn(user, copy, STAFF.email, STAFF.password);
    expect(await screen.findByRole('heading', { name: 'No access to this tool' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as staff@lusaproperty\.local, but this account/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a listing' })).not.toBeInTheDocument();
    expect(reads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    expect(auth.calls.signOut).toBe(1);
  });

  it('shows the manager to an admin, with who is signed in and a sign-out', async () => {
    const { user, copy, reads } = setup();
    await renderRoute('/en/admin/fb-listings');
    await signIn(user, copy, ADMIN.email, ADMIN.password);
    expect(await screen.findByRole('heading', { name: 'Add a listing' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Signed in as admin@lusaproperty.local')).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(1), SLOW);
    expect(new URL(reads[0]!).searchParams.get('order')).toBe('created_at.desc');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a listing' })).not.toBeInTheDocument();
  });

  it('keeps an admin signed in across a reload (the stored session)', async () => {
    const { user, copy } = setup();
    const first = await renderRoute('/en/admin/fb-listings');
    await signIn(user, copy, ADMIN.email, ADMIN.password);
    expect(await screen.findByRole('heading', { name: 'Add a listing' }, SLOW)).toBeInTheDocument();
    first.unmount();
    await renderRoute('/en/admin/fb-listings');
    expect(await screen.findByRole('heading', { name: 'Add a listing' }, SLOW)).toBeInTheDocument();
  });

  it('is in Hebrew on the Hebrew page', async () => {
    const { user } = setup('he');
    await renderRoute('/he/admin/fb-listings');
    expect(await screen.findByRole('heading', { name: he.auth.signInTitle }, SLOW)).toBeInTheDocument();
    await signIn(user, he, ADMIN.email, 'wrong-password');
    expect(await screen.findByText(he.auth.wrongCredentials, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Wrong email/)).not.toBeInTheDocument();
  });

  it('marks the page noindex', async () => {
    setup();
    await renderRoute('/en/admin/fb-listings');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/noindex/),
      ),
    );
  });
});
