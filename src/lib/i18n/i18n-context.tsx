import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { dirOf, type Lang } from '@/app/route-table';
import { interpolate, lookup, type Dictionary, type TextKey, type TextParams } from './dictionary';
import { DICTIONARIES } from './dictionaries';

export interface I18n {
  lang: Lang;
  dir: 'rtl' | 'ltr';
  dict: Dictionary;
  t: (key: TextKey, params?: TextParams) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function createI18n(lang: Lang): I18n {
  const dict = DICTIONARIES[lang];
  return { lang, dir: dirOf(lang), dict, t: (key, params) => interpolate(lookup(dict, key), params) };
}

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => createI18n(lang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}
