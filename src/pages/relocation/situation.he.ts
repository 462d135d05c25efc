// "What is your situation?" (docs/product-rules.md, "Pages"): a section of the Hebrew relocation guide only.
// Only the Hebrew copy (copy.he.ts) holds it, so the section hydrates with the page (a press made
// before hydration is replayed on it) and an English or Portuguese visitor never downloads it. Multi-word Portuguese names keep no-break spaces (\u00a0), so a line never
// breaks inside one (a split left-to-right run puts its parentheses out of place in right-to-left text).
import type { SituationContent } from '@/features/relocation-status/status-content';
import { CITIZENSHIP_REFORM, RESIDENCE, TRAVEL_AUTHORISATION, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl.he';

const euro = (amount: number) => formatEuro(amount, 'he');
const percent = (value: number) => formatPercent(value, 'he', 0);
const monthYear = (date: string) =>
  formatDate(date, 'he', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const { d7, d8, touristStay } = VISAS;
const visaMonths = `${RESIDENCE.visaProcessMonths.min}–${RESIDENCE.visaProcessMonths.max} חודשים`;

const citizenshipNote = `מאז ${monthYear(CITIZENSHIP_REFORM.inForce)} חל בפורטוגל חוק אזרחות מתוקן: אפשר לבקש אזרחות אחרי ${CITIZENSHIP_REFORM.years} שנות מגורים חוקיים (${CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking} לאזרחי האיחוד האירופי ומדינות דוברות פורטוגזית), והספירה מתחילה מהיתר השהייה הראשון. המסלול לצאצאי יהודים ספרדים נסגר. לפני שאתם מתכננים לפי תאריך, בדקו עם עורך דין איזה כלל חל עליכם.`;
const familyNote = `בני המשפחה מצטרפים בדרך כלל אחרי ${RESIDENCE.familyReunificationWaitYears} שנות מגורים חוקיים, עם חריגים – למשל למשפחות עם ילדים קטינים`;

const d7Visa = {
  name: 'ויזת D7 – הכנסה פסיבית',
  description: `לפנסיונרים ולמי שיש להם הכנסה קבועה מפנסיה, משכירות, מדיבידנדים או מריבית: לפחות ${euro(d7.monthlyEuros)} בחודש ב-${d7.year}, ועוד ${percent(d7.spouseSharePercent)} לבן או בת זוג ו-${percent(d7.childSharePercent)} לכל ילד.`,
};
const d8Visa = {
  name: 'ויזת D8 – נוודים דיגיטליים',
  description: `למי שעובדים מרחוק, כשכירים או כעצמאים, עבור מעסיק או לקוחות מחוץ לפורטוגל: הכנסה של לפחות ${euro(d8.monthlyEuros)} בחודש ב-${d8.year}.`,
};
const hqaVisa = {
  name: 'ויזת HQA – עבודה בתפקיד עתיר ידע',
  description: 'למי שקיבלו הצעת עבודה מחברה בפורטוגל בתפקיד שדורש השכלה גבוהה או מומחיות מקצועית.',
};

const content: SituationContent = {
  title: 'מה המצב שלכם?',
  intro:
    'הדרך לפורטוגל תלויה בעיקר בדרכון שבידיים שלכם. בחרו את המצב שמתאים לכם, ותראו אילו ויזות רלוונטיות, כמה זמן זה לוקח ומה הצעדים הראשונים.',
  groupLabel: 'בחרו את מצב האזרחות שלכם',
  prompt: 'בחרו אחת מהאפשרויות למעלה כדי לראות את הפרטים.',
  clearHint: 'לחיצה נוספת על האפשרות שבחרתם מסתירה את הפרטים.',
  headings: {
    visas: 'אפשרויות ויזה רלוונטיות',
    timeline: 'לוח זמנים',
    benefits: 'היתרונות העיקריים',
    requirements: 'דרישות וצעדים ראשונים',
    note: 'שימו לב',
  },
  contactButton: 'דברו איתנו על המצב שלכם',
  statuses: [
    {
      id: 'israeli-only',
      title: 'דרכון ישראלי בלבד',
      hint: 'צריך ויזת שהייה כדי לגור בפורטוגל',
      content: {
        description: `עם דרכון ישראלי אפשר לשהות בפורטוגל כתיירים עד ${touristStay.days} ימים בכל ${touristStay.inDays} ימים, בלי ויזה; מי שנכנסים בלי ויזה יצטרכו גם אישור נסיעה מקוון של האיחוד האירופי (${TRAVEL_AUTHORISATION.name}), שצפוי להיות חובה ב-${TRAVEL_AUTHORISATION.mandatoryFromYear}. כדי לגור בפורטוגל, לעבוד בה או לרשום את הילדים לבית ספר, צריך ויזת שהייה שמגישים לנציגות פורטוגל בישראל לפני המעבר, ואחריה היתר שהייה מסוכנות ההגירה AIMA.`,
        visas: [
          d7Visa,
          d8Visa,
          hqaVisa,
          {
            name: 'ויזת זהב',
            description: `רק דרך השקעה שאינה בנדל"ן – למשל ${euro(VISAS.goldenVisaFundsEuros)} בקרנות השקעה מוכרות. רכישת דירה כבר לא מזכה בוויזת זהב.`,
          },
        ],
        timeline: `איסוף המסמכים לוקח בדרך כלל חודש–חודשיים. מהפגישה בנציגות ועד ההחלטה עוברים ${visaMonths}. הוויזה תקפה ל-${RESIDENCE.residenceVisaValidityMonths} חודשים, ובמהלכם מגיעים לפגישה ב-AIMA ומקבלים היתר שהייה ל-${RESIDENCE.firstPermitYears} שנים, שמתחדש ל-${RESIDENCE.renewalYears} שנים. אחרי ${RESIDENCE.permanentAfterYears} שנים אפשר לבקש תושבות קבע.`,
        benefits: [
          `מגורים חוקיים בפורטוגל; ${familyNote}`,
          'גישה למערכת הבריאות הציבורית (SNS) ולבתי הספר הציבוריים',
          `ביקורים במדינות שנגן האחרות, עד ${touristStay.days} ימים בכל ${touristStay.inDays} ימים`,
          `אחרי ${RESIDENCE.permanentAfterYears} שנים – תושבות קבע, ובהמשך אפשרות לאזרחות`,
        ],
        requirements: [
          'בוחרים מסלול ויזה שמתאים להכנסה ולעיסוק שלכם',
          'מוציאים מספר מס פורטוגלי (NIF) ופותחים חשבון בנק בפורטוגל',
          'מסדרים מגורים בפורטוגל – חוזה שכירות לשנה לפחות – כי הנציגות מבקשת כתובת',
          'אוספים מסמכים: תעודת יושר עם אפוסטיל, הוכחות הכנסה וביטוח בריאות',
          'מגישים את הבקשה לנציגות פורטוגל, ואחרי הנחיתה מגיעים לפגישה ב-AIMA',
        ],
        note: citizenshipNote,
      },
    },
    {
      id: 'eu-citizen',
      title: 'דרכון אירופי (לא פורטוגלי)',
      hint: 'זכות מגורים בלי ויזה, רק רישום',
      content: {
        description:
          'אזרחים של מדינה באיחוד האירופי – למשל עם דרכון גרמני, פולני או רומני – רשאים לגור ולעבוד בפורטוגל בלי ויזה. מה שנדרש הוא רישום בעירייה אחרי שלושה חודשים, והסידורים המקומיים הרגילים.',
        visas: [
          {
            name: 'ללא ויזה – תעודת רישום לאזרח האיחוד (CRUE)',
            description: `מי שנשארים בפורטוגל יותר מ-${RESIDENCE.euRegistrationAfterMonths} חודשים נרשמים בעירייה של מקום המגורים, תוך ${RESIDENCE.euRegistrationWithinDays} יום מתום שלושת החודשים.`,
          },
          {
            name: 'תושבות קבע לאזרחי האיחוד',
            description: `אחרי ${RESIDENCE.permanentAfterYears} שנות מגורים רצופים אפשר לבקש תעודת תושבות קבע.`,
          },
        ],
        timeline: `אפשר לעבור מיד. את הרישום בעירייה עושים אחרי ${RESIDENCE.euRegistrationAfterMonths} חודשים, ועד ${RESIDENCE.euRegistrationWithinDays} יום אחר כך, ובדרך כלל מסיימים אותו בביקור אחד.`,
        benefits: [
          'זכות לגור, לעבוד ולפתוח עסק בלי ויזה',
          'גישה למערכת הבריאות הציבורית ולבתי הספר כמו כל תושב',
          'בלי תורים בקונסוליה ובלי חידושי היתר שהייה',
          'בני משפחה יכולים להצטרף אליכם',
        ],
        requirements: [
          'מוציאים NIF – אפשר עוד לפני המעבר',
          'מסדרים מגורים ומקבלים אישור כתובת מהמועצה המקומית (Junta\u00a0de\u00a0Freguesia)',
          'נרשמים בעירייה (Câmara\u00a0Municipal) עם הדרכון, הוכחת כתובת והצהרה על מקור המחיה – עבודה, הכנסה או חסכונות',
          'נרשמים במרכז הבריאות הקרוב ומקבלים מספר מטופל ב-SNS',
        ],
        note: 'בני משפחה בלי דרכון אירופי, למשל בן או בת זוג עם דרכון ישראלי בלבד, מבקשים ב-AIMA כרטיס תושב לבן משפחה של אזרח האיחוד – בלי ויזת D7 או D8.',
      },
    },
    {
      id: 'portuguese-passport',
      title: 'דרכון פורטוגלי',
      hint: 'אזרחים – כל הזכויות מהיום הראשון',
      content: {
        description:
          'אם יש לכם אזרחות פורטוגלית, למשל מכוח המסלול לצאצאי יהודים ספרדים, אתם אזרחים של פורטוגל ושל האיחוד האירופי לכל דבר. לא צריך ויזה או היתר שהייה; צריך בעיקר להסדיר מסמכים ולהירשם למערכות המקומיות.',
        visas: [
          {
            name: 'לא נדרשת ויזה',
            description:
              'אזרחים פורטוגלים גרים ועובדים בפורטוגל בלי שום היתר. בני זוג וילדים שאינם אזרחים מקבלים היתר שהייה כבני משפחה של אזרח.',
          },
          {
            name: 'תעודת זהות פורטוגלית (Cartão\u00a0de\u00a0Cidadão)',
            description:
              'אם עדיין אין לכם תעודת זהות פורטוגלית, כדאי להוציא אותה: בכרטיס אחד יש גם את מספר המס, מספר הביטוח הלאומי ומספר המטופל במערכת הבריאות.',
          },
        ],
        timeline:
          'אפשר לעבור מיד. הוצאת תעודת הזהות נמשכת כמה שבועות, תלוי בעומס בלשכה, ואת שאר הסידורים – בנק, מרכז בריאות ובית ספר – מסיימים בדרך כלל בחודשיים הראשונים.',
        benefits: [
          'זכות מלאה לגור ולעבוד בפורטוגל ובכל מדינות האיחוד',
          'גישה למערכת הבריאות ולחינוך הציבורי כמו לכל אזרח',
          'זכות הצבעה בבחירות בפורטוגל ולפרלמנט האירופי',
          'בלי תורים ב-AIMA ובלי חידושי היתר שהייה',
        ],
        requirements: [
          'בודקים שרישום האזרחות שלכם מעודכן – מצב משפחתי וילדים',
          'מוציאים תעודת זהות פורטוגלית בלשכת הרישום (IRN) או בקונסוליה',
          'מעדכנים כתובת מגורים בפורטוגל ונרשמים במרכז הבריאות הקרוב',
          'בודקים אם גם הילדים זכאים לאזרחות – כדאי להתחיל בזה מוקדם',
        ],
        note: `בן או בת זוג שאינם אזרחים פורטוגלים מבקשים היתר שהייה כבני משפחה של אזרח, ויכולים בהמשך לבקש אזרחות מכוח הנישואים. חוק האזרחות תוקן ב-${CITIZENSHIP_REFORM.inForce.slice(0, 4)}, ולכן כדאי לבדוק את הפרטים עם עורך דין.`,
      },
    },
    {
      id: 'other-citizenship',
      title: 'אזרחות אחרת',
      hint: 'מסלולי הוויזה פתוחים, כללי הכניסה תלויים בדרכון',
      content: {
        description: `מסלולי הוויזה של פורטוגל פתוחים לאזרחי כל המדינות, אבל כללי הכניסה ומקום הגשת הבקשה תלויים בדרכון. אזרחי חלק מהמדינות נכנסים בלי ויזה ל-${touristStay.days} ימים בכל ${touristStay.inDays} ימים, ואחרים צריכים ויזה גם לביקור קצר.`,
        visas: [
          d7Visa,
          d8Visa,
          hqaVisa,
          {
            name: 'ויזת D2 – יזמים ועצמאים',
            description: 'למי שפותחים עסק בפורטוגל או עובדים בה כעצמאים, עם תוכנית עסקית ואמצעים לממן אותה.',
          },
        ],
        timeline: `כמו עם דרכון ישראלי: ${visaMonths} מהפגישה בנציגות פורטוגל ועד ההחלטה, ואחרי ההגעה פגישה ב-AIMA לקבלת היתר השהייה.`,
        benefits: [
          `מגורים חוקיים בפורטוגל; ${familyNote}`,
          'גישה למערכת הבריאות הציבורית ולבתי הספר',
          `ביקורים במדינות שנגן האחרות, עד ${touristStay.days} ימים בכל ${touristStay.inDays} ימים`,
        ],
        requirements: [
          'בודקים אם הדרכון שלכם מאפשר כניסה לאזור שנגן בלי ויזה',
          'מגישים את הבקשה לנציגות פורטוגל במדינה שבה אתם גרים כחוק',
          'מכינים את אותם מסמכים: NIF, חשבון בנק, מגורים, תעודת יושר וביטוח בריאות',
        ],
        note: 'אם יש לכם יותר מדרכון אחד, בדרך כלל כדאי להגיש לפי הדרכון שנותן את הזכויות הרחבות ביותר – דרכון של מדינה באיחוד האירופי קודם לכול.',
      },
    },
  ],
};

export default content;
