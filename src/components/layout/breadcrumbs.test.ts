import { loadPage } from '@/app/page-registry';
import { LANGS } from '@/lib/i18n/lang';
import { routeTrail, ROUTES } from '@/lib/routing/routes';
import { UI } from '../../../tests/i18n';
import { breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('names each parent as the navigation does and the page by its own title', () => {
    expect(breadcrumbTrail(UI.he, 'he', 'article', 'כותרת', 'real-estate-investment')).toEqual([
      { name: UI.he.nav.home, path: '/he' },
      { name: UI.he.nav.articles, path: '/he/articles' },
      { name: 'כותרת', path: '/he/articles/real-estate-investment' },
    ]);
  });

  it('names an ancestor as the navigation does, before any name from its copy', () => {
    expect(
      breadcrumbTrail(UI.en, 'en', 'realEstateAds', 'Ads', undefined, { investment: 'Unused', home: 'Unused' }),
    ).toEqual([
      { name: UI.en.nav.home, path: '/en' },
      { name: UI.en.nav.investment, path: '/en/investment' },
      { name: 'Ads', path: '/en/real-estate-ads' },
    ]);
    expect(breadcrumbTrail(UI.he, 'he', 'relocation', 'מדריך', undefined, { home: 'x' })[0]?.name).toBe(UI.he.nav.home);
  });

  // Every route below another, in both languages, as the page registry loads it: each ancestor has a
  // name (from the navigation or its copy), never the bare route id.
  it.each(
    ROUTES.filter((route) => route.parent).flatMap((route) => LANGS.map((lang) => [route.id, lang, route] as const)),
  )('%s (%s) has a name for every ancestor', async (_, lang, route) => {
    const slug = route.entries?.[0];
    const { trailNames } = await loadPage(route.id, lang, slug);
    const crumbs = breadcrumbTrail(UI[lang], lang, route.id, 'x', slug, trailNames).slice(0, -1);
    for (const [index, ancestor] of routeTrail(route.id).slice(0, -1).entries()) {
      expect(crumbs[index]?.name, ancestor.id).not.toBe(ancestor.id);
      expect(crumbs[index]?.name.trim(), ancestor.id).not.toBe('');
    }
  });
});
