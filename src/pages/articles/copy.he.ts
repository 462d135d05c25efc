import articlesHe from '@/features/articles/copy.he';
import type { ArticlesPageCopy } from './copy.en';

const copy: ArticlesPageCopy = {
  meta: {
    title: 'מאמרים על מעבר, חיים והשקעה בפורטוגל',
    description:
      'מדריכים על מעבר לפורטוגל, התאקלמות, השקעות נדל"ן, ניהול נכסים בליסבון ורפורמות המס של 2025 – כל אחד נבדק מול המקורות שלו.',
  },
  hero: {
    title: 'מאמרים ומדריכים',
    subtitle:
      'מידע מעשי על רילוקיישן, השקעות, ניהול נכסים והחיים בפורטוגל. הצוות שלנו כותב את המאמרים ומעדכן אותם כשהכללים משתנים.',
  },
  index: {
    searchLabel: 'חיפוש במאמרים',
    searchPlaceholder: 'למשל: מס, ויזה, ליסבון',
    categoriesLabel: 'סינון לפי קטגוריה',
    featuredLabel: 'מאמר מומלץ',
    resultsTitle: 'מאמרים שמתאימים לחיפוש',
    moreTitle: 'עוד מאמרים',
    count: { one: 'מאמר אחד', other: '{n} מאמרים' },
    emptyTitle: 'לא מצאנו מאמרים שמתאימים לחיפוש',
    emptyText: 'נסו מילה אחרת או בחרו קטגוריה אחרת.',
    clearFilters: 'להצגת כל המאמרים',
  },
  articles: articlesHe,
};

export default copy;
