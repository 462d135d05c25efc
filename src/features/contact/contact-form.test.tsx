import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { createSubmissionRateLimit } from '@/lib/forms/submission-rate-limit';
import { he } from '@/lib/i18n/he';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import { ContactForm, type ContactFormProps } from './contact-form';

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/contact-submit';
// The first submit loads supabase-js by dynamic import, which can take a moment in the test run.
const SLOW = { timeout: 5000 };

/** Answers the contact-submit call with `respond` and records each request body. */
function mockContact(respond: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true })) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

const TEXT = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    consent:
      'I agree that my personal data will be processed to provide the service and to contact me, and stored for 24 months only.',
    marketing: 'Send me market updates and offers by email (optional)',
    submit: 'Send Message',
  },
  he: {
    name: he.leadForm.nameLabel,
    email: he.leadForm.emailLabel,
    phone: he.leadForm.phoneLabel,
    message: he.contactForm.messageLabel,
    consent: he.leadForm.consentLabel,
    marketing: he.leadForm.marketingLabel,
    submit: he.contactForm.submit,
  },
};

function setup(props: ContactFormProps = {}, lang: 'en' | 'he' = 'en', path = `/${lang}/contact`) {
  const user = userEvent.setup();
  const text = TEXT[lang];
  const { container } = renderWithProviders(
    <>
      <ContactForm {...props} />
      <CurrentPath />
    </>,
    { lang, path },
  );
  const field = {
    name: screen.getByRole('textbox', { name: text.name }),
    email: screen.getByRole('textbox', { name: text.email }),
    phone: screen.getByRole('textbox', { name: text.phone }),
    consent: screen.getByRole('checkbox', { name: text.consent }),
    marketing: screen.getByRole('checkbox', { name: text.marketing }),
    honeypot: container.querySelector<HTMLInputElement>('input[name="website"]')!,
  };
  const submit = () => screen.getByRole('button', { name: text.submit });
  const currentPath = () => screen.getByTestId('current-path').textContent;
  return { user, field, submit, currentPath, container };
}

type Setup = ReturnType<typeof setup>;

async function fillValid({ user, field }: Setup, { name = 'Dana Cohen', email = 'dana@example.com' } = {}) {
  await user.type(field.name, name);
  await user.type(field.email, email);
  await user.click(field.consent);
}

/** A request that the test answers when it calls release(). */
function heldResponse(response: () => Response) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    respond: async () => {
      await answered;
      return response();
    },
  };
}

// Sonner keeps active toasts in a module-level store and replays them to the next Toaster.
afterEach(() => {
  toast.dismiss();
});

