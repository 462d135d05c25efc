import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Real-estate investment in Portugal and return calculator',
    description:
      'Invest in Portuguese real estate with local guidance: market overview, investment options, purchase process, taxes and an investment-return calculator.',
  },
  hero: {
    title: 'Real-estate investment in Portugal',
    subtitle:
      'From market research and due diligence to local mortgages and management after the purchase, we guide every step of your investment.',
  },
} satisfies PageCopy;

export default copy;
