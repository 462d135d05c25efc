import { fireEvent, screen } from '@testing-library/react';
import { calculatePurchaseCosts } from '@shared/tax/purchase-costs';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

vi.setConfig({ testTimeout: 20_000 });

const cost = (id: string) => document.querySelector(`[data-cost="${id}"]`)?.textContent;
const cents = (value: number) =>
  `€${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const heCents = (value: number) =>
  `\u200F${value.toLocaleString('he-IL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00A0\u200F€`;
const page = (lang: 'en' | 'he', query: string) => `/${lang}/investment/purchase-costs?${query}`;

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
    fireEvent.change(screen.getByRole('textbox', { name: `${en.calculator.items.lawyer}, in euros` }), {
      target: { value: '1000' },
    });
    expect(cost('lawyer')).toBe(cents(1_000));
    expect(cost('total')).toBe(cents(before.total - before.lawyer + 1_000));
  });

  it('is in Hebrew under /he', async () => {
    await renderRoute('/he/investment/purchase-costs?region=madeira');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(he.hero.title);
    expect(screen.getByRole('option', { name: 'מדיירה' })).toHaveProperty('selected', true);
    // The 2026 regional tables are the published ones: no "not yet checked" note.
    expect(screen.queryByText(he.calculator.regionalNote)).not.toBeInTheDocument();
  });

  // The done-when cases of the 2026 housing package, on the page in both languages. Worked
  // examples and their sources: tests/domain/non-resident-imt.test.ts (non-resident 7.5 % flat,
  // refund down to the ordinary rates: CIMT art. 17.º as amended, quoted by rtp.pt 2025-12-02; the
  // tables: AT Ofício-circulado 40129/2026; IMT Jovem: CIMT art. 9.º).
  describe.each([
    ['en', en, cents],
    ['he', he, heCents],
  ] as const)('a buyer who is not resident (%s)', (lang, copy, money) => {
    it.each([
      // query, IMT at the deed, refundable, stamp duty, resident's IMT
      ['price=300000&purpose=own_home&region=mainland&residence=becoming_resident', 22_500, 11_957.96, 2_400],
      ['price=300000&purpose=own_home&region=madeira&residence=becoming_resident', 22_500, 14_572.48, 2_400],
      ['price=300000&purpose=other_home&region=mainland&residence=non_resident', 22_500, 10_894.5, 2_400],
      ['price=300000&purpose=other_home&region=madeira&residence=non_resident', 22_500, 13_243.15, 2_400],
      ['price=150000&purpose=own_home&region=mainland&residence=becoming_resident&young=1', 11_250, 10_241.02, 1_200],
      ['price=150000&purpose=own_home&region=madeira&residence=becoming_resident&young=1', 11_250, 10_908.66, 1_200],
      ['price=1200000&purpose=other_home&region=madeira&residence=non_resident', 90_000, 18_000, 9_600],
    ])('%s', async (query, atSigning, refundable, stamp) => {
      await renderRoute(page(lang, query));
      expect(cost('imt')).toBe(money(atSigning));
      expect(cost('imtAtSigning')).toBe(money(atSigning));
      expect(cost('refundable')).toBe(money(refundable));
      expect(cost('stampDutyPurchase')).toBe(money(stamp));
      expect(
        screen.getByRole('radio', {
          name: copy.calculator.residences[query.includes('becoming') ? 'becoming_resident' : 'non_resident'],
        }),
      ).toBeChecked();
      expect(screen.getByTestId('non-resident')).toHaveTextContent(copy.calculator.nonResident.ifNotMet);
    });

    it('€1,200,000 on the mainland: the same 7.5 % either way, nothing to claim back', async () => {
      await renderRoute(page(lang, 'price=1200000&purpose=other_home&region=mainland&residence=non_resident'));
      expect(cost('imt')).toBe(money(90_000));
      expect(cost('refundable')).toBeUndefined();
      expect(screen.getByText(copy.calculator.nonResident.conditions.same)).toBeInTheDocument();
    });

    it.each([
      ['price=300000&purpose=own_home&region=mainland', 10_542.04],
      ['price=300000&purpose=other_home&region=madeira', 9_256.85],
      ['price=1200000&purpose=own_home&region=madeira', 72_000],
    ])('a resident: %s', async (query, imt) => {
      await renderRoute(page(lang, query));
      expect(cost('imt')).toBe(money(imt));
      expect(screen.queryByTestId('non-resident')).not.toBeInTheDocument();
    });

    it('a resident under 35, €150,000 first home: no IMT, and the stamp-duty row says why', async () => {
      await renderRoute(page(lang, 'price=150000&purpose=own_home&region=mainland&young=1'));
      expect(cost('imt')).toBe(money(0));
      expect(cost('stampDutyPurchase')).toBe(money(0));
      // The rate column says it is exempt, not "0.8%" beside €0 (review H2, E5).
      const row = document.querySelector('[data-cost="stampDutyPurchase"]')!.closest('tr')!;
      expect(row.cells[1]!.textContent).not.toMatch(/0[.,]8/);
      expect(row.cells[1]!.textContent).toContain(lang === 'en' ? 'Exempt up to €330,539' : 'פטור עד');
    });

    it('choosing an answer recomputes and keeps it in the address', async () => {
      await renderRoute(page(lang, 'price=300000&purpose=other_home&region=mainland'));
      expect(cost('imt')).toBe(money(11_605.5));
      fireEvent.click(screen.getByRole('radio', { name: copy.calculator.residences.non_resident }));
      expect(cost('imt')).toBe(money(22_500));
      expect(screen.getByTestId('print-link')).toHaveTextContent('residence=non_resident');
    });
  });
});
