import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'About us',
    description:
      'Meet the team behind Lusa Property: our vision, our values and the attorneys, accountants and brokers we work with across Portugal.',
  },
  hero: {
    title: 'About Lusa Property',
    subtitle:
      'A registered Portuguese company whose team speaks Hebrew, English and Portuguese, and looks after your property and your investment on the ground.',
  },
} satisfies PageCopy;

export default copy;
