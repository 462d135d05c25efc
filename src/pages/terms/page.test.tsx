import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

// The first render loads the page's code and copy, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe.each([
  ['en', en],
  ['he', he],
] as const)('TermsPage (%s)', (lang, copy) => {
  it('has seven sections plus the agreement, each linked from the table of contents', async () => {
    await renderRoute(`/${lang}/terms`);
    expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeInTheDocument();
    const ids = copy.document.sections.map((section) => section.id);
    expect(ids).toHaveLength(8);
    expect(ids.at(-1)).toBe('agreement');
    const toc = screen.getByRole('navigation', { name: copy.document.tocTitle });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ids.map((id) => `#${id}`));
    for (const section of copy.document.sections) {
      expect(document.getElementById(section.id)).toHaveTextContent(section.title);
    }
  });

  it('links to privacy and contact in the same language', async () => {
    await renderRoute(`/${lang}/terms`);
    const internal = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(new Set(internal)).toEqual(new Set([`/${lang}/privacy`, `/${lang}/contact`]));
  });
});
