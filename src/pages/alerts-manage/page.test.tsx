import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

const BASE = 'http://127.0.0.1:54321/functions/v1';
const SLOW = { timeout: 3000 };
const ID = '00000000-0000-4000-8000-000000000001';
const ALERT = {
  id: ID,
  status: 'confirmed',
  frequency: 'daily',
  language: 'en',
  type: 'rent',
  min_price: null,
  max_price: 1500,
  location: 'Lisbon',
  bedrooms: 2,
  created_at: '2026-11-28T08:00:00Z',
  keep_asked: false,
};

function mockManage() {
  const bodies: Record<string, unknown>[] = [];
  let alerts: Record<string, unknown>[] = [ALERT];
  server.use(
    http.post(`${BASE}/alert-manage`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.token === 'bad') return HttpResponse.json({ error: 'x', code: 'token_invalid' }, { status: 400 });
      if (body.token === 'old') return HttpResponse.json({ error: 'x', code: 'token_expired' }, { status: 400 });
      if (body.action === 'frequency') alerts = alerts.map((a) => ({ ...a, frequency: body.frequency }));
      if (body.action === 'delete') alerts = [];
      return HttpResponse.json({ ok: true, alerts });
    }),
    http.post(`${BASE}/alert-unsubscribe`, async ({ request }) => {
      bodies.push({ unsubscribe: await request.json() });
      alerts = [];
      return HttpResponse.json({ ok: true });
    }),
  );
  return bodies;
}

describe('AlertsManagePage', () => {
  it('lists the alerts in words, changes the frequency and deletes one after a second press', async () => {
    const bodies = mockManage();
    const user = userEvent.setup();
    await renderRoute('/en/alerts/manage?token=t.sig');
    const list = await screen.findByRole('list', { name: en.listLabel }, SLOW);
    expect(within(list).getByRole('heading', { name: 'Rent, up to €1,500, 2 bedrooms, Lisbon' })).toBeInTheDocument();
    await user.selectOptions(within(list).getByLabelText(en.frequencyLabel), 'weekly');
    expect(await within(list).findByDisplayValue(en.frequencies.weekly)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: en.delete }));
    expect(bodies.some((b) => b.action === 'delete')).toBe(false);
    await user.click(within(list).getByRole('button', { name: en.delete }));
    expect(await screen.findByText(en.empty, {}, SLOW)).toBeInTheDocument();
    expect(bodies.map((b) => b.action)).toEqual(['list', 'frequency', 'delete']);
    expect(bodies[1]).toMatchObject({ token: 't.sig', id: ID, frequency: 'weekly' });
  });

  it('stops the alert of an e-mail link after a press', async () => {
    const bodies = mockManage();
    const user = userEvent.setup();
    await renderRoute(`/he/alerts/manage?token=t.sig&leave=${ID}.sig`);
    await user.click(await screen.findByRole('button', { name: he.leaveButton }, SLOW));
    expect(await screen.findByRole('heading', { name: he.leftTitle }, SLOW)).toBeInTheDocument();
    expect(bodies).toContainEqual({ unsubscribe: { token: `${ID}.sig` } });
  });

  it('says an altered link does not work', async () => {
    mockManage();
    await renderRoute('/en/alerts/manage?token=bad');
    expect(await screen.findByRole('heading', { name: en.invalidTitle }, SLOW)).toBeInTheDocument();
  });
  it('N6: explains in Hebrew that a manage link older than 90 days has expired', async () => {
    mockManage();
    await renderRoute('/he/alerts/manage?token=old');
    expect(await screen.findByRole('heading', { name: he.expiredTitle }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(he.expiredText)).toBeInTheDocument();
  });
});
