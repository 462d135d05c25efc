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
    bands: {
      open: 'No upper limit',
      'rent-1000': 'Up to €1,000 / month',
      'rent-1500': '€1,001 to €1,500 / month',
      'rent-2500': '€1,501 to €2,500 / month',
      'rent-more': 'Over €2,500 / month',
      'sale-250k': 'Up to €250,000',
      'sale-500k': '€250,001 to €500,000',
      'sale-1m': '€500,001 to €1,000,000',
      'sale-more': 'Over €1,000,000',
    } as Record<string, string>,
    columns: { place: 'Place', count: 'Alerts', listing: 'Listing', matched: 'Matched', mailed: 'Mailed' },
    noListings: 'No listing published.',
  },
};

export default copy satisfies PageCopy;
export type AdminDemandCopy = typeof copy;
