import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { fill } from '@/lib/i18n/dictionary';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import { authHandlers, resetSupabaseSession } from '../../../tests/supabase-auth-mock';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';

const RPC = 'http://127.0.0.1:54321/rest/v1/rpc';
const SLOW = { timeout: 5000 };
const ADMIN = { email: 'admin@lusaproperty.local', password: 'right-password', role: 'admin' } as const;
const ISSUE = {
  id: '00000000-0000-4000-c000-000000000001',
  title_en: 'Last week',
  body_en: 'x',
  title_he: 'שבוע שעבר',
  body_he: 'y',
  title_pt: 'Semana passada',
  body_pt: 'z',
  status: 'sent',
  created_at: '2026-11-18T09:00:00Z',
  updated_at: '2026-11-18T09:00:00Z',
  send_started_at: '2026-11-18T09:00:00Z',
  sent_at: '2026-11-18T09:05:00Z',
  recipients_en: 12,
  recipients_he: 7,
  recipients_pt: 3,
  sent: 21,
  failed: 1,
  pending: 0,
  skipped: 0,
};

const DRAFT = {
  ...ISSUE,
  id: '00000000-0000-4000-c000-000000000003',
  title_en: 'Spring draft',
  body_en: 'Half written',
  title_he: 'טיוטת אביב',
  body_he: 'כתוב למחצה',
  title_pt: 'Rascunho de primavera',
  body_pt: 'Meio escrito',
  status: 'draft',
  send_started_at: null,
  sent_at: null,
  recipients_en: 0,
  recipients_he: 0,
  recipients_pt: 0,
  sent: 0,
  failed: 0,
};

/** Confirmed subscribers per language, as admin_newsletter_audience and admin_newsletter_send answer. */
const AUDIENCE = { en: 12, he: 7, pt: 3 };

