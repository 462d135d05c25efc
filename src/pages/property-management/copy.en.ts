import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Property management in Lisbon, Cascais and Porto',
    description:
      'Full-service property management in Lisbon, Cascais and Porto: tenant search, rent collection, maintenance, periodic inspections and monthly owner reports.',
  },
  hero: {
    title: 'Property management in Portugal',
    subtitle:
      'Tenant search, rent collection, repairs, periodic inspections and clear monthly reports, so your property is looked after even when you are far away.',
  },
} satisfies PageCopy;

export default copy;
