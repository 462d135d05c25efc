import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Privacy policy',
    description:
      'How Lusa Property processes personal data: what we collect, why, for how long we keep it (24 months) and how to exercise your rights.',
  },
  hero: {
    title: 'Privacy policy',
    subtitle: 'How we collect, use and protect your personal data, and the rights you have over it.',
  },
} satisfies PageCopy;

export default copy;
