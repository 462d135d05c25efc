import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'תנאי שימוש',
    description: 'תנאי השימוש באתר Lusa Property, במחשבונים, בתבניות ובמודעות שבו.',
  },
  hero: {
    title: 'תנאי שימוש',
    subtitle: 'התנאים שחלים על השימוש באתר הזה ובכלים שבו.',
  },
};

export default copy;
