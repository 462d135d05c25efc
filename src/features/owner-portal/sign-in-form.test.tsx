import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import en from './portal-copy.en';
import he from './portal-copy.he';
import { SignInForm } from './sign-in-form';

const FUNCTION = 'http://127.0.0.1:54321/functions/v1/owner-sign-in-link';

/** Answers the sign-in function with `status` (200 by default); records the bodies it got. */
function mockFunction(answer: () => Response = () => HttpResponse.json({ ok: true })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FUNCTION, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('SignInForm', () => {
  it('sends the address and the page’s language, then answers neutrally with a way to send again', async () => {
    const bodies = mockFunction();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm copy={en.signIn} />);
    await user.type(screen.getByLabelText(en.signIn.emailLabel), '  Owner@Example.com ');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));

    expect(await screen.findByRole('heading', { name: en.signIn.sentTitle })).toHaveFocus();
    expect(
      screen.getByText(
        'If this address belongs to an owner we manage for, we have sent a sign-in link. It works once, for one hour.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'Owner@Example.com', lang: 'en' }]);

    await user.click(screen.getByRole('button', { name: en.signIn.sendAgain }));
    await screen.findByRole('button', { name: en.signIn.sendAgain });
    expect(bodies).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: en.signIn.otherAddress }));
    expect(screen.getByRole('button', { name: en.signIn.submit })).toBeInTheDocument();
  });

  it('answers the same in Hebrew, right to left', async () => {
    const bodies = mockFunction();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm copy={he.signIn} />, { lang: 'he' });
    await user.type(screen.getByLabelText(he.signIn.emailLabel), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: he.signIn.submit }));
    expect(await screen.findByText(he.signIn.sentText)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'owner@example.com', lang: 'he' }]);
  });

  it('refuses a malformed address before sending anything', async () => {
    const bodies = mockFunction();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm copy={en.signIn} />);
    const field = screen.getByLabelText(en.signIn.emailLabel);
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.signIn.required);

    await user.type(field, 'owner@example');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.signIn.invalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('shows the function’s refusal of an address (400) in Hebrew', async () => {
    mockFunction(() => HttpResponse.json({ error: 'Invalid input', code: 'invalid_input' }, { status: 400 }));
    const user = userEvent.setup();
    renderWithProviders(<SignInForm copy={he.signIn} />, { lang: 'he' });
    await user.type(screen.getByLabelText(he.signIn.emailLabel), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: he.signIn.submit }));
    expect(await screen.findByText(he.signIn.invalid)).toBeInTheDocument();
    expect(screen.queryByText(he.signIn.sentText)).not.toBeInTheDocument();
  });

  it('says when there were too many requests (429), on the form and on a second send', async () => {
    let status = 429;
    mockFunction(() =>
      status === 200 ? HttpResponse.json({ ok: true }) : HttpResponse.json({ code: 'rate_limited' }, { status }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInForm copy={en.signIn} />);
    await user.type(screen.getByLabelText(en.signIn.emailLabel), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(await screen.findByText(en.signIn.tooMany)).toBeInTheDocument();
    expect(screen.queryByText(en.signIn.sentText)).not.toBeInTheDocument();

    status = 200;
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    await screen.findByText(en.signIn.sentText);
    status = 429;
    await user.click(screen.getByRole('button', { name: en.signIn.sendAgain }));
    expect(await screen.findByText(en.signIn.tooMany)).toBeInTheDocument();
  });

  it('says when the link could not be sent at all', async () => {
    mockFunction(() => HttpResponse.error());
    const user = userEvent.setup();
    renderWithProviders(<SignInForm copy={en.signIn} />);
    await user.type(screen.getByLabelText(en.signIn.emailLabel), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(await screen.findByText(en.signIn.failed)).toBeInTheDocument();
  });
});
