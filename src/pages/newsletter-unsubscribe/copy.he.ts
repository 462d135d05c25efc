import type { NewsletterUnsubscribeCopy } from './copy.en';

const copy: NewsletterUnsubscribeCopy = {
  meta: {
    title: 'הסרה מהניוזלטר',
    description: 'הסרה מהניוזלטר השבועי של Lusa Property.',
  },
  hero: {
    title: 'הסרה מהניוזלטר',
    subtitle: 'אפשר להפסיק לקבל את הניוזלטר השבועי בכל עת, בלי להתחבר.',
  },
  intro: 'לחצו על הכפתור כדי להפסיק לקבל את הניוזלטר השבועי שלנו בכתובת שאליה נשלח הקישור.',
  leave: 'הסרה מהניוזלטר',
  leaving: 'מסירים...',
  doneTitle: 'הוסרתם מהרשימה',
  doneText: 'לא תקבלו יותר גיליונות של הניוזלטר. התחרטתם? אפשר להירשם מחדש בטופס שבתחתית העמוד.',
  invalidTitle: 'הקישור הזה לא תקין',
  invalidText: 'ייתכן שהקישור הועתק חלקית או שנערך. הזינו למטה את הכתובת שלכם, ונשלח אליה קישור חדש.',
  requestIntro:
    'הזינו את הכתובת שמקבלת את הניוזלטר, ונשלח אליה קישור להסרה מהרשימה. שום דבר לא ישתנה עד שתפתחו את הקישור.',
  emailLabel: 'כתובת אימייל',
  request: 'שלחו לי את הקישור',
  requesting: 'שולחים...',
  requestedTitle: 'בדקו את תיבת הדואר',
  requestedText: 'אם הכתובת הזו ברשימה שלנו, שלחנו אליה קישור להסרה. פתחו אותו ולחצו על הכפתור.',
  emptyEmail: 'נא להזין כתובת אימייל',
  invalidEmail: 'כתובת אימייל לא תקינה',
  failedTitle: 'משהו השתבש',
  failedText: 'נסו שוב בעוד כמה דקות.',
  retry: 'נסו שוב',
  homeButton: 'חזרה לדף הבית',
};

export default copy;
