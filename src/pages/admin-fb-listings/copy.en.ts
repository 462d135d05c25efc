import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Listings manager',
    description: 'Internal tool.',
  },
  hero: {
    title: 'Listings manager',
    subtitle: 'Admin Tool - Not Public',
  },
} satisfies PageCopy;

export default copy;
