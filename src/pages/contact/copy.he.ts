import { BUSINESS } from '@/lib/content/business-figures';
import type { ContactPageCopy } from './copy.en';

const copy: ContactPageCopy = {
  meta: {
    title: 'צרו קשר',
    description:
      'צרו קשר עם Lusa Property בנושא ניהול נכסים, השקעות נדל"ן או מעבר לפורטוגל. נחזור אליכם תוך יום עסקים אחד.',
  },
  hero: {
    title: 'צרו קשר',
    subtitle:
      'ספרו לנו על הנכס או על התוכניות שלכם בפורטוגל. נחזור אליכם תוך יום עסקים אחד, ובשעות הפעילות בדרך כלל הרבה לפני כן.',
  },
  formTitle: 'שלחו לנו הודעה',
  formIntro: 'בחרו שירות, השאירו פרטים ונחזור אליכם תוך יום עסקים אחד.',
  detailsTitle: 'פרטי התקשרות',
  emailLabel: 'אימייל',
  phoneLabel: 'טלפון',
  locationLabel: 'משרד',
  location: 'ליסבון, פורטוגל',
  hoursLabel: 'שעות פעילות',
  hours: `ימים ב׳–ו׳, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} שעון ליסבון (${BUSINESS.hoursIsrael.opens}–${BUSINESS.hoursIsrael.closes} שעון ישראל)`,
  socialTitle: 'עקבו אחרינו',
  instagram: 'עמוד האינסטגרם של Lusa Property',
  youtube: 'ערוץ היוטיוב של Lusa Property',
  // No measured average reply time is published, so the badge states the promise the business keeps (docs/facts.md).
  responseBadge: `מענה תוך ${BUSINESS.replyBusinessDays === 1 ? 'יום עסקים אחד' : `${BUSINESS.replyBusinessDays} ימי עסקים`}`,
};

export default copy;
