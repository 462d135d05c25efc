import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LANG_TAG, LANGS } from '@/lib/i18n/lang';
import { prerenderTargets } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import { builtPage, DIST } from './built-site';

const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
  loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
  alternates: Object.fromEntries(
    [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
  ),
}));

it('lists exactly the indexable routes in every language', () => {
  const indexable = prerenderTargets()
    .filter(({ route }) => route.indexable)
    .map(({ url }) => absoluteUrl(url));
  expect(entries.map((entry) => entry.loc).sort()).toEqual([...indexable].sort());
  // Nothing noindex slipped in: every listed page's HTML lets robots index it.
  for (const { url } of prerenderTargets().filter(({ route }) => route.indexable)) {
    expect(builtPage(url)).not.toContain('name="robots" content="noindex');
  }
});

it('gives every entry reciprocal hreflang alternates (each language by its tag, pt-PT, and x-default)', () => {
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  for (const entry of entries) {
    expect(Object.keys(entry.alternates).sort()).toEqual([...LANGS.map((lang) => LANG_TAG[lang]), 'x-default'].sort());
    expect(Object.values(entry.alternates)).toContain(entry.loc);
    for (const lang of LANGS) {
      const alternate = byLoc.get(entry.alternates[LANG_TAG[lang]] ?? '');
      expect(alternate, `${entry.loc} → ${lang}`).toBeDefined();
      // The alternate points back with the same set of links.
      expect(alternate?.alternates).toEqual(entry.alternates);
    }
  }
});
