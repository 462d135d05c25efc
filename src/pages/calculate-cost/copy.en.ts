import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Property management cost calculator',
    description:
      'How much does property management cost in Portugal? Typical fees are 8-12% of the monthly rent. Calculate your exact monthly fee for each package.',
  },
  hero: {
    title: 'Calculate your property management cost',
    subtitle:
      'Enter your monthly rent and compare our Basic, Plus and Premium packages in seconds, with no obligation.',
  },
} satisfies PageCopy;

export default copy;
