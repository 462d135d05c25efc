import { MANAGEMENT_FEES } from '@/lib/content/facts';
import { formatPercent } from '@/lib/format/intl';
import type { PageCopy } from '@/lib/routing/page-copy';

const fees = `${formatPercent(MANAGEMENT_FEES.minPercent, 'he', 0)}–${formatPercent(MANAGEMENT_FEES.maxPercent, 'he', 0)}`;

const copy: PageCopy = {
  meta: {
    title: 'מחשבון עלות ניהול נכס',
    description: `כמה עולה ניהול נכס בפורטוגל? דמי הניהול המקובלים הם ${fees} משכר הדירה החודשי, בתוספת מע"מ. חשבו את העלות החודשית המדויקת לכל חבילה.`,
  },
  hero: {
    title: 'חישוב עלות ניהול הנכס שלכם',
    subtitle: 'הזינו את שכר הדירה החודשי והשוו בין חבילות Basic, Plus ו-Premium תוך שניות, ללא התחייבות.',
  },
};

export default copy;
