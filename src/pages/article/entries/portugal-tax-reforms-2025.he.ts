import articlesHe from '@/features/articles/copy.he';
import { COMPANY } from '@/config/company';
import { RENTAL_RULES, TAX_RULES, TAXES, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl.he';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { TaxReformsArticleCopy } from './portugal-tax-reforms-2025.en';

const card = articlesHe.cards['portugal-tax-reforms-2025'];
const pct = (percent: number) => formatPercent(percent, 'he', 2);
const euro = (amount: number) => formatEuro(amount, 'he');
const day = (iso: string) => formatDate(iso, 'he');
const monthYear = (iso: string) => formatDate(iso, 'he', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const { irsJovem, rentalIncome, shortTermRentals, housingPackage } = TAX_RULES;

const copy: TaxReformsArticleCopy = {
  meta: {
    title: 'רפורמות המס של פורטוגל ב-2025 – לבעלי נכסים ולמי שעובר לגור בפורטוגל',
    description:
      'מה השתנה במס בפורטוגל לבעלי נכסים ולמי שעובר לגור בה: NHR ו-IFICI, ‏IRS Jovem, פטור ממס רכישה לצעירים, מס על הכנסה משכירות והשכרה לטווח קצר – כל שינוי והשנה שלו.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesHe,
  intro: [
    `בין 2023 ל-2025 פורטוגל שינתה כמה מכללי המס החשובים ביותר לזרים שקונים בה נכס או עוברים לגור בה. חלק מהדלתות נסגרו, כמו משטר ה-NHR הישן; אחרות נפתחו, כמו הפטור ממס רכישה לצעירים והמס הנמוך יותר על שכירות ארוכה. כאן תמצאו כל שינוי ואת השנה שבה נכנס לתוקף, נכון לבדיקה האחרונה שלנו בנובמבר ${TAXES.year}.`,
    'זהו סיכום שיעזור לכם לשאול את השאלות הנכונות, לא ייעוץ מס: איך כלל מסוים חל עליכם תלוי בתושבות שלכם, בהכנסות שלכם ובמועדים.',
  ],
  sections: [
    {
      id: 'nhr-ifici',
      title: 'משטר ה-NHR סגור לתושבים חדשים; IFICI מיועד למקצועות מסוימים בלבד',
      paragraphs: [
        rich`משטר התושב שאינו רגיל (NHR) נסגר למצטרפים חדשים ב-1 בינואר ${String(TAX_RULES.nhrClosedYear)}. הוראת מעבר אפשרה למי שכבר היה באמצע המעבר לפורטוגל להירשם עד מרץ ${String(TAX_RULES.nhrTransitionEndedYear)}, ומאז ${strong('אי אפשר עוד להצטרף ל-NHR')}. מי שכבר רשום נשאר בו עד תום עשר השנים שלו.`,
        `המחליף שלו הוא התמריץ למחקר מדעי ולחדשנות (IFICI), שמכונה לפעמים \u2066"NHR 2.0"\u2069. התמריץ חל מ-${TAX_RULES.ificiFromYear}, תקנותיו פורסמו בדצמבר ${TAX_RULES.ificiRegulatedYear} והוא ניתן ל-${TAX_RULES.ificiYears} שנים – אבל רק לקבוצה מצומצמת: חוקרים, סגל הוראה באוניברסיטאות, עובדי סטארט-אפים מוכרים ובעלי תפקידים מסוימים הדורשים כישורים גבוהים בחברות שעומדות בתנאים. פנסיות מחו"ל לא נכללות בו כלל.`,
      ],
      note: {
        title: 'מה זה אומר אם אתם מתכננים מעבר',
        text: 'אל תבנו על שיעור מס מיוחד. אם ייתכן שהעבודה שלכם מתאימה ל-IFICI, בדקו זאת עם רואה חשבון לפני שאתם הופכים לתושבים: את הבקשה מגישים עד 15 בינואר של השנה שאחרי השנה שבה הפכתם לתושבי מס.',
      },
    },
    {
      id: 'irs-jovem',
      title: `מס הכנסה מופחת לצעירים עד גיל ${irsJovem.maxAge} ‏(IRS Jovem), מאז ${irsJovem.fromYear}`,
      paragraphs: [
        `מ-${irsJovem.fromYear} ההטבה כבר לא תלויה בתואר: כל מי שגילו עד ${irsJovem.maxAge} ויש לו הכנסה ממשכורת או מעבודה עצמאית יכול ליהנות ממנה ב-${irsJovem.years} השנים הראשונות שבהן הוא מרוויח, בין שהוא פורטוגלי ובין שלא, כל עוד הוא תושב מס בפורטוגל ואינו נהנה מ-NHR או מ-IFICI.`,
      ],
      listTitle: 'החלק הפטור ממס בכל שנה',
      list: [
        `בשנה הראשונה: ${pct(irsJovem.exemptPercent.year1)}`,
        `בשנה השנייה עד הרביעית: ${pct(irsJovem.exemptPercent.years2to4)}`,
        `בשנה החמישית עד השביעית: ${pct(irsJovem.exemptPercent.years5to7)}`,
        `בשנה השמינית עד העשירית: ${pct(irsJovem.exemptPercent.years8to10)}`,
      ],
      closing: [
        `הפטור מוגבל בכל שנה לסכום של פי ${irsJovem.capIasMultiple} ממדד התמיכה הסוציאלית (IAS): כ-${euro(irsJovem.capEuros.euros)} ב-${irsJovem.capEuros.year}. למשפחה צעירה שעוברת לפורטוגל הוא שווה לא פעם יותר ממה ש-NHR היה נותן.`,
      ],
    },
    {
      id: 'young-buyers',
      title: `בלי מס רכישה ובלי מס בולים על דירה ראשונה לקונים עד גיל ${TAXES.youngBuyersMaxAge}, מאז ${monthYear(TAX_RULES.youngBuyersFrom)}`,
      paragraphs: [
        `מאז ${day(TAX_RULES.youngBuyersFrom)} קונים בני ${TAXES.youngBuyersMaxAge} ומטה לא משלמים IMT (מס הרכישה) ולא מס בולים על הדירה הראשונה שלהם, אם הם יגורו בה דרך קבע ואינם רשומים כתלויים של אדם אחר בדוח המס של שנת הרכישה.`,
        `הפטור מלא עד ${euro(TAXES.youngBuyersCeiling.euros)} (התקרה של ${TAXES.youngBuyersCeiling.year}, שמתעדכנת מדי שנה עם טבלת ה-IMT). מעל התקרה ועד ${euro(TAX_RULES.youngBuyersPartialCeiling.euros)} (${TAX_RULES.youngBuyersPartialCeiling.year}) משלמים מס רק על החלק שמעל התקרה. כשזוג קונה יחד, כל אחד מהם נבדק בנפרד, לפי החלק שלו.`,
      ],
      note: {
        title: 'הדירה צריכה להישאר הבית שלכם',
        text: 'הפטור מתבטל אם בתוך שש שנים הדירה מושכרת, נמכרת או מפסיקה להיות מקום המגורים הקבוע שלכם, מלבד במקרים שהחוק מונה. הוא לא מיועד לרכישה להשקעה.',
      },
    },
    {
      id: 'rental-income',
      title: `הכנסה משכירות: ${pct(rentalIncome.ratePercent)} במקום ${pct(rentalIncome.previousRatePercent)}, ופחות מזה בשכירות ארוכה`,
      paragraphs: [
        `חוק הדיור "Mais Habitação", שבתוקף מאז ${day(rentalIncome.inForce)}, הוריד את המס הקבוע על הכנסה מהשכרת דירות מ-${pct(rentalIncome.previousRatePercent)} ל-${pct(rentalIncome.ratePercent)} למשכירים פרטיים, על כל שכר הדירה מ-${rentalIncome.fromYear} ואילך. על חוזה להשכרת דירה למגורי קבע לחמש שנים ומעלה שנחתם מ-${rentalIncome.longLeaseRatesFromYear} המס נמוך יותר, כל עוד שכר הדירה נשאר בגבולות שהחוק קובע:`,
      ],
      list: [
        `חוזה של חמש עד עשר שנים: ${pct(rentalIncome.lease5to10YearsPercent)}`,
        `חוזה של עשר עד עשרים שנה: ${pct(rentalIncome.lease10to20YearsPercent)}`,
        `חוזה של עשרים שנה ומעלה: ${pct(rentalIncome.lease20PlusYearsPercent)}`,
      ],
      closing: [
        `המס מחושב על שכר הדירה אחרי הוצאות מוכרות כמו IMI, דמי ועד בית, ביטוח ותחזוקה. אפשר גם לצרף את ההכנסה משכירות לשאר ההכנסות ולשלם לפי מדרגות המס הרגילות, ושווה לבדוק את זה כשההכנסה שלכם צנועה. על השכרה אחרת, כמו חנויות ומשרדים, המס עדיין ${pct(rentalIncome.previousRatePercent)}.`,
        `בנפרד, מאז ${monthYear(RENTAL_RULES.depositCapFrom)} (תקציב המדינה של ${RENTAL_RULES.depositCapFrom.slice(0, 4)}) הפיקדון של שוכר ושכר דירה ששולם מראש מוגבלים כל אחד לשכר דירה של ${rentalIncome.maxDepositMonths} חודשים. כשחוזה השכירות נרשם ברשות המסים, המשכיר משלם גם מס בולים של ${pct(rentalIncome.leaseStampDutyPercentOfMonthlyRent)} משכר הדירה של חודש אחד.`,
      ],
    },
    {
      id: 'short-term-rentals',
      title: 'השכרה לטווח קצר (AL): ההגבלות של 2023 הוקלו ב-2024',
      paragraphs: [
        `ב-${shortTermRentals.restrictedYear} אותו חוק דיור הקפיא רישיונות חדשים להשכרה לטווח קצר (alojamento local) לדירות ברוב המדינה, והטיל עליהן היטל מיוחד של ${pct(shortTermRentals.extraordinaryLevyPercent)}. ב-2024 הממשלה החדשה ביטלה את ההיטל, ומאז ${day(shortTermRentals.easedFrom)} ההקפאה הארצית הוסרה והרישיונות כבר לא פוקעים אחרי חמש שנים.`,
        'הסמכות להגביל AL עברה לכל עירייה, והיא רשאית לסגור שכונות שלמות לרישיונות חדשים; גם בעלי הדירות בבניין יכולים לבקש מהעירייה לבטל רישיון בבניין שלהם. ליסבון ופורטו מגבילות רישיונות חדשים בשכונות העמוסות ביותר שלהן, ולכן כדאי לבדוק את הכללים העירוניים לכתובת המדויקת לפני שקונים במחשבה על השכרה לטווח קצר.',
      ],
    },
    {
      id: 'purchase-taxes',
      title: `כמה מס משלמים ברכישה, נכון ל-${TAXES.year}`,
      paragraphs: ['המבנה של המסים על הרכישה עצמה לא השתנה, אבל המדרגות שלהם מתעדכנות מדי שנה:'],
      list: [
        rich`${strong('מס רכישה (IMT):')} מדורג לפי מדרגות מחיר לדירות מגורים. דירה למגורי קבע פטורה עד ${euro(TAXES.imtPermanentHomeExemptUpToEuros)}; השיעור השולי עולה ל-${pct(TAXES.imtMaxMarginalPercent)} בין ${euro(TAXES.imtMaxMarginalFromEuros)} ל-${euro(TAXES.imtMaxMarginalToEuros)}, ואחר כך חל שיעור אחיד של ${pct(TAXES.imtFlatPercent)} עד ${euro(TAXES.imtFlatUpToEuros)} ו-${pct(TAXES.imtTopRatePercent)} מעליו. נכסים עירוניים אחרים משלמים ${pct(TAXES.imtOtherUrbanPercent)}. ${link('purchaseCosts', 'מחשבון עלויות הרכישה')} מחשב את המס ואת מס הבולים למחיר שלכם.`,
        rich`${strong('מס בולים:')} ${pct(TAXES.stampDutyPricePercent)} ממחיר הנכס, ועוד ${pct(TAXES.stampDutyMortgagePercent)} מסכום המשכנתא.`,
        rich`${strong('מס רכוש שנתי (IMI):')} ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} מהשווי לצורכי מס של הנכס, לפי העירייה.`,
      ],
      closing: [`ודבר אחד לא השתנה: מאז ${day(VISAS.goldenVisaRealEstateEnded)} רכישת נכס כבר לא מזכה בוויזת זהב.`],
    },
    {
      id: 'next',
      title: `חבילת הדיור שהוצעה ב${monthYear(housingPackage.proposed)}`,
      paragraphs: [
        `ב-${day(housingPackage.proposed)} הממשלה הגישה לפרלמנט חבילת דיור, ובין צעדי המס שבה: מס של ${pct(housingPackage.moderateRentRatePercent)} על הכנסה מהשכרת דירות בשכר דירה "מתון" של עד ${euro(housingPackage.moderateRentMonthlyEuros)} בחודש, ומס רכישה של ${pct(housingPackage.nonResidentImtPercent)} לקונים שאינם תושבי מס בפורטוגל, עם החזר חלקי למי שהופך לתושב בתוך שנתיים או משכיר את הדירה בשכר דירה מתון.`,
        `ועדת התקציב של הפרלמנט אישרה את צעדי המס של החבילה, עם תיקונים, ב-${day(housingPackage.committeeApproved)}, והממשלה אישרה את צווי החוק ב-${day(housingPackage.decreeLawsApproved)}. אילו מהם חלים על רכישה או על חוזה מסוים, וממתי, תלוי בנוסחים שפורסמו: שאלו את עורך הדין או רואה החשבון שלכם לפני שאתם חותמים.`,
      ],
    },
  ],
  disclaimer: rich`המידע נכון לבדיקה האחרונה שלנו, נובמבר ${String(TAXES.year)}. כללי המס משתנים מדי שנה: בדקו כל נקודה עם עורך דין פורטוגלי או רואה חשבון מוסמך לפני שאתם פועלים. המאמר הוא מידע כללי, לא ייעוץ משפטי או ייעוץ מס.`,
  cta: {
    title: 'יש לכם שאלות על המס על הנכס או על המעבר?',
    text: rich`אנחנו עובדים עם עורכי דין פורטוגלים עצמאיים ועם רואי חשבון מוסמכים, ונשמח לחבר אתכם למי שמתאים לכם. ספרו לנו על התוכניות שלכם בעמוד יצירת הקשר, או כתבו לנו ל-${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
    button: 'צרו קשר',
  },
};

export default copy;
