import { COMPANY } from '@/config/company';
import { link, rich } from '@/lib/i18n/rich-text';
import type { ThankYouPageCopy } from './copy.en';

const copy: ThankYouPageCopy = {
  meta: {
    title: 'תודה',
    description: 'הפנייה שלך התקבלה. הצוות שלנו עונה בדרך כלל תוך 24 שעות.',
  },
  hero: {
    title: 'תודה רבה!',
    subtitle: 'הפנייה שלך התקבלה. הצוות שלנו עונה בדרך כלל תוך 24 שעות.',
  },
  nextTitle: 'מה קורה עכשיו?',
  steps: [
    'איש מקצוע מהצוות שלנו קורא את הפנייה ואת הפרטים ששלחתם.',
    'נחזור אליכם באימייל או בטלפון. בשעות הפעילות זמן התגובה הממוצע הוא שעתיים.',
    'יחד נתכנן את הצעד הבא, ללא כל התחייבות.',
  ],
  spamTip: rich`התשובה לא הגיעה? כדאי לבדוק בתיקיית הספאם, או לכתוב לנו לכתובת ${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
  homeButton: 'חזרה לדף הבית',
  propertyButton: 'לשירותי ניהול הנכסים',
};

export default copy;
