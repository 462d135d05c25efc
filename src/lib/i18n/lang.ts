// The site's languages. Every page lives under a language prefix: /en/..., /he/... or /pt/...
// A new language is a matter of files: add its code here and the type checker lists every copy
// module, dictionary and e-mail that still lacks it (docs/languages.md).

export const LANGS = ['en', 'he', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: string | undefined): value is Lang =>
  value !== undefined && (LANGS as readonly string[]).includes(value);

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'he' ? 'rtl' : 'ltr');

/** The BCP 47 tag of each language, for `<html lang>`, hreflang and JSON-LD's inLanguage. */
export const LANG_TAG: Record<Lang, string> = { en: 'en', he: 'he', pt: 'pt-PT' };
