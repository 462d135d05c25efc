import { fireEvent, screen } from '@testing-library/react';
import { calculatePurchaseCosts } from '@shared/tax/purchase-costs';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

vi.setConfig({ testTimeout: 20_000 });

const cost = (id: string) => document.querySelector(`[data-cost="${id}"]`)?.textContent;
const cents = (value: number) =>
  `€${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('PurchaseCostsPage', () => {
  it('shows the worked example: a €300,000 home to let on the mainland', async () => {
    await renderRoute('/en/investment/purchase-costs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.hero.title);
    const expected = calculatePurchaseCosts({ price: 300_000, purpose: 'other_home', region: 'mainland' });
    expect(cost('imt')).toBe(cents(11_605.5));
    expect(cost('stampDutyPurchase')).toBe(cents(2_400));
    expect(cost('total')).toBe(cents(expected.total));
    expect(cost('cashAtDeed')).toBe(cents(expected.cashAtDeed));
    expect(screen.getByText('7% marginal rate, less €9,394.50')).toBeInTheDocument(); // the table's deduction
  });

  it('opens a shared URL with its figures, and the loan adds its stamp duty and bank fees', async () => {
    await renderRoute(
      '/en/investment/purchase-costs?price=600000&purpose=own_home&region=mainland&young=1&loan=400000',
    );
    expect(screen.getByRole('checkbox', { name: en.calculator.youngLabel })).toBeChecked();
    // IMT Jovem: 8 % of the part above 330,539
    expect(cost('imt')).toBe(cents(21_556.88));
    expect(cost('stampDutyLoan')).toBe(cents(2_400));
    expect(cost('bankFees')).toBe(cents(1_000));
  });

  it('explains a price out of range and a loan above the price, and never shows NaN', async () => {
    await renderRoute('/en/investment/purchase-costs');
    const price = screen.getByRole('textbox', { name: en.calculator.priceLabel });
    fireEvent.change(price, { target: { value: '500' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a price from €1,000 to €50,000,000.');
    fireEvent.change(price, { target: { value: '200000' } });
    fireEvent.change(screen.getByRole('textbox', { name: en.calculator.loanLabel }), { target: { value: '250000' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.calculator.loanTooLarge);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('takes the visitor’s own estimate instead of the default, labelled as estimates', async () => {
    await renderRoute('/en/investment/purchase-costs');
    const before = calculatePurchaseCosts({ price: 300_000, purpose: 'other_home', region: 'mainland' });
    expect(screen.getAllByText(en.calculator.estimateTag).length).toBeGreaterThanOrEqual(2);
    fireEvent.change(screen.getByRole('textbox', { name: `${en.calculator.items.lawyer} (€)` }), {
      target: { value: '1000' },
    });
    expect(cost('lawyer')).toBe(cents(1_000));
    expect(cost('total')).toBe(cents(before.total - before.lawyer + 1_000));
  });

  it('is in Hebrew under /he', async () => {
    await renderRoute('/he/investment/purchase-costs?region=azores');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(he.hero.title);
    expect(screen.getByText(he.calculator.regionalNote)).toBeInTheDocument();
  });
});
