import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Articles on living and investing in Portugal',
    description:
      'Guides and articles on relocating to Portugal, real-estate investment, property management in Lisbon and the 2025 tax reforms.',
  },
  hero: {
    title: 'Articles and guides',
    subtitle:
      'In-depth reading on relocation, investment, property management and life in Portugal, written by our team.',
  },
} satisfies PageCopy;

export default copy;
