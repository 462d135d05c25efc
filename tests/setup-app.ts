import { beforeAll } from 'vitest';
import { LANGS } from '@/lib/i18n/lang';
import { loadDictionary } from '@/lib/i18n/load-dictionary';

// Unit and component tests: the state the app is in before it renders anything.
beforeAll(async () => {
  // The app preloads the page's dictionary (and with it the language's words for formats) before it
  // renders; code under test gets the same.
  await Promise.all(LANGS.map((lang) => loadDictionary(lang)));
});
