import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLoaded } from '@/lib/async/use-loaded';
import type { Dictionary } from './dictionary';
import { dirOf, type Lang } from './lang';
import { loadDictionary } from './load-dictionary';

/** The page's language: its code, direction and UI texts (read as properties: ui.footer.blurb). */
export interface I18n {
  lang: Lang;
  dir: 'rtl' | 'ltr';
  ui: Dictionary;
}

const I18nContext = createContext<I18n | null>(null);

/** Provides the language; suspends until its dictionary has loaded (at once when preloaded). */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ui = useLoaded(loadDictionary(lang));
  const value = useMemo(() => ({ lang, dir: dirOf(lang), ui }), [lang, ui]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}
