import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Logo generator',
    description: 'Internal tool.',
  },
  hero: {
    title: 'Logo generator',
    subtitle: 'Admin Tool - Not Public',
  },
} satisfies PageCopy;

export default copy;
