import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Settling in Portugal: a practical guide',
    description:
      'The pros and cons of life in Portugal, how Lisbon and the Algarve compare, the administration steps after arrival and tips for integrating.',
  },
  hero: {
    title: 'Settling in Portugal',
    subtitle:
      'Regions, paperwork, daily life and tips for feeling at home: a practical guide to your first months in Portugal.',
  },
} satisfies PageCopy;

export default copy;
