import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import he from './copy.he';

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/alert-confirm';
const TOKEN = 'a'.repeat(43);
const SLOW = { timeout: 3000 };

function mockConfirm(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('AlertsConfirmPage', () => {
  it('confirms nothing on opening; a press confirms and links to the manage page', async () => {
    const bodies = mockConfirm(() => HttpResponse.json({ ok: true, language: 'en', manage: 'abc.def' }));
    await renderRoute(`/en/alerts/confirm?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your ad alert' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my alert' }));
    const heading = await screen.findByRole('heading', { name: 'Your alert is confirmed' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Manage my alerts' })).toHaveAttribute(
      'href',
      '/en/alerts/manage?token=abc.def',
    );
  });

  it('explains a used link in Hebrew', async () => {
    mockConfirm(() => HttpResponse.json({ error: 'x', code: 'token_used' }, { status: 400 }));
    await renderRoute(`/he/alerts/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: he.confirm }));
    expect(await screen.findByRole('heading', { name: he.errors.token_used.title }, SLOW)).toBeInTheDocument();
  });

  it('N5: tells the owner in Hebrew that the address already has 10 alerts', async () => {
    mockConfirm(() => HttpResponse.json({ error: 'x', code: 'too_many_alerts' }, { status: 409 }));
    await renderRoute(`/he/alerts/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: he.confirm }));
    expect(await screen.findByRole('heading', { name: he.errors.too_many_alerts.title }, SLOW)).toBeInTheDocument();
  });

  it('says a link without a token does not work', async () => {
    await renderRoute('/en/alerts/confirm');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my alert' })).not.toBeInTheDocument();
  });
});
