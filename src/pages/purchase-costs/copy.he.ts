import { formatDate, formatPercent } from '@/lib/format/intl.he';
import { TAX_RULES } from '@/lib/content/facts';
import { STAMP_DUTY_RATES } from '@shared/tax/imt-tables';
import type { PurchaseCostsPageCopy } from './copy.en';
import { imtTableFor } from '@shared/tax/purchase-costs';

const table = imtTableFor();
const year = table.year;
const pct = (value: number) => formatPercent(value, 'he', 2);
const monthYear = (date: string) =>
  formatDate(date, 'he', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy = {
  meta: {
    title: 'מחשבון עלויות רכישה',
    description: `כמה עולה לקנות נכס בפורטוגל מעבר למחיר ב-${year}: מס רכישה (IMT) לפי הטבלה הרשמית, מס בולים, והערכה של עלויות שטר המכר, הרישום, עורך הדין והבנק.`,
  },
  hero: {
    title: 'מחשבון עלויות רכישה',
    subtitle: `כל מס וכל עמלה מעבר למחיר, בפירוט, עם השיעור והבסיס החוקי, לפי טבלאות ${year}.`,
  },
  calculator: {
    title: 'כמה זה יעלה מעבר למחיר?',
    intro: 'הזינו את המחיר ואת ייעוד הנכס. הנתונים נשמרים בכתובת העמוד, כך שאפשר לשתף אותם או לשמור אותם.',
    priceLabel: 'מחיר באירו',
    priceHint: 'המחיר בשטר המכר. אם השווי של רשות המסים (VPT) גבוה יותר, המס מחושב לפיו.',
    priceOutOfRange: 'נא להזין מחיר בין {min} ל-{max}.',
    priceInvalid: 'נא להזין את המחיר בספרות, למשל 275000.',
    purposeLabel: 'ייעוד הנכס',
    purposes: {
      own_home: 'דירת מגורים קבועה שלכם',
      other_home: 'דירה נוספת או דירה להשכרה',
      other_urban: 'נכס עירוני אחר (חנות, משרד, מגרש לבנייה)',
      rustic: 'קרקע חקלאית',
    },
    regionLabel: 'מיקום',
    regions: { mainland: 'פורטוגל היבשתית', azores: 'האיים האזוריים', madeira: 'מדירה' },
    youngLabel: 'קונים בני 35 ומטה, וזו הדירה הראשונה שלכם למגורים',
    youngHint:
      'ההטבה לצעירים (IMT Jovem): פטור ממס רכישה וממס בולים עד התקרה הראשונה, והקלה על חלק מהמחיר עד התקרה השנייה. בתנאי שאינכם רשומים כתלויים בדוח המס של מישהו אחר.',
    loanLabel: 'משכנתא באירו (לא חובה)',
    loanHint: 'השאירו ריק אם אתם קונים בלי הלוואה.',
    loanInvalid: 'נא להזין את סכום ההלוואה בספרות, או להשאיר ריק.',
    loanTooLarge: 'ההלוואה לא יכולה להיות גבוהה מהמחיר.',
    resultsTitle: 'עלויות הרכישה שלכם',
    estimateNote:
      'המסים לפי טבלאות {year}, עד הסנט. עמלות שמסומנות כהערכה משתנות לפי הנוטריון, עורך הדין והבנק: הערכה, לא הצעת מחיר.',
    columns: { item: 'עלות', rate: 'שיעור', amount: 'סכום' },
    items: {
      imt: 'מס רכישה (IMT)',
      stampDutyPurchase: 'מס בולים על המחיר',
      stampDutyLoan: 'מס בולים על ההלוואה',
      deedAndRegistration: 'שטר מכר ורישום',
      lawyer: 'עורך דין',
      bankFees: 'עמלות בנק',
    },
    estimatesTitle: 'שינוי ההערכות',
    estimatesHint:
      'קיבלתם הצעת מחיר מנוטריון, מעורך דין או מבנק? הזינו אותה כאן; שדה ריק שומר על ההערכה שלנו. עמלות בנק נספרות רק כשיש הלוואה.',
    estimateTag: 'הערכה',
    rates: {
      marginal: 'שיעור שולי של {rate}, פחות {deduction}',
      flat: '{rate} קבוע מהמחיר',
      youngExempt: 'פטור עד {upTo}',
      youngPartial: '{rate} מהחלק שמעל {above}',
      range: 'בדרך כלל {min}–{max}',
      lawyer: '{percent} מהמחיר, לפחות {minimum}, ועוד {vat} מע"מ',
    },
    basis: {
      imtHome:
        'חוק ה-IMT, סעיף 17: דירות ממוסות לפי מדרגות מחיר; שיעור המדרגה חל על כל המחיר, פחות הניכוי שבטבלה, ובמדרגות העליונות חל שיעור קבוע.',
      imtOtherUrban: `חוק ה-IMT, סעיף 17: נכס עירוני אחר ממוסה בשיעור קבוע של ${pct(table.otherUrbanRate)}.`,
      imtRustic: `חוק ה-IMT, סעיף 17: קרקע חקלאית ממוסה בשיעור קבוע של ${pct(table.rusticRate)}.`,
      imtYoung: `חוק ה-IMT, סעיף 9 (IMT Jovem, מאז ${monthYear(TAX_RULES.youngBuyersFrom)}): דירה ראשונה למגורים שקונים בני 35 ומטה.`,
      stampDutyPurchase: `חוק מס הבולים, הטבלה הכללית, סעיף 1.1: ${pct(STAMP_DUTY_RATES.purchasePercent)} מהמחיר, על חשבון הקונה.`,
      stampDutyLoan: `חוק מס הבולים, הטבלה הכללית, סעיף 17.1: ${pct(STAMP_DUTY_RATES.loanFiveYearsOrMorePercent)} מהלוואה ל-5 שנים ומעלה, פחות בהלוואות קצרות יותר.`,
      deedAndRegistration: 'שטר מכר אצל נוטריון או ב-Casa Pronta, ואגרות רשם המקרקעין.',
      lawyer: 'בדיקת הבעלות, ההיתרים והחוזה; המחירים משתנים.',
      bankFees: 'שמאות, פתיחת תיק ושטר המשכנתא; כל בנק קובע את שלו.',
    },
    total: 'סך הכול מעבר למחיר',
    cashAtDeed: 'הון נדרש ביום החתימה',
    cashAtDeedHint: 'המחיר פחות ההלוואה, ועוד כל העלויות שלמעלה.',
    print: 'הדפסת ההערכה',
    printSummary: {
      title: 'הנתונים שלכם',
      price: 'מחיר',
      purpose: 'ייעוד',
      region: 'מיקום',
      loan: 'משכנתא',
      noLoan: 'ללא',
      young: 'קונים עד גיל 35, דירה ראשונה למגורים',
      yes: 'כן',
      no: 'לא',
      link: 'ההערכה הזו באתר:',
    },
    regionalNote:
      'לאיים האזוריים ולמדירה יש מדרגות משלהם (גבוהות ברבע מאלה של היבשת). הטבלה האזורית של השנה עדיין לא נבדקה מול מקור שפורסם: כדאי לאשר את הסכום עם עורך הדין.',
  },
  notes: {
    title: 'על מה המספרים מתבססים',
    items: [
      'מס הרכישה ומס הבולים מחושבים לפי המחיר או לפי השווי של רשות המסים (VPT), הגבוה מביניהם.',
      `קונה שמתגורר במקלט מס שברשימה משלם מס רכישה קבוע של ${pct(table.taxHavenRate)}, בלי קשר לייעוד הנכס.`,
      'הטבלאות מתעדכנות בכל ינואר: השנה מופיעה למעלה.',
    ],
  },
  disclaimer: {
    title: 'הערכה, לא ייעוץ מס',
    text: 'המסים לפי הטבלאות שפורסמו; העמלות הן סכומים מקובלים. עורך הדין שלכם יאשר את הסכומים המדויקים לפני החתימה.',
  },
} satisfies PurchaseCostsPageCopy;

export default copy;
