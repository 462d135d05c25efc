import adminAuthCopy from '@/features/admin-auth/copy.he';
import ownersAdminCopy from '@/features/owners-admin/copy.he';
import type { AdminOwnersCopy } from './copy.en';

const copy: AdminOwnersCopy = {
  meta: {
    title: 'בעלי נכסים',
    description: 'כלי פנימי לצוות Lusa Property: בעלי הנכסים שאנחנו מנהלים עבורם, הנכסים, ספרי החשבונות והדוחות.',
  },
  hero: {
    title: 'בעלי נכסים',
    subtitle: 'כלי ניהול - לא לציבור',
  },
  auth: adminAuthCopy,
  owners: ownersAdminCopy,
};

export default copy;
