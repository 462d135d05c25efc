import type { OwnerCopy } from './copy.en';

const copy: OwnerCopy = {
  meta: {
    title: 'החשבון שלכם',
    description: 'לבעלי נכסים שבניהול Lusa Property: דוחות חודשיים, מסמכים והנתונים לדוחות המס שלכם.',
  },
  hero: {
    title: 'החשבון שלכם',
    subtitle: 'דוחות חודשיים, מסמכים והנתונים לדוחות המס, לבעלי נכסים שאנחנו מנהלים עבורם.',
  },
  checking: 'בודקים אם אתם מחוברים…',
  loadFailedTitle: 'לא הצלחנו לטעון את הדף',
  loadFailedText: 'בדקו את החיבור לאינטרנט ונסו שוב.',
  retry: 'ניסיון נוסף',
};

export default copy;
