import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import en from '@/pages/investment/copy.en';
import he from '@/pages/investment/copy.he';
import { renderWithProviders } from '../../../tests/render';
import { DEFAULT_INPUTS, expenseDefaultsOf, expenseFieldText, resultOf } from './calculator-state';
import { InvestmentCalculator } from './investment-calculator';

vi.setConfig({ testTimeout: 20_000 });

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => vi.unstubAllGlobals());

function CurrentLocation() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function setup({ lang = 'en', search = '' }: { lang?: 'en' | 'he'; search?: string } = {}) {
  const copy = (lang === 'en' ? en : he).calculator;
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <InvestmentCalculator copy={copy} />
      <CurrentLocation />
    </>,
    { lang, path: `/${lang}/investment${search}` },
  );
  const toggle = () => screen.getByRole('button', { name: copy.assumptionsEditor.toggle });
  const field = (item: keyof typeof copy.expenseItems) =>
    screen.getByRole('textbox', { name: new RegExp(`^${copy.expenseItems[item].replace(/[()]/g, '.')}`) });
  const result = (id: string) => document.querySelector(`[data-result="${id}"]`)?.textContent;
  return { user, copy, toggle, field, result };
}

describe('Change the assumptions', () => {
  it('opens with a real disclosure button, the fields prefilled with the defaults and their units', async () => {
    const s = setup();
    expect(s.toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /^Vacancy/ })).not.toBeInTheDocument();

    await s.user.click(s.toggle());
    expect(s.toggle()).toHaveAttribute('aria-expanded', 'true');
    const defaults = expenseDefaultsOf(DEFAULT_INPUTS);
    expect(s.field('management')).toHaveValue(expenseFieldText(defaults.managementMonthly));
    expect(s.field('management')).toHaveAccessibleName('Management (basic package, with VAT) – euros a month');
    expect(s.field('imi')).toHaveValue('0.3');
    expect(s.field('imi')).toHaveAccessibleName('Property tax (IMI) – percent of the value a year');
    expect(s.field('condominium')).toHaveValue('0.2');
    expect(s.field('insurance')).toHaveValue('0.1');
    expect(s.field('maintenance')).toHaveValue('0.5');
    expect(s.field('vacancy')).toHaveValue('5');
    expect(s.field('vacancy')).toHaveAccessibleName('Vacancy – percent of the rent');
    expect(s.field('vacancy')).toHaveAccessibleDescription('Default: 5%');
  });

  it('recomputes the results from a changed value, puts it in the URL, and goes back to the defaults', async () => {
    const s = setup();
    const before = s.result('monthlyExpenses');
    await s.user.click(s.toggle());
    await s.user.clear(s.field('vacancy'));
    await s.user.type(s.field('vacancy'), '10');

    const changed = resultOf({ ...DEFAULT_INPUTS, expenses: { vacancyPercent: 10 } });
    expect(s.result('monthlyExpenses')).toBe(`€${Math.round(changed.monthlyExpenses).toLocaleString('en-GB')}`);
    expect(s.result('monthlyExpenses')).not.toBe(before);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/&vacancy=10$/));

    await s.user.click(screen.getByRole('button', { name: 'Back to the defaults' }));
    expect(s.field('vacancy')).toHaveValue('5');
    expect(s.result('monthlyExpenses')).toBe(before);
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('vacancy'));
  });

  it.each([
    ['', 'Enter a number, or go back to the defaults.'],
    ['abc', 'Enter a number, such as 0.35.'],
    ['-0.3', 'The figure cannot be negative.'],
    ['9', 'The figure can be at most 2%.'],
  ])('refuses "%s" with a clear message and keeps the default in the results', async (typed, message) => {
    const s = setup();
    const before = s.result('monthlyExpenses');
    await s.user.click(s.toggle());
    await s.user.clear(s.field('imi'));
    if (typed) await s.user.type(s.field('imi'), typed);
    expect(s.field('imi')).toHaveAttribute('aria-invalid', 'true');
    expect(s.field('imi')).toHaveAccessibleDescription(`Default: 0.3% ${message}`);
    expect(s.result('monthlyExpenses')).toBe(before);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('opens by itself with the values of a shared link, and ignores nonsense in it', async () => {
    const s = setup({ search: '?imi=0.45&vacancy=abc&management=-5' });
    expect(s.toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(s.field('imi')).toHaveValue('0.45');
    expect(s.field('vacancy')).toHaveValue('5');
    const expected = resultOf({ ...DEFAULT_INPUTS, expenses: { imiPercent: 0.45 } });
    expect(s.result('monthlyExpenses')).toBe(`€${Math.round(expected.monthlyExpenses).toLocaleString('en-GB')}`);
  });

  it('speaks Hebrew on Hebrew pages', async () => {
    const s = setup({ lang: 'he' });
    await s.user.click(screen.getByRole('button', { name: 'שינוי ההנחות' }));
    await s.user.clear(s.field('vacancy'));
    await s.user.type(s.field('vacancy'), '-1');
    expect(screen.getByText('הערך לא יכול להיות שלילי.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'חזרה לברירות המחדל' })).toBeInTheDocument();
  });
});
