import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { he } from '@/lib/i18n/he';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import type * as Tokens from '@shared/newsletter/tokens';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { NewsletterForm } from './newsletter-form';

// Hashing the address (this browser's record of what it subscribed) takes a while on a phone; here
// it always does, so a record written after the test has moved on would show.
vi.mock('@shared/newsletter/tokens', async (importOriginal) => {
  const actual = await importOriginal<typeof Tokens>();
  return {
    ...actual,
    hashToken: async (value: string) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return actual.hashToken(value);
    },
  };
});

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/newsletter-subscribe';
// The first submit loads supabase-js and the schema by dynamic import, which can take seconds when
// the machine is busy (a CI run with the other test files in parallel).
const SLOW = { timeout: 8000 };

/** Answers the subscribe call with `respond` and records each request body. */
function mockSubscribe(respond: () => Response | Promise<Response> = () => HttpResponse.json({ success: true })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

function setup(lang: 'en' | 'he' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<NewsletterForm />, { lang });
  const label = lang === 'en' ? 'Email address' : he.footer.newsletter.emailLabel;
  return { user, input: screen.getByLabelText(label) };
}

// Sonner keeps active toasts in a module-level store and replays them to the next Toaster.
afterEach(() => {
  toast.dismiss();
});
beforeEach(() => {
  localStorage.clear();
});

