import articlesHe from '@/features/articles/copy.he';
import { MANAGEMENT_FEES, RENTAL_RULES, TAX_RULES, TAXES } from '@/lib/content/facts';
import { BUSINESS } from '@/lib/content/business-figures';
import { formatDate, formatNumber, formatPercent } from '@/lib/format/intl.he';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { PropertyManagementLisbonArticleCopy } from './property-management-lisbon.en';

const card = articlesHe.cards['property-management-lisbon'];
const pct = (percent: number) => formatPercent(percent, 'he', 2);
const { rentalIncome } = TAX_RULES;
const monthYear = (iso: string) => formatDate(iso, 'he', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const coefficient = RENTAL_RULES.rentUpdateCoefficient;

const copy: PropertyManagementLisbonArticleCopy = {
  meta: {
    title: 'ניהול נכסים בליסבון: מדריך לבעלי נכסים',
    description:
      'החובות של משכיר בליסבון, מה חייב להופיע בחוזה השכירות, השכרה ארוכה או קצרה, איתור שוכרים, תיקונים, וכמה עולה ניהול נכסים מקצועי.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesHe,
  intro: [
    'בליסבון יש שוק שכירות גדול ופעיל: סטודנטים, אנשי מקצוע צעירים, משפחות שעברו לעיר בשביל עבודה ותיירים כל השנה. בעלי נכסים כמעט אף פעם לא מתקשים למצוא ביקוש. מה שקשה הוא העבודה והכללים, במיוחד כשאתם גרים במדינה אחרת.',
    'במדריך הזה תמצאו במה משכיר בליסבון צריך לטפל, מה החוק דורש מכם, ואיזה חלק מזה חברת ניהול נכסים לוקחת על עצמה.',
  ],
  sections: [
    {
      id: 'long-or-short',
      title: 'השכרה ארוכה או קצרה?',
      paragraphs: [
        rich`${strong('שכירות ארוכת טווח')} מביאה הכנסה חודשית יציבה, פחות שעות עבודה ומס נמוך יותר: מאז חוק הדיור של ${monthYear(rentalIncome.inForce)}, הכנסה מהשכרת דירות ממוסה ב-${pct(rentalIncome.ratePercent)}, ובחוזים של חמש שנים ומעלה – פחות מזה.`,
        rich`${strong('השכרה לטווח קצר')} (alojamento local) יכולה להכניס יותר ללילה, אבל היא דורשת רישיון שהעירייה מגבילה בשכונות רבות, ועולה יותר להפעיל: ניקיון, קבלת אורחים, מצעים, הודעות מאורחים בכל שעה ומס התיירות העירוני. גם ההכנסה עולה ויורדת עם העונות.`,
        rich`בין השתיים, ${strong('השכרה לטווח בינוני')} של כמה חודשים עד שנה מתאימה לסטודנטים ולמי שנשלח לעבודה זמנית. מה מתאים לכם תלוי בדירה, ברחוב ובמידת המעורבות שאתם רוצים; ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'המאמר על רפורמות המס')} מסביר את הכללים של כל אחת מהן.`,
      ],
    },
    {
      id: 'landlord-duties',
      title: 'מה החוק דורש ממשכיר',
      paragraphs: ['לא משנה מי מנהל את הנכס, החובות האלה נשארות של הבעלים, נכון לבדיקה האחרונה שלנו:'],
      list: [
        `חוזה שכירות כתוב, רשום ברשות המסים, שעליו המשכיר משלם מס בולים של ${pct(rentalIncome.leaseStampDutyPercentOfMonthlyRent)} משכר הדירה של חודש אחד.`,
        'קבלה אלקטרונית על כל תשלום שכר דירה, שמפיקים בפורטל של רשות המסים.',
        'תעודת אנרגיה בתוקף לפני שמפרסמים את הנכס.',
        `פיקדון של לא יותר משכר דירה של ${RENTAL_RULES.maxDepositMonths} חודשים, ולא יותר משכר דירה של ${RENTAL_RULES.maxAdvanceRentMonths} חודשים מראש, בחוזים שנחתמו מאז ${monthYear(RENTAL_RULES.depositCapFrom)}.`,
        `אם החוזה לא קובע כלל אחר – עדכון שכר הדירה לכל היותר פעם בשנה, ולא יותר מהמקדם שהלשכה לסטטיסטיקה של פורטוגל (INE) מפרסמת בכל סתיו (${formatNumber(coefficient.value, 'he', { maximumFractionDigits: 4 })} ל-${coefficient.year}), בהודעה בכתב לשוכר.`,
        `דיווח על ההכנסה משכירות בדוח המס השנתי, גם למי שאינו תושב, ותשלום IMI שנתי של ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} מהשווי לצורכי מס.`,
      ],
    },
    {
      id: 'tenants',
      title: 'איך מוצאים שוכרים טובים ושומרים עליהם',
      paragraphs: [
        'השכרה טובה מתחילה בתמונות טובות, במחיר מבוקש הוגן ובמודעה באתרי הנדל"ן הפורטוגליים שאנשים באמת משתמשים בהם. אחר כך מגיעים הסיורים בדירה והבדיקות שחשובות: זהות, הכנסה (תלושי שכר או חוזה עבודה) ובמקרה הצורך גם ערב.',
        'החוזה נכתב בפורטוגזית, השפה שבה ידון בית המשפט, ואנחנו מצרפים לבעלים תרגום. מכאן, לשמור על שוכר טוב זה בעיקר לענות מהר כשמשהו מתקלקל. שוכרים שמרגישים שמטפלים בהם נשארים יותר זמן, וכל חודש שהדירה עומדת ריקה עולה יותר מתיקון.',
      ],
    },
    {
      id: 'maintenance',
      title: 'תיקונים, ביקורים תקופתיים בנכס ומקרי חירום',
      paragraphs: [
        'הרבה מהדירות המבוקשות בליסבון נמצאות בבניינים ישנים, שבהם רטיבות, צנרת ישנה וחיווט חשמל מיושן הם דבר שכיח. בעיות קטנות גדלות כשאין מי שיראה אותן.',
        'חברת ניהול מחזיקה רשת של אינסטלטורים, חשמלאים ואנשי תחזוקה, שולחת לכם הצעות מחיר לאישור, מלווה את העבודה ומשלמת את החשבוניות מתוך שכר הדירה, עם קבלות. ביקורים תקופתיים בנכס, עם תמונות, מראים לכם את מצב הדירה בלי לעלות על מטוס, והחברה מטפלת בשמכם גם מול ועד הבית.',
      ],
    },
    {
      id: 'costs',
      title: 'כמה עולה ניהול נכסים מקצועי',
      paragraphs: [
        rich`החבילות שלנו עולות ${pct(MANAGEMENT_FEES.minPercent)}–${pct(MANAGEMENT_FEES.maxPercent)} משכר הדירה החודשי, או המינימום החודשי של החבילה, אם הוא גבוה יותר, ועוד ${pct(MANAGEMENT_FEES.vatPercent)} מע"מ, ותשלום חד-פעמי כשאנחנו מוצאים שוכר חדש. משלמים רק על החודשים שבהם הנכס מושכר, בלי דמי הקמה. ${link('calculateCost', 'מחשבון עלות הניהול')} מראה את הסכום לפי שכר הדירה שלכם.`,
      ],
      listTitle: 'שאלות שכדאי לשאול כל חברת ניהול',
      list: [
        'האם אתם חברה רשומה, והאם אתם מוציאים חשבונית עם מע"מ?',
        'לאיזה חשבון נכנס שכר הדירה, ומתי הוא מועבר אליי?',
        'עד איזה סכום אתם מזמינים תיקון בלי לשאול אותי?',
        'כל כמה זמן אקבל דוח, ובאיזו שפה?',
        'כמה זמן מראש צריך להודיע כדי לסיים את ההתקשרות? (אצלנו: 30 יום.)',
      ],
    },
  ],
  disclaimer: `הכללים נכונים לבדיקה האחרונה שלנו, נובמבר ${TAXES.year}; דיני השכירות והמיסוי שלהם משתנים לעיתים קרובות. המאמר הוא מידע כללי, לא ייעוץ משפטי: תנו לעורך דין לנסח או לבדוק את חוזה השכירות שלכם. שעות הפעילות של המשרד: שני עד שישי, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} לפי שעון ליסבון (${BUSINESS.hoursIsrael.opens}–${BUSINESS.hoursIsrael.closes} לפי שעון ישראל).`,
  cta: {
    title: 'יש לכם דירה בליסבון?',
    text: rich`ספרו לנו איפה היא נמצאת ואיך אתם משכירים אותה היום, ונציע לכם חבילה והערכה של העלות. רוצים קודם לקרוא עוד? הכירו את ${link('propertyManagement', 'שירות ניהול הנכסים')} שלנו.`,
    button: 'צרו קשר',
  },
};

export default copy;
