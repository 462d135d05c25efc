import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { I18nProvider } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { server } from '../../../tests/msw-server';
import { UI } from '../../../tests/i18n';
import { renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';
import { MANAGEMENT_PACKAGES, packageCost } from './management-costs';
import ManagementLeadForm from './management-lead-form';

// Page loads and lazy chunks take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/contact-submit';
const SLOW = { timeout: 8000 };
const COPY = { en, he, pt } as const;
const RENT = 1800;
const COST = packageCost(RENT, MANAGEMENT_PACKAGES.plus);

function mockSubmit(respond: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true })) {
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

/** Lets a test switch the language under the form, as the header's toggle does. */
function LanguageSwitch({ initial, children }: { initial: Lang; children: (lang: Lang) => ReactNode }) {
  const [lang, setLang] = useState(initial);
  return (
    <I18nProvider lang={lang}>
      <button type="button" onClick={() => setLang(lang === 'en' ? 'he' : 'en')}>
        switch language
      </button>
      {children(lang)}
    </I18nProvider>
  );
}

function setup(lang: Lang = 'en') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LanguageSwitch initial={lang}>
        {(current) => <ManagementLeadForm copy={COPY[current]} rent={RENT} cost={COST} idPrefix="lead" />}
      </LanguageSwitch>
      <CurrentPath />
    </>,
    { lang, path: `/${lang}/property-management/calculate-cost` },
  );
  const ui = UI[lang];
  const text = COPY[lang].form;
  const field = {
    name: screen.getByRole('textbox', { name: ui.leadForm.nameLabel }),
    phone: screen.getByRole('textbox', { name: ui.leadForm.phoneLabel }),
    email: screen.getByRole('textbox', { name: ui.leadForm.emailLabel }),
    terms: screen.getByRole('checkbox', { name: ui.leadForm.consentLabel }),
    marketing: screen.getByRole('checkbox', { name: ui.leadForm.marketingLabel }),
  };
  const submit = () => screen.getByRole('button', { name: new RegExp(`^(${text.submit}|${text.submitting})$`) });
  const currentPath = () => screen.getByTestId('current-path').textContent;
  return { user, field, submit, text, ui, currentPath };
}

type Setup = ReturnType<typeof setup>;

async function fillValid({ user, field }: Setup, { terms = true } = {}) {
  await user.type(field.name, 'Dana Cohen');
  await user.type(field.phone, '+351 912 000 111');
  await user.type(field.email, 'dana@example.com');
  if (terms) await user.click(field.terms);
}

afterEach(() => {
  toast.dismiss();
});

