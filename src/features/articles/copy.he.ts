// The article collection's shared words in Hebrew (the same shape as copy.en.ts).
import type { ArticlesFeatureCopy } from './copy.en';

const copy: ArticlesFeatureCopy = {
  categories: {
    all: 'הכול',
    relocation: 'רילוקיישן',
    investment: 'השקעות',
    'property-management': 'ניהול נכסים',
    lifestyle: 'אורח חיים',
    culture: 'תרבות',
  },
  authors: {
    'investment-team': 'צוות ההשקעות של Lusa Property',
    'management-team': 'צוות ניהול הנכסים של Lusa Property',
    'relocation-team': 'צוות הרילוקיישן של Lusa Property',
  },
  cards: {
    'portugal-tax-reforms-2025': {
      title: 'רפורמות המס של פורטוגל ב-2025: מה השתנה לבעלי נכסים ולמי שעובר לגור בפורטוגל',
      excerpt:
        'משטר ה-NHR נסגר לתושבים חדשים, IFICI למקצועות מסוימים בלבד, IRS Jovem החדש, פטור ממס רכישה לצעירים שקונים דירה ראשונה, מס נמוך יותר על שכירות ארוכה והקלות בהשכרה לטווח קצר – כל שינוי והשנה שלו.',
    },
    'relocating-to-portugal': {
      title: 'מעבר לפורטוגל: ויזות, ניירת ושלושת החודשים הראשונים',
      excerpt:
        'ויזת D7 או ויזת D8, מה רכישת נכס כבר לא נותנת, מספר מס, חשבון בנק וביטוח בריאות: באיזה סדר כדאי לטפל בכל אחד מהם.',
    },
    'settling-in-portugal': {
      title: 'להתאקלם בפורטוגל: החיים עצמם בשנה הראשונה',
      excerpt:
        'שירותי בריאות, בתי ספר, לימוד פורטוגזית, בחירת אזור מגורים והתמודדות עם הבירוקרטיה: עצות מעשיות לשנה הראשונה שלכם בפורטוגל.',
    },
    'real-estate-investment': {
      title: 'השקעות נדל"ן בפורטוגל: הליווי המלא שלנו',
      excerpt:
        'שבעה שירותים, מהחיפוש הראשון ועד תשלום השכירות הראשון: מה אנחנו עושים בכל שלב, מה אתם מקבלים, ומה נשאר בידי עורך הדין והבנק שלכם.',
    },
    'property-management-lisbon': {
      title: 'ניהול נכסים בליסבון: מה בעלי נכסים צריכים לדעת',
      excerpt:
        'החובות של משכיר בליסבון, מה החוק דורש מחוזה שכירות, השכרה ארוכה או קצרה, ומה ניהול נכסים מקצועי עושה וכמה הוא עולה.',
    },
  },
  labels: {
    readTime: '{n} דקות קריאה',
    readingTime: 'זמן קריאה',
    published: 'פורסם',
    lastReviewed: 'נבדק לאחרונה',
    author: 'מאת',
    category: 'קטגוריה',
    backToArticles: 'חזרה לכל המאמרים',
    contents: 'במאמר הזה',
    moreArticles: 'עוד מאמרים',
    readArticle: 'לקריאת המאמר',
  },
};

export default copy;
