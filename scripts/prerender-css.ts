// Critical CSS per prerendered page: the page's <style> keeps only the rules its HTML uses; the
// whole stylesheet follows once the page's code is in (src/lib/async/whole-stylesheet.ts enables its
// link), cached for later pages.
import Beasties from 'beasties';
import postcss, { type Root, type Rule } from 'postcss';
import { LATER_STYLESHEET_ATTRIBUTE } from '../src/lib/async/whole-stylesheet';

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * beasties keeps a rule when an element of the page matches its selector (pseudo-classes such as
 * :hover or :focus-visible stripped, so states stay with their elements; `rtl:` rules match a Hebrew
 * page's dir), keeps the local fallback fonts the kept rules name, and the keyframes they run. It only
 * reads the page here: the rules it returns go back into the page's own text, so the HTML React
 * hydrates is byte for byte the prerender's.
 */
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  inlineFonts: true,
  preloadFonts: false,
  keyframes: 'critical',
  compress: true,
  logLevel: 'warn',
});

/**
 * Tailwind declares every custom property any rule of the site reads (its theme's colours, its
 * `@property` registrations and their fallback for older browsers); a page's rules read a few.
 * Drops the declarations of those that nothing left reads, neither a kept rule nor an inline style
 * of the page (`style="--x: …"` sets one, `var(--x)` reads one); and what only the whole stylesheet
 * needs to bring: the web fonts' faces and the print rules.
 */
export function dropUnreadCustomProperties(css: string, html = ''): string {
  const root: Root = postcss.parse(css);
  const reads = new Map<string, Set<string>>(); // property -> the custom properties its values read
  const read = new Set<string>();
  const varsIn = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
  root.walkDecls((decl) => {
    const names = varsIn(decl.value);
    if (decl.prop.startsWith('--')) {
      const set = reads.get(decl.prop) ?? new Set<string>();
      names.forEach((name) => set.add(name));
      reads.set(decl.prop, set);
    } else names.forEach((name) => read.add(name));
  });
  varsIn(html).forEach((name) => read.add(name));
  // A property read by a read one is read too.
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of reads.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      pending.push(next);
    }
  }
  // The web fonts' faces: the page paints in the local ones, and the web fonts come once the app is
  // ready (the `web-fonts` class, src/lib/async/web-fonts.ts), with the whole stylesheet.
  root.walkAtRules('font-face', (rule) => {
    if (rule.toString().includes('url(')) rule.remove();
  });
  // Print rules come with the whole stylesheet too: a page is printed after its first paint.
  root.walkAtRules('media', (rule) => {
    if (rule.params.trim() === 'print') rule.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  // Rules and at-rules left empty go too.
  root.walk((node) => {
    const empty = (node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0;
    // An empty @layer still declares where the layer goes in the cascade.
    if (empty && !(node.type === 'atrule' && node.name === 'layer')) {
      node.remove();
    }
  });
  root.walkAtRules('supports', (rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
  return root.toString();
}

/**
 * Tailwind registers the custom properties its utilities compose (`@property --tw-shadow {…
 * initial-value: 0 0 #0000}`), and for browsers without `@property` declares the same starting values
 * on every element instead (`@layer properties { @supports (…) { *, :before, :after { --tw-shadow:
 * 0 0 #0000 } } }`). Declared on every element, a value starts the same and is not inherited, as the
 * registration makes it: so the page's own CSS keeps the declarations, for every browser, and leaves
 * out the registrations they cover (0.3 kB gzip a page). The whole stylesheet, enabled once the page's
 * code is in, brings the registrations, which a transition of such a property needs.
 */
export function declareInsteadOfRegistering(css: string): string {
  const root: Root = postcss.parse(css);
  const declared = new Set<string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() !== 'properties') return;
    layer.walkAtRules('supports', (supports) => {
      supports.walkDecls((decl) => {
        declared.add(decl.prop);
      });
      supports.replaceWith(supports.nodes ?? []);
    });
  });
  root.walkAtRules('property', (rule) => {
    if (declared.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/** The rules that set the font of the whole page: on html, on body. */
const PAGE_FONT_RULES = new Set(['html', 'body', 'html:not(.web-fonts) body']);
/** The rules that set a Hebrew page's body in Heebo, before the web fonts and after. */
const HEBREW_BODY_RULES = ['html:not(.web-fonts)[lang=he] body', 'html[lang=he] body'];

/**
 * A Hebrew page sets its body in Heebo (`html[lang=he] body`, and `html:not(.web-fonts)[lang=he]
 * body` before the web fonts), over the html and body rules that name Inter; the html element holds
 * no text of its own. So when only those rules name Inter's local fallback, its faces draw nothing on
 * the page and go (0.08 kB gzip a Hebrew page).
 */
export function dropLatinFallbackFacesOnHebrewPage(css: string): string {
  const root: Root = postcss.parse(css);
  const named = (rule: Rule) => rule.some((node) => node.type === 'decl' && node.value.includes('Inter Fallback'));
  const hebrewBody = new Set<string>();
  let elsewhere = false;
  root.walkRules((rule) => {
    if (HEBREW_BODY_RULES.includes(rule.selector) && rule.toString().includes('Heebo Fallback')) {
      hebrewBody.add(rule.selector);
    }
    if (named(rule) && !PAGE_FONT_RULES.has(rule.selector)) elsewhere = true;
  });
  if (elsewhere || hebrewBody.size < HEBREW_BODY_RULES.length) return css;
  root.walkAtRules('font-face', (face) => {
    if (/font-family:\s*["']?Inter Fallback/.test(face.toString())) face.remove();
  });
  return root.toString();
}

/**
 * Tailwind's `marker:` variant colours a <summary>'s marker too (`::-webkit-details-marker`), which
 * beasties keeps with the list's; a page without a <summary> needs only the list markers.
 */
export function dropSummaryMarkers(css: string, html: string): string {
  if (/<summary[\s>]/.test(html)) return css;
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!rule.selector.includes('::-webkit-details-marker')) return;
    const kept = rule.selectors.filter((selector) => !selector.includes('::-webkit-details-marker'));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  return root.toString();
}

/**
 * Replaces the page's inlined whole stylesheet by the rules its HTML uses, and marks the (disabled)
 * link to the whole stylesheet for the app to enable once the page's code is in.
 */
export async function inlineCriticalCss(html: string): Promise<string> {
  const reduced = INLINE_STYLE.exec(await beasties.process(html))?.[1];
  if (reduced === undefined || !INLINE_STYLE.test(html)) throw new Error('The page has no inlined stylesheet');
  // The page without its stylesheet: the whole stylesheet inline reads every property of the site.
  let critical = declareInsteadOfRegistering(dropUnreadCustomProperties(reduced, html.replace(INLINE_STYLE, '')));
  if (/^<!doctype html>\s*<html lang="he"/i.test(html)) critical = dropLatinFallbackFacesOnHebrewPage(critical);
  critical = dropSummaryMarkers(critical, html);
  const withLink = html.replace(
    /<link rel="stylesheet" href="([^"]+)" disabled>/,
    `<link rel="stylesheet" href="$1" disabled ${LATER_STYLESHEET_ATTRIBUTE}>`,
  );
  if (withLink === html) throw new Error('The page has no link to its whole stylesheet');
  return withLink.replace(INLINE_STYLE, () => `<style>${critical}</style>`);
}
