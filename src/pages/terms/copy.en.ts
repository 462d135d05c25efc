import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Terms of use',
    description: 'The terms of use of the Lusa Property website, its calculators, templates and listings.',
  },
  hero: {
    title: 'Terms of use',
    subtitle: 'The terms that apply when you use this website and its tools.',
  },
} satisfies PageCopy;

export default copy;
