import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { Dictionary } from './dictionary';
import type { Lang } from './lang';

// One chunk per language: a visitor downloads only the dictionary of the page's language. The entry
// script awaits it before hydrating and the prerender waits for it, so neither ever shows a fallback.
const LOADERS: Record<Lang, () => Promise<Dictionary>> = {
  en: () => import('./en').then((module) => module.en),
  he: () => import('./he').then((module) => module.he),
  pt: () => import('./pt').then((module) => module.pt),
};

export const loadDictionary = memoizeAsync(
  (lang: Lang) => lang,
  (lang: Lang) => LOADERS[lang](),
);
