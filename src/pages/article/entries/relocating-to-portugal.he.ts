import articlesHe from '@/features/articles/copy.he';
import { CITIZENSHIP_REFORM, MINIMUM_WAGE, RESIDENCE, TRAVEL_AUTHORISATION, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl.he';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { RelocatingArticleCopy } from './relocating-to-portugal.en';

const card = articlesHe.cards['relocating-to-portugal'];
const euro = (amount: number) => formatEuro(amount, 'he');
const pct = (percent: number) => formatPercent(percent, 'he', 0);
const monthYear = (iso: string) => formatDate(iso, 'he', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy: RelocatingArticleCopy = {
  meta: {
    title: 'מעבר לפורטוגל: ויזות, ניירת ושלושת החודשים הראשונים',
    description: `איזו ויזה מתאימה לכם (ויזת D7 מ-${euro(VISAS.d7.monthlyEuros)} בחודש ב-${VISAS.d7.year}, ויזת D8, ואין ויזת זהב דרך נדל"ן), ובאיזה סדר להוציא מספר מס, לפתוח חשבון בנק, לעשות ביטוח בריאות ולמצוא בית.`,
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesHe,
  intro: [
    'מעבר לפורטוגל הוא בעיקר ניירת שעושים בסדר הנכון. מי שעושה אותה בסדר אחר מחכה פעמיים: הבנק רוצה מספר מס, בעל הדירה רוצה חשבון בנק, והקונסוליה רוצה הוכחה שיש לכם איפה לגור.',
    `זה הסדר שאנחנו ממליצים עליו למשפחות שאנחנו מלווים, עם הנתונים נכון ל-${VISAS.d7.year}. מדריך הרילוקיישן המלא שלנו מפרט כל שלב.`,
  ],
  sections: [
    {
      id: 'which-visa',
      title: 'איזו ויזה, אם בכלל צריך',
      paragraphs: [
        `בעלי דרכון ישראלי או אירופי יכולים לשהות בפורטוגל ${VISAS.touristStay.days} יום בכל ${VISAS.touristStay.inDays} יום בלי ויזה: מספיק כדי להכיר את המקום, לא כדי לגור בו. מי שנכנסים בלי ויזה יצטרכו גם אישור נסיעה של האיחוד האירופי (${TRAVEL_AUTHORISATION.name}), שצפוי להתחיל בסוף ${TRAVEL_AUTHORISATION.expectedStartYear} ולהיות חובה ב-${TRAVEL_AUTHORISATION.mandatoryFromYear}. אזרחי האיחוד האירופי לא צריכים ויזה בכלל; אחרי ${RESIDENCE.euRegistrationAfterMonths} חודשים הם נרשמים בעירייה, בתוך ${RESIDENCE.euRegistrationWithinDays} הימים הבאים.`,
        'כל מי שרוצה לגור בפורטוגל ואין לו דרכון אירופי צריך ויזת שהייה. לרוב האנשים שאנחנו פוגשים מתאימה אחת מאלה:',
      ],
      list: [
        rich`${strong('ויזת D7, הכנסה פסיבית:')} לפחות שכר המינימום בפורטוגל, ${euro(VISAS.d7.monthlyEuros)} בחודש ב-${String(VISAS.d7.year)}, מפנסיה, משכירות או מהשקעות; ${pct(VISAS.d7.spouseSharePercent)} יותר לבן או בת זוג ו-${pct(VISAS.d7.childSharePercent)} יותר לכל ילד.`,
        rich`${strong('ויזת D8, עבודה מרחוק:')} לפחות פי ${String(VISAS.d8.minimumWageMultiple)} משכר המינימום, ${euro(VISAS.d8.monthlyEuros)} בחודש ב-${String(VISAS.d8.year)}, מעבודה עבור מעסיקים או לקוחות מחוץ לפורטוגל.`,
        rich`${strong('ויזת זהב:')} מאז ${formatDate(VISAS.goldenVisaRealEstateEnded, 'he')} רכישת נכס כבר לא מזכה בה. המסלולים שנשארו כוללים ${euro(VISAS.goldenVisaFundsEuros)} בקרנות השקעה מתאימות, ${euro(VISAS.goldenVisaCompanyEuros)} בחברה שיוצרת ${String(VISAS.goldenVisaCompanyJobs)} מקומות עבודה, ו-${euro(VISAS.goldenVisaHeritageEuros)} למורשת תרבותית.`,
      ],
      note: {
        title: 'הסכומים מתעדכנים בכל ינואר',
        text: `הסכומים של ויזת D7 וויזת D8 צמודים לשכר המינימום (${euro(MINIMUM_WAGE.monthlyEuros)} ב-${MINIMUM_WAGE.year}), שעולה כמעט כל שנה. בדקו את הסכום העדכני מול הקונסוליה לפני שאתם מגישים בקשה.`,
      },
    },
    {
      id: 'first-steps',
      title: 'הצעדים הראשונים, לפני הנחיתה ואחריה',
      paragraphs: ['את רובם אפשר להתחיל מהבית, דרך נציג:'],
      list: [
        rich`${strong('מספר מס (NIF).')} צריך אותו כמעט לכל דבר: חוזה שכירות, חשבון בנק, קו טלפון. מי שאינו תושב מקבל אותו דרך נציג לענייני מס.`,
        rich`${strong('חשבון בנק פורטוגלי.')} כמה בנקים פותחים חשבונות למי שאינו תושב, והקונסוליה בדרך כלל רוצה לראות את הכסף שלכם בפורטוגל.`,
        rich`${strong('ביטוח בריאות')} שמכסה אתכם בפורטוגל עד שתירשמו בשירות הבריאות הלאומי.`,
        rich`${strong('בית.')} חוזה שכירות או שטר מכר הם חלק מבקשת הוויזה. משפחות רבות שוכרות קודם וקונות כשהן כבר מכירות את האזור; ${link('purchaseCosts', 'מחשבון עלויות הרכישה')} מראה כמה עולה הקנייה מעבר למחיר.`,
        rich`${strong('מסמכים מהארץ:')} תעודת יושר, ותעודות לידה ונישואין עם אפוסטיל, מתורגמות כשצריך.`,
      ],
    },
    {
      id: 'timeline',
      title: 'לוח זמנים מציאותי',
      paragraphs: [
        'איסוף המסמכים לוקח כמה שבועות; אחר כך הקונסוליה מחליטה על הוויזה, ולא פעם זה לוקח חודשים ולא שבועות. הוויזה מאפשרת לכם להיכנס לפורטוגל ולהגיע לפגישה ב-AIMA, רשות ההגירה, לקבלת היתר השהייה. הביקוש לתורים ב-AIMA גבוה, אז קבעו תור מוקדם ככל שהתהליך מאפשר ושמרו עותק של כל מסמך שאתם מגישים.',
        'תכננו את המעבר עצמו, את שנת הלימודים ואת סיום השכירות בארץ לפי זמני ההמתנה האלה, ולא לפי התרחיש הטוב ביותר.',
      ],
    },
    {
      id: 'longer-term',
      title: 'מסים, תושבות ואזרחות',
      paragraphs: [
        rich`בדרך כלל הופכים לתושבי מס אחרי יותר מ-183 ימים בשנה בפורטוגל, או כשהבית הקבוע שלכם נמצא בה. משטר ה-NHR הישן סגור לתושבים חדשים; ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'המאמר על רפורמות המס')} מסביר מה בא במקומו.`,
        `מאז ${monthYear(CITIZENSHIP_REFORM.inForce)}, לפי חוק האזרחות המתוקן, אזרחות דורשת ${VISAS.citizenshipYears} שנות שהייה חוקית (${VISAS.citizenshipYearsEuAndPortugueseSpeaking} לאזרחי האיחוד האירופי ומדינות דוברות פורטוגזית), שנספרות מהיתר השהייה הראשון ולא מיום הבקשה; המסלול לצאצאי יהודים ספרדים נסגר. בדקו את הכלל עם עורך דין כשאתם מתכננים לפיו.`,
      ],
      closing: [
        rich`אחרי שהגעתם, המאמר שלנו על ${link({ route: 'article', slug: 'settling-in-portugal' }, 'התאקלמות בפורטוגל')} עוסק בחיי היומיום, ו${link('relocation', 'מדריך הרילוקיישן')} מפרט כל ויזה.`,
      ],
    },
  ],
  disclaimer: `המידע נכון לבדיקה האחרונה שלנו, נובמבר ${MINIMUM_WAGE.year}. כללי ההגירה משתנים: בדקו את המקרה שלכם עם עורך דין פורטוגלי לענייני הגירה או עם הקונסוליה לפני שאתם פועלים. המאמר הוא מידע כללי, לא ייעוץ משפטי, ואי אפשר להבטיח תוצאה של בקשת ויזה.`,
  cta: {
    title: 'מתכננים לעבור לפורטוגל?',
    text: 'ספרו לנו מי עובר, מתי ולאן. נעזור לכם לסדר את הצעדים ונפגיש אתכם עם עורך דין לענייני הגירה לחלק המשפטי.',
    button: 'צרו קשר',
  },
};

export default copy;
