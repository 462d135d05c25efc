import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { en as enUi } from '@/lib/i18n/en';
import { he as heUi } from '@/lib/i18n/he';
import en from '@/pages/investment/copy.en';
import he from '@/pages/investment/copy.he';
import { calculateInvestment, toInvestmentLeadFigures } from '@shared/calculators/investment-calculator';
import { CONSENT_VERSION } from '@shared/validation/consent';
import type { InvestmentEstimatePayload } from '@shared/validation/investment-lead';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import { ConsultationForm } from './consultation-form';

// Form flows load their code and schema on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/investment-submit';
const SLOW = { timeout: 5000 };

/** What the calculator hands the form for 300,000 at 50 % over 25 years, an apartment. */
const ESTIMATE: InvestmentEstimatePayload = {
  equity: 300_000,
  leverage: 50,
  mortgage_years: 25,
  property_type: 'apartment',
  buyer_residence: 'non_resident',
  expense_overrides: { vacancy_percent: 10 },
  ...toInvestmentLeadFigures(
    calculateInvestment({
      equity: 300_000,
      leveragePercent: 50,
      mortgageYears: 25,
      propertyType: 'apartment',
      residence: 'non_resident',
      expenses: { vacancyPercent: 10 },
    }),
  ),
};

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

/** The page's part: it holds the estimate and lets the form drop it. */
function WithEstimate({ lang, initial }: { lang: 'en' | 'he'; initial: InvestmentEstimatePayload | null }) {
  const copy = (lang === 'en' ? en : he).consultation;
  const [estimate, setEstimate] = useState(initial);
  return (
    <>
      <h3 id="consultation-title">{copy.title}</h3>
      <ConsultationForm
        copy={copy}
        labelledBy="consultation-title"
        idPrefix="test-consultation"
        estimate={estimate}
        onRemoveEstimate={() => setEstimate(null)}
        reveal={initial ? 1 : 0}
      />
      <CurrentPath />
    </>
  );
}

// jsdom lays nothing out: record where the form scrolls to.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  toast.dismiss();
});

function setup({
  lang = 'en',
  estimate = null,
}: { lang?: 'en' | 'he'; estimate?: InvestmentEstimatePayload | null } = {}) {
  const copy = (lang === 'en' ? en : he).consultation;
  const ui = lang === 'en' ? enUi : heUi;
  const user = userEvent.setup();
  renderWithProviders(<WithEstimate lang={lang} initial={estimate} />, { lang, path: `/${lang}/investment` });
  const field = {
    name: screen.getByRole('textbox', { name: new RegExp(ui.leadForm.nameLabel) }),
    email: screen.getByRole('textbox', { name: new RegExp(ui.leadForm.emailLabel) }),
    phone: screen.getByRole('textbox', { name: new RegExp(ui.leadForm.phoneLabel) }),
    terms: screen.getByRole('checkbox', { name: ui.leadForm.consentLabel }),
    marketing: screen.getByRole('checkbox', { name: ui.leadForm.marketingLabel }),
  };
  const submit = () => screen.getByRole('button', { name: new RegExp(`^(${copy.submit}|${copy.sending})$`) });
  const fill = async ({ name = 'Dana Cohen', email = 'dana@example.com', phone = '+972 50 123 4567' } = {}) => {
    if (name) await user.type(field.name, name);
    if (email) await user.type(field.email, email);
    if (phone) await user.type(field.phone, phone);
    await user.click(field.terms);
  };
  return { user, copy, field, submit, fill, path: () => screen.getByTestId('current-path').textContent };
}

const CONTACT_BODY = {
  name: 'Dana Cohen',
  email: 'dana@example.com',
  phone: '+972 50 123 4567',
  agrees_to_terms: true,
  agrees_to_marketing: false,
  consent_version: CONSENT_VERSION,
  source_page: '/en/investment',
  website: '',
};

