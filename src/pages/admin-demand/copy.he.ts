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
      upTo: 'עד {max}',
      between: '{min} עד {max}',
      over: 'מעל {min}',
      perMonth: '{price} לחודש',
    },
    columns: { place: 'מקום', count: 'התראות', listing: 'מודעה', matched: 'התאימו', mailed: 'נשלחו' },
    noListings: 'אין מודעות מפורסמות.',
  },
};

export default copy;
