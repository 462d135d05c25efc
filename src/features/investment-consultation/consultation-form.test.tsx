import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { en as enUi } from '@/lib/i18n/en';
import { he as heUi } from '@/lib/i18n/he';
import en from '@/pages/investment/copy.en';
import he from '@/pages/investment/copy.he';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import { ConsultationForm } from './consultation-form';

// Form flows load their code and schema on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/contact-submit';
const SLOW = { timeout: 5000 };

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

afterEach(() => {
  toast.dismiss();
});

function setup(lang: 'en' | 'he' = 'en') {
  const copy = (lang === 'en' ? en : he).consultation;
  const ui = lang === 'en' ? enUi : heUi;
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <h3 id="consultation-title">{copy.title}</h3>
      <ConsultationForm copy={copy} labelledBy="consultation-title" idPrefix="test-consultation" />
      <CurrentPath />
    </>,
    { lang, path: `/${lang}/investment` },
  );
  const field = {
    name: screen.getByRole('textbox', { name: new RegExp(ui.leadForm.nameLabel) }),
    email: screen.getByRole('textbox', { name: new RegExp(ui.leadForm.emailLabel) }),
    phone: screen.getByRole('textbox', { name: new RegExp(ui.leadForm.phoneLabel) }),
    terms: screen.getByRole('checkbox', { name: ui.leadForm.consentLabel }),
    marketing: screen.getByRole('checkbox', { name: ui.leadForm.marketingLabel }),
  };
  const submit = () => screen.getByRole('button', { name: new RegExp(`^(${copy.submit}|${copy.sending})$`) });
  return { user, copy, field, submit, path: () => screen.getByTestId('current-path').textContent };
}

describe('ConsultationForm', () => {
  it('is named by the page heading and keeps its button disabled until the terms are agreed', async () => {
    const s = setup();
    expect(screen.getByRole('form', { name: 'Book a consultation' })).toBeInTheDocument();
    expect(s.field.phone).not.toHaveAttribute('aria-required');
    expect(s.submit()).toBeDisabled();
    await s.user.click(s.field.terms);
    expect(s.submit()).toBeEnabled();
  });

  it('says "Missing information" when the name or e-mail is missing', async () => {
    const bodies = mockContact();
    const s = setup();
    await s.user.type(s.field.email, 'dana@example.com');
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    expect(await screen.findByText('Missing information', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says "Please enter a valid email address" for a bad e-mail', async () => {
    const bodies = mockContact();
    const s = setup();
    await s.user.type(s.field.name, 'Dana');
    await s.user.type(s.field.email, 'dana@example');
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    expect(await screen.findByText('Please enter a valid email address', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Invalid email address').length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
  });

  it('refuses script content with "Invalid input detected"', async () => {
    const bodies = mockContact();
    const s = setup();
    await s.user.type(s.field.name, '<iframe src=x>');
    await s.user.type(s.field.email, 'dana@example.com');
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    expect(await screen.findByText('Invalid input detected')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid characters detected. Please remove any HTML or script content.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends name, e-mail, phone, subject and message, reads "Sending...", then opens the thank-you page', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = mockContact(async () => {
      await answered;
      return HttpResponse.json({ ok: true });
    });
    const s = setup();
    await s.user.type(s.field.name, ' Dana Cohen ');
    await s.user.type(s.field.email, 'dana@example.com');
    await s.user.type(s.field.phone, '+351 912 000 000');
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    await waitFor(() => expect(s.submit()).toHaveTextContent('Sending...'), SLOW);
    expect(s.submit()).toBeDisabled();
    release();
    await waitFor(() => expect(s.path()).toBe('/en/thank-you'), SLOW);
    expect(bodies).toEqual([
      {
        name: 'Dana Cohen',
        email: 'dana@example.com',
        phone: '+351 912 000 000',
        subject: 'Investment consultation request',
        message: en.consultation.message,
        service: 'investment',
        agrees_to_terms: true,
        agrees_to_marketing: false,
        consent_version: CONSENT_VERSION,
        source_page: '/en/investment',
        website: '',
      },
    ]);
  });

  it('sends an empty phone as null', async () => {
    const bodies = mockContact();
    const s = setup();
    await s.user.type(s.field.name, 'Dana');
    await s.user.type(s.field.email, 'dana@example.com');
    await s.user.click(s.field.terms);
    await s.user.click(s.field.marketing);
    await s.user.click(s.submit());
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ phone: null, agrees_to_marketing: true });
  });

  it('shows "Error submitting request" when the call fails', async () => {
    mockContact(() => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = setup();
    await s.user.type(s.field.name, 'Dana');
    await s.user.type(s.field.email, 'dana@example.com');
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    expect(await screen.findByText('Error submitting request', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('An error occurred while submitting your request. Please try again.')).toBeInTheDocument();
    expect(s.path()).toBe('/en/investment');
    consoleError.mockRestore();
  });

  it('speaks Hebrew on Hebrew pages', async () => {
    mockContact();
    const s = setup('he');
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    expect(await screen.findByText(he.consultation.missingTitle, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(he.consultation.missingDescription)).toBeInTheDocument();
  });
});
