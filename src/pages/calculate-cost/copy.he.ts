import managementCalculatorCopyHe from '@/features/management-calculator/copy.he';
import { MANAGEMENT_PACKAGES } from '@/features/management-calculator/management-costs';
import { MANAGEMENT_FEES, MANAGEMENT_MARKET_FEES as MARKET } from '@/lib/content/facts';
import { formatEuro, formatPercent } from '@/lib/format/intl.he';
import type { CalculateCostCopy } from './copy.en';

const percent = (value: number) => formatPercent(value, 'he', 0);
const percentRange = ({ min, max }: { min: number; max: number }) => `${percent(min)}–${percent(max)}`;
/** A range inside a sentence: word joiners keep it on one line (right to left, it would break at the dash). */
const inText = (range: string) => range.replace('–', '\u2060–\u2060');
const euro = (value: number) => formatEuro(value, 'he');
const fees = percentRange({ min: MANAGEMENT_FEES.minPercent, max: MANAGEMENT_FEES.maxPercent });
const vat = percent(MANAGEMENT_FEES.vatPercent);
const { basic, plus, premium } = MANAGEMENT_PACKAGES;

const copy: CalculateCostCopy = {
  meta: {
    title: 'מחשבון עלות ניהול נכס',
    description: `כמה עולה ניהול נכס בפורטוגל? דמי הניהול המקובלים הם ${fees} משכר הדירה החודשי, בתוספת מע"מ. חשבו את העלות החודשית המדויקת לכל חבילה.`,
  },
  hero: {
    title: 'חישוב עלות ניהול הנכס שלכם',
    subtitle: 'הזינו את שכר הדירה החודשי והשוו בין חבילות הבסיס, הפלוס והפרימיום שלנו תוך שניות, ללא התחייבות.',
  },
  averages: {
    eyebrow: `ממוצעים בשוק, ${MARKET.year}`,
    title: 'כמה עולה ניהול נכס בפורטוגל',
    intro: 'נתונים משוערים להשכרה ארוכת טווח. כל חברה קובעת את המחירים שלה.',
    items: [
      {
        id: 'percentage',
        title: 'דמי ניהול',
        value: percentRange(MARKET.typicalPercent),
        text: 'משכר הדירה החודשי – זה מה שרוב החברות גובות על ניהול נכס בהשכרה ארוכת טווח.',
      },
      {
        id: 'placement',
        title: 'איתור שוכרים',
        value: 'חצי חודש עד חודש',
        text: 'של שכר דירה – זה התשלום החד-פעמי המקובל על איתור שוכר חדש ובדיקתו.',
      },
      {
        id: 'pricing',
        title: 'השכרה לטווח קצר',
        value: percentRange(MARKET.shortTermPercent),
        text: 'מההכנסה מההשכרה – זה מה שחברות ניהול של דירות נופש גובות בדרך כלל, כי הן מטפלות בכל הזמנה ובכל החלפת אורחים.',
      },
      {
        id: 'extras',
        title: 'תוספות',
        value: `מע"מ ${vat}`,
        text: 'מתווסף לדמי הניהול. תיקונים, חומרים ושירותים נוספים משולמים בנפרד.',
      },
    ],
  },
  differences: {
    title: 'למה דמי הניהול שונים',
    paragraphs: [
      `דמי הניהול המקובלים להשכרה ארוכת טווח בפורטוגל הם ${inText(percentRange(MARKET.typicalPercent))} משכר הדירה החודשי, נכון ל-${MARKET.year}. מיקום הנכס, כמות העבודה שהוא דורש ומה שכלול בחבילה משפיעים על המחיר בתוך הטווח הזה, ולפעמים גם מוציאים אותו ממנו.`,
      'בליסבון ובקשקאיש, שבהן הביקוש ועלויות התפעול הם הגבוהים ביותר, דמי הניהול נוטים להיות בקצה העליון של הטווח; בערים קטנות יותר – קרוב יותר לקצה התחתון.',
      `חלק מהחברות גובות גם מינימום חודשי, כך ששכר דירה נמוך לא אומר דמי ניהול נמוכים. אצלנו המינימום הוא ${euro(basic.minimumEuros)}, ${euro(plus.minimumEuros)} או ${euro(premium.minimumEuros)} לחודש, לפי החבילה.`,
      'כשאתם משווים בין הצעות, בדקו מה כלול בדמי הניהול: ביקורים בנכס, איתור שוכרים, מענה לתקלות דחופות ודוחות כלולים בחבילות מסוימות, ובאחרות הם תוספת בתשלום.',
    ],
  },
  faq: {
    title: 'שאלות על עלויות הניהול',
    items: [
      {
        question: 'איך מחושבים דמי הניהול החודשיים?',
        answer: `כל חבילה גובה אחוז משכר הדירה החודשי (${percent(basic.percent)}, ${percent(plus.percent)} או ${percent(premium.percent)}) או את המינימום החודשי שלה (${euro(basic.minimumEuros)}, ${euro(plus.minimumEuros)} או ${euro(premium.minimumEuros)}) – הגבוה מביניהם, מעוגל לאירו שלם. מתווסף מע"מ של ${vat}.`,
      },
      {
        question: 'מה כוללים דמי איתור השוכרים?',
        answer:
          'זה תשלום חד-פעמי כשאנחנו מוצאים לכם שוכר חדש: פרסום, הצגת הנכס, בדיקת הכנסות והמלצות וחוזה השכירות. בחבילת בסיס הוא שכר דירה של חודש, בחבילת פלוס שלושה רבעים משכר הדירה החודשי ובחבילת פרימיום מחצית ממנו.',
      },
      {
        question: 'האם משלמים גם כשהנכס עומד ריק?',
        answer:
          'לא. משלמים את דמי הניהול רק על חודשים שבהם הנכס מושכר. אין דמי הקמה, ואפשר לסיים את ההתקשרות בהודעה של 30 יום מראש.',
      },
      {
        question: 'האם המחירים במחשבון סופיים?',
        answer:
          'הם הערכה לפי שכר הדירה שהזנתם. ההצעה הסופית תלויה בנכס ותאושר בכתב, והצעת המחיר הראשונה ניתנת ללא עלות.',
      },
    ],
  },
  disclaimer: {
    title: 'על הנתונים בעמוד',
    text: `המחשבון מציג הערכות לפני מע"מ של ${vat}, מעוגלות לאירו שלם, ואינו הצעה מחייבת. נתוני השוק משוערים ונכונים ל-${MARKET.year}. המחיר שלכם יאושר בכתב אחרי שנראה את הנכס.`,
  },
  calculator: managementCalculatorCopyHe,
};

export default copy;
