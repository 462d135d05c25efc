import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';

/** Each language with its dictionary, for tests that run once per language. */
export const LANGUAGES = [
  ['en', en],
  ['he', he],
] as const;
