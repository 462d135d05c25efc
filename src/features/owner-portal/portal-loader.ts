// What the owner's page loads once it has hydrated: the account's code (with TanStack Query behind
// it), supabase-js and the words of the page's language, in parallel, once per language. supabase-js
// is asked for at once rather than when the account's code first calls it: otherwise its download
// waits for the account's chunks to arrive and run, one more round trip on a phone network.
import { memoizeAsync } from '@/lib/async/tracked-promise';
// eslint-disable-next-line no-restricted-imports -- its own chunk, asked for after hydration (above)
import { getSupabase } from '@/lib/supabase/get-supabase';
import type { Lang } from '@/lib/i18n/lang';

const PORTAL_COPY = {
  en: () => import('./portal-copy.en'),
  he: () => import('./portal-copy.he'),
  pt: () => import('./portal-copy.pt'),
} as const;

const YEAR_COPY = {
  en: () => import('./year-summary-copy.en'),
  he: () => import('./year-summary-copy.he'),
  pt: () => import('./year-summary-copy.pt'),
} as const;

export const loadOwnerPortal = memoizeAsync(
  (lang: Lang) => lang,
  (lang: Lang) => {
    // Not awaited: the sign-in form needs no client, and a failed load is tried again on first use.
    getSupabase().catch(() => undefined);
    return Promise.all([import('./owner-portal'), PORTAL_COPY[lang](), YEAR_COPY[lang]()]).then(
      ([module, copy, yearCopy]) => ({
        OwnerPortal: module.OwnerPortal,
        copy: copy.default,
        yearCopy: yearCopy.default,
      }),
    );
  },
);
