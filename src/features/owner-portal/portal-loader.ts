// What the owner's page loads once it has hydrated: the account's code (with supabase-js and TanStack
// Query behind it) and the words of the page's language, in parallel, once per language.
import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { Lang } from '@/lib/i18n/lang';

const PORTAL_COPY = {
  en: () => import('./portal-copy.en'),
  he: () => import('./portal-copy.he'),
} as const;

const YEAR_COPY = {
  en: () => import('./year-summary-copy.en'),
  he: () => import('./year-summary-copy.he'),
} as const;

export const loadOwnerPortal = memoizeAsync(
  (lang: Lang) => lang,
  (lang: Lang) =>
    Promise.all([import('./owner-portal'), PORTAL_COPY[lang](), YEAR_COPY[lang]()]).then(
      ([module, copy, yearCopy]) => ({
        OwnerPortal: module.OwnerPortal,
        copy: copy.default,
        yearCopy: yearCopy.default,
      }),
    ),
);
