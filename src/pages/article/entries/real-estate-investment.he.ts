import articlesHe from '@/features/articles/copy.he';
import { GROSS_YIELD_PERCENT, MORTGAGE, TAXES, VISAS } from '@/lib/content/facts';
import { calculatePurchaseCosts } from '@shared/tax/purchase-costs';
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl.he';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { RealEstateInvestmentArticleCopy } from './real-estate-investment.en';

const card = articlesHe.cards['real-estate-investment'];
const pct = (percent: number, digits = 2) => formatPercent(percent, 'he', digits);
// A worked example of the one-time costs, from the same module as the calculators.
const example = calculatePurchaseCosts({ price: 200_000, purpose: 'other_home', region: 'mainland' });
const oneTimeCosts = {
  price: formatEuro(200_000, 'he'),
  total: formatEuro(Math.round(example.total), 'he'),
  year: String(example.year),
};
const oneDecimal = (percent: number) =>
  formatNumber(percent / 100, 'he', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const copy: RealEstateInvestmentArticleCopy = {
  meta: {
    title: 'השקעות נדל"ן בפורטוגל: ליווי מלא',
    description:
      'איתור נכס, בדיקת נאותות, משא ומתן, משכנתא פורטוגלית, העברת הבעלות, שיפוץ וניהול: שבעת השירותים של ליווי ההשקעה שלנו, מה אתם מקבלים ואיפה התפקיד שלנו נגמר.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesHe,
  intro: [
    'כשקונים נכס להשקעה במדינה זרה, בלי להכיר את השפה, את החוק ואת הבנקים, קל לטעות – והטעויות יקרות: מחיר שנראה הוגן, רישיון שחסר, משכנתא שנופלת שבוע לפני החתימה. הליווי שלנו נועד למנוע אותן.',
    'כך זה עובד, שירות אחרי שירות: מה יהיה בידיים שלכם בסוף כל שלב, ומה נשאר בידי עורך הדין והבנק שלכם.',
  ],
  sections: [
    {
      id: 'services',
      title: 'שבעה שירותים, צוות אחד',
      paragraphs: ['אפשר לבחור את כל השבעה או רק את מה שאתם צריכים; על כל שירות מסכמים איתכם לפני שמתחילים.'],
      cards: [
        {
          id: 'search',
          title: 'איתור נכס',
          text: 'אנחנו מגדירים איתכם את הדרישות (תקציב, עיר, סוג נכס, תוכנית השכרה) ומחפשים גם מעבר לאתרי הנדל"ן: דרך מתווכים ויזמים שאנחנו מכירים ובעלים שמוכרים בעצמם. אתם מקבלים רשימה קצרה, לא הצפה של קישורים.',
        },
        {
          id: 'due-diligence',
          title: 'בדיקת נאותות',
          text: 'לפני שאתם מגישים הצעה אנחנו בודקים, יחד עם עורך הדין שלכם, את נסח הטאבו, רישיון השימוש, תעודת האנרגיה, חובות לוועד הבית ושעבודים על הנכס.',
        },
        {
          id: 'negotiation',
          title: 'משא ומתן והצעה',
          text: 'אנחנו משווים את המחיר המבוקש לעסקאות שנעשו לאחרונה בסביבה, מנהלים את המשא ומתן בשמכם ומסכמים את תנאי החוזה המקדמי (CPCV): מקדמה, מועדים ותנאים.',
        },
        {
          id: 'mortgage',
          title: 'משכנתא פורטוגלית',
          text: `אנחנו מפגישים אתכם עם בנקים שנותנים משכנתאות לקונים זרים – בדרך כלל עד ${pct(MORTGAGE.typicalMaxLoanToValuePercent, 0)} מהמחיר לדירה שלא תגורו בה – ועם יועצי משכנתאות, ומשווים איתכם את ההצעות.`,
        },
        {
          id: 'legal',
          title: 'מספר מס, עורך דין וחתימה',
          text: 'אנחנו עוזרים לכם להוציא מספר מס (NIF) ולפתוח חשבון בנק, מתאמים את עורך הדין העצמאי שמייצג אתכם, ומגיעים איתכם לחתימה על שטר המכר, או חותמים בשמכם בייפוי כוח.',
        },
        {
          id: 'renovation',
          title: 'שיפוץ וריהוט',
          text: 'אם הנכס צריך עבודה, אנחנו מביאים הצעות מחיר מקבלנים שכבר עבדנו איתם, מלווים את העבודות ובודקים אותן לפני כל תשלום.',
        },
        {
          id: 'management',
          title: 'השכרה וניהול',
          text: rich`אחרי הרכישה צוות ${link('propertyManagement', 'ניהול הנכסים')} שלנו מאתר שוכרים ומטפל בנכס, או מוסר לכם אותו כשהכול מסודר.`,
        },
      ],
    },
    {
      id: 'deliverables',
      title: 'מה אתם מקבלים',
      paragraphs: ['כל שלב מסתיים במסמך כתוב שנשאר אצלכם, בעברית או באנגלית:'],
      list: [
        'הגדרת דרישות כתובה ורשימה קצרה של נכסים, עם תמונות, מחיר למטר רבוע ועסקאות להשוואה לכל נכס.',
        'סיכום בדיקת נאותות לכל נכס שאתם מגישים עליו הצעה, עם המסמכים שעליהם הוא מבוסס.',
        'תקציב של עלויות הרכישה לפי המחיר שלכם: IMT, מס בולים, נוטריון ורישום, עורך דין ועמלות בנק.',
        rich`הערכת שכירות: שכר הדירה הצפוי, הוצאות שוטפות ותשואה ברוטו משוערת. ${link('investment', 'מחשבון ההשקעה')} שלנו מניח תשואה ברוטו של ${oneDecimal(GROSS_YIELD_PERCENT.min)}–${oneDecimal(GROSS_YIELD_PERCENT.max)} בשנה; ההערכה לנכס שלכם יכולה להיות שונה, והיא הערכה, לא הבטחה.`,
        'השוואה של הצעות המשכנתא זו לצד זו, אם אתם מממנים את הרכישה.',
        'תיק מסירה: מפתחות, חוזים, חשבונות חשמל, מים וגז, אנשי קשר בוועד הבית, ביטוח ומועדי התשלום השנתיים של ה-IMI.',
      ],
    },
    {
      id: 'costs',
      title: `עלויות שצריך לתקצב, נכון ל-${TAXES.year}`,
      paragraphs: ['מעבר למחיר, קונה בפורטוגל משלם מסים ועמלות שקל להעריך בחסר:'],
      list: [
        rich`${strong('מס רכישה (IMT):')} מדורג לפי מדרגות מחיר לדירות מגורים (טבלת ${String(TAXES.year)}): השיעור השולי עולה ל-${pct(TAXES.imtMaxMarginalPercent)} בין ${formatEuro(TAXES.imtMaxMarginalFromEuros, 'he')} ל-${formatEuro(TAXES.imtMaxMarginalToEuros, 'he')}, ואחר כך חל שיעור אחיד של ${pct(TAXES.imtFlatPercent)} עד ${formatEuro(TAXES.imtFlatUpToEuros, 'he')} ו-${pct(TAXES.imtTopRatePercent)} מעליו; ${pct(TAXES.imtOtherUrbanPercent)} לנכסים עירוניים אחרים.`,
        rich`${strong('מס בולים:')} ${pct(TAXES.stampDutyPricePercent)} מהמחיר ו-${pct(TAXES.stampDutyMortgagePercent)} מסכום המשכנתא.`,
        rich`${strong('מדי שנה:')} IMI של ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} מהשווי לצורכי מס, דמי ועד בית וביטוח.`,
      ],
      closing: [
        rich`מחשבון ההשקעה שלנו מחשב את המסים והעלויות החד-פעמיים לפי טבלאות ${oneTimeCosts.year}: על דירה להשכרה ב-${oneTimeCosts.price} ביבשת, כ-${oneTimeCosts.total} של מס רכישה, מס בולים והערכה של שטר המכר, הרישום ועורך הדין. ${link('purchaseCosts', 'מחשבון עלויות הרכישה')} מפרט אותם לכל מחיר, ואת הסכום המדויק אנחנו מאשרים לכל נכס. ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'המאמר על רפורמות המס')} מסביר מה השתנה לאחרונה.`,
      ],
    },
    {
      id: 'scope',
      title: 'איפה התפקיד שלנו נגמר',
      paragraphs: [
        'אנחנו חברת ייעוץ לניהול נכסים ולהשקעות. אנחנו מלווים, מתאמים ובודקים; את החלקים המוסדרים של הרכישה עושים אנשי המקצוע שהחוק דורש.',
      ],
      note: {
        title: 'הערה על היקף השירות',
        text: `ייעוץ משפטי והבדיקות המשפטיות של העסקה מגיעים מעורך דין עצמאי משלכם, ההלוואה מהבנק, והמכירה עצמה מהמתווך המורשה של המוכר, אם יש כזה. אנחנו אף פעם לא מחזיקים את הכסף שלכם: המקדמה והמחיר עוברים מהחשבון שלכם למוכר דרך עורך הדין, הנוטריון או הבנק. שכר הטרחה שלנו והיקף העבודה מסוכמים בכתב לפני שמתחילים. נתוני השכירות הם הערכות, לא תשואה מובטחת, ומאז ${formatDate(VISAS.goldenVisaRealEstateEnded, 'he')} רכישת נכס כבר לא מזכה בוויזת זהב.`,
      },
    },
  ],
  disclaimer: `הנתונים נכונים ל-${TAXES.year}; טבלאות המס ותנאי הבנקים משתנים מדי שנה. בדקו אותם עם עורך הדין והבנק שלכם לפני שאתם חותמים. המאמר הוא מידע כללי, לא ייעוץ משפטי, ייעוץ מס או ייעוץ פיננסי.`,
  cta: {
    title: 'ספרו לנו מה אתם מחפשים',
    text: 'שתפו אותנו בתקציב, בעיר שאתם חושבים עליה ובמה שאתם רוצים לעשות עם הנכס. השיחה הראשונה בלי עלות ובלי התחייבות, ונגיד לכם בכנות אם ואיך נוכל לעזור.',
    button: 'צרו קשר',
  },
};

export default copy;
