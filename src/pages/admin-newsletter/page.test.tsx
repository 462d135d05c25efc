import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import { authHandlers, resetSupabaseSession } from '../../../tests/supabase-auth-mock';
import en from './copy.en';

const RPC = 'http://127.0.0.1:54321/rest/v1/rpc';
const SLOW = { timeout: 5000 };
const ADMIN = { email: 'admin@lusaproperty.local', password: 'right-password', role: 'admin' } as const;
const ISSUE = {
  id: '00000000-0000-4000-c000-000000000001',
  title_en: 'Last week',
  body_en: 'x',
  title_he: 'שבוע שעבר',
  body_he: 'y',
  status: 'sent',
  created_at: '2026-11-18T09:00:00Z',
  updated_at: '2026-11-18T09:00:00Z',
  send_started_at: '2026-11-18T09:00:00Z',
  sent_at: '2026-11-18T09:05:00Z',
  recipients_en: 12,
  recipients_he: 7,
  sent: 18,
  failed: 1,
  pending: 0,
  skipped: 0,
};

function setup() {
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  server.use(
    ...authHandlers([ADMIN]).handlers,
    http.post(`${RPC}/:name`, async ({ params, request }) => {
      const name = String(params.name);
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ name, body });
      switch (name) {
        case 'admin_newsletter_issues':
          return HttpResponse.json([ISSUE]);
        case 'admin_newsletter_save':
          return HttpResponse.json({ id: '00000000-0000-4000-c000-000000000002', status: 'draft' });
        case 'admin_newsletter_test':
          return HttpResponse.json('admin@lusaproperty.local');
        case 'admin_newsletter_audience':
          return HttpResponse.json({ en: 12, he: 7 });
        case 'admin_newsletter_send':
          return HttpResponse.json({ en: 12, he: 7 });
        default:
          return HttpResponse.json({ message: 'unknown' }, { status: 404 });
      }
    }),
  );
  return { calls, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(en.auth.emailLabel, {}, SLOW), ADMIN.email);
  await user.type(screen.getByLabelText(en.auth.passwordLabel), ADMIN.password);
  await user.click(screen.getByRole('button', { name: en.auth.submit }));
}

async function write(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Title (English)', {}, SLOW), 'This week');
  await user.type(screen.getByLabelText('Body (English)'), 'Prices **rose**');
  await user.type(screen.getByLabelText('Title (Hebrew)'), 'השבוע');
  await user.type(screen.getByLabelText('Body (Hebrew)'), 'המחירים עלו');
}

afterEach(async () => {
  toast.dismiss();
  cleanup();
  await resetSupabaseSession();
});

describe('AdminNewsletterPage', () => {
  it('shows only the sign-in form to a visitor and calls nothing', async () => {
    const { calls } = setup();
    await renderRoute('/en/admin/newsletter');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Title (English)')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the issues sent with their date and counts', async () => {
    const { user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    const row = await screen.findByTestId('newsletter-issue-row', {}, SLOW);
    expect(row).toHaveTextContent('18 November 2026');
    expect(row).toHaveTextContent('Last week');
    // One column per language, each count under its own header (review H21).
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[headers.indexOf('Recipients in English')]).toBe('12');
    expect(cells[headers.indexOf('Recipients in Hebrew')]).toBe('7');
    expect(cells).toEqual(expect.arrayContaining(['Sent', '18', '1', '0']));
  });

  it('previews each language as its reader sees it, Hebrew right to left', async () => {
    const { user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user);
    const he = screen.getByTestId('newsletter-preview-he');
    expect(he).toHaveAttribute('sandbox', '');
    expect(he.getAttribute('srcdoc')).toContain('dir="rtl"');
    expect(he.getAttribute('srcdoc')).toContain('השבוע');
    expect(screen.getByTestId('newsletter-preview-en').getAttribute('srcdoc')).toContain(
      'Prices <strong>rose</strong>',
    );
  });

  it('saves the draft and sends a test to the signed-in staff member', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(await screen.findByText(/A test in both languages is on its way to admin@lusaproperty.local/)).toBeVisible();
    const names = calls.map((call) => call.name);
    expect(names).toContain('admin_newsletter_save');
    expect(names.indexOf('admin_newsletter_test')).toBeGreaterThan(names.indexOf('admin_newsletter_save'));
    expect(calls.find((call) => call.name === 'admin_newsletter_save')?.body).toMatchObject({
      p_id: null,
      p_title_en: 'This week',
      p_title_he: 'השבוע',
    });
  });

  it('sends to subscribers only after a confirmation naming the counts per language', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('goes to 12 subscribers in English and 7 subscribers in Hebrew');
    expect(calls.map((call) => call.name)).not.toContain('admin_newsletter_send');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 19 subscribers' }));
    expect(await screen.findByText('Sending to 19 subscribers.')).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('admin_newsletter_send'));
  });

  it('refuses to send an issue missing a language, without calling the server', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await user.type(await screen.findByLabelText('Title (English)', {}, SLOW), 'Only English');
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    expect(await screen.findByText('Write a title and a body in both languages first.')).toBeVisible();
    expect(calls.map((call) => call.name)).toEqual(['admin_newsletter_issues']);
  });
});
