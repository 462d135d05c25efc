// The pages follow the convention of README, "Add a page": a record, a folder with its component and
// a copy module per language, and registry entries naming that folder's files. Nothing here counts pages: each
// rule holds for every route.
import { LANGS } from '@/lib/i18n/lang';
import { isRichText, plainText } from '@/lib/i18n/rich-text';
import { pageFolder, ROUTES, type RouteDef } from '@/lib/routing/routes';
import { leaves, leafText, shapeDifferences } from '../../tests/copy-shape';
import { hasCopyModule, hasPageModule, loadPage } from './page-registry';

const routes = ROUTES;
/** Each page of the site: a route, or one entry of a collection route. */
const pages: { route: RouteDef; slug?: string }[] = routes.flatMap((route) =>
  route.entries ? route.entries.map((slug) => ({ route, slug })) : [{ route }],
);
const label = ({ route, slug }: (typeof pages)[number]) => `${route.id}${slug ? `/${slug}` : ''}`;
// The folders' files by path, to check that each registry entry names its own folder's.
const PAGE_FILES = import.meta.glob<{ default: unknown }>('/src/pages/*/page.tsx');
const COPY_FILES = import.meta.glob<{ default: unknown }>(['/src/pages/*/copy.*.ts', '/src/pages/*/entries/*.ts']);

// Texts the same in both languages on purpose: names, addresses and codes.
// Lookup tables a page needs in one language only: the Hebrew names of the places the listings
// write in English (docs/listing-places.md), and the relocation guide's Hebrew-only section
// "What is your situation?" (docs/product-rules.md). English shows the stored names as they are.
const ONE_LANGUAGE_TABLES = /(^|\.)places\.|^situation:/;
const SAME_IN_BOTH =
  /^((?:\{\w+\}[\s:]*)+|Lusa Property|info@lusaproperty\.com|\+351[\d ]+|NIF|CPCV|D7|D8|HQA|IMT|IMI|\d[\d\s.,%–-]*)$/;

describe('page registry', () => {
  it.each(pages.map((page) => [label(page), page] as const))(
    '%s has a copy module in each language',
    async (_, page) => {
      for (const lang of LANGS) expect(await hasCopyModule(page.route.id, lang, page.slug), lang).toBe(true);
    },
  );

  it('has no copy module for an entry a collection lacks, nor for a slug on a page', async () => {
    expect(await hasCopyModule('article', 'pt', 'no-such-article')).toBe(false);
    expect(await hasCopyModule('article', 'en')).toBe(false);
    expect(await hasCopyModule('about', 'en', 'real-estate-investment')).toBe(false);
  });

  it('has no page folder without a route', () => {
    const folders = new Set(routes.map((route) => pageFolder(route.id)));
    const files = Object.keys(import.meta.glob('/src/pages/*/**/*.{ts,tsx}'));
    const orphans = files.map((file) => file.split('/')[3]!).filter((folder) => !folders.has(folder));
    expect([...new Set(orphans)]).toEqual([]);
  });

  it.each(pages.map((page) => [label(page), page] as const))(
    '%s loads the page.tsx and copy modules of its own folder',
    async (_, { route, slug }) => {
      const folder = `/src/pages/${pageFolder(route.id)}`;
      const ownPage = PAGE_FILES[`${folder}/page.tsx`];
      for (const lang of LANGS) {
        const { Page, copy } = await loadPage(route.id, lang, slug);
        if (ownPage) expect(Page).toBe((await ownPage()).default);
        else expect(hasPageModule(route.id)).toBe(false);
        const copyFile = slug === undefined ? `${folder}/copy.${lang}.ts` : `${folder}/entries/${slug}.${lang}.ts`;
        expect(copy, lang).toBe((await COPY_FILES[copyFile]!()).default);
      }
    },
  );

  it('finds the pages that have their own component', () => {
    expect(hasPageModule('home')).toBe(true);
    expect(hasPageModule('contact')).toBe(true);
    expect(hasPageModule('article')).toBe(true);
  });

  it.each(pages.map((page) => [label(page), page] as const))(
    '%s has the same copy shape in English and Hebrew, written in Hebrew',
    async (_, { route, slug }) => {
      const [enPage, hePage] = await Promise.all([loadPage(route.id, 'en', slug), loadPage(route.id, 'he', slug)]);
      const differences = shapeDifferences(enPage.copy, hePage.copy).filter(
        (line) => !(ONE_LANGUAGE_TABLES.test(line) && line.endsWith(': only in Hebrew')),
      );
      expect(differences).toEqual([]);
      expect(hePage.Page).toBe(enPage.Page);

      const enText = new Map(leaves(enPage.copy).map(([path, value]) => [path, leafText(value)]));
      for (const [path, value] of leaves(hePage.copy)) {
        const text = leafText(value);
        if (text === null) continue;
        // An `id` names an item for the code (an icon, a link target): the same in both languages
        // (a Hebrew-only section's ids have no English to match; the shape check above allows it).
        if (path.endsWith('.id')) {
          if (enText.has(path)) expect(text, path).toBe(enText.get(path));
          continue;
        }
        expect(text.trim(), `${path} is empty`).not.toBe('');
        if (SAME_IN_BOTH.test(text)) continue;
        expect(text, `${path} is not translated`).not.toBe(enText.get(path));
        expect(text, `${path} has no Hebrew`).toMatch(/[\u0590-\u05ff]/);
      }
    },
  );

  it('gives every page a title, description and hero in both languages', async () => {
    for (const { route, slug } of pages) {
      for (const lang of LANGS) {
        const { copy } = await loadPage(route.id, lang, slug);
        for (const text of [copy.meta.title, copy.meta.description, copy.hero.title, copy.hero.subtitle]) {
          expect(isRichText(text) ? plainText(text) : text).not.toBe('');
        }
      }
    }
  });
});
