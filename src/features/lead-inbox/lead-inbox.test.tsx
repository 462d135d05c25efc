import { localTimestamp, staffTimeZone } from './lead-csv';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { LEAD_KIND_NAMES } from '@shared/leads/lead-kinds';
import { FIELD_LABELS, INVESTMENT_ESTIMATE_COLUMNS, NO_ESTIMATE_LABEL } from '@shared/leads/vocabulary';
import { fill } from '@/lib/i18n/dictionary';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import { LeadInboxTool } from './lead-inbox';
import type { LeadEvent, LeadListRow } from './lead-inbox-types';

const RPC = 'http://127.0.0.1:54321/rest/v1/rpc/:name';
const SLOW = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

type Body = Record<string, unknown>;
type Answer = unknown | ((body: Body) => unknown);

function lead(overrides: Partial<LeadListRow> = {}): LeadListRow {
  return {
    kind: 'contact',
    id: 'a0000000-0000-4000-8000-000000000001',
    created_at: '2026-11-24T10:00:00Z',
    name: 'Ana Silva',
    email: 'ana@example.pt',
    phone: '+351 912 345 678',
    status: 'new',
    notification_status: 'sent',
    notification_attempts: 1,
    unseen: false,
    source_page: '/en/contact',
    subscription: null,
    total_count: 1,
    ...overrides,
  };
}

/** A Blob's text, byte-order mark kept (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

const refusal = (code: string, message: string, status = 400) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/** The database functions behind msw: each answers from `answers` and records its call. */
function mockRpc(answers: Record<string, Answer>) {
  const calls: { name: string; body: Body }[] = [];
  server.use(
    http.post(RPC, async ({ request, params }) => {
      const name = String(params.name);
      const body = (await request.json().catch(() => ({}))) as Body;
      calls.push({ name, body });
      const answer = answers[name];
      const value = typeof answer === 'function' ? (answer as (body: Body) => unknown)(body) : answer;
      if (value instanceof Response) return value;
      return HttpResponse.json(value ?? null);
    }),
  );
  const of = (name: string) => calls.filter((call) => call.name === name).map((call) => call.body);
  return { calls, of };
}

const BASE = {
  admin_list_leads: [lead()],
  admin_lead_counts: [{ new_count: 3, unseen_count: 0 }],
  admin_subject_requests: [],
};

