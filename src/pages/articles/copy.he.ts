import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'מאמרים על החיים וההשקעה בפורטוגל',
    description: 'מדריכים ומאמרים על מעבר לפורטוגל, השקעות נדל"ן, ניהול נכסים בליסבון ורפורמות המס של 2025.',
  },
  hero: {
    title: 'מאמרים ומדריכים',
    subtitle: 'קריאה מעמיקה על רילוקיישן, השקעות, ניהול נכסים והחיים בפורטוגל, מאת הצוות שלנו.',
  },
};

export default copy;
