import adminAuthCopy from '@/features/admin-auth/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Demand',
    description: 'Internal tool for Lusa Property staff: what visitors ask for in their ad alerts.',
  },
  hero: {
    title: 'Demand',
    subtitle: 'Admin Tool - Not Public',
  },
  auth: adminAuthCopy,
  demand: {
    loading: 'Loading the counts...',
    failed: 'Failed to load the counts: {message}',
    retry: 'Try again',
    intro:
      'What visitors ask for in their confirmed ad alerts. Counts only: no address is shown. Places written in Hebrew, English or Portuguese count as one.',
    active: 'Active alerts: {count}',
    empty: 'No active alert yet.',
    byType: 'By type',
    byPlace: 'By place',
    byPrice: 'By highest price asked',
    byListing: 'Per listing: alerts matched and mailed',
    type: { any: 'Rent or sale', rent: 'Rent', sale: 'Sale' },
    anyPlace: 'Any place',
    // Price bands: the amounts are the database's (admin_alert_demand), formatted by the page.
    bands: {
      open: 'No upper limit',
      upTo: 'Up to {max}',
      between: '{min} to {max}',
      over: 'Over {min}',
      perMonth: '{price} / month',
    },
    columns: { place: 'Place', count: 'Alerts', listing: 'Listing', matched: 'Matched', mailed: 'Mailed' },
    noListings: 'No listing published.',
  },
};

export default copy satisfies PageCopy;
export type AdminDemandCopy = typeof copy;
