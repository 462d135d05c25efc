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
      'A Portuguese company with a bilingual team that looks after your property and your investment as if they were our own.',
  },
} satisfies PageCopy;

export default copy;
