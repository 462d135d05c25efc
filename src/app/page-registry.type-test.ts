// Compile-time tests of the page registry, run by tsc (npm run typecheck), never by Vitest: each
// `@ts-expect-error` fails the type check if the line under it stops being an error.
import { page } from './page-registry';

// A page with its own copy compiles.
export const paired = page(() => import('@/pages/relocation/page'), {
  en: () => import('@/pages/relocation/copy.en'),
  he: () => import('@/pages/relocation/copy.he'),
  pt: () => import('@/pages/relocation/copy.pt'),
});

// A page given another page's copy does not: the relocation page reads texts the home copy lacks.
export const mismatched = page(
  // @ts-expect-error The component's copy type must be the copy modules' type.
  () => import('@/pages/relocation/page'),
  {
    en: () => import('@/pages/home/copy.en'),
    he: () => import('@/pages/home/copy.he'),
    pt: () => import('@/pages/home/copy.pt'),
  },
);

// Nor does a Hebrew module of another shape than the English one.
export const mixedLanguages = page(() => import('@/pages/terms/page'), {
  en: () => import('@/pages/terms/copy.en'),
  // @ts-expect-error Both languages' copy modules must have the page's copy type.
  he: () => import('@/pages/home/copy.he'),
  pt: () => import('@/pages/terms/copy.pt'),
});

// Nor does a page that lacks a language: a new language lists every page still to translate.
export const missingLanguage = page(
  () => import('@/pages/terms/page'),
  // @ts-expect-error Every language of LANGS needs its copy module.
  { en: () => import('@/pages/terms/copy.en'), he: () => import('@/pages/terms/copy.he') },
);
