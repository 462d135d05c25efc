import adminAuthCopy from '@/features/admin-auth/copy.en';
import listingsAdminCopy from '@/features/listings-admin/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Listings manager',
    description: 'Internal tool for Lusa Property staff: add, edit and delete the listings on the ads page.',
  },
  hero: {
    title: 'Listings manager',
    subtitle: 'Admin Tool - Not Public',
  },
  auth: adminAuthCopy,
  manager: listingsAdminCopy,
};

export default copy satisfies PageCopy;
export type AdminFbListingsCopy = typeof copy;
