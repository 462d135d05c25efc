import type { PageCopy } from '@/lib/routing/page-copy';

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
};

export default copy satisfies PageCopy;
export type OwnerCopy = typeof copy;
