// Compile-time tests of the page registry, run by tsc (npm run typecheck), never by Vitest: each
// `@ts-expect-error` fails the type check if the line under it stops being an error.
import type { HomeContent } from '@/features/home/home-content';
import type { RelocationCopy } from '@/pages/relocation/copy.en';
import english from './page-copy.en';
import type { CopyOf, CopyRegistry } from './page-registry';

// Each route's copy type is the one its component reads.
export const relocationCopy: CopyOf<'relocation'> = {} as RelocationCopy;
// @ts-expect-error The relocation page reads texts the home copy lacks.
export const homeAsRelocation: CopyOf<'relocation'> = {} as HomeContent;

// A registry with each page's own copy compiles.
export const paired = { ...english, relocation: () => import('@/pages/relocation/copy.he') } satisfies CopyRegistry;

// A registry that gives a page another page's copy does not.
export const mismatched = {
  ...english,
  // @ts-expect-error The copy module must have the copy type the page's component reads.
  relocation: () => import('@/pages/home/copy.pt'),
} satisfies CopyRegistry;

// Nor does a registry that lacks a page: a new language lists every page still to translate.
const { terms: _terms, ...withoutTerms } = english;
// @ts-expect-error Every route needs its copy module in every language.
export const missingPage = withoutTerms satisfies CopyRegistry;

// Nor does a registry that gives a collection one copy module instead of its entries'.
export const collectionAsPage = {
  ...english,
  // @ts-expect-error A collection's copy is a module per entry.
  article: () => import('@/pages/article/entries/real-estate-investment.en'),
} satisfies CopyRegistry;
