import type { ContactPageCopy } from './copy.en';

const copy: ContactPageCopy = {
  meta: {
    title: 'צור קשר',
    description: 'פנו ל-Lusa Property בנושא ניהול נכסים, השקעות נדל"ן או רילוקיישן לפורטוגל. נחזור אליכם תוך 24 שעות.',
  },
  hero: {
    title: 'צור קשר',
    subtitle:
      'ספרו לנו על הנכס שלכם או על התוכניות שלכם בפורטוגל. אנחנו עונים לכל פנייה תוך 24 שעות, בדרך כלל תוך שעתיים.',
  },
  formTitle: 'שלחו לנו הודעה',
  formIntro: 'בחרו שירות, השאירו פרטים ונחזור אליכם בהקדם.',
  detailsTitle: 'פרטי התקשרות',
  emailLabel: 'אימייל',
  phoneLabel: 'טלפון',
  locationLabel: 'משרד',
  location: 'ליסבון, פורטוגל',
  hoursLabel: 'שעות פעילות',
  hours: 'ימים ב׳–ו׳, 09:00–18:00 (שעון ליסבון)',
  socialTitle: 'עקבו אחרינו',
  instagram: 'Lusa Property באינסטגרם',
  youtube: 'Lusa Property ביוטיוב',
  responseBadge: 'זמן תגובה ממוצע: שעתיים',
};

export default copy;
