import type { AlertsManageCopy } from './copy.en';

const copy: AlertsManageCopy = {
  meta: {
    title: 'ניהול התראות המודעות שלי',
    description: 'צפייה, שינוי, השהיה ומחיקה של התראות המודעות שלכם ב-Lusa Property.',
  },
  hero: {
    title: 'ניהול התראות המודעות שלי',
    subtitle: 'כאן רואים את ההתראות שלכם, משנים את התדירות, משהים או מוחקים.',
  },
  loading: 'טוענים את ההתראות שלכם...',
  empty: 'אין לכם התראות מודעות. אפשר לשמור התראה בעמוד המודעות, בכפתור "שלחו לי מודעות חדשות כאלה".',
  listLabel: 'התראות המודעות שלכם',
  frequencyLabel: 'באיזו תדירות',
  frequencies: { instant: 'מיד כשמתפרסמת', daily: 'פעם ביום', weekly: 'פעם בשבוע' },
  status: { pending: 'ממתינה לאישור שלכם', confirmed: 'פעילה', paused: 'מושהית' },
  pause: 'השהיה',
  resume: 'חידוש',
  keep: 'השארת ההתראה',
  keepAsked: 'כבר חצי שנה לא פורסמה מודעה שמתאימה להתראה הזו. השאירו אותה, אחרת היא תסתיים.',
  delete: 'מחיקה',
  deleteConfirm: 'למחוק את ההתראה "{alert}"?',
  saved: 'נשמר',
  leaveTitle: 'להפסיק את ההתראה הזו?',
  leaveText: 'לחצו על הכפתור כדי להפסיק את ההתראה "{alert}". לא נשלח עליה יותר דבר.',
  leaveUnknown: 'לחצו על הכפתור כדי להפסיק את ההתראה שעליה נשלח הקישור.',
  leaveButton: 'הפסקת ההתראה',
  leaving: 'מפסיקים...',
  leftTitle: 'ההתראה הופסקה',
  leftText: 'לא נשלח לכם עליה יותר הודעות.',
  invalidTitle: 'הקישור הזה לא תקין',
  invalidText: 'ייתכן שהקישור חסר או שונה. העתיקו את הקישור המלא מאחת מהודעות ההתראה ופתחו אותו שוב.',
  failedTitle: 'משהו השתבש',
  failedText: 'לא הצלחנו לעשות את זה כרגע. נסו שוב בעוד רגע.',
  retry: 'לנסות שוב',
  adsButton: 'חזרה למודעות',
};

export default copy;