describe('ConsultationForm: the investment page’s one lead form', () => {
  it('is named by the page heading, asks for the phone, and keeps its button disabled until the terms are agreed', async () => {
    const s = setup();
    expect(screen.getByRole('form', { name: 'Book a consultation' })).toBeInTheDocument();
    expect(s.field.phone).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByTestId('lead-estimate')).not.toBeInTheDocument();
    expect(s.submit()).toBeDisabled();
    await s.user.click(s.field.terms);
    expect(s.submit()).toBeEnabled();
  });

  it('says "Missing information" and names each missing field, focuses the first, and sends nothing', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.fill({ name: '', phone: '' });
    await s.user.click(s.submit());
    expect(await screen.findByText('Missing information', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(s.field.name).toHaveAccessibleDescription('Please enter your full name');
    expect(s.field.phone).toHaveAccessibleDescription('Please enter a phone number');
    expect(s.field.name).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses a phone of fewer than 6 digits, whatever else it holds', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.fill({ phone: '(12) 3-45' });
    await s.user.click(s.submit());
    await waitFor(() => expect(s.field.phone).toHaveAccessibleDescription('Please enter a phone number'), SLOW);
    expect(s.field.phone).toHaveFocus();
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says "Please enter a valid email address" for a bad e-mail', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.fill({ email: 'dana@example' });
    await s.user.click(s.submit());
    expect(await screen.findByText('Please enter a valid email address', {}, SLOW)).toBeInTheDocument();
    expect(s.field.email).toHaveAccessibleDescription('Please enter a valid email');
    expect(bodies).toEqual([]);
  });

  it('refuses script content with "Invalid input detected"', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.fill({ name: '<iframe src=x>' });
    await s.user.click(s.submit());
    expect(await screen.findByText('Invalid input detected')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid characters detected. Please remove any HTML or script content.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('without figures: sends the contact details alone to investment-submit, reads "Sending...", then opens the thank-you page', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = mockSubmit(async () => {
      await answered;
      return HttpResponse.json({ ok: true });
    });
    const s = setup();
    await s.fill({ name: ' Dana Cohen ' });
    await s.user.click(s.submit());
    await waitFor(() => expect(s.submit()).toHaveTextContent('Sending...'), SLOW);
    expect(s.submit()).toBeDisabled();
    release();
    await waitFor(() => expect(s.path()).toBe('/en/thank-you'), SLOW);
    expect(bodies).toEqual([CONTACT_BODY]);
  });

  it('with figures: shows the estimate it carries and sends it with the contact details', async () => {
    const bodies = mockSubmit();
    const s = setup({ estimate: ESTIMATE });
    const summary = await screen.findByRole('region', { name: en.consultation.estimate.title });
    // The request for an offer brings the summary into view and focus.
    const heading = within(summary).getByRole('heading', { name: en.consultation.estimate.title });
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
    const shown = (id: string) => summary.querySelector(`[data-estimate="${id}"]`)?.textContent;
    expect(shown('propertyType')).toBe('Apartment');
    expect(shown('propertyValue')).toBe('€600,000');
    expect(shown('equity')).toBe('€300,000');
    expect(shown('financing')).toBe('25 years');
    expect(within(summary).getByText('Mortgage for 50% of the price')).toBeInTheDocument();
    expect(shown('annualReturn')).toBe(`${ESTIMATE.expected_annual_return}%`);

    await s.fill();
    await s.user.click(s.field.marketing);
    await s.user.click(s.submit());
    await waitFor(() => expect(s.path()).toBe('/en/thank-you'), SLOW);
    expect(bodies).toEqual([{ ...CONTACT_BODY, ...ESTIMATE, agrees_to_marketing: true }]);
  });

  it('"Send without the figures" drops the estimate, says so, and sends the contact details alone', async () => {
    const bodies = mockSubmit();
    const s = setup({ estimate: ESTIMATE });
    await s.user.click(await screen.findByRole('button', { name: en.consultation.estimate.remove }));
    expect(screen.queryByTestId('lead-estimate')).not.toBeInTheDocument();
    expect(screen.getByText(en.consultation.estimate.removed)).toHaveAttribute('role', 'status');
    expect(s.field.name).toHaveFocus();
    await s.fill();
    await s.user.click(s.submit());
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual(CONTACT_BODY);
  });

  it.each([
    ['figures_invalid', en.consultation.errors.figures],
    ['expense_out_of_range', en.consultation.errors.expense],
  ])('says what to do when the function answers %s, and stays on the page', async (code, text) => {
    mockSubmit(() => HttpResponse.json({ error: 'refused', code }, { status: 400 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = setup({ estimate: ESTIMATE });
    await s.fill();
    await s.user.click(s.submit());
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
    expect(
      screen.queryByText('An error occurred while submitting your request. Please try again.'),
    ).not.toBeInTheDocument();
    expect(s.path()).toBe('/en/investment');
    consoleError.mockRestore();
  });

  it('shows "Error submitting request" when the call fails', async () => {
    mockSubmit(() => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = setup();
    await s.fill();
    await s.user.click(s.submit());
    expect(await screen.findByText('Error submitting request', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('An error occurred while submitting your request. Please try again.')).toBeInTheDocument();
    expect(s.path()).toBe('/en/investment');
    consoleError.mockRestore();
  });

  it('refuses a fourth submission within five minutes (client rate limit)', async () => {
    const bodies = mockSubmit(() => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = setup();
    await s.fill();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await s.user.click(s.submit());
      await waitFor(() => expect(bodies).toHaveLength(attempt), SLOW);
      await waitFor(() => expect(s.submit()).toBeEnabled());
    }
    await s.user.click(s.submit());
    expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
    consoleError.mockRestore();
  });

  it('speaks Hebrew on Hebrew pages, the estimate included', async () => {
    mockSubmit();
    const s = setup({ lang: 'he', estimate: ESTIMATE });
    const summary = await screen.findByRole('region', { name: he.consultation.estimate.title });
    expect(within(summary).getByText(he.consultation.estimate.types.apartment)).toBeInTheDocument();
    expect(within(summary).getByText(he.consultation.estimate.propertyValue)).toBeInTheDocument();
    await s.user.click(s.field.terms);
    await s.user.click(s.submit());
    expect(await screen.findByText(he.consultation.missingTitle, {}, SLOW)).toBeInTheDocument();
    expect(s.field.phone).toHaveAccessibleDescription(he.consultation.errors.phone);
  });
});
