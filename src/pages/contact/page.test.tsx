import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { COMPANY } from '@/config/company';
import { server } from '../../../tests/msw-server';
import { renderRoute } from '../../../tests/render';
import { UI } from '../../../tests/i18n';
import he from './copy.he';

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/contact-submit';
const SLOW = { timeout: 5000 };

function mockContact() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ok: true });
    }),
  );
  return bodies;
}

async function renderPage(lang: 'en' | 'he' = 'en') {
  const user = userEvent.setup();
  await renderRoute(`/${lang}/contact`);
  // The form's code loads after the page (a lazy island): wait for it as a visitor would.
  await screen.findByRole('button', { name: UI[lang].contactForm.submit }, { timeout: 5000 });
  return { user };
}

async function sendWithDefaults(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Dana Cohen');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
  await user.click(screen.getByRole('checkbox', { name: /stored for 24 months only/ }));
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => {
  toast.dismiss();
});

describe('ContactPage', () => {
  it('shows the hero, the form and its title', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
  });

  it('shows the contact details, business hours and response-time badge', async () => {
    await renderPage();
    const details = screen.getByRole('region', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    expect(within(details).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(within(details).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(details).getByText('Mon–Fri 09:00–18:00 (Lisbon time)')).toBeInTheDocument();
    expect(screen.getByText('Reply within one business day')).toBeInTheDocument();
  });

  it('links to the social accounts in a new tab', async () => {
    await renderPage();
    const social = screen.getByRole('region', { name: 'Follow us' });
    const instagram = within(social).getByRole('link', { name: 'Lusa Property on Instagram' });
    expect(instagram).toHaveAttribute('href', COMPANY.instagramUrl);
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getByRole('link', { name: 'Lusa Property on YouTube' })).toHaveAttribute(
      'href',
      COMPANY.youtubeUrl,
    );
  });

  it('sends property by default', async () => {
    const bodies = mockContact();
    const { user } = await renderPage();
    expect(screen.getByRole('radio', { name: 'Property management' })).toBeChecked();
    await sendWithDefaults(user);
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ service: 'property', source_page: '/en/contact', subject: null });
  });

  it('sends investment after the visitor switches the service, by keyboard', async () => {
    const bodies = mockContact();
    const { user } = await renderPage();
    const property = screen.getByRole('radio', { name: 'Property management' });
    const investment = screen.getByRole('radio', { name: 'Real-estate investment' });
    property.focus();
    await user.keyboard('{ArrowRight}');
    expect(investment).toBeChecked();
    expect(property).not.toBeChecked();

    await sendWithDefaults(user);
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ service: 'investment' });
  });

  it('sets its title and canonical URL', async () => {
    await renderPage();
    await waitFor(() => expect(document.title).toBe('Contact us | Lusa Property'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/en\/contact$/),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('is in Hebrew on the Hebrew page', async () => {
    await renderPage('he');
    expect(screen.getByRole('heading', { level: 1, name: he.hero.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: he.formTitle })).toBeInTheDocument();
    expect(screen.getByText(he.responseBadge)).toBeInTheDocument();
    expect(screen.getByText(he.hours)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: UI.he.contactForm.serviceInvestment })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI.he.contactForm.submit })).toBeDisabled();
    expect(screen.queryByText('Reply within one business day')).not.toBeInTheDocument();
  });
});
