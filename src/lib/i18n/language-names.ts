import type { Lang } from './lang';

/**
 * Each language's name and "read this site in …", written in that language: the language switch
 * offers every other language in its own words, whatever the page's language.
 */
export const LANGUAGE_NAMES: Record<Lang, { readonly name: string; readonly readIn: string }> = {
  en: { name: 'English', readIn: 'Read this site in English' },
  he: { name: 'עברית', readIn: 'קריאת האתר בעברית' },
  pt: { name: 'Português', readIn: 'Ler o site em português' },
};
