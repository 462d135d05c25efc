// Texts of the internal logo generator (Hebrew).
import type { LogoGeneratorCopy } from './copy.en';

const logoGeneratorCopy: LogoGeneratorCopy = {
  formTitle: 'לוגו חדש',
  intro:
    'בחרו סגנון וערכת צבעים, הוסיפו הנחיות אם תרצו, ולחצו על יצירה. לא מחובר שירות בינה מלאכותית: כל לוגו מצויר במחולל המובנה לפי הבחירות שלכם ושם המותג, כקובץ PNG בגודל 400 × 400.',
  styleLabel: 'סגנון',
  styles: {
    modern: 'מודרני',
    elegant: 'אלגנטי',
    playful: 'שובב',
    classic: 'קלאסי',
    bold: 'נועז',
  },
  schemeLabel: 'ערכת צבעים',
  schemes: {
    'portugal-flag': 'דגל פורטוגל',
    'ocean-blue': 'כחול אוקיינוס',
    sunset: 'שקיעה',
    mediterranean: 'ים תיכוני',
    golden: 'זהב',
    monochrome: 'שחור-לבן',
  },
  instructionsLabel: 'הנחיות (לא חובה)',
  instructionsHint: 'למשל: "לשלט של המשרד בליסבון". ההנחיות נשמרות עם הלוגו כחלק מהתיאור שלו.',
  generate: 'יצירת לוגו',
  generating: 'יוצרים…',
  prompt: 'לוגו בסגנון {style} עבור {brand}, בצבעי {scheme}.',
  promptInstructions: 'הנחיות: {instructions}',
  listTitle: 'הלוגואים שנוצרו',
  empty: 'עדיין אין לוגואים. לוגו חדש יופיע כאן, החדש ביותר ראשון.',
  logoAlt: 'לוגו {n}: {style}, {scheme}',
  download: 'הורדת PNG',
  downloadLabel: 'הורדת PNG: לוגו {n}',
  imageUnavailable: 'התמונה לא זמינה',
  remove: 'הסרה',
  removeLabel: 'הסרה: לוגו {n}',
  downloaded: 'כבר הורד',
  kept: 'הלוגואים נשמרים בדפדפן הזה, גם אחרי רענון, עד שתסירו אותם.',
  atRisk: {
    one: 'לוגו אחד עוד לא הורד, ואין בדפדפן הזה מקום לשמור אותו. הורידו אותו לפני שתעזבו את הדף, אחרת הוא יאבד.',
    other:
      '{count} לוגואים עוד לא הורדו, ואין בדפדפן הזה מקום לשמור אותם. הורידו אותם לפני שתעזבו את הדף, אחרת הם יאבדו.',
  },
  leaveWarning: 'יש לוגואים שעוד לא הורדו, והם יאבדו אם תעזבו את הדף. לעזוב בכל זאת?',
  toasts: {
    aiSuccess: 'הלוגו נוצר בהצלחה בבינה מלאכותית!',
    fallbackSuccess: 'הלוגו נוצר לפי הבחירות שלכם',
    failed: 'יצירת הלוגו נכשלה. נסו שוב.',
    downloadStarted: 'הורדת הלוגו התחילה!',
    downloadFailed: 'הורדת הלוגו נכשלה. נסו שוב.',
  },
};

export default logoGeneratorCopy;
