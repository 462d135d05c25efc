import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

// Rendering a whole page with user events takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const COPY = { en, he } as const;

describe.each(['en', 'he'] as const)('SettlingPage (%s)', (lang) => {
  const copy = COPY[lang];

  it('has one h1 and its sections in order', async () => {
    await renderRoute(`/${lang}/settling`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      copy.prosCons.title,
      copy.regions.title,
      copy.admin.title,
      copy.dailyLife.title,
      copy.integration.title,
      copy.closing.title,
    ]);
  });

  it('shows pros and cons, three regions and the administration steps with where to go', async () => {
    await renderRoute(`/${lang}/settling`);
    expect(within(screen.getByRole('list', { name: copy.prosCons.prosTitle })).getAllByRole('listitem')).toHaveLength(
      copy.prosCons.pros.length,
    );
    expect(within(screen.getByRole('list', { name: copy.prosCons.consTitle })).getAllByRole('listitem')).toHaveLength(
      copy.prosCons.cons.length,
    );
    const regions = screen.getByRole('heading', { level: 2, name: copy.regions.title }).closest('section')!;
    expect(within(regions).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // Hebrew names keep their no-break spaces, which the default normalizer would turn into spaces.
    const normalizer = getDefaultNormalizer({ collapseWhitespace: false });
    for (const step of copy.admin.steps) expect(screen.getByText(step.where, { normalizer })).toBeInTheDocument();
  });

  it('keeps the language in every internal link', async () => {
    await renderRoute(`/${lang}/settling`);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([`/${lang}/relocation`, `/${lang}/contact`, `/${lang}/investment`]));
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${lang}/`));
  });
});
