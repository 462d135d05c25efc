// The languages the server writes in: the site's languages (src/lib/i18n/lang.ts, LANGS, which
// code under supabase/functions cannot import). One list for every function, e-mail and check: a
// subscriber's, an alert's and an owner's language, and a staff member's. The database checks
// the same list (supabase/migrations/20261203100000_portuguese.sql); tests/domain/languages.test.ts
// fails when this list and the site's differ.

export const LANGUAGES = ['en', 'he', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a reader we know nothing about (an unknown or missing value). */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The value when it is one of the languages, else English. */
export const languageOr = (value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language =>
  isLanguage(value) ? value : fallback;

/** Hebrew is written right to left; the others left to right. */
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'he' ? 'rtl' : 'ltr');

/** The BCP 47 tag of an e-mail's `<html lang>` (as the site's LANG_TAG). */
export const LANGUAGE_TAG: Readonly<Record<Language, string>> = { en: 'en', he: 'he', pt: 'pt-PT' };
