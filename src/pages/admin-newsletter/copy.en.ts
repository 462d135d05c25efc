import adminAuthCopy from '@/features/admin-auth/copy.en';
import newsletterAdminCopy from '@/features/newsletter-admin/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Newsletter',
    description: 'Internal tool for Lusa Property staff: write, test and send the weekly newsletter.',
  },
  hero: {
    title: 'Newsletter',
    subtitle: 'Admin Tool - Not Public',
  },
  auth: adminAuthCopy,
  manager: newsletterAdminCopy,
};

export default copy satisfies PageCopy;
export type AdminNewsletterCopy = typeof copy;
