import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { en as enUi } from '@/lib/i18n/en';
import { he as heUi } from '@/lib/i18n/he';
import en from '@/pages/investment/copy.en';
import he from '@/pages/investment/copy.he';
import { calculateInvestment, toInvestmentLeadFigures } from '@shared/calculators/investment-calculator';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import type { CalculatorInputs } from './calculator-state';
import { InvestmentLeadForm } from './investment-lead-form';
import { investmentLeadPayload, sanitizeLeadText } from './lead-payload';

// Form flows load their code and schema on demand: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/investment-submit';
const SLOW = { timeout: 5000 };

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

const INPUTS: CalculatorInputs = { equity: 300_000, leverage: 50, term: 25, propertyType: 'apartment' };

afterEach(() => {
  toast.dismiss();
});

function setup({ lang = 'en', inputs = INPUTS }: { lang?: 'en' | 'he'; inputs?: CalculatorInputs } = {}) {
  const copy = (lang === 'en' ? en : he).calculator.leadForm;
  const ui = lang === 'en' ? enUi : heUi;
  const user = userEvent.setup();
  const onCancel = vi.fn();
  renderWithProviders(
    <>
      <InvestmentLeadForm copy={copy} inputs={inputs} onCancel={onCancel} idPrefix="test-lead" />
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
  const submit = () => screen.getByRole('button', { name: new RegExp(`^(${copy.submit}|${copy.submitting})$`) });
  const fill = async ({ name = 'Dana Cohen', email = 'dana@example.com', phone = '+972 50 123 4567' } = {}) => {
    if (name) await user.type(field.name, name);
    if (email) await user.type(field.email, email);
    if (phone) await user.type(field.phone, phone);
    await user.click(field.terms);
  };
  return { user, copy, field, submit, fill, onCancel, path: () => screen.getByTestId('current-path').textContent };
}

describe('InvestmentLeadForm', () => {
  it('shows the investment form messages for each missing or invalid field, and sends nothing', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.user.type(s.field.name, 'D');
    await s.user.type(s.field.email, 'dana@example');
    await s.user.type(s.field.phone, '123');
    await s.user.click(s.submit());

    expect(await screen.findByText('Please enter your full name', {}, SLOW)).toBeInTheDocument();
    expect(s.field.name).toHaveAccessibleDescription('Please enter your full name');
    expect(s.field.email).toHaveAccessibleDescription('Please enter a valid email');
    expect(s.field.phone).toHaveAccessibleDescription('Please enter a phone number');
    expect(s.field.terms).toHaveAccessibleDescription('You must agree to the terms');
    expect(s.field.name).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses script content with "Invalid input detected" and sends nothing', async () => {
    const bodies = mockSubmit();
    const s = setup();
    await s.fill({ name: 'Dana <script>alert(1)</script>' });
    await s.user.click(s.submit());
    expect(await screen.findByText('Invalid input detected')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid characters detected. Please remove any HTML or script content.'),
    ).toBeInTheDocument();

    await s.user.clear(s.field.name);
    await s.user.type(s.field.name, 'Dana');
    await s.user.clear(s.field.phone);
    await s.user.type(s.field.phone, 'javascript:alert(1)');
    toast.dismiss();
    await s.user.click(s.submit());
    expect(await screen.findByText('Invalid input detected')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the full lead payload, reads "Submitting..." meanwhile, then opens the thank-you page', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = mockSubmit(async () => {
      await answered;
      return HttpResponse.json({ ok: true });
    });
    const s = setup();
    await s.fill({ name: '  Dana Cohen ', email: ' dana@example.com ' });
    await s.user.click(s.field.marketing);
    await s.user.click(s.submit());

    await waitFor(() => expect(s.submit()).toHaveTextContent('Submitting...'), SLOW);
    expect(s.submit()).toBeDisabled();
    release();
    await waitFor(() => expect(s.path()).toBe('/en/thank-you'), SLOW);

    const figures = toInvestmentLeadFigures(
      calculateInvestment({ equity: 300_000, leveragePercent: 50, mortgageYears: 25, propertyType: 'apartment' }),
    );
    expect(bodies).toEqual([
      {
        name: 'Dana Cohen',
        email: 'dana@example.com',
        phone: '+972 50 123 4567',
        equity: 300_000,
        leverage: 50,
        mortgage_years: 25,
        property_type: 'apartment',
        buyer_residence: 'resident',
        ...figures,
        agrees_to_terms: true,
        agrees_to_marketing: true,
        consent_version: CONSENT_VERSION,
        source_page: '/en/investment',
        website: '',
      },
    ]);
    // 300,000 at 50 %: the figures of tests/domain/investment-calculator.test.ts
    expect(bodies[0]).toMatchObject({ total_asset_value: 600_000, monthly_mortgage_payment: 1501.87 });
  });

  it('shows "Error saving data" when the call fails, and stays on the page', async () => {
    mockSubmit(() => HttpResponse.json({ error: 'boom', code: 'server_error' }, { status: 500 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = setup();
    await s.fill();
    await s.user.click(s.submit());
    expect(await screen.findByText('Error saving data', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('An error occurred while saving your data. Please try again.')).toBeInTheDocument();
    expect(s.path()).toBe('/en/investment');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('says which part to check when the function refuses a changed assumption', async () => {
    const bodies = mockSubmit(() =>
      HttpResponse.json(
        {
          error: 'A changed assumption is out of its range: expense_overrides.vacancy_percent',
          code: 'expense_out_of_range',
        },
        { status: 400 },
      ),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = setup({ inputs: { ...INPUTS, expenses: { vacancyPercent: 12 } } });
    await s.fill();
    await s.user.click(s.submit());
    expect(await screen.findByText(en.calculator.leadForm.errors.expense, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('An error occurred while saving your data. Please try again.')).not.toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ expense_overrides: { vacancy_percent: 12 } });
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
    expect(screen.getByText('Please wait a few minutes before submitting again')).toBeInTheDocument();
    expect(await screen.findByText('Temporarily Blocked')).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
    consoleError.mockRestore();
  });

  it('calls onCancel from Cancel', async () => {
    const s = setup();
    await s.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(s.onCancel).toHaveBeenCalledTimes(1);
  });

  it('speaks Hebrew on Hebrew pages', async () => {
    mockSubmit();
    const s = setup({ lang: 'he' });
    await s.user.click(s.submit());
    expect(await screen.findByText(he.calculator.leadForm.errors.name, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(he.calculator.leadForm.errors.terms)).toBeInTheDocument();
  });
});

describe('investmentLeadPayload', () => {
  it('sends no term without leverage, and the module figures', () => {
    const payload = investmentLeadPayload(
      { name: 'Avi', email: 'a@b.co', phone: '123456', agreesToMarketing: false },
      { equity: 100_000, leverage: 0, term: 0, propertyType: 'family_house' },
    );
    expect(payload).toMatchObject({
      mortgage_years: 0,
      total_asset_value: 100_000,
      loan_amount: 0,
      monthly_mortgage_payment: 0,
      agrees_to_marketing: false,
    });
  });

  it('carries the changed assumptions only, and the figures computed with them', () => {
    const contact = { name: 'Avi', email: 'a@b.co', phone: '123456', agreesToMarketing: false };
    const inputs = { equity: 200_000, leverage: 0, term: 0, propertyType: 'apartment' } as const;
    const plain = investmentLeadPayload(contact, inputs);
    expect(plain).not.toHaveProperty('expense_overrides');

    const changed = investmentLeadPayload(contact, {
      ...inputs,
      expenses: { vacancyPercent: 10, imiPercent: 0.3, managementMonthly: 200 },
    });
    // IMI 0.3 % is the default: not sent.
    expect(changed.expense_overrides).toEqual({ vacancy_percent: 10, management_monthly: 200 });
    expect(changed.estimated_expenses).toBeGreaterThan(plain.estimated_expenses!);
  });

  it('sanitises text: trimmed, normal form C, no zero-width spaces', () => {
    expect(sanitizeLeadText('  O\u2019Brien\u200B ')).toBe('O\u2019Brien');
    expect(sanitizeLeadText('Jose\u0301')).toBe('José');
    expect(sanitizeLeadText("\uFEFFO'Brien & Co")).toBe("O'Brien & Co");
  });
});
