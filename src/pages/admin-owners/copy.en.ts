import adminAuthCopy from '@/features/admin-auth/copy.en';
import ownersAdminCopy from '@/features/owners-admin/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Owners',
    description:
      'Internal tool for Lusa Property staff: the owners we manage for, their properties, ledgers and statements.',
  },
  hero: {
    title: 'Owners',
    subtitle: 'Admin Tool - Not Public',
  },
  auth: adminAuthCopy,
  owners: ownersAdminCopy,
};

export default copy satisfies PageCopy;
export type AdminOwnersCopy = typeof copy;
