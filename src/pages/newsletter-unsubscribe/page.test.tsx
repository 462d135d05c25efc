import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import he from './copy.he';

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/newsletter-unsubscribe';
const TOKEN = `00000000-0000-4000-8000-000000000001.${'b'.repeat(43)}`;
const SLOW = { timeout: 3000 };

function mockUnsubscribe(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('NewsletterUnsubscribePage', () => {
  it('with a personal link, leaves with one press', async () => {
    const bodies = mockUnsubscribe(() => HttpResponse.json({ ok: true, language: 'en' }));
    await renderRoute(`/en/newsletter/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const heading = await screen.findByRole('heading', { name: 'You have left the list' }, SLOW);
    // The focus moves in an effect after the heading is committed: on a loaded machine, a tick later.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('with a broken link, says so and offers the address form', async () => {
    mockUnsubscribe(() => HttpResponse.json({ error: 'x', code: 'token_invalid' }, { status: 400 }));
    await renderRoute(`/en/newsletter/unsubscribe?token=broken`);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('without a link, e-mails one to a typed address and says the same whatever the answer', async () => {
    const bodies = mockUnsubscribe(() => HttpResponse.json({ ok: true }));
    await renderRoute('/en/newsletter/unsubscribe');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Email me the link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address'));
    await user.type(screen.getByLabelText('Email address'), ' Dana@Example.com {Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' }, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'Dana@Example.com', language: 'en' }]);
  });

  it('asks in Hebrew for the link in Hebrew', async () => {
    const bodies = mockUnsubscribe(() => HttpResponse.json({ ok: true }));
    await renderRoute('/he/newsletter/unsubscribe');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(he.emailLabel), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: he.request }));
    expect(await screen.findByRole('heading', { name: he.requestedTitle }, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'dana@example.com', language: 'he' }]);
  });
});