function setup(
  options: { issues?: unknown[]; refuseDelete?: boolean; refuseSend?: boolean; audience?: typeof AUDIENCE } = {},
) {
  const audience = options.audience ?? AUDIENCE;
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  server.use(
    ...authHandlers([ADMIN]).handlers,
    http.post(`${RPC}/:name`, async ({ params, request }) => {
      const name = String(params.name);
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ name, body });
      switch (name) {
        case 'admin_newsletter_issues':
          return HttpResponse.json(options.issues ?? [ISSUE]);
        case 'admin_newsletter_delete':
          return options.refuseDelete
            ? HttpResponse.json(
                { code: '22023', message: 'issue_not_draft', details: 'a sent issue cannot be deleted', hint: null },
                { status: 400 },
              )
            : HttpResponse.json(null);
        case 'admin_newsletter_save':
          return HttpResponse.json({ id: '00000000-0000-4000-c000-000000000002', status: 'draft' });
        case 'admin_newsletter_test':
          return HttpResponse.json('admin@lusaproperty.local');
        case 'admin_newsletter_send':
          return options.refuseSend
            ? HttpResponse.json(
                { code: '22023', message: 'issue_incomplete', details: 'no title and body in: pt', hint: null },
                { status: 400 },
              )
            : HttpResponse.json(audience);
        case 'admin_newsletter_audience':
          return HttpResponse.json(audience);
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

/** Writes the issue in English and Hebrew, and in Portuguese unless `portuguese` is false. */
async function write(user: ReturnType<typeof userEvent.setup>, { portuguese = true } = {}) {
  await user.type(await screen.findByLabelText('Title (English)', {}, SLOW), 'This week');
  await user.type(screen.getByLabelText('Body (English)'), 'Prices **rose**');
  await user.type(screen.getByLabelText('Title (Hebrew)'), 'השבוע');
  await user.type(screen.getByLabelText('Body (Hebrew)'), 'המחירים עלו');
  if (!portuguese) return;
  await user.type(screen.getByLabelText('Title (Portuguese)'), 'Esta semana');
  await user.type(screen.getByLabelText('Body (Portuguese)'), 'Os preços **subiram**');
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
    expect(cells[headers.indexOf('Recipients in Portuguese')]).toBe('3');
    expect(cells[headers.indexOf('Sent')]).toBe('21');
    expect(cells[headers.indexOf('Failed')]).toBe('1');
    expect(cells[headers.indexOf('Pending')]).toBe('0');
    expect(cells[headers.indexOf('Status')]).toBe('Sent');
    expect(row).toHaveTextContent('Semana passada');
  });

  it('previews each language as its reader sees it, Hebrew right to left, Portuguese as pt-PT', async () => {
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
    const portuguese = screen.getByTestId('newsletter-preview-pt');
    expect(portuguese).toHaveAttribute('sandbox', '');
    expect(portuguese.getAttribute('srcdoc')).toContain('lang="pt-PT" dir="ltr"');
    expect(portuguese.getAttribute('srcdoc')).toContain('Os preços <strong>subiram</strong>');
  });

  it('saves the draft and sends a test to the signed-in staff member', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(await screen.findByText('A test in each language is on its way to admin@lusaproperty.local.')).toBeVisible();
    const names = calls.map((call) => call.name);
    expect(names).toContain('admin_newsletter_save');
    expect(names.indexOf('admin_newsletter_test')).toBeGreaterThan(names.indexOf('admin_newsletter_save'));
    expect(calls.find((call) => call.name === 'admin_newsletter_save')?.body).toMatchObject({
      p_id: null,
      p_title_en: 'This week',
      p_title_he: 'השבוע',
      p_title_pt: 'Esta semana',
      p_body_pt: 'Os preços **subiram**',
    });
  });

  it('sends to subscribers only after a confirmation naming the counts per language', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'goes to 12 subscribers in English, 7 subscribers in Hebrew and 3 subscribers in Portuguese',
    );
    expect(calls.map((call) => call.name)).not.toContain('admin_newsletter_send');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 22 subscribers' }));
    expect(await screen.findByText('Sending to 22 subscribers.')).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('admin_newsletter_send'));
  });

  it('refuses to send an issue without English or with a language begun but not finished, without calling the server', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await user.type(await screen.findByLabelText('Title (English)', {}, SLOW), 'Only a title');
    await user.type(screen.getByLabelText('Title (Portuguese)'), 'Só um título');
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    // Hebrew, untouched, is left to the audience check; English and the half-written Portuguese are named.
    expect(
      await screen.findByText(
        'Write a title and a body in these languages first: English, Portuguese. Every subscriber reads the issue in their own language.',
      ),
    ).toBeVisible();
    expect(calls.map((call) => call.name)).toEqual(['admin_newsletter_issues']);
  });

  it('refuses to send while a language that has subscribers has no text, and names that language', async () => {
    const { calls, user } = setup({ audience: { en: 12, he: 7, pt: 3 } });
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user, { portuguese: false });
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    expect(
      await screen.findByText(
        'Write a title and a body in these languages first: Portuguese. Every subscriber reads the issue in their own language.',
      ),
    ).toBeVisible();
    // The audience was read, and nothing was sent: no Portuguese reader gets another language.
    const names = calls.map((call) => call.name);
    expect(names).toContain('admin_newsletter_audience');
    expect(names).not.toContain('admin_newsletter_send');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends with a language left empty while nobody reads it', async () => {
    const { calls, user } = setup({ audience: { en: 12, he: 7, pt: 0 } });
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user, { portuguese: false });
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent(
      'goes to 12 subscribers in English, 7 subscribers in Hebrew and 0 subscribers in Portuguese',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send to 19 subscribers' }));
    expect(await screen.findByText('Sending to 19 subscribers.')).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('admin_newsletter_send'));
    expect(calls.findLast((call) => call.name === 'admin_newsletter_save')?.body).toMatchObject({
      p_title_pt: '',
      p_body_pt: '',
    });
  });

  it('saves the draft on its own as it is written, then updates that same draft', async () => {
    const { calls, user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await user.type(await screen.findByLabelText('Title (English)', {}, SLOW), 'Half an issue');
    expect(screen.getByTestId('newsletter-save-state')).toHaveTextContent('Changes not saved yet');
    // Until it is saved, leaving the page asks first.
    const unload = () => fireEvent(window, new Event('beforeunload', { cancelable: true }));
    expect(unload()).toBe(false);
    await waitFor(() => expect(screen.getByTestId('newsletter-save-state')).toHaveTextContent(/Draft saved at/), SLOW);
    expect(unload()).toBe(true);
    const saves = calls.filter((call) => call.name === 'admin_newsletter_save');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({ p_id: null, p_title_en: 'Half an issue' });
    // The next change updates the same draft.
    await user.type(screen.getByLabelText('Body (English)'), 'More');
    await waitFor(() => expect(calls.filter((call) => call.name === 'admin_newsletter_save')).toHaveLength(2), SLOW);
    expect(calls.filter((call) => call.name === 'admin_newsletter_save').at(-1)?.body).toMatchObject({
      p_id: '00000000-0000-4000-c000-000000000002',
      p_body_en: 'More',
    });
  }, 15_000);

  it('words the server’s refusal of a language that gained a subscriber after the confirmation', async () => {
    const { user } = setup({ audience: { en: 12, he: 7, pt: 0 }, refuseSend: true });
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user, { portuguese: false });
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Send to 19 subscribers' }));
    expect(await screen.findByText(en.manager.errors.issue_incomplete)).toBeVisible();
    expect(screen.queryByText(/Sending to/)).not.toBeInTheDocument();
    // The draft stays in the editor, to be finished.
    expect(screen.getByLabelText('Title (English)')).toHaveValue('This week');
  });

  it('reopens the draft named in the address after a reload', async () => {
    const { user } = setup({ issues: [DRAFT, ISSUE] });
    await renderRoute(`/en/admin/newsletter?draft=${DRAFT.id}`);
    await signIn(user);
    await waitFor(() => expect(screen.getByLabelText('Title (English)')).toHaveValue('Spring draft'), SLOW);
    expect(screen.getByLabelText('Body (Hebrew)')).toHaveValue('כתוב למחצה');
    expect(screen.getByLabelText('Title (Portuguese)')).toHaveValue('Rascunho de primavera');
    expect(screen.getByLabelText('Body (Portuguese)')).toHaveValue('Meio escrito');
    expect(screen.getByText('Editing a saved draft')).toBeVisible();
  });

  it('deletes a draft after a confirmation, and offers no deletion of a sent issue', async () => {
    const { calls, user } = setup({ issues: [DRAFT, ISSUE] });
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    const rows = await screen.findAllByTestId('newsletter-issue-row', {}, SLOW);
    expect(within(rows[1]!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete “Spring draft”' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('“Spring draft” will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.map((call) => call.name)).not.toContain('admin_newsletter_delete');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete “Spring draft”' }));
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Draft deleted')).toBeVisible();
    expect(calls.find((call) => call.name === 'admin_newsletter_delete')?.body).toEqual({ p_id: DRAFT.id });
  });

  it('words the server’s refusal to delete an issue that was sent meanwhile, in Hebrew', async () => {
    const { user } = setup({ issues: [DRAFT], refuseDelete: true });
    await renderRoute('/he/admin/newsletter');
    await user.type(await screen.findByLabelText(he.auth.emailLabel, {}, SLOW), ADMIN.email);
    await user.type(screen.getByLabelText(he.auth.passwordLabel), ADMIN.password);
    await user.click(screen.getByRole('button', { name: he.auth.submit }));
    const row = await screen.findByTestId('newsletter-issue-row', {}, SLOW);
    await user.click(within(row).getByRole('button', { name: 'מחיקה: "טיוטת אביב"' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('למחוק את הטיוטה?');
    await user.click(within(dialog).getByRole('button', { name: 'מחיקת הטיוטה' }));
    expect(await screen.findByText('הגיליון הזה כבר נשלח, ולכן אי אפשר לשנות או למחוק אותו.')).toBeVisible();
  });

  it.each([
    ['en', en],
    ['he', he],
    ['pt', pt],
  ] as const)('names each row’s buttons with their visible text first (%s)', (_, copy) => {
    const manager = copy.manager;
    expect(fill(manager.editLabel, { title: 'x' }).startsWith(manager.edit)).toBe(true);
    expect(fill(manager.deleteLabel, { title: 'x' }).startsWith(manager.delete)).toBe(true);
  });

  it('keeps the send secondary until a test of the content as it stands was sent', async () => {
    const { user } = setup();
    await renderRoute('/en/admin/newsletter');
    await signIn(user);
    await write(user);
    const testButton = screen.getByRole('button', { name: 'Send a test to myself' });
    const sendButton = screen.getByRole('button', { name: 'Send to subscribers…' });
    const primary = /\bbg-brand-700\b/;
    expect(testButton.className).toMatch(primary);
    expect(sendButton.className).not.toMatch(primary);
    expect(sendButton).toHaveAccessibleDescription(en.manager.testFirst);

    await user.click(testButton);
    expect(await screen.findByText(/A test in each language is on its way/)).toBeVisible();
    await waitFor(() => expect(sendButton.className).toMatch(primary));
    expect(testButton.className).not.toMatch(primary);

    // Edited after the test: the test is the main button again.
    await user.type(screen.getByLabelText('Body (English)'), ' and fell');
    expect(sendButton.className).not.toMatch(primary);
    expect(testButton.className).toMatch(primary);
    // Still a confirmation before anything is sent.
    await user.click(sendButton);
    expect(await screen.findByRole('dialog', {}, SLOW)).toHaveTextContent('Send this issue?');
  });
});
