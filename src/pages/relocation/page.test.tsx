import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIZENSHIP_STATUS_IDS } from '@/features/relocation-status/status-content';
import { leaves, leafText } from '../../../tests/copy-shape';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import situation from './situation.he';

// Rendering a whole page with user events takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const COPY = { en, he } as const;

describe.each(['en', 'he'] as const)('RelocationPage (%s)', (lang) => {
  const copy = COPY[lang];

  it('has one h1 and its sections in order', async () => {
    await renderRoute(`/${lang}/relocation`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const expected = [
      copy.whyMove.title,
      ...(lang === 'he' ? [situation.title] : []),
      copy.visas.title,
      copy.preparation.title,
      copy.expect.title,
      copy.closing.title,
    ];
    // The Hebrew-only section arrives with its own chunk.
    if (lang === 'he') await screen.findByRole('heading', { level: 2, name: situation.title }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(expected);
  });

  it('shows four visa cards with badges, the "Important to Know" box and five preparation steps', async () => {
    await renderRoute(`/${lang}/relocation`);
    for (const card of copy.visas.cards) {
      const item = screen.getByRole('heading', { level: 3, name: card.title }).closest('li')!;
      expect(within(item).getByText(card.badge)).toBeInTheDocument();
      expect(within(item).getAllByRole('listitem')).toHaveLength(card.requirements.length);
    }
    expect(screen.getByRole('heading', { name: copy.visas.importantTitle })).toBeInTheDocument();
    const steps = screen.getByRole('heading', { level: 2, name: copy.preparation.title }).closest('section')!;
    expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('keeps the language in every internal link', async () => {
    await renderRoute(`/${lang}/relocation`);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(`/${lang}/contact`);
    expect(hrefs).toContain(`/${lang}/investment`);
    expect(hrefs).toContain(`/${lang}/settling`);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${lang}/`));
  });
});

describe('the Hebrew-only "What is your situation?" section', () => {
  it('is absent from the English page', async () => {
    await renderRoute('/en/relocation');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText(situation.title)).not.toBeInTheDocument();
  });

  it('selects, switches and clears a status on the Hebrew page', async () => {
    const user = userEvent.setup();
    await renderRoute('/he/relocation');
    const group = await screen.findByRole('group', { name: situation.groupLabel }, { timeout: 5000 });
    const [israeli, eu] = situation.statuses;
    const button = (title: string) => within(group).getByRole('button', { name: (name) => name.startsWith(title) });

    await user.click(button(israeli!.title));
    expect(screen.getByRole('article', { name: israeli!.title })).toHaveTextContent(israeli!.content.description);
    await user.click(button(eu!.title));
    expect(screen.getByRole('article', { name: eu!.title })).toHaveTextContent(eu!.content.description);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(button(eu!.title));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has the four statuses, each with a description, visas, timeline and benefits, in Hebrew', () => {
    expect(situation.statuses.map((status) => status.id)).toEqual([...CITIZENSHIP_STATUS_IDS]);
    for (const status of situation.statuses) {
      expect(status.content.visas.length).toBeGreaterThan(0);
      expect(status.content.benefits.length).toBeGreaterThan(0);
    }
    for (const [path, value] of leaves(situation)) {
      const text = leafText(value);
      if (text === null || path.endsWith('.id')) continue;
      expect(text, path).toMatch(/[\u0590-\u05ff]/);
    }
  });

  it('states the citizenship rule in force since May 2026, counted from the first permit', () => {
    const note = situation.statuses[0]!.content.note!;
    expect(note).toContain('מאז מאי 2026');
    expect(note).toContain('אחרי 10 שנות מגורים חוקיים (7 לאזרחי האיחוד האירופי');
    expect(note).toContain('מהיתר השהייה הראשון');
    expect(note).not.toContain('בתהליך שינוי');
  });
});
