import type { PageCopy } from '@/lib/routing/page-copy';

// The page's hero and the words it shows before its account code has loaded; the rest of its words
// load with that code (src/features/owner-portal/portal-copy.en.ts).
const copy = {
  meta: {
    title: 'Your property account',
    description:
      'Owners whose property Lusa Property manages: statements, documents and the figures for your tax returns.',
  },
  hero: {
    title: 'Your property account',
    subtitle: 'Statements, documents and the figures for your tax returns, for owners whose property we manage.',
  },
  checking: 'Checking your sign-in…',
  loadFailedTitle: 'This page could not load',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
};

export default copy satisfies PageCopy;
export type OwnerCopy = typeof copy;
