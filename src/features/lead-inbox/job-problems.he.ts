// Texts of the inbox's notice of scheduled jobs that failed or are late (Hebrew).
import type { JobProblemsCopy } from './job-problems.en';

const jobProblemsCopy: JobProblemsCopy = {
  title: 'משימה מתוזמנת דורשת טיפול',
  jobs: {
    'delete-expired-leads': 'מחיקת פניות בנות יותר מ-24 חודשים',
    'delete-expired-newsletter-signups': 'מחיקת הרשמות לניוזלטר שלא אושרו',
    'retry-lead-notifications': 'שליחה חוזרת של התראות לצוות על פניות חדשות',
    'newsletter-send': 'שליחת הניוזלטר',
    'listing-photo-sweep': 'מחיקת תמונות נכסים שאינן בשימוש',
    'ad-alerts-instant': 'שליחת התראות המודעות עם פרסום מודעה',
    'ad-alerts-daily': 'שליחת אימיילי ההתראות היומיים על מודעות',
    'ad-alerts-weekly': 'שליחת אימיילי ההתראות השבועיים על מודעות',
    'ad-alerts-housekeeping': 'תחזוקת התראות המודעות (השאלה אחרי חצי שנה, הרשמות שפג תוקפן)',
    'exchange-rates-fetch': 'שמירת שערי האירו-שקל לסיכום המס של בעלי הנכסים',
    'owner-statement-mail': 'שליחת הדוחות החודשיים לבעלי הנכסים באימייל',
  },
  failed: '{job}: ההרצה האחרונה, {when}, נכשלה.',
  late: '{job}: לא רצה מאז {when}, מאוחר מהלוח הזמנים שלה.',
  neverRan: '{job}: לא רצה אף פעם מאז שתוזמנה.',
  reason: 'הסיבה: {error}',
  httpStatus: 'הפונקציה ענתה HTTP {status}.',
  loadError: 'לא הצלחנו לטעון את מצב המשימות המתוזמנות: {message}',
};

export default jobProblemsCopy;
