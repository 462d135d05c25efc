import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lang } from '@/lib/i18n/lang';
import { loadPage } from '@/app/page-registry';
import { RoutePage } from '@/app/route-page';
import { routeById } from '@/lib/routing/routes';
import { renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';

// Page loads and lazy chunks take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
/** Lazy chunks (the lead form, the schema) load on first use: slow on a busy machine. */
const SLOW = { timeout: 8000 };

const COPY = { en, he, pt } as const;

// The contact form is another feature's component; here it only has to show which dialog holds it.
vi.mock('@/features/contact/contact-form', () => ({
  ContactForm: (props: { subject: string; service: string }) => (
    <form aria-label="contact form stub" data-subject={props.subject} data-service={props.service} />
  ),
}));

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

async function setup(lang: Lang, search = '') {
  const user = userEvent.setup();
  // renderRoute without the query string: the page is rendered here at the full URL.
  await loadPage('propertyManagement', lang);
  renderWithProviders(<RoutePage route={routeById('propertyManagement')} />, {
    lang,
    path: `/${lang}/property-management${search}`,
  });
  return { user, copy: COPY[lang] };
}

describe.each(['en', 'he'] as const)('PropertyManagementPage (%s)', (lang) => {
  it('has one h1, the sections in order and no skipped heading levels', async () => {
    const { copy } = await setup(lang);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      copy.areas.title,
      copy.services.title,
      copy.emergency.title,
      copy.whyUs.title,
      copy.pricing.title,
      copy.additional.title,
      copy.notes.title,
      copy.finalCta.title,
    ]);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    expect(screen.getByRole('link', { name: copy.heroActions.consultation })).toHaveAttribute(
      'href',
      `/${lang}/contact`,
    );
  });

  it('shows six services and three packages with their prices and feature lists', async () => {
    const { copy } = await setup(lang);
    for (const service of copy.services.items) expect(screen.getByText(service.title)).toBeInTheDocument();
    expect(copy.services.items).toHaveLength(6);
    const table = within(screen.getByTestId('pricing-table'));
    for (const pkg of copy.calculator.packages) {
      const card = within(screen.getByTestId(`pricing-${pkg.id}`));
      expect(card.getByRole('heading', { name: pkg.name })).toBeInTheDocument();
      for (const feature of pkg.features) expect(card.getByText(feature)).toBeInTheDocument();
    }
    expect(table.getByText(/^12\s?%$/)).toBeInTheDocument();
    // 24/7 emergency support and the annual tax report belong to Premium only.
    const emergency = copy.calculator.packages[2]!.features[1]!;
    const taxReport = copy.calculator.packages[2]!.features[2]!;
    expect(table.getAllByText(emergency)).toHaveLength(1);
    expect(within(screen.getByTestId('pricing-premium')).getByText(taxReport)).toBeInTheDocument();
    expect(within(screen.getByTestId('pricing-plus')).queryByText(taxReport)).toBeNull();
  });

  it('reveals the calculator from the hero and scrolls to it; a second click hides it', async () => {
    const { user, copy } = await setup(lang);
    const toggle = screen.getByRole('button', { name: copy.heroActions.calculator });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('management-calculator')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('management-calculator', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy.calculator.rentLabel })).toBeInTheDocument();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('management-calculator')).toBeNull();
  });

  it('opens the calculator for a link with calculator inputs, without scrolling', async () => {
    const { copy } = await setup(lang, '?rent=2000&plan=plus');
    expect(await screen.findByTestId('management-calculator', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.heroActions.calculator })).toHaveAttribute('aria-expanded', 'true');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the quote dialog with the contact form from every quote button', async () => {
    const { user, copy } = await setup(lang);
    const buttons = screen.getAllByRole('button', { name: copy.pricing.quoteButton });
    expect(buttons).toHaveLength(4);
    const plusName = copy.calculator.packages[1]!.name;
    const subjects = [
      copy.quoteModal.subjectPlan.replace('{plan}', copy.calculator.packages[0]!.name),
      copy.quoteModal.subjectPlan.replace('{plan}', plusName),
      copy.quoteModal.subjectPlan.replace('{plan}', copy.calculator.packages[2]!.name),
      copy.quoteModal.subject,
    ];
    for (const [index, button] of buttons.entries()) {
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: copy.quoteModal.title }, SLOW);
      const form = await within(dialog).findByRole('form', { name: 'contact form stub' }, SLOW);
      expect(form).toHaveAttribute('data-subject', subjects[index]);
      expect(form).toHaveAttribute('data-service', 'property');
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(button).toHaveFocus();
    }
  });
});
