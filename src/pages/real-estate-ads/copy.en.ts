import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Homes for rent and sale in Portugal',
    description:
      'Browse curated apartments and houses for rent and sale across Lisbon, Cascais, Porto and the Algarve, with filters for price, bedrooms and date.',
  },
  hero: {
    title: 'Real-estate ads in Portugal',
    subtitle:
      'Homes for rent and for sale, collected from public community groups and filtered by type, price, location and bedrooms.',
  },
} satisfies PageCopy;

export default copy;
