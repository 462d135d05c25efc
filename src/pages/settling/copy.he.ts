import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'ההתאקלמות בפורטוגל: מדריך מעשי',
    description:
      'היתרונות והחסרונות של החיים בפורטוגל, ההשוואה בין ליסבון לאלגרבה, הסידורים אחרי ההגעה וטיפים להשתלבות.',
  },
  hero: {
    title: 'ההתאקלמות בפורטוגל',
    subtitle: 'אזורים, בירוקרטיה, חיי היומיום וטיפים להרגיש בבית: מדריך מעשי לחודשים הראשונים שלכם בפורטוגל.',
  },
};

export default copy;
