import { ROUTES } from '@/lib/routing/routes';
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

  it('has a navigation name for every route that is a parent', () => {
    for (const route of ROUTES) {
      if (!('parent' in route)) continue;
      const [parent] = breadcrumbTrail(UI.en, 'en', route.id, 'x').slice(-2);
      expect(parent?.name, route.id).not.toBe(route.parent);
    }
  });
});
