import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Property management in Lisbon, Cascais and Porto',
    description:
      'Full-service property management in Lisbon, Cascais and Porto: tenant placement, rent collection, maintenance, inspections and monthly owner reports.',
  },
  hero: {
    title: 'Property management in Portugal',
    subtitle:
      'Tenant search, rent collection, repairs, inspections and clear monthly reports, so your property earns while you live your life.',
  },
} satisfies PageCopy;

export default copy;
