import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'מחשבון עלות ניהול נכס',
    description:
      'כמה עולה ניהול נכס בפורטוגל? דמי הניהול המקובלים הם 8-12% משכר הדירה החודשי. חשבו את העלות החודשית המדויקת לכל חבילה.',
  },
  hero: {
    title: 'חישוב עלות ניהול הנכס שלך',
    subtitle: 'הזינו את שכר הדירה החודשי והשוו בין חבילות Basic, Plus ו-Premium תוך שניות, ללא התחייבות.',
  },
};

export default copy;
