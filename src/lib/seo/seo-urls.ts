import { LANGS, LANG_TAG, DEFAULT_LANG, type Lang } from '../i18n/lang';
import { SITE_URL } from '../../config/company';

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

/** hreflang alternates for a path after the language prefix: one per language (its BCP 47 tag: en, he, pt-PT) plus x-default. */
export function hreflangLinks(pathAfterLang: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGS.map((lang: Lang) => ({ hrefLang: LANG_TAG[lang], href: absoluteUrl(`/${lang}${pathAfterLang}`) })),
    { hrefLang: 'x-default', href: absoluteUrl(`/${DEFAULT_LANG}${pathAfterLang}`) },
  ];
}
