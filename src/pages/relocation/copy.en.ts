import { FACTS_YEAR } from '@/lib/content/facts';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Portugal Relocation Guide: visas and first steps',
    description: `Moving to Portugal? Compare the D7, D8 (digital nomad), HQA and Golden Visa routes as they stand in ${FACTS_YEAR}, and follow our step-by-step preparation checklist.`,
  },
  hero: {
    title: 'Portugal Relocation Guide',
    subtitle:
      'Visas, tax number, bank account and health insurance: everything you need to plan your move to Portugal, step by step.',
  },
} satisfies PageCopy;

export default copy;
