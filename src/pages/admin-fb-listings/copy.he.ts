import adminAuthCopy from '@/features/admin-auth/copy.he';
import listingsAdminCopy from '@/features/listings-admin/copy.he';
import type { AdminFbListingsCopy } from './copy.en';

const copy: AdminFbListingsCopy = {
  meta: {
    title: 'ניהול מודעות',
    description: 'כלי פנימי לצוות של Lusa Property: הוספה, עריכה ומחיקה של המודעות בעמוד המודעות.',
  },
  hero: {
    title: 'ניהול מודעות',
    subtitle: 'כלי ניהול – לא לציבור',
  },
  auth: adminAuthCopy,
  manager: listingsAdminCopy,
};

export default copy;
