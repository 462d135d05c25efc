import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Real-estate investment in Portugal: full-service guidance',
    description:
      'Property search, due diligence, local mortgages and post-purchase management: what full-service real-estate investment guidance in Portugal includes.',
  },
  hero: {
    title: 'Real-estate investment in Portugal: our full-service guidance',
    subtitle:
      'How we help you search, verify, finance and manage an investment property in Portugal, and what you receive at each stage.',
  },
} satisfies PageCopy;

export default copy;
