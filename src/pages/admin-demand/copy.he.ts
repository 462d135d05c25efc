import adminAuthCopy from '@/features/admin-auth/copy.he';
import type { AdminDemandCopy } from './copy.en';

const copy: AdminDemandCopy = {
  meta: {
    title: 'ביקוש',
    description: 'כלי פנימי לצוות Lusa Property: מה מבקשים המבקרים בהתראות המודעות שלהם.',
  },
  hero: {
    title: 'ביקוש',
    subtitle: 'כלי ניהול - לא לציבור',
  },
  auth: adminAuthCopy,
  demand: {
    loading: 'טוענים את הנתונים...',
    failed: 'טעינת הנתונים נכשלה: {message}',
    retry: 'לנסות שוב',
    intro:
      'מה מבקשים המבקרים בהתראות המודעות שאישרו. רק מספרים, בלי כתובות. מקום שנכתב בעברית, באנגלית או בפורטוגזית נספר פעם אחת.',
    active: 'התראות פעילות: {count}',
    empty: 'עדיין אין התראות פעילות.',
    byType: 'לפי סוג',
    byPlace: 'לפי מקום',
    byPrice: 'לפי המחיר המרבי שביקשו',
    byListing: 'לפי מודעה: כמה התראות התאימו וכמה קיבלו אותה',
    type: { any: 'השכרה או מכירה', rent: 'השכרה', sale: 'מכירה' },
    anyPlace: 'כל מקום',
    bands: {
      open: 'בלי תקרה',
      'rent-1000': 'עד €1,000 לחודש',
      'rent-1500': '€1,001 עד €1,500 לחודש',
      'rent-2500': '€1,501 עד €2,500 לחודש',
      'rent-more': 'מעל €2,500 לחודש',
      'sale-250k': 'עד €250,000',
      'sale-500k': '€250,001 עד €500,000',
      'sale-1m': '€500,001 עד €1,000,000',
      'sale-more': 'מעל €1,000,000',
    },
    columns: { place: 'מקום', count: 'התראות', listing: 'מודעה', matched: 'התאימו', mailed: 'נשלחו' },
    noListings: 'אין מודעות מפורסמות.',
  },
};

export default copy;