describe('NewsletterForm', { timeout: 20_000 }, () => {
  it('shows the email field and the subscribe button', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('asks for an address on an empty submit and sends nothing', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('treats a whitespace-only address as empty', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses an invalid address and sends nothing', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('not-an-email');
    expect(bodies).toEqual([]);
  });

  it('takes the invalid mark off the field once what is typed is a valid address', async () => {
    mockSubscribe();
    const { user, input } = setup();
    await user.type(input, 'dana@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await user.type(input, 'example');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await user.type(input, '.com');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
  });

  it('subscribes with the trimmed address (the database gives it its one form), confirms and clears the field', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    await user.type(input, '  Dana.Cohen@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Check your inbox', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/To confirm your subscription, open the link we e-mailed/)).toBeInTheDocument();
    // A request within the hour mails nothing; the message says so, for every address alike.
    expect(screen.getByText(/We send a new link at most once an hour/)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        email: 'Dana.Cohen@Example.COM',
        consent_version: CONSENT_VERSION,
        source_page: '/en',
        website: '',
        language: 'en',
      },
    ]);
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('submits with the Enter key', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    await user.type(input, 'dana@example.com{Enter}');

    expect(await screen.findByText('Check your inbox', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'dana@example.com', consent_version: CONSENT_VERSION, source_page: '/en', website: '', language: 'en' },
    ]);
  });

  it('sends what a bot typed into the hidden honeypot field, for the server to discard', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    trap.value = 'https://spam.example';
    await user.type(input, 'bot@example.com{Enter}');
    await screen.findByText('Check your inbox', {}, SLOW);
    expect(bodies).toEqual([
      {
        email: 'bot@example.com',
        consent_version: CONSENT_VERSION,
        source_page: '/en',
        website: 'https://spam.example',
        language: 'en',
      },
    ]);
  });

  it('shows "Subscribing..." on a disabled button while the request is pending', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockSubscribe(async () => {
      await answered;
      return HttpResponse.json({ success: true });
    });
    const { user, input } = setup();
    await user.type(input, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const pending = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(pending).toBeDisabled();

    release();
    expect(await screen.findByText('Check your inbox', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says "Already Subscribed" only when this browser subscribed the same address before', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup();
    await user.type(input, 'dana@example.com{Enter}');
    expect(await screen.findByText('Check your inbox', {}, SLOW)).toBeInTheDocument();
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument());

    await user.type(input, ' DANA@example.com {Enter}');
    expect(await screen.findByText('Already Subscribed', {}, SLOW)).toBeInTheDocument();
    // The spec's words, and what happens if its owner left the list since (the request still goes out).
    expect(
      screen.getByText(
        'This email is already subscribed to our newsletter. If you have left the list since, open the link we are sending to this address to join again (a new link goes out at most once an hour).',
      ),
    ).toBeInTheDocument();
    // Still sent: the server decides whether a pending address is due a new link.
    expect(bodies).toHaveLength(2);
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Already Subscribed')).not.toBeInTheDocument());

    await user.type(input, 'noa@example.com{Enter}');
    expect(await screen.findByText('Check your inbox', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Already Subscribed')).not.toBeInTheDocument();
  });

  it('says in Hebrew too what a second sign-up does for someone who left the list since', async () => {
    mockSubscribe();
    const { user, input } = setup('he');
    await user.type(input, 'dana@example.com{Enter}');
    await screen.findByText(he.footer.newsletter.successTitle, {}, SLOW);
    toast.dismiss();
    await user.type(input, 'dana@example.com{Enter}');
    expect(await screen.findByText(he.footer.newsletter.alreadyTitle, {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'כתובת האימייל הזו כבר רשומה לניוזלטר שלנו. אם עזבתם את הרשימה מאז, פתחו את הקישור שאנחנו שולחים לכתובת הזו כדי להצטרף שוב (קישור חדש יוצא לכל היותר פעם בשעה).',
      ),
    ).toBeInTheDocument();
  });

  it('never says "Already Subscribed" from a server answer, which would tell a stranger who is on the list', async () => {
    mockSubscribe(() => HttpResponse.json({ error: 'Email already subscribed' }, { status: 409 }));
    const { user, input } = setup();
    await user.type(input, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('An error occurred while subscribing to the newsletter', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText('Already Subscribed')).not.toBeInTheDocument();
  });

  it('sends the page language', async () => {
    const bodies = mockSubscribe();
    const { user, input } = setup('he');
    await user.type(input, 'dana@example.com{Enter}');
    await screen.findByText(he.footer.newsletter.successTitle, {}, SLOW);
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'dana@example.com', language: 'he', source_page: '/he' }),
    ]);
  });

  it('shows a general error when the server fails', async () => {
    mockSubscribe(() => HttpResponse.json({ error: 'Internal error' }, { status: 500 }));
    const { user, input } = setup();
    await user.type(input, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('An error occurred while subscribing to the newsletter', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Already Subscribed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(input).toHaveValue('dana@example.com');
  });

  it('shows a general error when the server answers without a JSON body', async () => {
    mockSubscribe(() => new HttpResponse('Bad gateway', { status: 502 }));
    const { user, input } = setup();
    await user.type(input, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('An error occurred while subscribing to the newsletter', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows a general error when the network fails', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    const { user, input } = setup();
    await user.type(input, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('An error occurred while subscribing to the newsletter', {}, SLOW),
    ).toBeInTheDocument();
  });

  describe('in Hebrew', () => {
    it('keeps the address left to right, with the e-mail keyboard, autofill and the 255-character limit', () => {
      const { input } = setup('he');
      expect(input).toHaveAttribute('type', 'email');
      expect(input).toHaveAttribute('inputmode', 'email');
      expect(input).toHaveAttribute('autocomplete', 'email');
      expect(input).toHaveAttribute('dir', 'ltr');
      expect(input).toHaveAttribute('maxlength', '255');
    });

    it('takes its texts from the Hebrew dictionary', async () => {
      const bodies = mockSubscribe();
      const { user, input } = setup('he');
      const button = screen.getByRole('button', { name: he.footer.newsletter.submit });
      await user.click(button);

      expect(await screen.findByText(he.footer.newsletter.emptyEmail)).toBeInTheDocument();
      expect(screen.getByText(he.footer.newsletter.errorTitle)).toBeInTheDocument();
      expect(screen.queryByText('Please enter an email address')).not.toBeInTheDocument();

      await user.type(input, 'x@y');
      await user.click(button);
      expect(await screen.findByText(he.footer.newsletter.invalidEmail)).toBeInTheDocument();
      expect(bodies).toEqual([]);
    });

    it('confirms a subscription in Hebrew', async () => {
      mockSubscribe();
      const { user, input } = setup('he');
      await user.type(input, 'dana@example.com');
      await user.click(screen.getByRole('button', { name: he.footer.newsletter.submit }));

      expect(await screen.findByText(he.footer.newsletter.successTitle, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText(he.footer.newsletter.successDescription)).toBeInTheDocument();
    });
  });
});
