// Every Portuguese page as the build wrote it (docs/languages.md): Portugal's language tag, left to
// right, the three languages' alternates, Portuguese structured data, titles and descriptions that
// fit a results page, and no English or Hebrew word in what a reader sees outside names, quotes and
// the language switch (whose links name the other languages in their own words).
import { describe, expect, it } from 'vitest';
import { prerenderTargets } from '@/lib/routing/routes';
import { englishWords, hebrewIn } from '../copy/portuguese-copy';
import { builtPage } from './built-site';

const PAGES = prerenderTargets().filter((target) => target.lang === 'pt');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/** The text a reader sees: no scripts, styles or head, no other-language links, tags as line breaks. */
function visibleText(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, '\n')
    .replace(/<a\b[^>]*\blang="(?!pt)[^"]*"[^>]*>[\s\S]*?<\/a>/g, '\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&(#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('Portuguese pages', () => {
  it('are every route of the site', () => {
    expect(PAGES.length).toBe(prerenderTargets().filter((target) => target.lang === 'en').length);
  });

  it.each(PAGES.map((target) => [target.url, target] as const))('%s', (url, target) => {
    const html = builtPage(url);
    expect(/<html lang="pt-PT" dir="ltr"/.test(html), 'lang="pt-PT" dir="ltr"').toBe(true);
    const head = headOf(html);

    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '';
    expect(title.length, title).toBeGreaterThan(0);
    // The page's own title at most 60 characters, as search results show it, before " | Lusa Property".
    expect(title.replace(/ \| Lusa Property$/, '').length, title).toBeLessThanOrEqual(60);
    expect(description.length, description).toBeLessThanOrEqual(170);

    if (target.route.indexable) {
      for (const [tag, prefix] of [
        ['en', '/en'],
        ['he', '/he'],
        ['pt-PT', '/pt'],
        ['x-default', '/en'],
      ]) {
        const alternate = new RegExp(
          `hreflang="${tag}" href="[^"]*${prefix}${url.slice(3).replace(/[.?]/g, '\\$&')}"`,
          'i',
        );
        expect(alternate.test(head), `${tag} alternate`).toBe(true);
      }
    }
    for (const [, json] of html.matchAll(/"inLanguage":"([^"]+)"/g)) expect(json).toBe('pt-PT');

    // A staff page is prerendered as an empty shell; a public page as its content.
    const lines = visibleText(html);
    if (target.route.layout === 'site') expect(lines.length).toBeGreaterThan(3);
    expect(lines.flatMap(hebrewIn)).toEqual([]);
    expect(lines.flatMap(englishWords)).toEqual([]);
  });
});
