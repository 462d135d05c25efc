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

const [home, about, ...others] = english;

// A registry with each page's copy in its place compiles, in any language.
export const paired = [() => import('@/pages/home/copy.he'), about, ...others] satisfies CopyRegistry;

// A registry that gives a page another page's copy does not.
export const mismatched = [
  // @ts-expect-error The copy module must have the copy type the page's component reads.
  () => import('@/pages/about/copy.pt'),
  about,
  ...others,
] satisfies CopyRegistry;

// Nor does one with two pages swapped.
// @ts-expect-error Each copy module has the place of its route in RouteOrder.
export const swapped = [about, home, ...others] satisfies CopyRegistry;

// Nor does a registry that lacks a page: a new route lists every language still to translate.
// @ts-expect-error Every route needs its copy module in every language.
export const missingPage = [about, ...others] satisfies CopyRegistry;
