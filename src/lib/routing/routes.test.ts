import { LANGS } from '@/lib/i18n/lang';
import {
  aliasTarget,
  bareRedirectTarget,
  localizedPath,
  matchPath,
  normalizePath,
  pageFolder,
  prerenderTargets,
  routeById,
  routeTrail,
  ROUTE_ALIASES,
  ROUTES,
  switchLangPath,
} from './routes';

describe('localizedPath', () => {
  it('prefixes the route path with the language', () => {
    expect(localizedPath('en', 'contact')).toBe('/en/contact');
    expect(localizedPath('he', 'contact')).toBe('/he/contact');
    expect(localizedPath('he', 'calculateCost')).toBe('/he/property-management/calculate-cost');
  });

  it('gives the bare language prefix for home', () => {
    expect(localizedPath('en', 'home')).toBe('/en');
    expect(localizedPath('he', 'home')).toBe('/he');
  });
});

describe('normalizePath', () => {
  it('removes one trailing slash', () => {
    expect(normalizePath('/en/about/')).toBe('/en/about');
    expect(normalizePath('/en/')).toBe('/en');
  });

  it('leaves the root and paths without a trailing slash alone', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/en/about')).toBe('/en/about');
  });
});

describe('matchPath', () => {
  it('resolves a known route with its language', () => {
    expect(matchPath('/en/about')).toEqual({ lang: 'en', route: routeById('about') });
    expect(matchPath('/he/property-management/rental-agreement')).toEqual({
      lang: 'he',
      route: routeById('rentalAgreement'),
    });
  });

  it('resolves the language root to home', () => {
    expect(matchPath('/en')?.route?.id).toBe('home');
    expect(matchPath('/he')?.route?.id).toBe('home');
  });

  it('gives a null route (404) for an unknown path under a language', () => {
    expect(matchPath('/en/no-such-page')).toEqual({ lang: 'en', route: null });
    expect(matchPath('/he/about/extra')).toEqual({ lang: 'he', route: null });
  });

  it('returns null without a language prefix', () => {
    expect(matchPath('/about')).toBeNull();
    expect(matchPath('/')).toBeNull();
    expect(matchPath('/fr/about')).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(matchPath('/en/about/')?.route?.id).toBe('about');
    expect(matchPath('/he/')?.route?.id).toBe('home');
  });
});

describe('bareRedirectTarget', () => {
  it('sends the bare root to the default home', () => {
    expect(bareRedirectTarget('/')).toBe('/en');
  });

  it('keeps the path, query and hash under /en', () => {
    expect(bareRedirectTarget('/about', '?x=1', '#h')).toBe('/en/about?x=1#h');
  });

  it('returns null for a path that already has a language prefix', () => {
    expect(bareRedirectTarget('/en/about')).toBeNull();
    expect(bareRedirectTarget('/he')).toBeNull();
  });

  it('treats an unknown language as part of the path', () => {
    expect(bareRedirectTarget('/fr/about')).toBe('/en/fr/about');
  });
});

describe('admin tools', () => {
  it('answer under both language prefixes', () => {
    for (const lang of ['en', 'he'] as const) {
      expect(matchPath(`/${lang}/admin/fb-listings`)).toEqual({ lang, route: routeById('adminFbListings') });
      expect(matchPath(`/${lang}/admin/logo-generator/`)).toEqual({ lang, route: routeById('adminLogoGenerator') });
    }
  });

  it('send their bare paths to the English tool, with query and hash', () => {
    expect(bareRedirectTarget('/admin/fb-listings')).toBe('/en/admin/fb-listings');
    expect(bareRedirectTarget('/admin/logo-generator', '?style=bold', '#list')).toBe(
      '/en/admin/logo-generator?style=bold#list',
    );
  });

  it('have no page under /admin itself', () => {
    expect(matchPath('/en/admin')).toEqual({ lang: 'en', route: null });
  });
});

describe('switchLangPath', () => {
  it('keeps the path, query and hash from English to Hebrew', () => {
    expect(switchLangPath('/en/about', '?x=1', '#faq', 'he')).toBe('/he/about?x=1#faq');
  });

  it('keeps the path, query and hash from Hebrew to English', () => {
    expect(switchLangPath('/he/property-management/calculate-cost', '?rent=900', '#result', 'en')).toBe(
      '/en/property-management/calculate-cost?rent=900#result',
    );
  });

  it('switches the home page', () => {
    expect(switchLangPath('/en', '', '', 'he')).toBe('/he');
    expect(switchLangPath('/he', '', '', 'en')).toBe('/en');
    expect(switchLangPath('/en/', '?a=b', '', 'he')).toBe('/he?a=b');
  });
});