function setup(lang: 'en' | 'he' = 'en', query = '') {
  const user = userEvent.setup();
  const copy = lang === 'en' ? en : he;
  renderWithProviders(<LeadInboxTool copy={copy} />, { lang, path: `/${lang}/admin/leads${query}` });
  return { user, copy };
}

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('LeadInbox list', () => {
  it('lists the leads newest first with the count of new ones, a kind option per registry kind', async () => {
    const db = mockRpc({
      ...BASE,
      admin_list_leads: [lead({ name: 'Newest', total_count: 2 }), lead({ id: 'b', name: 'Older', total_count: 2 })],
    });
    setup();
    expect(await screen.findByText('2 leads', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('3 new')).toBeInTheDocument();
    const rows = screen.getAllByTestId('lead-row');
    // Each cell also holds its column's label, shown when the rows are cards (on a phone).
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['NameNewest', 'NameOlder']);
    expect(within(rows[0]!).getByText('+351 912 345 678')).toHaveAttribute('dir', 'ltr');
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(within(kind).getAllByRole('option')).toHaveLength(LEAD_KIND_NAMES.length + 1);
    for (const name of LEAD_KIND_NAMES)
      expect(within(kind).getByRole('option', { name: en.kinds[name] })).toBeInTheDocument();
    expect(db.of('admin_list_leads')[0]).toMatchObject({ p_kind: null, p_limit: 50, p_offset: 0, p_unseen: false });
  });

  it('reads the filters from the URL and ignores the invalid ones', async () => {
    const db = mockRpc(BASE);
    setup('en', '?kind=investment&status=bogus&from=2026-11-01&to=2026-13-40&q=ana&page=2');
    await screen.findByText('1 lead', {}, SLOW);
    expect(db.of('admin_list_leads')[0]).toEqual({
      p_kind: 'investment',
      p_status: null,
      p_from: '2026-11-01',
      p_to: null,
      p_search: 'ana',
      p_unseen: false,
      p_limit: 50,
      p_offset: 50,
    });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('investment');
    expect(screen.getByLabelText('Search name, email or phone')).toHaveValue('ana');
  });

  it('sends a search with quotes, %, _ and Hebrew as typed, from the first page', async () => {
    const db = mockRpc(BASE);
    const { user } = setup('en', '?page=3');
    await screen.findByText('1 lead', {}, SLOW);
    await user.type(screen.getByLabelText('Search name, email or phone'), `O'Neil "50%" a_b דנה`);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(db.of('admin_list_leads')).toHaveLength(2));
    expect(db.of('admin_list_leads')[1]).toMatchObject({ p_search: `O'Neil "50%" a_b דנה`, p_offset: 0 });
  });

  it('keeps what is typed while its search is on its way, and empties the box on "Clear filters"', async () => {
    const db = mockRpc(BASE);
    const { user } = setup();
    await screen.findByText('1 lead', {}, SLOW);
    const box = screen.getByLabelText('Search name, email or phone');
    fireEvent.change(box, { target: { value: '+351 912' } });
    // The search goes to the address in a transition, which renders after the keys typed meanwhile.
    act(() => {
      fireEvent.submit(screen.getByRole('search'));
      fireEvent.change(box, { target: { value: 'ana@example.pt' } });
    });
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_search: '+351 912' }));
    expect(box).toHaveValue('ana@example.pt');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_search: 'ana@example.pt' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_search: null }));
    expect(screen.getByLabelText('Search name, email or phone')).toHaveValue('');
  });

  it('filters by kind and status and clears them', async () => {
    const db = mockRpc(BASE);
    const { user } = setup();
    await screen.findByText('1 lead', {}, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'newsletter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'spam');
    await waitFor(() =>
      expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_kind: 'newsletter', p_status: 'spam' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_kind: null, p_status: null }));
  });

  it('ends two quick filter changes in both, the last choice kept', async () => {
    const db = mockRpc(BASE);
    setup();
    await screen.findByText('1 lead', {}, SLOW);
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    // Both in one batch: the second change must not start from the filters before the first.
    act(() => {
      fireEvent.change(kind, { target: { value: 'newsletter' } });
      fireEvent.change(status, { target: { value: 'spam' } });
    });
    await waitFor(() =>
      expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_kind: 'newsletter', p_status: 'spam' }),
    );
  });

  it('refuses a date range that ends before it starts, with a message, and keeps the last valid one', async () => {
    const db = mockRpc(BASE);
    setup('he');
    await screen.findByText(he.inbox.totalOne, {}, SLOW);
    fireEvent.change(screen.getByLabelText(he.inbox.from), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_from: '2026-11-20' }));
    const calls = db.of('admin_list_leads').length;
    fireEvent.change(screen.getByLabelText(he.inbox.to), { target: { value: '2026-11-10' } });
    expect(await screen.findByText(he.inbox.rangeReversed)).toBeInTheDocument();
    expect(screen.getByLabelText(he.inbox.to)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(he.inbox.from)).toHaveValue('2026-11-20');
    expect(
      db
        .of('admin_list_leads')
        .slice(calls)
        .every((call) => call.p_to == null),
    ).toBe(true);
    // Mending it applies it and the message goes.
    fireEvent.change(screen.getByLabelText(he.inbox.to), { target: { value: '2026-11-25' } });
    await waitFor(() =>
      expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_from: '2026-11-20', p_to: '2026-11-25' }),
    );
    expect(screen.queryByText(he.inbox.rangeReversed)).not.toBeInTheDocument();
  });

  it('marks an unseen lead and counts the unseen on the first screen, with a link to them', async () => {
    const db = mockRpc({
      ...BASE,
      admin_list_leads: [lead({ unseen: true, notification_status: 'failed', notification_attempts: 5 })],
      admin_lead_counts: [{ new_count: 1, unseen_count: 2 }],
    });
    const { user } = setup();
    expect(
      await screen.findByText(/2 not seen: their notifications failed or are waiting in a digest/, {}, SLOW),
    ).toBeInTheDocument();
    const row = screen.getByTestId('lead-row');
    expect(within(row).getByText('Not seen')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_unseen: true }));
    expect(screen.getByRole('checkbox', { name: 'Only leads not seen' })).toBeChecked();
  });

  it('says when nothing matches the filters', async () => {
    mockRpc({ ...BASE, admin_list_leads: [] });
    setup('en', '?kind=contact');
    expect(await screen.findByText('No leads match these filters.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows a capped count and pages through it', async () => {
    const db = mockRpc({ ...BASE, admin_list_leads: [lead({ total_count: 10_001 })] });
    const { user } = setup();
    expect(await screen.findByText('More than 10,000 leads', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(db.of('admin_list_leads').at(-1)).toMatchObject({ p_offset: 50 }));
  });

  it('translates a refusal, in both languages', async () => {
    mockRpc({ ...BASE, admin_list_leads: () => refusal('42501', 'not_allowed', 403) });
    setup('he');
    expect(await screen.findByText(he.errors.not_allowed, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: he.retry })).toBeInTheDocument();
  });

  it('shows where each newsletter subscriber stands instead of "New", in both languages', async () => {
    const subscriber = (id: string, subscription: string, status = 'new') =>
      lead({
        kind: 'newsletter',
        id: `a0000000-0000-4000-8000-00000000000${id}`,
        name: null,
        email: `reader${id}@example.com`,
        phone: null,
        status,
        subscription,
        notification_status: subscription === 'pending' ? 'unconfirmed' : 'sent',
        total_count: 4,
      });
    const rows = [
      subscriber('1', 'pending'),
      subscriber('2', 'confirmed'),
      subscriber('3', 'left'),
      subscriber('4', 'confirmed', 'contacted'),
    ];
    for (const [lang, states, notified] of [
      [
        'en',
        ['Waiting for confirmation', 'Confirmed', 'Left the list', 'Confirmed · Contacted'],
        'Sent once they confirm',
      ],
      ['he', ['ממתינים לאישור', 'אישרו', 'עזבו את הרשימה', `אישרו · ${he.statuses.contacted}`], 'תישלח כשיאשרו'],
    ] as const) {
      mockRpc({ ...BASE, admin_list_leads: rows });
      setup(lang);
      const shown = await screen.findAllByTestId('lead-subscription-state', {}, SLOW);
      expect(shown.map((cell) => cell.textContent)).toEqual(states);
      const [pending] = screen.getAllByTestId('lead-row');
      expect(within(pending!).getByText(notified)).toBeInTheDocument();
      expect(
        within(screen.getAllByTestId('lead-row')[2]!).queryByText(lang === 'en' ? en.statuses.new : he.statuses.new),
      ).toBeNull();
      cleanup();
    }
  });

  it('is in Hebrew on the Hebrew page, with the address isolated left to right', async () => {
    mockRpc({ ...BASE, admin_list_leads: [lead({ name: 'דנה כהן' })] });
    setup('he');
    expect(await screen.findByText(he.inbox.totalOne, {}, SLOW)).toBeInTheDocument();
    const row = screen.getByTestId('lead-row');
    expect(within(row).getByText(he.kinds.contact)).toBeInTheDocument();
    expect(within(row).getByText(he.statuses.new)).toBeInTheDocument();
    expect(within(row).getByText('ana@example.pt')).toHaveAttribute('dir', 'ltr');
  });
});

describe('LeadInbox CSV export', () => {
  it('downloads the filtered export from the database as CSV with a BOM, in the page language', async () => {
    const db = mockRpc({
      ...BASE,
      admin_export_leads: [
        {
          kind: 'contact',
          id: 'x',
          created_at: '2026-11-24T10:00:00+00:00',
          name: 'דנה "כהן"',
          email: 'dana@example.com',
          phone: '=1+1',
          status: 'new',
          notification_status: 'sent',
          source_page: '/he/contact',
          details: { message: 'שלום' },
        },
      ],
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = setup('he', '?status=new');
    await screen.findByText(he.inbox.totalOne, {}, SLOW);
    await user.click(screen.getByRole('button', { name: he.inbox.exportCsv }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(db.of('admin_export_leads')[0]).toMatchObject({ p_status: 'new', p_kind: null });
    expect(db.of('admin_export_leads')[0]).toMatchObject({ p_limit: 1000, p_after_id: null });
    const text = await blobText(blobs[0]!);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain(`${he.inbox.columns.createdAt} (`);
    expect(text).toContain(`,${he.inbox.columns.kind},`);
    // In the browser's own time zone (the machine's, here).
    const received = localTimestamp('2026-11-24T10:00:00Z', staffTimeZone());
    expect(text).toContain(`${received},${he.kinds.contact},"דנה ""כהן""",dana@example.com,'=1+1,`);
    expect(text.endsWith('\r\n')).toBe(true);
    // One lead, in the singular.
    expect(await screen.findByText('יוצאה פנייה אחת.')).toBeInTheDocument();
  });
});

describe('Lead detail', () => {
  function detailDb(options: { noteError?: Response; lead?: Record<string, unknown> } = {}) {
    const events: LeadEvent[] = [];
    let status = 'new';
    const event = (fields: Partial<LeadEvent>): LeadEvent => ({
      id: `e${events.length + 1}`,
      event: 'status',
      from_status: null,
      to_status: null,
      note: null,
      staff_email: 'admin@lusaproperty.local',
      created_at: '2026-11-25T09:00:00Z',
      ...fields,
    });
    return mockRpc({
      ...BASE,
      admin_get_lead: () => ({
        kind: 'investment',
        lead: {
          id: 'a0000000-0000-4000-8000-000000000001',
          name: 'Ana Silva',
          email: 'ana@example.pt',
          phone: '+351 912 345 678',
          equity: 100000,
          property_type: 'family_house',
          buyer_residence: 'non_resident',
          expected_annual_return: 5.25,
          agrees_to_terms: true,
          agrees_to_marketing: false,
          consent_version: '2026-11-01',
          created_at: '2026-11-24T10:00:00Z',
          source_page: '/en/calculate-investment',
          notification_status: 'failed',
          notification_attempts: 5,
          notification_error: 'SMTP down',
          status,
          ...options.lead,
        },
        events,
      }),
      admin_set_lead_status: (body: Body) => {
        const recorded = event({ from_status: status, to_status: String(body.p_status) });
        status = String(body.p_status);
        events.push(recorded);
        return recorded;
      },
      admin_add_lead_note: (body: Body) => {
        if (options.noteError) return options.noteError;
        const recorded = event({ event: 'note', note: String(body.p_note) });
        events.push(recorded);
        return recorded;
      },
    });
  }

  async function openLead(user: ReturnType<typeof userEvent.setup>, copy = en) {
    await screen.findByText(copy.inbox.totalOne, {}, SLOW);
    await user.click(screen.getByRole('button', { name: fill(copy.inbox.openLead, { name: 'Ana Silva' }) }));
    return within(await screen.findByTestId('lead-detail'));
  }

  it('shows every field, the computed figures, the consent proof and the notification', async () => {
    detailDb();
    const { user } = setup();
    const dialog = await openLead(user);
    expect(await dialog.findByText('Expected annual return (%)', {}, SLOW)).toBeInTheDocument();
    expect(dialog.getByText('5.25')).toBeInTheDocument();
    expect(dialog.getByText('100,000')).toBeInTheDocument();
    expect(dialog.getByText('Consent text version')).toBeInTheDocument();
    expect(dialog.getByText('2026-11-01')).toBeInTheDocument();
    expect(dialog.getByText('Agreed to the terms and privacy policy').nextSibling).toHaveTextContent('Yes');
    expect(dialog.getByText('/en/calculate-investment')).toBeInTheDocument();
    expect(dialog.getByText('SMTP down')).toBeInTheDocument();
    expect(dialog.getByText('Failed')).toBeInTheDocument();
    expect(dialog.getByText('No changes yet.')).toBeInTheDocument();
    // Stored codes by their names, never raw (review H20, E4).
    expect(dialog.getByText('Property type').nextSibling).toHaveTextContent(/^Family house$/);
    expect(dialog.getByText('Will they live in Portugal?').nextSibling).toHaveTextContent('Not resident');
    expect(dialog.queryByText('family_house')).not.toBeInTheDocument();
  });

  it('says once that an investment lead came without the calculator’s figures, in the staff member’s language', async () => {
    const none = Object.fromEntries(INVESTMENT_ESTIMATE_COLUMNS.map((column) => [column, null]));
    detailDb({ lead: none });
    const { user } = setup('he');
    const dialog = await openLead(user, he);
    expect(await dialog.findByTestId('lead-no-estimate', {}, SLOW)).toHaveTextContent(NO_ESTIMATE_LABEL.he);
    expect(dialog.queryByText(FIELD_LABELS.expected_annual_return.he)).not.toBeInTheDocument();
    expect(dialog.queryByText(FIELD_LABELS.property_type.he)).not.toBeInTheDocument();
    expect(dialog.getByText(FIELD_LABELS.phone.he)).toBeInTheDocument();
  });

  it('saves a status and a note, and the history shows who and when', async () => {
    const db = detailDb();
    const { user } = setup();
    const dialog = await openLead(user);
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Set the status' }, SLOW), 'qualified');
    await user.click(dialog.getByRole('button', { name: 'Save status' }));
    const history = await dialog.findByTestId('lead-history', {}, SLOW);
    expect(within(history).getByText('Status: New → Qualified')).toBeInTheDocument();
    expect(within(history).getByText('admin@lusaproperty.local')).toBeInTheDocument();
    expect(db.of('admin_set_lead_status')).toEqual([{ p_kind: 'contact', p_id: lead().id, p_status: 'qualified' }]);

    await user.type(dialog.getByRole('textbox', { name: 'Add a note' }), 'Called back');
    await user.click(dialog.getByRole('button', { name: 'Add note' }));
    expect(await within(history).findByText('Called back', {}, SLOW)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
    // Both confirmations stay readable, each beside its own button.
    expect(dialog.getByTestId('status-saved')).toHaveTextContent('Status saved.');
    expect(dialog.getByTestId('note-saved')).toHaveTextContent('Note added.');
  });

  it('offers e-mail and call links and shows the lead’s language', async () => {
    detailDb();
    const { user } = setup('he');
    const dialog = await openLead(user, he);
    const contact = within(await dialog.findByTestId('lead-contact', {}, SLOW));
    expect(contact.getByRole('link', { name: /ana@example\.pt/ })).toHaveAttribute('href', 'mailto:ana@example.pt');
    expect(contact.getByRole('link', { name: /912 345 678/ })).toHaveAttribute('href', 'tel:+351912345678');
    expect(contact.getByTestId('lead-language')).toHaveTextContent('שפה: אנגלית');
    // A stored word and a page address as staff read them.
    expect(dialog.getByText('סוג הנכס').nextSibling).toHaveTextContent('בית משפחתי');
    expect(dialog.queryByText(/family_house/)).not.toBeInTheDocument();
  });

  it('refuses an empty or too long note with a clear message, sending nothing', async () => {
    const db = detailDb();
    const { user } = setup();
    const dialog = await openLead(user);
    await user.click(await dialog.findByRole('button', { name: 'Add note' }, SLOW));
    expect(dialog.getByText(en.errors.note_empty)).toBeInTheDocument();
    const box = dialog.getByRole('textbox', { name: 'Add a note' });
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(dialog.getByText('2001 of 2000 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add note' }));
    expect(dialog.getByText(en.errors.note_too_long)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(db.of('admin_add_lead_note')).toEqual([]);
  });

  it('translates the database refusing a note, in Hebrew', async () => {
    detailDb({ noteError: refusal('22001', 'note_too_long') });
    const { user } = setup('he');
    const dialog = await openLead(user, he);
    await user.type(await dialog.findByRole('textbox', { name: he.detail.noteLabel }, SLOW), 'הערה');
    await user.click(dialog.getByRole('button', { name: he.detail.saveNote }));
    expect(await dialog.findByText(he.errors.note_too_long)).toBeInTheDocument();
  });

  it('says a lead no longer exists', async () => {
    mockRpc({ ...BASE, admin_get_lead: () => refusal('P0002', 'lead_not_found') });
    const { user } = setup();
    const dialog = await openLead(user);
    expect(await dialog.findByText(en.errors.lead_not_found, {}, SLOW)).toBeInTheDocument();
  });
});

describe('Data-subject requests', () => {
  const FOUND = {
    email: 'ana@example.pt',
    tables: {
      contact_submissions: [{ id: '1', email: 'ana@example.pt', service: 'property', message: 'Hello' }],
      investment_leads: [{ id: '2', email: 'ana@example.pt', property_type: 'family_house' }],
      newsletter_subscribers: [],
    },
  };

  it('finds every row, exports it as one JSON file named by date, and records the request', async () => {
    const db = mockRpc({ ...BASE, admin_subject_lookup: FOUND, admin_subject_access: { ...FOUND, request_id: 'r1' } });
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email address', {}, SLOW), ' Ana@Example.pt ');
    await user.click(screen.getByRole('button', { name: 'Find rows' }));
    const found = await screen.findByTestId('subject-found', {}, SLOW);
    expect(found).toHaveTextContent('2 rows hold');
    // Grouped by what the rows are, each field labelled, no table names and no JSON on screen.
    expect(within(found).getByRole('heading', { name: 'Contact and consultation requests: 1' })).toBeInTheDocument();
    expect(within(found).getByRole('heading', { name: 'Investment leads: 1' })).toBeInTheDocument();
    expect(found).toHaveTextContent('Property typeFamily house');
    expect(found).toHaveTextContent('ServiceProperty management');
    expect(found).not.toHaveTextContent(/contact_submissions|newsletter|family_house|\{/);
    expect(db.of('admin_subject_lookup')).toEqual([{ p_email: 'Ana@Example.pt' }]);

    await user.click(within(found).getByRole('button', { name: 'Export all (JSON)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(JSON.parse(await blobText(blobs[0]!))).toMatchObject({ email: 'ana@example.pt', request_id: 'r1' });
    expect(names[0]).toMatch(/^data-subject-access-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    expect(db.of('admin_subject_access')).toEqual([{ p_email: 'ana@example.pt' }]);
  });

  it('erases after a confirmation that names the address and the row count', async () => {
    const db = mockRpc({
      ...BASE,
      admin_subject_lookup: FOUND,
      admin_subject_erase: { request_id: 'r2', deleted: { contact_submissions: 1, investment_leads: 1 }, total: 2 },
    });
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email address', {}, SLOW), 'ana@example.pt');
    await user.click(screen.getByRole('button', { name: 'Find rows' }));
    await user.click(
      within(await screen.findByTestId('subject-found', {}, SLOW)).getByRole('button', { name: 'Erase all' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/This deletes 2 rows holding .ana@example\.pt./);
    expect(db.of('admin_subject_erase')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Erased 2 rows. The request was recorded.', {}, SLOW)).toBeInTheDocument();
    expect(db.of('admin_subject_erase')).toEqual([{ p_email: 'ana@example.pt' }]);
    expect(screen.queryByTestId('subject-found')).not.toBeInTheDocument();
  });

  it('says an address with no rows has nothing to erase, and still records it (Hebrew)', async () => {
    const db = mockRpc({
      ...BASE,
      admin_subject_lookup: { email: 'nobody@example.pt', tables: { contact_submissions: [] } },
      admin_subject_erase: { request_id: 'r3', deleted: {}, total: 0 },
    });
    const { user } = setup('he');
    await user.type(await screen.findByLabelText(he.subject.emailLabel, {}, SLOW), 'nobody@example.pt');
    await user.click(screen.getByRole('button', { name: he.subject.find }));
    const found = await screen.findByTestId('subject-found', {}, SLOW);
    expect(found).toHaveTextContent('אין שורות שמכילות את');
    await user.click(within(found).getByRole('button', { name: he.subject.erase }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('בקשת המחיקה תירשם בכל זאת');
    await user.click(within(dialog).getByRole('button', { name: he.subject.confirmErase }));
    expect(await screen.findByText(he.subject.erasedNone, {}, SLOW)).toBeInTheDocument();
    expect(db.of('admin_subject_erase')).toHaveLength(1);
  });

  it('refuses an address without @ before asking, and translates the database refusing one', async () => {
    const db = mockRpc({ ...BASE, admin_subject_lookup: () => refusal('22023', 'invalid_email') });
    const { user } = setup();
    const input = await screen.findByLabelText('Email address', {}, SLOW);
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Find rows' }));
    expect(screen.getByText(en.errors.invalid_email)).toBeInTheDocument();
    expect(db.of('admin_subject_lookup')).toEqual([]);
    await user.clear(input);
    await user.type(input, 'a@b');
    await user.click(screen.getByRole('button', { name: 'Find rows' }));
    await waitFor(() => expect(db.of('admin_subject_lookup')).toHaveLength(1));
    expect(await screen.findByText(en.errors.invalid_email)).toBeInTheDocument();
  });

  it('lists the recorded requests with the staff member, rows per table and a hash, never the address', async () => {
    mockRpc({
      ...BASE,
      admin_subject_requests: [
        {
          id: 'r1',
          kind: 'erasure',
          created_at: '2026-11-25T09:00:00Z',
          staff_email: 'admin@lusaproperty.local',
          rows_per_table: { contact_submissions: 1 },
          total: 1,
          email_hash: 'ab'.repeat(32),
        },
      ],
    });
    setup();
    const row = await screen.findByTestId('subject-request', {}, SLOW);
    expect(row).toHaveTextContent('Erasure');
    expect(row).toHaveTextContent('Contact and consultation requests: 1');
    expect(row).toHaveTextContent('admin@lusaproperty.local');
    // The address is not kept; the log says so and shows the start of its fingerprint.
    expect(row).toHaveTextContent('Not kept (abababab)');
    expect(screen.getByText(en.subject.requestsNote)).toBeInTheDocument();
  });
});
