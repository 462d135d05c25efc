import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import he from './copy.he';

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/newsletter-confirm';
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

describe('NewsletterConfirmPage', () => {
  it('confirms nothing on opening; a press sends the token and says it is confirmed', async () => {
    const bodies = mockConfirm(() => HttpResponse.json({ ok: true, language: 'en' }));
    await renderRoute(`/en/newsletter/confirm?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    const heading = await screen.findByRole('heading', { name: 'Your subscription is confirmed' }, SLOW);
    // The focus moves in an effect after the heading is committed: on a loaded machine, a tick later.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it.each([
    ['token_expired', 'This link has expired'],
    ['token_used', 'This link was already used'],
    ['token_invalid', 'This link does not work'],
  ])('explains a refused link (%s) and how to sign up again', async (code, title) => {
    mockConfirm(() => HttpResponse.json({ error: 'This confirmation link does not work', code }, { status: 400 }));
    await renderRoute(`/en/newsletter/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { name: title }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/form at the bottom of this page|on the list/);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('says a link without a token does not work, with no button, and moves the focus to it', async () => {
    await renderRoute('/en/newsletter/confirm');
    const heading = await screen.findByRole('heading', { name: 'This link does not work' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
  });

  it('offers to try again after a server failure', async () => {
    mockConfirm(() => HttpResponse.json({ error: 'Internal error' }, { status: 500 }));
    await renderRoute(`/en/newsletter/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('speaks Hebrew on the Hebrew page', async () => {
    mockConfirm(() => HttpResponse.json({ error: 'x', code: 'token_expired' }, { status: 400 }));
    await renderRoute(`/he/newsletter/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: he.confirm }));
    expect(await screen.findByRole('heading', { name: he.errors.token_expired.title }, SLOW)).toBeInTheDocument();
  });
});
