import { describe, expect, it } from 'vitest';
import {
  declareInsteadOfRegistering,
  dropLatinFallbackFacesOnHebrewPage,
  dropSummaryMarkers,
  dropUnreadCustomProperties,
  inlineCriticalCss,
} from './prerender-css';

const STYLESHEET = [
  '@layer theme{:root{--color-brand:#123;--color-unused:#456;--color-dialog:#789;--font-sans:"Inter Variable",var(--font-hebrew);--font-hebrew:Heebo}}',
  '@font-face{font-family:Inter Fallback;src:local(Arial)}',
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2")}',
  '@layer base{html:not(.web-fonts) body{font-family:Inter Fallback}html[lang=he] body{font-family:var(--font-sans)}}',
  '@layer utilities{.text-brand{color:var(--color-brand)}.hover\\:underline:hover{text-decoration:underline}',
  '.rtl\\:rotate-180:where(:dir(rtl),[dir=rtl],[dir=rtl] *){rotate:180deg}.dialog-panel{inset:0;color:var(--color-dialog)}',
  '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}',
  '@media print{.text-brand{color:#000}}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
].join('');

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}"><head><style>${STYLESHEET}</style>` +
  `<link rel="stylesheet" href="/assets/index-1.css" disabled></head><body><div id="root">${body}</div></body></html>`;

describe('inlineCriticalCss', () => {
  const body = '<p class="text-brand hover:underline shadow">Hi</p><svg class="rtl:rotate-180"></svg>';

  it('keeps the rules the page uses, their states and direction variants, and the local fonts', async () => {
    const html = await inlineCriticalCss(page('en', body));
    const css = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('.text-brand{');
    expect(css).toContain('.hover\\:underline:hover');
    expect(css).toContain('.rtl\\:rotate-180');
    expect(css).toContain('Inter Fallback');
    expect(css).toContain('--color-brand:');
    expect(css).toContain('@property --tw-shadow');
    // What nothing on the page uses waits for the whole stylesheet.
    expect(css).not.toContain('.dialog-panel');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--color-dialog'); // read by a rule the page does not use
    expect(css).not.toContain('@property --tw-blur');
    expect(css).not.toContain('inter.woff2');
    expect(css).not.toContain('@media print'); // printing comes after the whole stylesheet
    expect(css).not.toContain('[lang=he]');
    // The body is left exactly as React rendered it.
    expect(html).toContain(`<div id="root">${body}</div>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled data-later>');
  });

  it('keeps the rules of the page’s language, and the properties they read', async () => {
    const css = /<style>([\s\S]*)<\/style>/.exec(await inlineCriticalCss(page('he', body)))?.[1] ?? '';
    expect(css).toContain('html[lang=he] body');
    expect(css).toContain('--font-sans:');
    expect(css).toContain('--font-hebrew:');
  });

  it('refuses a page without the inlined stylesheet or its link', async () => {
    await expect(inlineCriticalCss('<html><head></head><body></body></html>')).rejects.toThrow(/no inlined/);
    await expect(inlineCriticalCss(page('en', body).replace(/<link[^>]*>/, ''))).rejects.toThrow(/no link/);
  });
});

describe('dropUnreadCustomProperties', () => {
  it('keeps a property an inline style of the page reads', () => {
    const css = ':root{--progress:0;--other:1}.bar{width:10px}';
    expect(dropUnreadCustomProperties(css, '<div style="width:var(--progress)"></div>')).toBe(
      ':root{--progress:0}.bar{width:10px}',
    );
  });
});

describe('declareInsteadOfRegistering', () => {
  const fallback = '*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}';
  const css =
    `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){${fallback}}}` +
    '.shadow{box-shadow:var(--tw-shadow)}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-blur{syntax:"*";inherits:false}' +
    '@property --progress{syntax:"<number>";inherits:true;initial-value:0}';

  it('declares the starting values in every browser and leaves out the registrations they cover', () => {
    expect(declareInsteadOfRegistering(css)).toBe(
      `@layer properties{${fallback}}.shadow{box-shadow:var(--tw-shadow)}` +
        '@property --progress{syntax:"<number>";inherits:true;initial-value:0}',
    );
  });

  it('leaves a stylesheet without the declarations as it is', () => {
    const registrations = css.replace(/@layer properties\{.*?\}\}\}/, '');
    expect(declareInsteadOfRegistering(registrations)).toBe(registrations);
  });
});

describe('dropLatinFallbackFacesOnHebrewPage', () => {
  const interFace = '@font-face{font-family:Inter Fallback;src:local(Arial)}';
  const heeboFace = '@font-face{font-family:Heebo Fallback;src:local(Arial)}';
  const hebrewPage =
    'html{font-family:Inter Variable,Inter Fallback}html:not(.web-fonts) body{font-family:Inter Fallback}' +
    'html:not(.web-fonts)[lang=he] body{font-family:Heebo Fallback}html[lang=he] body{font-family:Heebo Variable,Heebo Fallback}' +
    `${interFace}${heeboFace}`;

  it('leaves out the Latin fallback when only the html and body rules that Heebo overrides name it', () => {
    expect(dropLatinFallbackFacesOnHebrewPage(hebrewPage)).toBe(hebrewPage.replace(interFace, ''));
  });

  it('keeps it when another rule of the page names it', () => {
    const withLatinText = `${hebrewPage}.font-sans{font-family:Inter Variable,Inter Fallback}`;
    expect(dropLatinFallbackFacesOnHebrewPage(withLatinText)).toBe(withLatinText);
  });

  it('keeps it when the page does not set its body in Heebo', () => {
    const withoutHeebo = hebrewPage.replace('html[lang=he] body{font-family:Heebo Variable,Heebo Fallback}', '');
    expect(dropLatinFallbackFacesOnHebrewPage(withoutHeebo)).toBe(withoutHeebo);
  });
});

describe('dropSummaryMarkers', () => {
  const css =
    '.marker\\:text-red ::marker{color:red}.marker\\:text-red ::-webkit-details-marker{color:red}' +
    '.marker\\:text-red::marker,.marker\\:text-red::-webkit-details-marker{color:red}';

  it('keeps only the list markers on a page without a <summary>', () => {
    expect(dropSummaryMarkers(css, '<ul class="marker:text-red"><li>One</li></ul>')).toBe(
      '.marker\\:text-red ::marker{color:red}.marker\\:text-red::marker{color:red}',
    );
  });

  it('keeps the summary markers where the page has one', () => {
    expect(dropSummaryMarkers(css, '<details class="marker:text-red"><summary>More</summary></details>')).toBe(css);
  });
});