describe('aliasTarget', () => {
  it('sends an alias to its route in the same language, keeping query and hash', () => {
    expect(aliasTarget('/en/rental-agreement-template-Portugal')).toBe('/en/property-management/rental-agreement');
    expect(aliasTarget('/he/rental-agreement-template-Portugal', '?a=1', '#top')).toBe(
      '/he/property-management/rental-agreement?a=1#top',
    );
  });

  it('ignores case and a trailing slash', () => {
    expect(aliasTarget('/en/rental-agreement-template-portugal/')).toBe('/en/property-management/rental-agreement');
  });

  it('returns null for a normal route, an unknown path or a path without a language', () => {
    expect(aliasTarget('/en/property-management/rental-agreement')).toBeNull();
    expect(aliasTarget('/en/nothing-here')).toBeNull();
    expect(aliasTarget('/en')).toBeNull();
    expect(aliasTarget('/rental-agreement-template-Portugal')).toBeNull();
  });

  it('names only paths that are not routes themselves', () => {
    for (const alias of ROUTE_ALIASES) {
      expect(ROUTES.some((route) => route.path.toLowerCase() === alias.from.toLowerCase())).toBe(false);
      expect(() => routeById(alias.to)).not.toThrow();
    }
  });
});

describe('prerenderTargets', () => {
  it('lists every route in both languages, and a collection once per entry', () => {
    const targets = prerenderTargets();
    const pagesPerLanguage = ROUTES.reduce((sum, route) => sum + (route.entries ? route.entries.length : 1), 0);
    expect(targets).toHaveLength(pagesPerLanguage * LANGS.length);
    for (const lang of LANGS) {
      for (const route of ROUTES) {
        if (route.entries) {
          for (const slug of route.entries) {
            expect(targets).toContainEqual({ lang, route, slug, url: localizedPath(lang, route.id, slug) });
          }
        } else {
          expect(targets).toContainEqual({ lang, route, url: localizedPath(lang, route.id) });
        }
      }
    }
  });

  it('keeps the article URLs the site has always had', () => {
    const urls = prerenderTargets().map((target) => target.url);
    expect(urls).toContain('/en/articles/real-estate-investment');
    expect(urls).toContain('/he/articles/property-management-lisbon');
    expect(urls).toContain('/en/articles/portugal-tax-reforms-2025');
  });

  it('has no duplicate URL', () => {
    const urls = prerenderTargets().map((target) => target.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('ROUTES', () => {
  it('has unique ids and unique paths', () => {
    const ids = ROUTES.map((route) => route.id);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the thank-you page and admin tools out of search engines', () => {
    expect(routeById('thankYou').indexable).toBe(false);
    const admin = ROUTES.filter((route) => route.path.startsWith('/admin'));
    expect(admin.map((route) => route.id).sort()).toEqual([
      'adminDemand',
      'adminFbListings',
      'adminLeads',
      'adminLogoGenerator',
      'adminNewsletter',
      'adminOwners',
    ]);
    for (const route of admin) {
      expect(route.indexable).toBe(false);
      expect(route.prerender).toBe('shell');
    }
  });

  it('makes every public content page indexable', () => {
    const hidden = ROUTES.filter((route) => !route.indexable).map((route) => route.id);
    expect(hidden.sort()).toEqual([
      'adminDemand',
      'adminFbListings',
      'adminLeads',
      'adminLogoGenerator',
      'adminNewsletter',
      'adminOwners',
      'alertsConfirm',
      'alertsManage',
      'newsletterConfirm',
      'newsletterUnsubscribe',
      // An owner's own account: personal, never in search results.
      'owner',
      'thankYou',
    ]);
  });

  it('throws for an unknown route id', () => {
    expect(() => routeById('nope' as never)).toThrow('Unknown route id: nope');
  });
});

describe('collections', () => {
  it('matches an entry of a collection with its slug', () => {
    expect(matchPath('/he/articles/portugal-tax-reforms-2025')).toEqual({
      lang: 'he',
      route: routeById('article'),
      slug: 'portugal-tax-reforms-2025',
    });
  });

  it('gives a 404 for a slug that is not an entry', () => {
    expect(matchPath('/en/articles/no-such-article')).toEqual({ lang: 'en', route: null });
    expect(matchPath('/en/articles/real-estate-investment/extra')).toEqual({ lang: 'en', route: null });
  });

  it('puts the slug into the path', () => {
    expect(localizedPath('he', 'article', 'real-estate-investment')).toBe('/he/articles/real-estate-investment');
  });
});

describe('routeTrail', () => {
  it('leads from home to the route through its parents', () => {
    expect(routeTrail('article').map((route) => route.id)).toEqual(['home', 'articles', 'article']);
    expect(routeTrail('calculateCost').map((route) => route.id)).toEqual([
      'home',
      'propertyManagement',
      'calculateCost',
    ]);
    expect(routeTrail('home').map((route) => route.id)).toEqual(['home']);
  });

  it('names only existing routes as parents', () => {
    for (const route of ROUTES) {
      const parent = route.parent;
      if (parent) expect(() => routeById(parent)).not.toThrow();
    }
  });
});

describe('layouts', () => {
  it('renders the admin tools in the admin layout and every other route in the site layout', () => {
    for (const route of ROUTES) {
      expect(route.layout).toBe(route.path.startsWith('/admin') ? 'admin' : 'site');
    }
  });
});

describe('pageFolder', () => {
  it('is the route id in kebab case', () => {
    expect(pageFolder('home')).toBe('home');
    expect(pageFolder('propertyManagement')).toBe('property-management');
    expect(pageFolder('adminFbListings')).toBe('admin-fb-listings');
  });
});
