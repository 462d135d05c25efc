import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Property management in Lisbon: a guide for owners',
    description:
      'What it takes to rent out a property in Lisbon: finding tenants, local rules, maintenance and what professional property management costs.',
  },
  hero: {
    title: 'Property management in Lisbon: what owners need to know',
    subtitle:
      'Rents, tenants, regulations and maintenance in Lisbon, and how professional management protects your income.',
  },
} satisfies PageCopy;

export default copy;