describe('ManagementLeadForm', () => {
  it('labels its fields, marks name, phone, e-mail and terms required and marketing optional', () => {
    const { field, submit } = setup();
    for (const input of [field.name, field.phone, field.email, field.terms])
      expect(input).toHaveAttribute('aria-required', 'true');
    expect(field.marketing).not.toHaveAttribute('aria-required');
    expect(field.phone).toHaveAttribute('type', 'tel');
    expect(field.email).toHaveAttribute('type', 'email');
    expect(submit()).toHaveTextContent('Send my request');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveAttribute('data-looks-disabled', 'true');
  });

  it('looks enabled once the terms are ticked', async () => {
    const s = setup();
    await s.user.click(s.field.terms);
    expect(s.submit()).not.toHaveAttribute('data-looks-disabled');
  });

  it('shows every field message of docs/product-rules.md (Forms) and sends nothing', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.user.click(s.submit());
    expect(await screen.findByText('Name must contain at least 2 characters', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Phone number must contain at least 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms of use')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You must agree to the website's terms of use first");
    expect(s.field.name).toHaveAttribute('aria-invalid', 'true');
    expect(s.field.name).toHaveAccessibleDescription('Name must contain at least 2 characters');
    expect(s.field.terms).toHaveAccessibleDescription('You must agree to the terms of use');
    expect(bodies).toHaveLength(0);
  });

  it('takes a 2-character name and a phone of 6 digits, not fewer', async () => {
    const s = setup();
    await s.user.type(s.field.name, ' D ');
    await s.user.type(s.field.phone, '+3 51-12');
    await s.user.click(s.submit());
    expect(await screen.findByText('Name must contain at least 2 characters', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Phone number must contain at least 6 digits')).toBeInTheDocument();

    await s.user.type(s.field.name, 'a');
    await s.user.type(s.field.phone, '3');
    await waitFor(() => expect(screen.queryByText('Name must contain at least 2 characters')).toBeNull());
    expect(screen.queryByText('Phone number must contain at least 6 digits')).toBeNull();
  });

  it('refuses an invalid e-mail address', async () => {
    const s = setup();
    await s.user.type(s.field.email, 'dana@example');
    await s.user.click(s.submit());
    expect(await screen.findByText('Invalid email address', {}, SLOW)).toBeInTheDocument();
  });

  it('refuses characters the server would refuse, with the shared messages', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await fillValid(s);
    await s.user.clear(s.field.name);
    await s.user.type(s.field.name, 'Dana <b>');
    await s.user.clear(s.field.phone);
    await s.user.type(s.field.phone, '912 000 111 ext');
    await s.user.click(s.submit());
    expect(
      await screen.findByText('Invalid characters detected. Please remove any HTML or script content.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(UI.en.leadForm.invalidInputPhone)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('without the terms shows the banner and the inline error, sends nothing, and clears the banner when ticked', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await fillValid(s, { terms: false });
    await s.user.click(s.submit());
    expect(await screen.findByText("You must agree to the website's terms of use first", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms of use')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await s.user.click(s.field.terms);
    expect(screen.queryByText("You must agree to the website's terms of use first")).toBeNull();
    await waitFor(() => expect(screen.queryByText('You must agree to the terms of use')).toBeNull());
  });

  it('clears its messages when the language changes', async () => {
    const s = setup();
    await s.user.click(s.submit());
    expect(await screen.findByText('Name must contain at least 2 characters', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await s.user.click(screen.getByRole('button', { name: 'switch language' }));
    await waitFor(() => expect(screen.queryByText(he.form.errors.name)).toBeNull());
    expect(screen.queryByText('Name must contain at least 2 characters')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(he.form.errors.terms)).toBeNull();
    expect(screen.getByRole('textbox', { name: UI.he.leadForm.nameLabel })).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the lead to contact-submit with the plan subject, the rent message and the service', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await fillValid(s);
    await s.user.click(s.field.marketing);
    await s.user.click(s.submit());
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({
      name: 'Dana Cohen',
      email: 'dana@example.com',
      phone: '+351 912 000 111',
      subject: 'Property Management Consultation - PLUS Plan',
      message:
        'Monthly rent: €1,800\nSelected package: PLUS – €200 a month + VAT, tenant search fee €1,350\nPlease contact me with a personalised offer for managing my property.',
      service: 'Property Management',
      agrees_to_terms: true,
      agrees_to_marketing: true,
      consent_version: CONSENT_VERSION,
      source_page: '/en/property-management/calculate-cost',
      website: '',
    });
  });

  it('reads "Submitting..." on a disabled button while sending, then thanks and opens the thank-you page', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockSubmit(async () => {
      await answered;
      return HttpResponse.json({ ok: true });
    });
    const s = setup();
    await fillValid(s);
    await s.user.click(s.submit());
    const pending = await screen.findByRole('button', { name: 'Submitting...' }, SLOW);
    expect(pending).toBeDisabled();
    release();
    await waitFor(() => expect(s.currentPath()).toBe('/en/thank-you'), SLOW);
    expect(await screen.findByText('Your request has been sent successfully!', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('We will get back to you soon with a personalized offer')).toBeInTheDocument();
  });

  it('shows the error toast when the call fails and stays on the page', async () => {
    mockSubmit(() => HttpResponse.json({ error: 'boom', code: 'server_error' }, { status: 500 }));
    const s = setup();
    await fillValid(s);
    await s.user.click(s.submit());
    expect(await screen.findByText('Error submitting form', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact us directly')).toBeInTheDocument();
    expect(s.currentPath()).toBe('/en/property-management/calculate-cost');
    expect(s.submit()).toHaveTextContent('Send my request');
  });

  it('shows the block after the client limit of 3 submissions', async () => {
    const bodies = mockSubmit(() => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    const s = setup();
    await fillValid(s);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(attempt + 1), SLOW);
      await waitFor(() => expect(s.submit()).toHaveTextContent('Send my request'));
    }
    await s.user.click(s.submit());
    expect(await screen.findByText(UI.en.leadForm.rateLimitTitle, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(UI.en.leadForm.blockedTitle, {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
  });

  describe('in Hebrew', () => {
    it('shows the messages in Hebrew', async () => {
      const s = setup('he');
      await s.user.click(s.submit());
      expect(await screen.findByText(he.form.errors.name, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText(he.form.errors.phone)).toBeInTheDocument();
      expect(screen.getByText(he.form.errors.email)).toBeInTheDocument();
      expect(screen.getByText(he.form.errors.terms)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(he.form.termsBanner);
    });

    it('sends a Hebrew subject and message that keep the plan in capitals', async () => {
      const bodies = mockSubmit();
      const s = setup('he');
      await s.user.type(s.field.name, 'דנה כהן');
      await s.user.type(s.field.phone, '050-1234567');
      await s.user.type(s.field.email, 'dana@example.com');
      await s.user.click(s.field.terms);
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
      expect(bodies[0]).toMatchObject({
        subject: 'ייעוץ לניהול נכס – חבילת PLUS',
        service: 'Property Management',
        source_page: '/he/property-management/calculate-cost',
      });
      const message = String(bodies[0]!.message);
      expect(message.split('\n')).toHaveLength(3);
      expect(message).toContain('1,800');
      expect(message).toContain(he.lead.request);
      await waitFor(() => expect(s.currentPath()).toBe('/he/thank-you'), SLOW);
      expect(await screen.findByText(he.form.successTitle, {}, SLOW)).toBeInTheDocument();
    });
  });
});
