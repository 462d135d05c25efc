import { MANAGEMENT_FEES } from '@/lib/content/facts';
import { formatPercent } from '@/lib/format/intl';
import type { PageCopy } from '@/lib/routing/page-copy';

const fees = `${formatPercent(MANAGEMENT_FEES.minPercent, 'en', 0)}–${formatPercent(MANAGEMENT_FEES.maxPercent, 'en', 0)}`;

const copy = {
  meta: {
    title: 'Property management cost calculator',
    description: `How much does property management cost in Portugal? Typical fees are ${fees} of the monthly rent, plus VAT. Calculate your exact monthly fee for each package.`,
  },
  hero: {
    title: 'Calculate your property management cost',
    subtitle:
      'Enter your monthly rent and compare our Basic, Plus and Premium packages in seconds, with no obligation.',
  },
} satisfies PageCopy;

export default copy;
