import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

// The first render loads the page's code and copy, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe.each([
  ['en', en],
  ['he', he],
] as const)('AboutPage (%s)', (lang, copy) => {
  it('shows the hero, vision, four values, three offerings and four partner badges', async () => {
    await renderRoute(`/${lang}/about`);
    expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeInTheDocument();
    for (const title of [copy.vision.title, copy.values.title, copy.offerings.title, copy.team.title]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const h3 = (section: string) =>
      within(screen.getByRole('region', { name: section }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(h3(copy.values.title)).toEqual(copy.values.items.map((item) => item.title));
    expect(h3(copy.offerings.title)).toEqual(copy.offerings.items.map((item) => item.title));
    expect(h3(copy.team.title)).toEqual(copy.team.badges.map((badge) => badge.title));
    expect(copy.values.items).toHaveLength(4);
    expect(copy.offerings.items).toHaveLength(3);
    expect(copy.team.badges).toHaveLength(4);
  });

  it('links to the service pages and contact in the same language', async () => {
    await renderRoute(`/${lang}/about`);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(copy.hero.contactButton)).toBe(`/${lang}/contact`);
    const [investment, management, consulting] = copy.offerings.items;
    expect(href(investment!.linkLabel)).toBe(`/${lang}/investment`);
    expect(href(management!.linkLabel)).toBe(`/${lang}/property-management`);
    expect(href(consulting!.linkLabel)).toBe(`/${lang}/relocation`);
    const closing = screen.getByRole('region', { name: copy.closing.title });
    expect(
      within(closing)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/${lang}/contact`, `/${lang}/property-management`, `/${lang}/investment`]);
  });

  it('emits the business and the about page as JSON-LD', async () => {
    const view = await renderRoute(`/${lang}/about`);
    const blocks = [...view.container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['LocalBusiness', 'AboutPage']);
    expect(blocks[0]).toMatchObject({ description: copy.structuredData.businessDescription });
  });
});
