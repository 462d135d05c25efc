import { COMPANY } from '@/config/company';
import { BUSINESS } from '@/lib/content/business-figures';
import { link, rich } from '@/lib/i18n/rich-text';
import type { ThankYouPageCopy } from './copy.en';

// The reply promise comes from BUSINESS.replyBusinessDays, the one the business can keep (docs/facts.md).
const replyTime = BUSINESS.replyBusinessDays === 1 ? 'יום עסקים אחד' : `${BUSINESS.replyBusinessDays} ימי עסקים`;

const copy: ThankYouPageCopy = {
  meta: {
    title: 'תודה',
    description: `הפנייה שלכם התקבלה. הצוות שלנו יחזור אליכם תוך ${replyTime}.`,
  },
  hero: {
    title: 'תודה רבה!',
    subtitle: `הפנייה שלכם התקבלה. הצוות שלנו יחזור אליכם תוך ${replyTime}.`,
  },
  nextTitle: 'מה קורה עכשיו?',
  steps: [
    'איש מקצוע מהצוות שלנו קורא את הפנייה ואת הפרטים ששלחתם.',
    `נחזור אליכם באימייל או בטלפון תוך ${replyTime}, ובשעות הפעילות (ימים ב׳–ו׳, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} שעון ליסבון, ${BUSINESS.hoursIsrael.opens}–${BUSINESS.hoursIsrael.closes} שעון ישראל) לרוב מוקדם יותר.`,
    'יחד נתכנן את הצעד הבא, ללא כל התחייבות.',
  ],
  spamTip: rich`התשובה לא הגיעה? בדקו בתיקיית הספאם, או כתבו לנו לכתובת ${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
  homeButton: 'חזרה לדף הבית',
  propertyButton: 'לשירותי ניהול הנכסים',
};

export default copy;
