import adminAuthCopy from '@/features/admin-auth/copy.en';
import leadInboxCopy from '@/features/lead-inbox/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Lead inbox',
    description: 'Internal tool for Lusa Property staff: every lead the site received, and data-subject requests.',
  },
  hero: {
    title: 'Lead inbox',
    subtitle: 'Admin Tool - Not Public',
  },
  auth: adminAuthCopy,
  inbox: leadInboxCopy,
};

export default copy satisfies PageCopy;
export type AdminLeadsCopy = typeof copy;
