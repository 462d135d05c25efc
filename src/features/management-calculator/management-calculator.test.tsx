import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Lang } from '@/lib/i18n/lang';
import { renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';
import { ManagementCalculator } from './management-calculator';

// Page loads and lazy chunks take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
/** Lazy chunks (the lead form, the schema) load on first use: slow on a busy machine. */
const SLOW = { timeout: 8000 };

const COPY = { en, he, pt } as const;
const PATH = '/en/property-management/calculate-cost';

function CurrentUrl() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}${hash}`}</output>;
}

function setup({ lang = 'en', path = PATH }: { lang?: Lang; path?: string } = {}) {
  const user = userEvent.setup();
  const copy = COPY[lang];
  renderWithProviders(
    <>
      <ManagementCalculator copy={copy} idPrefix="calc" />
      <CurrentUrl />
    </>,
    { lang, path },
  );
  const rent = screen.getByRole('textbox', { name: copy.rentLabel });
  const url = () => screen.getByTestId('current-url').textContent;
  const cards = () => screen.queryByTestId('package-cards');
  const chooseButton = (id: string) => {
    const name = copy.packages.find((item) => item.id === id)!.name;
    return screen.getByRole('button', { name: copy.choose.replace('{name}', name) });
  };
  return { user, copy, rent, url, cards, chooseButton };
}

describe('ManagementCalculator', () => {
  it('shows no packages until a rent above 0 is entered', () => {
    const s = setup();
    expect(s.rent).toHaveValue('');
    expect(s.rent).toHaveAccessibleDescription(en.rentHint);
    expect(s.cards()).toBeNull();
    expect(screen.getByText(en.packagesHint)).toBeInTheDocument();
    expect(screen.queryByTestId('package-details')).toBeNull();
  });

  it.each(['0', '-5', 'abc', '1e3', '12.345'])('refuses %j with a message and no packages', async (value) => {
    const s = setup();
    await s.user.type(s.rent, value);
    expect(s.cards()).toBeNull();
    expect(s.rent).toHaveAttribute('aria-invalid', 'true');
    expect(s.rent).toHaveAccessibleDescription(`${en.rentHint} ${en.rentInvalid}`);
    expect(s.url()).toBe(PATH);
  });

  it('refuses an absurdly large rent', async () => {
    const s = setup();
    await s.user.type(s.rent, '2500000');
    expect(s.cards()).toBeNull();
    expect(screen.getByText('Please enter a monthly rent of up to €100,000.')).toBeInTheDocument();
  });

  it('shows the three packages with their fees for a valid rent, and keeps the rent in the URL', async () => {
    const s = setup();
    await s.user.type(s.rent, '1800');
    const cards = within(s.cards()!).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const fee = (id: string) => within(screen.getByTestId(`package-${id}`));
    expect(fee('basic').getByTestId('monthly-fee')).toHaveTextContent('€144');
    expect(fee('plus').getByTestId('monthly-fee')).toHaveTextContent('€200');
    expect(fee('premium').getByTestId('monthly-fee')).toHaveTextContent('€300');
    expect(fee('basic').getByTestId('tenant-search-fee')).toHaveTextContent("€1,800 one-time (one month's rent)");
    expect(fee('plus').getByTestId('tenant-search-fee')).toHaveTextContent('€1,350');
    expect(fee('premium').getByTestId('tenant-search-fee')).toHaveTextContent('€900');
    expect(fee('basic').queryByText(en.minimumApplies)).toBeNull();
    expect(fee('plus').getByText(en.minimumApplies)).toBeInTheDocument();
    expect(fee('basic').getByText('8% of the rent, at least €120 a month')).toBeInTheDocument();
    expect(s.url()).toBe(`${PATH}?rent=1800`);
    // No package is chosen yet: no details, no form.
    expect(screen.queryByTestId('package-details')).toBeNull();
    expect(screen.queryByRole('button', { name: en.form.submit })).toBeNull();
  });

  it('recomputes as the rent changes and hides the packages when it is cleared', async () => {
    const s = setup();
    await s.user.type(s.rent, '3000');
    expect(within(screen.getByTestId('package-premium')).getByTestId('monthly-fee')).toHaveTextContent('€360');
    await s.user.clear(s.rent);
    expect(s.cards()).toBeNull();
    expect(s.url()).toBe(PATH);
  });

  it('selects a package on click and shows its details, the VAT note and the lead form', async () => {
    const s = setup();
    await s.user.type(s.rent, '1800');
    await s.user.click(s.chooseButton('plus'));
    expect(s.chooseButton('plus')).toHaveAttribute('aria-pressed', 'true');
    expect(s.chooseButton('basic')).toHaveAttribute('aria-pressed', 'false');
    expect(s.url()).toBe(`${PATH}?rent=1800&plan=plus`);

    const details = within(screen.getByTestId('package-details'));
    expect(details.getByRole('heading', { name: 'Your Plus package' })).toBeInTheDocument();
    expect(details.getByText('€246 with VAT')).toBeInTheDocument();
    expect(details.getByText('€1,661 with VAT')).toBeInTheDocument();
    for (const feature of en.packages[1]!.features) expect(details.getByText(feature)).toBeInTheDocument();
    expect(details.getByTestId('vat-note')).toHaveTextContent('Prices exclude VAT of 23%.');
    expect(await details.findByRole('button', { name: en.form.submit }, SLOW)).toBeInTheDocument();
  });

  it('keeps the selection while the rent changes, and switches on another click', async () => {
    const s = setup();
    await s.user.type(s.rent, '1800');
    await s.user.click(s.chooseButton('premium'));
    await s.user.clear(s.rent);
    expect(screen.queryByTestId('package-details')).toBeNull();
    await s.user.type(s.rent, '2600');
    expect(s.chooseButton('premium')).toHaveAttribute('aria-pressed', 'true');
    expect(s.url()).toBe(`${PATH}?rent=2600&plan=premium`);
    expect(within(screen.getByTestId('package-details')).getByText('€384 with VAT')).toBeInTheDocument();

    await s.user.click(s.chooseButton('basic'));
    expect(s.chooseButton('premium')).toHaveAttribute('aria-pressed', 'false');
    expect(s.chooseButton('basic')).toHaveAttribute('aria-pressed', 'true');
    expect(s.url()).toBe(`${PATH}?rent=2600&plan=basic`);
  });

  it('takes its inputs from the URL, keeping the hash', async () => {
    const s = setup({ path: `${PATH}?rent=2600&plan=premium&utm_source=x#packages` });
    await waitFor(() => expect(s.rent).toHaveValue('2600'));
    expect(s.chooseButton('premium')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('package-details')).toBeInTheDocument();
    await s.user.clear(s.rent);
    await s.user.type(s.rent, '2000');
    expect(s.url()).toBe(`${PATH}?utm_source=x&rent=2000&plan=premium#packages`);
  });

  it.each([['?rent=abc&plan=plus'], ['?rent=-100&plan=basic'], ['?rent=0'], ['?rent=99999999'], ['?plan=premium']])(
    'ignores the bad URL %s',
    (search) => {
      const s = setup({ path: `${PATH}${search}` });
      expect(s.rent).toHaveValue('');
      expect(s.cards()).toBeNull();
    },
  );

  it('ignores an unknown package in the URL', async () => {
    const s = setup({ path: `${PATH}?rent=1500&plan=gold` });
    await waitFor(() => expect(s.rent).toHaveValue('1500'));
    expect(s.cards()).not.toBeNull();
    expect(screen.queryByTestId('package-details')).toBeNull();
  });

  it('speaks Hebrew, with amounts formatted for Hebrew', async () => {
    const s = setup({ lang: 'he', path: '/he/property-management/calculate-cost' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(he.title);
    await s.user.type(s.rent, '1800');
    await s.user.click(s.chooseButton('basic'));
    const details = within(screen.getByTestId('package-details'));
    expect(details.getByRole('heading', { name: 'חבילת בסיס שלכם' })).toBeInTheDocument();
    expect(details.getByTestId('vat-note')).toHaveTextContent('23%');
    expect(within(screen.getByTestId('package-basic')).getByTestId('monthly-fee').textContent).toMatch(/144\s?.?€/u);
    expect(await details.findByRole('button', { name: he.form.submit }, SLOW)).toBeInTheDocument();
  });
});
