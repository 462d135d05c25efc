import adminAuthCopy from '@/features/admin-auth/copy.he';
import newsletterAdminCopy from '@/features/newsletter-admin/copy.he';
import type { AdminNewsletterCopy } from './copy.en';

const copy: AdminNewsletterCopy = {
  meta: {
    title: 'ניוזלטר',
    description: 'כלי פנימי לצוות של Lusa Property: כתיבה, בדיקה ושליחה של הניוזלטר השבועי.',
  },
  hero: {
    title: 'ניוזלטר',
    subtitle: 'כלי ניהול – לא לציבור',
  },
  auth: adminAuthCopy,
  manager: newsletterAdminCopy,
};

export default copy;
