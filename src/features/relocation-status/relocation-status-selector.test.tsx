import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
import { RelocationStatusSelector } from './relocation-status-selector';
import type { SituationContent } from './status-content';

// Rendering a whole page with user events takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// Test content in the shape of the Hebrew page's section; the component does not depend on the words.
const content: SituationContent = {
  title: 'What is your situation?',
  intro: 'Pick the one that fits.',
  groupLabel: 'Your citizenship',
  prompt: 'Choose an option to see the details.',
  clearHint: 'Press the selected option again to hide the details.',
  headings: { visas: 'Visas', timeline: 'Timeline', benefits: 'Benefits', requirements: 'Steps', note: 'Note' },
  contactButton: 'Talk to us',
  statuses: [
    {
      id: 'israeli-only',
      title: 'Israeli passport only',
      hint: 'Needs a visa',
      content: {
        description: 'Israeli description',
        visas: [{ name: 'D7 visa', description: 'Passive income' }],
        timeline: 'Israeli timeline',
        benefits: ['Israeli benefit'],
        requirements: ['Israeli step one', 'Israeli step two'],
        note: 'Israeli note',
      },
    },
    {
      id: 'eu-citizen',
      title: 'EU passport',
      hint: 'No visa',
      content: {
        description: 'EU description',
        visas: [{ name: 'CRUE', description: 'Registration' }],
        timeline: 'EU timeline',
        benefits: ['EU benefit'],
      },
    },
    {
      id: 'portuguese-passport',
      title: 'Portuguese passport',
      hint: 'Citizen',
      content: { description: 'Portuguese description', visas: [], timeline: 'At once', benefits: ['All rights'] },
    },
    {
      id: 'other-citizenship',
      title: 'Other citizenship',
      hint: 'Depends',
      content: { description: 'Other description', visas: [], timeline: 'Varies', benefits: ['Some'] },
    },
  ],
};

function setup(lang: 'en' | 'he' = 'he') {
  const user = userEvent.setup();
  renderWithProviders(<RelocationStatusSelector content={content} />, { lang, path: `/${lang}/relocation` });
  const group = screen.getByRole('group', { name: content.groupLabel });
  const button = (title: string) => within(group).getByRole('button', { name: new RegExp(title) });
  return { user, group, button };
}

describe('RelocationStatusSelector', () => {
  it('shows four unpressed status buttons and no detail card at first', () => {
    const { group } = setup();
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText(content.prompt)).toBeVisible();
  });

  it('renders no card before a choice, so the page carries none of their words', () => {
    setup();
    expect(screen.queryByText('Israeli description')).not.toBeInTheDocument();
    expect(screen.queryByText('EU timeline')).not.toBeInTheDocument();
  });

  it('selects a status, switches to another and clears on a second press', async () => {
    const { user, button } = setup();

    await user.click(button('Israeli passport only'));
    expect(button('Israeli passport only')).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('article', { name: 'Israeli passport only' });
    expect(within(card).getByText('Israeli description')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Visas', level: 4 })).toBeVisible();
    expect(within(card).getByText('D7 visa')).toBeVisible();
    expect(within(card).getByText('Israeli timeline')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Israeli step two');
    expect(within(card).getByText('Israeli note')).toBeVisible();
    expect(within(card).getByRole('link', { name: content.contactButton })).toHaveAttribute('href', '/he/contact');
    expect(screen.getByText(content.prompt)).not.toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(button('EU passport'));
    expect(button('EU passport')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Israeli passport only')).toHaveAttribute('aria-pressed', 'false');
    const euCard = screen.getByRole('article', { name: 'EU passport' });
    expect(within(euCard).getByText('EU description')).toBeVisible();
    // Optional parts are left out when a status has none.
    expect(within(euCard).queryByRole('heading', { name: 'Steps' })).not.toBeInTheDocument();
    expect(within(euCard).queryByText(/Note/)).not.toBeInTheDocument();
    expect(screen.queryByText('Israeli description')).not.toBeInTheDocument();

    await user.click(button('EU passport'));
    expect(button('EU passport')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText(content.prompt)).toBeVisible();
  });

  it('works from the keyboard: Tab to a button, Enter selects, Space clears', async () => {
    const { user, button } = setup('en');
    await user.tab();
    expect(button('Israeli passport only')).toHaveFocus();
    await user.tab();
    expect(button('EU passport')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('EU passport')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('article', { name: 'EU passport' })).toBeVisible();
    await user.keyboard(' ');
    expect(button('EU passport')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('ties each button with aria-controls to the place its card appears', async () => {
    const { user, button } = setup();
    const id = button('Portuguese passport').getAttribute('aria-controls');
    expect(id).toBeTruthy();
    expect(button('EU passport')).toHaveAttribute('aria-controls', id);
    expect(document.getElementById(id!)).toBeInTheDocument();
    await user.click(button('Portuguese passport'));
    expect(document.getElementById(id!)).toHaveTextContent('Portuguese description');
  });
});