describe('ContactForm', () => {
  describe('fields', () => {
    it('shows labelled fields, required markers and a 6-row message box', () => {
      const { field, submit } = setup();
      expect(field.name).toHaveAttribute('aria-required', 'true');
      expect(field.name).toHaveAttribute('autocomplete', 'name');
      expect(field.email).toHaveAttribute('aria-required', 'true');
      expect(field.email).toHaveAttribute('type', 'email');
      expect(field.email).toHaveAttribute('dir', 'ltr');
      expect(field.phone).toHaveAttribute('type', 'tel');
      expect(field.phone).not.toHaveAttribute('aria-required');
      expect(field.consent).toHaveAttribute('aria-required', 'true');
      expect(field.consent).not.toBeChecked();
      expect(field.marketing).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
      expect(screen.getByText('Fields marked * are required')).toBeInTheDocument();
      expect(submit()).toHaveAttribute('type', 'submit');
      // No investment/property choice unless asked for.
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    });

    it('links the consent text to the privacy policy in the current language', () => {
      setup();
      expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/en/privacy');
    });

    it('carries a hidden honeypot field out of the tab order', () => {
      const { field } = setup();
      expect(field.honeypot).toHaveAttribute('tabindex', '-1');
      expect(field.honeypot).toHaveAttribute('autocomplete', 'off');
      expect(field.honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    });

    it('marks the phone required on request', () => {
      const { field } = setup({ phoneMarkedRequired: true });
      expect(field.phone).toHaveAttribute('aria-required', 'true');
    });

    it('leaves out the message box on request', () => {
      setup({ showMessage: false });
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    });

    it('gives each form its own ids with idPrefix, so two can share a page', () => {
      renderWithProviders(
        <>
          <ContactForm idPrefix="home-property" />
          <ContactForm idPrefix="home-investment" />
        </>,
      );
      const names = screen.getAllByRole('textbox', { name: 'Full name' });
      expect(names.map((input) => input.id)).toEqual(['home-property-name', 'home-investment-name']);
    });
  });

  describe('consent and required fields', () => {
    it('keeps Send disabled until consent is ticked', async () => {
      const { user, field, submit } = setup();
      expect(submit()).toBeDisabled();
      await user.click(field.consent);
      expect(submit()).toBeEnabled();
      await user.click(field.consent);
      expect(submit()).toBeDisabled();
    });

    it('asks for the required fields, marks them and focuses the first, and sends nothing', async () => {
      const bodies = mockContact();
      const { user, field, submit } = setup();
      await user.type(field.name, '   ');
      await user.click(field.consent);
      await user.click(submit());

      expect(await screen.findByText('Please fill in all required fields and confirm consent')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(field.name).toHaveAttribute('aria-invalid', 'true');
      expect(field.email).toHaveAttribute('aria-invalid', 'true');
      expect(field.name).toHaveAccessibleDescription('This field is required');
      expect(field.name).toHaveFocus();
      expect(field.phone).toHaveAttribute('aria-invalid', 'false');
      expect(bodies).toEqual([]);
    });

    it('refuses an invalid e-mail with a toast and an inline error, and focuses it', async () => {
      const bodies = mockContact();
      const s = setup();
      await fillValid(s, { email: 'dana@example' });
      await s.user.click(s.submit());

      const toastText = await screen.findAllByText('Invalid email address');
      expect(toastText).toHaveLength(2); // the toast and the inline error
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(s.field.email).toHaveAttribute('aria-invalid', 'true');
      expect(s.field.email).toHaveAccessibleDescription('Invalid email address');
      expect(s.field.email).toHaveFocus();
      expect(s.field.name).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByText('Please fill in all required fields and confirm consent')).not.toBeInTheDocument();
      expect(bodies).toEqual([]);
    });

    it('clears the inline error once the address is corrected and sent', async () => {
      const bodies = mockContact();
      const s = setup();
      await fillValid(s, { email: 'dana@' });
      await s.user.click(s.submit());
      await screen.findAllByText('Invalid email address');

      await s.user.type(s.field.email, 'example.com');
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(s.field.email).toHaveAttribute('aria-invalid', 'false');
      expect(s.field.email).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('input check on every change', () => {
    it('refuses script content: the field keeps its previous value', async () => {
      const { user, field } = setup();
      await user.type(field.name, 'Dana');
      await user.click(field.name);
      await user.paste('<script>alert(1)</script>');

      expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
      expect(
        screen.getByText('Invalid characters detected. Please remove any HTML or script content.'),
      ).toBeInTheDocument();
      expect(field.name).toHaveValue('Dana');
    });

    it('refuses script content in the message too', async () => {
      const { user } = setup();
      const message = screen.getByRole('textbox', { name: 'Message' });
      await user.type(message, 'Hello');
      await user.click(message);
      await user.paste(' <img src=x onerror=alert(1)>');
      expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
      expect(message).toHaveValue('Hello');
    });

    it('refuses letters in the phone number', async () => {
      const { user, field } = setup();
      await user.type(field.phone, '+351 9x');
      expect(
        await screen.findByText('A phone number can only contain digits, spaces and + ( ) - . /'),
      ).toBeInTheDocument();
      expect(field.phone).toHaveValue('+351 9');
    });

    it('refuses a value over the maximum length', async () => {
      const { user, field } = setup();
      await user.click(field.name);
      await user.paste('a'.repeat(101));
      expect(await screen.findByText('This field takes at most 100 characters')).toBeInTheDocument();
      expect(field.name).toHaveValue('');

      fireEvent.change(field.email, { target: { value: `${'a'.repeat(250)}@example.com` } });
      expect(await screen.findByText('This field takes at most 255 characters')).toBeInTheDocument();
      expect(field.email).toHaveValue('');
    });

    it('accepts ordinary text', async () => {
      const { user, field } = setup();
      await user.type(field.name, 'Dana Cohen-Levi');
      expect(field.name).toHaveValue('Dana Cohen-Levi');
      expect(screen.queryByText('Invalid Input')).not.toBeInTheDocument();
    });
  });

  describe('sending', () => {
    it('sends the trimmed values, with empty optional fields as null', async () => {
      const bodies = mockContact();
      const s = setup();
      await fillValid(s, { name: '  Dana Cohen ', email: ' dana@example.com  ' });
      await s.user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
      await s.user.click(s.submit());

      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toEqual({
        name: 'Dana Cohen',
        email: 'dana@example.com',
        phone: null,
        subject: null,
        message: null,
        service: null,
        agrees_to_terms: true,
        agrees_to_marketing: false,
        consent_version: CONSENT_VERSION,
        source_page: '/en/contact',
        website: '',
      });
    });

    it('sends subject, fixed service, phone, message and marketing consent as given', async () => {
      const bodies = mockContact();
      const s = setup(
        { subject: ' Get a property management offer ', service: 'property', phoneMarkedRequired: true },
        'en',
        '/en',
      );
      await fillValid(s);
      await s.user.type(s.field.phone, ' +351 912 345 678 ');
      await s.user.type(screen.getByRole('textbox', { name: 'Message' }), ' Two flats in Cascais. ');
      await s.user.click(s.field.marketing);
      await s.user.click(s.submit());

      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toEqual({
        name: 'Dana Cohen',
        email: 'dana@example.com',
        phone: '+351 912 345 678',
        subject: 'Get a property management offer',
        message: 'Two flats in Cascais.',
        service: 'property',
        agrees_to_terms: true,
        agrees_to_marketing: true,
        consent_version: CONSENT_VERSION,
        source_page: '/en',
        website: '',
      });
    });

    it('does not require the phone even when it is marked required', async () => {
      const bodies = mockContact();
      const s = setup({ phoneMarkedRequired: true, showMessage: false, service: 'investment' });
      await fillValid(s);
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toMatchObject({ phone: null, message: null, service: 'investment' });
    });

    it('passes the honeypot value through to the server', async () => {
      const bodies = mockContact();
      const s = setup();
      await fillValid(s);
      fireEvent.change(s.field.honeypot, { target: { value: 'https://spam.example' } });
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toMatchObject({ website: 'https://spam.example' });
    });

    it('shows "Sending..." on a disabled button while the request is pending', async () => {
      const held = heldResponse(() => HttpResponse.json({ ok: true }));
      mockContact(held.respond);
      const s = setup();
      await fillValid(s);
      await s.user.click(s.submit());

      const pending = await screen.findByRole('button', { name: 'Sending...' }, SLOW);
      expect(pending).toBeDisabled();
      expect(s.currentPath()).toBe('/en/contact');

      held.release();
      await waitFor(() => expect(s.currentPath()).toBe('/en/thank-you'), SLOW);
    });

    it('goes to the thank-you page on success', async () => {
      mockContact();
      const s = setup();
      await fillValid(s);
      await s.user.click(s.submit());
      await waitFor(() => expect(s.currentPath()).toBe('/en/thank-you'), SLOW);
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
    });

    it('submits with the Enter key', async () => {
      const bodies = mockContact();
      const s = setup();
      await fillValid(s);
      await s.user.type(s.field.email, '{Enter}');
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    });

    it('shows an error and keeps the values when the server fails', async () => {
      mockContact(() => HttpResponse.json({ error: 'Something went wrong' }, { status: 500 }));
      const s = setup();
      await fillValid(s);
      await s.user.click(s.submit());

      expect(await screen.findByText('An error occurred while sending the message', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(s.currentPath()).toBe('/en/contact');
      expect(s.field.name).toHaveValue('Dana Cohen');
      expect(s.submit()).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows an error when the network fails', async () => {
      server.use(http.post(ENDPOINT, () => HttpResponse.error()));
      const s = setup();
      await fillValid(s);
      await s.user.click(s.submit());
      expect(await screen.findByText('An error occurred while sending the message', {}, SLOW)).toBeInTheDocument();
    });
  });

  describe('rate limit', () => {
    it('refuses a fourth submission within five minutes without sending it, then shows the block', async () => {
      const bodies = mockContact(() => HttpResponse.json({ error: 'Something went wrong' }, { status: 500 }));
      const s = setup();
      await fillValid(s);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await s.user.click(s.submit());
        await waitFor(() => expect(bodies).toHaveLength(attempt), SLOW);
        await waitFor(() => expect(s.submit()).toBeEnabled());
      }
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await s.user.click(s.submit());
      expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
      expect(screen.getByText('Please wait a few minutes before submitting again')).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Temporarily Blocked');
      expect(alert).toHaveTextContent('Too many requests. Please try again later');
      expect(s.submit()).toBeDisabled();
      expect(bodies).toHaveLength(3);
    });

    it('counts submissions stored by earlier page loads', async () => {
      const bodies = mockContact();
      const limit = createSubmissionRateLimit({ key: 'contact' });
      limit.record();
      limit.record();
      limit.record();
      const s = setup();
      await fillValid(s);
      await s.user.click(s.submit());

      expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Temporarily Blocked');
      expect(bodies).toEqual([]);
    });

    it('shows a stored block at once and lifts it when it runs out', async () => {
      createSubmissionRateLimit({ key: 'contact' }).block(400);
      const s = setup();
      expect(screen.getByRole('alert')).toHaveTextContent('Temporarily Blocked');
      await s.user.click(s.field.consent);
      expect(s.submit()).toBeDisabled();

      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), SLOW);
      expect(s.submit()).toBeEnabled();
    });

    it('keeps a separate count per rate-limit key', async () => {
      const bodies = mockContact();
      createSubmissionRateLimit({ key: 'contact' }).block();
      const s = setup({ rateLimitKey: 'home-investment' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await fillValid(s);
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    });

    it('shows the block when the server answers 429', async () => {
      const bodies = mockContact(() =>
        HttpResponse.json(
          { error: 'Too many requests. Please try again later', code: 'rate_limited' },
          { status: 429 },
        ),
      );
      const s = setup();
      await fillValid(s);
      await s.user.click(s.submit());

      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent('Temporarily Blocked');
      expect(alert).toHaveTextContent('Too many requests. Please try again later');
      expect(s.submit()).toBeDisabled();
      expect(screen.queryByText('An error occurred while sending the message')).not.toBeInTheDocument();
      expect(bodies).toHaveLength(1);
      expect(createSubmissionRateLimit({ key: 'contact' }).canSubmit()).toBe(false);
    });
  });

  describe('service choice', () => {
    it('starts on property and sends the chosen service', async () => {
      const bodies = mockContact();
      const s = setup({ serviceChoice: true });
      const group = screen.getByRole('group', { name: 'What can we help you with?' });
      const property = within(group).getByRole('radio', { name: 'Property management' });
      const investment = within(group).getByRole('radio', { name: 'Real-estate investment' });
      expect(property).toBeChecked();

      await s.user.click(investment);
      expect(investment).toBeChecked();
      expect(property).not.toBeChecked();
      await fillValid(s);
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toMatchObject({ service: 'investment' });
    });

    it('starts on the given service', () => {
      setup({ serviceChoice: true, service: 'investment' });
      expect(screen.getByRole('radio', { name: 'Real-estate investment' })).toBeChecked();
    });
  });

  describe('in Hebrew', () => {
    it('is right-to-left with Hebrew texts, and keeps e-mail and phone left-to-right', () => {
      const { field, submit, container } = setup({}, 'he');
      expect(container.querySelector('form')).toHaveAttribute('dir', 'rtl');
      expect(field.email).toHaveAttribute('dir', 'ltr');
      expect(field.phone).toHaveAttribute('dir', 'ltr');
      expect(submit()).toHaveTextContent('שליחת הודעה');
      expect(screen.getByRole('link', { name: he.leadForm.privacyLink })).toHaveAttribute('href', '/he/privacy');
      expect(screen.queryByText('Send Message')).not.toBeInTheDocument();
    });

    it('asks for the required fields and refuses an invalid e-mail in Hebrew', async () => {
      const bodies = mockContact();
      const s = setup({}, 'he');
      await s.user.click(s.field.consent);
      await s.user.click(s.submit());
      expect(await screen.findByText(he.leadForm.requiredFields)).toBeInTheDocument();
      expect(screen.getByText(he.leadForm.errorTitle)).toBeInTheDocument();

      await s.user.type(s.field.name, 'דנה כהן');
      await s.user.type(s.field.email, 'dana@');
      await s.user.click(s.submit());
      expect(await screen.findAllByText(he.leadForm.invalidEmail)).toHaveLength(2);
      expect(bodies).toEqual([]);
    });

    it('refuses script content with a Hebrew notice', async () => {
      const { user, field } = setup({}, 'he');
      await user.click(field.name);
      await user.paste('<script>x</script>');
      expect(await screen.findByText(he.leadForm.invalidInputTitle)).toBeInTheDocument();
      expect(screen.getByText(he.leadForm.invalidInputScript)).toBeInTheDocument();
      expect(field.name).toHaveValue('');
    });

    it('shows the Hebrew sending label and goes to the Hebrew thank-you page', async () => {
      const held = heldResponse(() => HttpResponse.json({ ok: true }));
      mockContact(held.respond);
      const s = setup({}, 'he');
      await fillValid(s, { name: 'דנה כהן' });
      await s.user.click(s.submit());
      expect(await screen.findByRole('button', { name: he.leadForm.submitting }, SLOW)).toBeDisabled();
      held.release();
      await waitFor(() => expect(s.currentPath()).toBe('/he/thank-you'), SLOW);
    });

    it('sends the Hebrew page as the source page', async () => {
      const bodies = mockContact();
      const s = setup({}, 'he');
      await fillValid(s, { name: 'דנה כהן' });
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toMatchObject({ name: 'דנה כהן', source_page: '/he/contact' });
    });

    it('shows the send error in Hebrew', async () => {
      mockContact(() => HttpResponse.json({ error: 'Something went wrong' }, { status: 500 }));
      const s = setup({}, 'he');
      await fillValid(s);
      await s.user.click(s.submit());
      expect(await screen.findByText(he.contactForm.sendError, {}, SLOW)).toBeInTheDocument();
    });

    it('shows the rate limit and the block in Hebrew', async () => {
      mockContact();
      const limit = createSubmissionRateLimit({ key: 'contact' });
      limit.record();
      limit.record();
      limit.record();
      const s = setup({}, 'he');
      await fillValid(s);
      await s.user.click(s.submit());
      expect(await screen.findByText(he.leadForm.rateLimitTitle)).toBeInTheDocument();
      expect(screen.getByText(he.leadForm.rateLimitDescription)).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(he.leadForm.blockedTitle);
      expect(alert).toHaveTextContent(he.leadForm.blockedDescription);
    });
  });
});
