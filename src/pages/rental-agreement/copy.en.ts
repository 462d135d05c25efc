import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Rental agreement template for Portugal (Hebrew and English)',
    description:
      'Download a free bilingual rental agreement template for Portugal: parties, rent, deposit, maintenance, termination, insurance and jurisdiction.',
  },
  hero: {
    title: 'Free bilingual rental agreement template for Portugal',
    subtitle:
      'A clear Hebrew and English lease covering the ten sections every Portuguese rental contract needs, ready to adapt to your property. It is a template, not legal advice.',
  },
} satisfies PageCopy;

export default copy;
