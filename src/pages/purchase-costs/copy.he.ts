import { formatDate, formatPercent } from '@/lib/format/intl.he';
import { TAX_RULES } from '@/lib/content/facts';
import { NON_RESIDENT_IMT, STAMP_DUTY_RATES } from '@shared/tax/imt-tables';
import type { PurchaseCostsPageCopy } from './copy.en';
import { imtTableFor } from '@shared/tax/purchase-costs';

const table = imtTableFor();
const year = table.year;
const pct = (value: number) => formatPercent(value, 'he', 2);
const years = (count: number) => (count === 2 ? 'שנתיים' : `${count} שנים`);
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
      own_home: 'דירה או בית למגורי הקבע שלכם',
      other_home: 'דירה או בית נוספים, או להשכרה',
      other_urban: 'נכס עירוני אחר (חנות, משרד, מגרש לבנייה)',
      rustic: 'קרקע חקלאית',
    },
    regionLabel: 'מיקום',
    regions: { mainland: 'פורטוגל היבשתית', azores: 'האיים האזוריים', madeira: 'מדיירה' },
    residenceLabel: 'תגורו בפורטוגל?',
    residences: {
      resident: 'אתם כבר תושבי מס בפורטוגל',
      becoming_resident: `תהיו תושבי מס בתוך ${years(NON_RESIDENT_IMT.residenceWithinYears)}`,
      non_resident: 'לא תהיו תושבי מס בפורטוגל',
    },
    residenceHint: `תושבי מס הם מי ששוהים בפורטוגל יותר מ-183 ימים בכל תקופה של 12 חודשים, או שיש להם בה בית שמשמש למגורי הקבע שלהם (חוק מס ההכנסה, סעיף 16). מאז חבילת הדיור של ${year}, מי שאינו תושב משלם על דירה או בית מס רכישה אחיד של ${pct(NON_RESIDENT_IMT.ratePercent)}, שחלק ממנו יכול לחזור.`,
    youngLabel: 'אתם בני 35 ומטה, וזו הדירה הראשונה שתגורו בה דרך קבע',
    youngHint:
      'ההטבה לצעירים (IMT Jovem): פטור ממס רכישה וממס בולים עד התקרה הראשונה, והקלה על חלק מהמחיר עד התקרה השנייה. בתנאי שלא הייתה בבעלותכם דירה בשלוש השנים האחרונות, ושאינכם רשומים כתלויים בדוח המס של מישהו אחר.',
    youngOneOfTwoLabel: 'אתם קונים כזוג, ורק אחד מכם עומד בתנאים (ההקלה חלה אז רק על החצי שלו)',
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
    estimateLabel: '{item} באירו',
    estimatesTitle: 'שינוי ההערכות',
    estimatesHint:
      'קיבלתם הצעת מחיר מנוטריון, מעורך דין או מבנק? הזינו אותה כאן; שדה ריק שומר על ההערכה שלנו. עמלות בנק נספרות רק כשיש הלוואה.',
    estimateTag: 'הערכה',
    rates: {
      marginal: 'שיעור שולי של {rate}, פחות {deduction}',
      flat: '{rate} קבוע מהמחיר',
      youngExempt: 'פטור עד {upTo}',
      youngPartial: '{rate} מהחלק שמעל {above}',
      youngHalf: 'חצי: {young}; חצי: {ordinary}',
      nonResident: 'שיעור אחיד של {rate} מהמחיר, בלי הקלות',
      stampFull: '{rate} מהמחיר',
      deed: 'ב-Casa Pronta: {purchase}, או {withMortgage} עם משכנתא',
      lawyer: '{percent} מהמחיר, לפחות {minimum}, ועוד {vat} מע"מ',
    },
    basis: {
      imtHome:
        'חוק ה-IMT, סעיף 17: דירות ממוסות לפי מדרגות מחיר; שיעור המדרגה חל על כל המחיר, פחות הניכוי שבטבלה, ובמדרגות העליונות חל שיעור קבוע.',
      imtOtherUrban: `חוק ה-IMT, סעיף 17: נכס עירוני אחר ממוסה בשיעור קבוע של ${pct(table.otherUrbanRate)}.`,
      imtRustic: `חוק ה-IMT, סעיף 17: קרקע חקלאית ממוסה בשיעור קבוע של ${pct(table.rusticRate)}.`,
      imtYoung: `חוק ה-IMT, סעיף 9 (IMT Jovem, מאז ${monthYear(TAX_RULES.youngBuyersFrom)}): דירה ראשונה למגורים שקונים בני 35 ומטה.`,
      imtNonResident:
        'חוק ה-IMT, סעיף 17, כפי שתוקן בחבילת הדיור: קונה שאינו תושב מס בפורטוגל משלם על דירה או בית שיעור אחיד, בלי פטור ובלי הקלה.',
      stampDutyPurchase: `חוק מס הבולים, הטבלה הכללית, סעיף 1.1: ${pct(STAMP_DUTY_RATES.purchasePercent)} מהמחיר, על חשבון הקונה.`,
      stampDutyLoan: `חוק מס הבולים, הטבלה הכללית, סעיף 17.1: ${pct(STAMP_DUTY_RATES.loanFiveYearsOrMorePercent)} מהלוואה ל-5 שנים ומעלה, פחות בהלוואות קצרות יותר.`,
      deedAndRegistration:
        'המחירים הקבועים של Casa Pronta, הדלפק של רשם המקרקעין לשטר המכר ולרישום; אצל נוטריון זה עולה יותר.',
      lawyer: 'בדיקת הבעלות, ההיתרים והחוזה; המחירים משתנים.',
      bankFees: 'שמאות, פתיחת תיק ושטר המשכנתא; כל בנק קובע את שלו.',
    },
    total: 'סך הכול מעבר למחיר',
    cashAtDeed: 'הסכום שתצטרכו ביום החתימה',
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
      residence: 'תושבות',
      yes: 'כן',
      no: 'לא',
      link: 'ההערכה הזו באתר:',
    },
    regionalNote:
      'לאיים האזוריים ולמדיירה יש מדרגות משלהם (גבוהות ברבע מאלה של היבשת). הטבלה האזורית של השנה עדיין לא נבדקה מול מקור שפורסם: כדאי לאשר את הסכום עם עורך הדין.',
    nonResident: {
      title: 'לא תושבים: מס רכישה של {rate} ביום החתימה',
      atSigning: 'מס רכישה שמשלמים ביום החתימה',
      refundable: 'אפשר לקבל בחזרה',
      ifMet: 'סך הכול מעבר למחיר, אחרי ההחזר',
      ifNotMet: 'סך הכול אם התנאי לא מתקיים',
      conditions: {
        residence: `כדי לקבל את ההפרש בחזרה, צריך להיות תושבי מס בפורטוגל בתוך ${years(NON_RESIDENT_IMT.residenceWithinYears)} מיום החתימה. אז מס הרכישה יורד לשיעורים הרגילים.`,
        moderate_rent:
          'כדי לקבל את ההפרש בחזרה, צריך להשכיר את הדירה בתוך {months} חודשים מיום החתימה, בשכר דירה של עד {rent} לחודש, ולהשאיר אותה מושכרת לפחות {letMonths} חודשים, ברצף או לא, בחמש השנים הראשונות.',
        none: `אין כאן החזר: הנכס מיועד למגורים שלכם, ולא תהיו תושבים. אם תהיו תושבים בתוך ${years(NON_RESIDENT_IMT.residenceWithinYears)}, או תשכירו את הנכס בשכר דירה מתון, תוכלו לקבל החזר.`,
        same: 'במחיר הזה הטבלה הרגילה גובה את אותו שיעור: אין מה לקבל בחזרה.',
      },
      claim:
        'איך: בקשה לרשות המסים (AT) להחזר ההפרש, עם ההוכחה (תושבות המס שלכם, או חוזה השכירות הרשום). בנוסחים שדווחו אין מועד אחרון להגשת הבקשה: שאלו את עורך הדין שלכם.',
      unconfirmed:
        'על פי הדיווחים, צו החוק של חבילת הדיור פורסם ב-{date}, אבל לא מצאנו את הנוסח שלו ברשומות הרשמיות (Diário da República), וגם לא את התאריך שממנו הוא חל: המספרים למעלה לפי הכללים שדווחו. אם הכלל לא חל ביום החתימה שלכם, מס הרכישה הוא {ordinary}, כמו לתושבים.',
    },
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
