import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl.he';
import {
  CITIZENSHIP_REFORM,
  GROSS_YIELD_PERCENT,
  HOME_WARRANTY_YEARS,
  IMT_TOP_BRACKET,
  MARKET_FACTS,
  MORTGAGE,
  RENT_TAX,
  RESIDENCE,
  TAXES,
  TRAVEL_AUTHORISATION,
  VISAS,
} from '@/lib/content/facts';
import type { InvestmentPageCopy } from './copy.en';

const pct = (value: number) => formatPercent(value, 'he', 2);
/** "ברבעון השני", not "ברבעון ה-2": Hebrew names a quarter with an ordinal word. */
const QUARTER = ['הראשון', 'השני', 'השלישי', 'הרביעי'] as const;
const quarter = (number: number) => QUARTER[number - 1] ?? `ה-${number}`;
const euro = (value: number) => formatEuro(value, 'he');
const day = (iso: string) => formatDate(iso, 'he');
const monthYear = (iso: string) => formatDate(iso, 'he', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const aboutMillions = (value: number) =>
  `${formatNumber(value / 1_000_000, 'he', { maximumFractionDigits: 2 })} מיליון אירו`;
const yieldRange = `${formatNumber(GROSS_YIELD_PERCENT.min / 100, 'he', { style: 'percent', minimumFractionDigits: 1 })}–${formatNumber(GROSS_YIELD_PERCENT.max / 100, 'he', { style: 'percent', minimumFractionDigits: 1 })}`;

const copy: InvestmentPageCopy = {
  meta: {
    title: 'השקעות נדל"ן בפורטוגל ומחשבון תשואה',
    description:
      'השקיעו בנדל"ן בפורטוגל עם ליווי מקומי: סקירת שוק, אפשרויות השקעה, תהליך הרכישה, מסים ומחשבון תשואה על ההשקעה.',
  },
  hero: {
    title: 'השקעות נדל"ן בפורטוגל',
    subtitle: 'ממחקר שוק ובדיקת נאותות ועד משכנתא מקומית וניהול הנכס אחרי הרכישה – אנחנו מלווים אתכם בכל שלב בהשקעה.',
  },
  heroActions: {
    start: 'מתחילים להשקיע',
    learnMore: 'למידע נוסף',
    showCalculator: 'חשבו את התשואה',
    hideCalculator: 'הסתרת המחשבון',
  },
  calculator: {
    title: 'מחשבון תשואה על ההשקעה',
    intro:
      'הזיזו את המחוונים וראו כמה יכול להניב נכס שנקנה בהון העצמי שלכם ובמשכנתא פורטוגלית. המספרים הם הערכה לפתיחת שיחה, לא הצעה.',
    inputsTitle: 'ההשקעה שלכם',
    equityLabel: 'סכום ההשקעה (הון עצמי)',
    leverageLabel: 'מימון במשכנתא',
    leverageHint: 'הבנקים מממנים בדרך כלל עד כ-{max} ממחיר הנכס, ויותר לדירת מגורים עיקרית.',
    termLabel: 'תקופת המשכנתא',
    termValue: '{years} שנים',
    noMortgage: 'ללא משכנתא',
    typeLegend: 'סוג הנכס',
    types: { apartment: 'דירה', family_house: 'בית משפחתי', multi_family: 'בניין מגורים' },
    multiFamilyHint: 'משווי כולל של {amount}',
    residenceLegend: 'תגורו בפורטוגל?',
    residences: {
      resident: 'אתם כבר תושבי מס בפורטוגל',
      becoming_resident: 'תהיו תושבי מס בתוך שנתיים',
      non_resident: 'לא תהיו תושבי מס בפורטוגל',
    },
    nonResidentNote:
      'לא תושבים: העלויות החד-פעמיות כוללות מס רכישה בשיעור אחיד של {rate}, {imt}, שמשלמים ביום החתימה. {refundable} מתוכו חוזרים אליכם אם תשכירו את הדירה בתוך 6 חודשים, בשכר דירה של עד {rent} לחודש, לפחות 36 חודשים מתוך 60 החודשים הראשונים (או אם תהיו תושבי מס בתוך שנתיים), בבקשה לרשות המסים.',
    notAllowedTitle: 'הבחירה אינה זמינה',
    notAllowedDescription: 'בניין מגורים זמין רק כששווי הנכס הכולל הוא {amount} ומעלה.',
    adjustedTitle: 'סוג הנכס עודכן',
    adjustedDescription: 'השווי הכולל ירד מתחת ל-{amount}, ולכן החישוב מתבסס עכשיו על דירה במקום על בניין מגורים.',
    resultsTitle: 'ההערכה שלכם',
    estimateNote: 'הערכה בלבד, לא הצעה ולא הבטחה לתשואה. היא מתבססת על ההנחות שמפורטות למטה.',
    results: {
      annualReturn: 'תשואה שנתית על ההון העצמי, לפני מס',
      weightedReturn: 'תשואה משוקללת',
      monthlyIncome: 'הכנסה חודשית אחרי המשכנתא, לפני מס',
      propertyValue: 'שווי הנכס',
      loanAmount: 'סכום ההלוואה',
      monthlyMortgagePayment: 'החזר משכנתא חודשי',
      grossMonthlyRent: 'שכר דירה חודשי ברוטו',
      monthlyExpenses: 'הוצאות חודשיות',
      oneTimeCosts: 'מסים ועמלות חד-פעמיים',
    },
    negativeIncomeNote: 'בנתונים האלה החזר המשכנתא גבוה משכר הדירה נטו: הנכס יעלה לכם כסף בכל חודש.',
    assumptionsTitle: 'הנחות החישוב',
    assumptions: {
      rate: 'ריבית משכנתא של {rate} בשנה, בהחזר חודשי לאורך התקופה שבחרתם.',
      yield:
        'תשואת שכירות ברוטו של {yield} לשווי ולסוג הנכס האלה (לסוג הנכס הזה המחשבון משתמש בטווח של {min} עד {max}: ככל שהנכס יקר יותר, התשואה באחוזים נמוכה יותר).',
      expenses:
        'הוצאות שוטפות בפירוט: חבילת הניהול הבסיסית שלנו כולל מע"מ ({management} בחודש), מס רכוש שנתי (IMI) {imi}, דמי ועד בית {condominium}, ביטוח {insurance} ותחזוקה {maintenance} משווי הנכס בשנה, ותקופות בלי שוכר – {vacancy} משכר הדירה.',
      weighted: 'תשואה משוקללת: תשואת השכירות ברוטו ועוד {premium} נקודות אחוז לעליית ערך – הנחה, לא תחזית.',
      costs:
        'עלויות חד-פעמיות של דירה להשכרה בפורטוגל היבשתית, לפי טבלאות השנה: מס רכישה (IMT) {imt}, מס בולים על המחיר ועל ההלוואה {stampDuty}, והערכה של שטר המכר, הרישום, עורך הדין ועמלות הבנק {fees}.',
      tax: 'תשואה נטו אחרי מס: מס בשיעור אחיד של {taxRate} על שכר הדירה, אחרי ניכוי ההוצאות השוטפות שהחוק מתיר לבעל הנכס (ריבית ההלוואה לא מנוכה).',
      taxModerate:
        'תשואה נטו אחרי מס: מס בשיעור {taxRate} על שכר הדירה, אחרי ניכוי ההוצאות השוטפות שהחוק מתיר לבעל הנכס (ריבית ההלוואה לא מנוכה). {taxRate} הוא השיעור שחבילת הדיור קובעת לשכר דירה של עד {limit} לחודש; על פי הדיווחים הוא אושר, אבל עדיין לא אימתנו אותו מול הנוסח שפורסם. בשיעור הרגיל, {standardRate}, התשואה נטו אחרי מס הייתה {standardYield}.',
    },
    netResults: {
      cashAtPurchase: 'הסכום שתצטרכו ביום החתימה',
      netYieldBeforeTax: 'תשואה נטו לפני מס',
      netYieldAfterTax: 'תשואה נטו אחרי מס',
    },
    expenseItemsTitle: 'ההוצאות החודשיות בפירוט',
    expenseItems: {
      management: 'ניהול (חבילה בסיסית, כולל מע"מ)',
      imi: 'מס רכוש שנתי (IMI)',
      condominium: 'דמי ועד בית',
      insurance: 'ביטוח',
      maintenance: 'תחזוקה',
      vacancy: 'תקופות בלי שוכר',
    },
    assumptionsEditor: {
      toggle: 'שינוי ההנחות',
      intro:
        'ההוצאות השוטפות כאן הן הערכה שלנו. הזינו נתונים משלכם: התוצאות יתעדכנו בהתאם, והקישור לעמוד הזה ישמור אותם.',
      units: { euroMonth: 'אירו לחודש', percentYear: 'אחוזים משווי הנכס בשנה', percentRent: 'אחוזים משכר הדירה' },
      defaultHint: 'ברירת המחדל: {value}',
      reset: 'חזרה לברירות המחדל',
      errors: {
        empty: 'הזינו מספר, או חזרו לברירות המחדל.',
        invalid: 'הזינו מספר, למשל 0.35.',
        negative: 'הערך לא יכול להיות שלילי.',
        tooLarge: 'הערך יכול להיות {max} לכל היותר.',
      },
    },
    summaryLink: 'שלחו לי את הסיכום באימייל',
    offerButton: 'קבלו הצעה מותאמת אישית',
    offerAttached: 'המספרים שלכם מצורפים לטופס פגישת הייעוץ שלמטה, ומתעדכנים בכל שינוי שתעשו כאן עד שתשלחו אותו.',
  },
  market: {
    eyebrow: 'סקירת שוק',
    title: 'שוק הנדל"ן בפורטוגל במספרים',
    intro: 'כמה נתונים שאנחנו בודקים לפני כל רכישה, כל אחד עם המקור והתאריך שלו.',
    stats: [
      {
        value: formatPercent(MARKET_FACTS.housePriceGrowth.percent, 'he'),
        label: `עליית מחירי הדירות בשנה שהסתיימה ברבעון ${quarter(MARKET_FACTS.housePriceGrowth.quarter)} של ${MARKET_FACTS.housePriceGrowth.year} (הלשכה לסטטיסטיקה של פורטוגל, INE)`,
      },
      {
        value: yieldRange,
        label: 'תשואת השכירות ברוטו כפי שהמחשבון שלנו מחשב אותה, לפי שווי הנכס וסוגו',
      },
      {
        value: formatPercent(MORTGAGE.typicalMaxLoanToValuePercent, 'he', 0),
        label: 'החלק ממחיר הנכס שבנקים בפורטוגל מלווים בדרך כלל לקונה זר, ויותר לדירת מגורים עיקרית',
      },
      {
        value: `מקום ${MARKET_FACTS.peaceIndex.rank}`,
        label: `המקום של פורטוגל מבין ${MARKET_FACTS.peaceIndex.of} מדינות במדד השלום העולמי לשנת ${MARKET_FACTS.peaceIndex.year} של המכון לכלכלה ולשלום (IEP)`,
      },
    ],
  },
  options: {
    eyebrow: 'אפשרויות השקעה',
    title: 'ארבע דרכים להשקיע',
    intro: 'כל אפשרות מתאימה לתקציב, למעורבות ולרמת סיכון אחרים. סכומי המינימום הם שלנו, לפרויקטים שאנחנו מלווים.',
    minimumLabel: 'החל מ-{amount}',
    items: [
      {
        id: 'residential',
        title: 'נדל"ן למגורים',
        text: 'דירות ובתים להשכרה ארוכת טווח בליסבון, בקשקאיש, בפורטו ובסביבתן: ביקוש יציב והניהול הפשוט ביותר.',
      },
      {
        id: 'commercial',
        title: 'נדל"ן מסחרי',
        text: 'חנויות, משרדים ובניינים קטנים לשימוש מעורב: חוזים ארוכים יותר ושכירות גבוהה יותר, עם סיכון גדול יותר לתקופה בלי שוכר.',
      },
      {
        id: 'tourism',
        title: 'נדל"ן לתיירות',
        text: 'דירות נופש ובתי הארחה לשהייה קצרה. רישיונות חדשים להשכרה קצרה תלויים ברשות המקומית, וחלק מהרשויות, ובהן ליסבון, מגבילות אותם בחלקים מהעיר – אנחנו בודקים את זה לפני הרכישה.',
      },
      {
        id: 'funds',
        title: 'קרנות נדל"ן',
        text: 'קרנות מפוקחות שמשקיעות בנדל"ן בפורטוגל: סכום כניסה קטן יותר ובלי נכס לנהל, אבל אתם לא בוחרים את הבניינים.',
      },
    ],
  },
  process: {
    eyebrow: 'תהליך הרכישה',
    title: 'רוכשים נכס בארבעה שלבים',
    intro: 'מהצעה שהתקבלה ועד קבלת המפתחות עוברים בדרך כלל חודשיים–שלושה; משכנתא מוסיפה כמה שבועות.',
    steps: [
      {
        title: 'מספר מס וחשבון בנק',
        text: 'מוציאים מספר מס פורטוגלי (NIF), עם נציג מס אם אתם גרים מחוץ לאיחוד האירופי, ופותחים חשבון בנק. אנחנו מסדרים את שניהם, גם מרחוק.',
      },
      {
        title: 'חיפוש ובדיקת נאותות',
        text: 'אנחנו מאתרים נכסים שמתאימים לתקציב ולמטרות שלכם, מבקרים בהם ובודקים את המסמכים ואת הבניין לפני שאתם מגישים הצעה.',
      },
      {
        title: 'החוזה המקדמי (CPCV)',
        text: 'הקונה והמוכר חותמים על החוזה המקדמי, שקובע את המחיר, את מועד החתימה על השטר ואת המקדמה – חלק מהמחיר שהקונה והמוכר מסכמים ביניהם.',
      },
      {
        title: 'שטר המכר והרישום',
        text: 'משלמים את מס הרכישה ואת מס הבולים, חותמים על שטר המכר מול נוטריון ורושמים את הנכס על שמכם. מכאן נוכל לקבל על עצמנו את ניהול הנכס.',
      },
    ],
    dueDiligence: {
      title: 'מה בודקים בבדיקת הנאותות',
      text: 'לפני שחותמים על משהו, אנחנו או עורך הדין שלכם בודקים:',
      items: [
        'נסח מרשם המקרקעין: מי הבעלים, והאם רשומים על הנכס משכנתא או שעבוד',
        'הרישום במשרד המס (caderneta predial) ורישיון השימוש',
        'תעודת האנרגיה, ואישור מוועד הבית שאין חובות',
        'בבניין ישן – בדיקה של השלד, הגג, האינסטלציה והחשמל',
      ],
    },
  },
  costs: {
    eyebrow: 'עלויות ומסים',
    title: 'כמה עולה לקנות ולהחזיק נכס',
    calculatorLink: 'חשבו כל מס וכל עמלה למחיר שלכם במחשבון עלויות הרכישה',
    intro: `השיעורים נכונים ל-${TAXES.year}. הטבלאות משתנות מדי שנה, ולכן כדאי לאמת את הנתונים לרכישה שלכם מול עורך דין או רואה חשבון.`,
    items: [
      {
        title: 'מס רכישה (IMT)',
        text: `מס מדורג לפי מדרגות מחיר לדירות מגורים: השיעור השולי עולה ל-${pct(TAXES.imtMaxMarginalPercent)} בין ${euro(TAXES.imtMaxMarginalFromEuros)} ל-${euro(TAXES.imtMaxMarginalToEuros)}, אחר כך חל שיעור אחיד של ${pct(TAXES.imtFlatPercent)}, ומעל כ-${aboutMillions(IMT_TOP_BRACKET.aboutEuros)} – ${pct(TAXES.imtTopRatePercent)}; ${pct(TAXES.imtOtherUrbanPercent)} לנכס עירוני אחר.`,
      },
      {
        title: 'מס בולים',
        text: `${pct(TAXES.stampDutyPricePercent)} ממחיר הנכס, ו-${pct(TAXES.stampDutyMortgagePercent)} מסכום המשכנתא.`,
      },
      {
        title: 'מס רכוש שנתי (IMI)',
        text: `${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} מהשווי הרשום של הנכס בכל שנה, לפי קביעת הרשות המקומית.`,
      },
      {
        title: 'נוטריון, רישום ועורך דין',
        text: 'בדרך כלל כמה אלפי אירו בסך הכול. המחשבון שלנו מחבר אותם למסים להערכה אחת של העלויות החד-פעמיות.',
      },
      {
        title: 'פטור לקונים צעירים',
        text: `קונים עד גיל ${TAXES.youngBuyersMaxAge} שרוכשים דירה ראשונה למגורים פטורים ממס רכישה וממס בולים עד תקרה שמתעדכנת מדי שנה (${euro(TAXES.youngBuyersCeiling.euros)} ב-${TAXES.youngBuyersCeiling.year}).`,
      },
      {
        title: 'אחריות על דירה',
        text: `דירה שנקנתה מיזם או ממוכר מקצועי אחר כוללת אחריות של ${HOME_WARRANTY_YEARS.structural} שנים לליקויי שלד ושל ${HOME_WARRANTY_YEARS.other} שנים לליקויים אחרים (בחוזים מ-${HOME_WARRANTY_YEARS.since} ואילך).`,
      },
    ],
  },
  residency: {
    eyebrow: 'תושבות ומיסוי',
    title: 'תושבות ומיסוי: מה חל היום',
    intro:
      'כללי הוויזות והמיסוי השתנו הרבה מאז 2023. כך הם נראים היום; הכללים משתנים, ולכן כדאי לבדוק מול עורך דין לפני שמחליטים.',
    items: [
      {
        title: 'ויזת זהב',
        text: `מאז ${day(VISAS.goldenVisaRealEstateEnded)} רכישת נכס כבר לא מזכה בוויזת זהב. המסלולים שנשארו כוללים ${euro(VISAS.goldenVisaFundsEuros)} בקרנות מוכרות שאינן משקיעות בנדל"ן, ${euro(VISAS.goldenVisaCompanyEuros)} בחברה שיוצרת ${VISAS.goldenVisaCompanyJobs} מקומות עבודה, ו-${euro(VISAS.goldenVisaHeritageEuros)} למורשת תרבותית. אף אחת מהאפשרויות בעמוד הזה לא מובילה לוויזת זהב.`,
      },
      {
        title: 'ויזת D7 והכנסה משכירות',
        text: `שכר דירה מנכס בפורטוגל נחשב להכנסה פסיבית לצורך ויזת D7, שדורשת לפחות את שכר המינימום: ${euro(VISAS.d7.monthlyEuros)} לחודש ב-${VISAS.d7.year}, ועוד ${formatPercent(VISAS.d7.spouseSharePercent, 'he', 0)} לבן או בת זוג ו-${formatPercent(VISAS.d7.childSharePercent, 'he', 0)} לכל ילד.`,
      },
      {
        title: 'מס על שכר דירה',
        text: `הכנסה מהשכרה למגורים ממוסה בשיעור מיוחד של ${pct(RENT_TAX.specialRatePercent)} (מאז ${monthYear(RENT_TAX.inForce)}), ובשיעורים נמוכים יותר בחוזים של חמש שנים ומעלה.`,
      },
      {
        title: 'אין הטבת מס מיוחדת לתושבים חדשים',
        text: 'מסלול NHR סגור לתושבים חדשים. המסלול שהחליף אותו (IFICI) חל רק על מקצועות מסוימים, ולכן כדאי לתכנן לפי שיעורי המס הרגילים בפורטוגל.',
      },
      {
        title: 'שהייה והשתקעות',
        text: `עם דרכון ישראלי או אירופי אפשר לשהות ${VISAS.touristStay.days} ימים בכל ${VISAS.touristStay.inDays} ימים בלי ויזה; מי שנכנסים בלי ויזה יצטרכו גם אישור נסיעה של האיחוד האירופי (${TRAVEL_AUTHORISATION.name}), שצפוי להתחיל בסוף ${TRAVEL_AUTHORISATION.expectedStartYear} ולהיות חובה ב-${TRAVEL_AUTHORISATION.mandatoryFromYear}. אזרחי האיחוד האירופי שנשארים יותר נרשמים ברשות המקומית אחרי ${RESIDENCE.euRegistrationAfterMonths} חודשים. מאז ${monthYear(CITIZENSHIP_REFORM.inForce)}, אזרחות דורשת ${CITIZENSHIP_REFORM.years} שנות תושבות חוקית (${CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking} לאזרחי האיחוד האירופי ומדינות דוברות פורטוגזית), שנספרות מהיתר השהייה הראשון.`,
      },
    ],
  },
  trends: {
    eyebrow: 'מגמות בשוק',
    title: 'לאן השוק הולך',
    paragraphs: [
      `מחירי הדירות עלו ב-${formatPercent(MARKET_FACTS.housePriceGrowth.percent, 'he')} בשנה שהסתיימה ברבעון ${quarter(MARKET_FACTS.housePriceGrowth.quarter)} של ${MARKET_FACTS.housePriceGrowth.year}, לפי הלשכה לסטטיסטיקה של פורטוגל (INE). נבנות פחות מדי דירות ביחס לביקוש, ושכר הדירה עולה יחד עם המחירים.`,
      `רוב הקונים מקומיים: ברבעון ${quarter(MARKET_FACTS.foreignBuyersSharePercent.quarter)} של ${MARKET_FACTS.foreignBuyersSharePercent.year} רק ${formatPercent(MARKET_FACTS.foreignBuyersSharePercent.percent, 'he')} מהדירות שנמכרו עברו לקונים שכתובת המס שלהם מחוץ לפורטוגל (INE). ליסבון, קשקאיש ופורטו מובילות, ויותר קונים מחפשים עכשיו בערים שסביבן ובאלגרבה.`,
      'עלייה בעבר לא מבטיחה מחירים בעתיד. אנחנו בוחרים נכס לפי שכר הדירה שהוא יכול להניב במחיר של היום, כך שההשקעה משתלמת גם אם הערך לא עולה.',
    ],
  },
  consultation: {
    title: 'קביעת פגישת ייעוץ',
    intro: 'השאירו פרטים, ויועץ השקעות יחזור אליכם תוך יום עסקים אחד.',
    submit: 'קביעת פגישת ייעוץ',
    sending: 'שולחים...',
    missingTitle: 'חסרים פרטים',
    missingDescription: 'נא למלא את כל שדות החובה',
    invalidEmailTitle: 'כתובת אימייל לא תקינה',
    invalidEmailDescription: 'נא להזין כתובת אימייל תקינה',
    invalidInputTitle: 'זוהה קלט לא תקין',
    invalidInputDescription: 'זוהו תווים לא תקינים. נא להסיר תוכן HTML או קוד סקריפט.',
    errorTitle: 'שגיאה בשליחת הבקשה',
    errorDescription: 'אירעה שגיאה בשליחת הבקשה שלכם. נא לנסות שוב.',
    errors: {
      name: 'נא להזין שם מלא',
      email: 'נא להזין כתובת אימייל תקינה',
      phone: 'נא להזין מספר טלפון',
      expense: 'אחת ההנחות ששיניתם חורגת מהטווח. בדקו אותן במחשבון, או חזרו לברירות המחדל.',
      figures: 'לא הצלחנו לקבל את המספרים מהמחשבון. פתחו את המחשבון ובקשו שוב הצעה, או שלחו את הטופס בלי המספרים.',
    },
    estimate: {
      title: 'ההערכה שלכם תצורף לבקשה',
      intro: 'היועץ יראה את המספרים האלה מהמחשבון, יחד עם ההנחות ששיניתם.',
      remove: 'שליחה בלי המספרים',
      removed: 'המספרים הוסרו: הטופס ישלח רק את פרטי הקשר שלכם.',
      equity: 'סכום ההשקעה (הון עצמי)',
      financing: 'משכנתא על {value} מהמחיר',
      term: '{years} שנים',
      noMortgage: 'ללא משכנתא',
      propertyValue: 'שווי הנכס',
      propertyType: 'סוג הנכס',
      types: { apartment: 'דירה', family_house: 'בית משפחתי', multi_family: 'בניין מגורים' },
      annualReturn: 'תשואה שנתית על ההון העצמי, לפני מס',
      monthlyIncome: 'הכנסה חודשית אחרי המשכנתא, לפני מס',
    },
  },
  cta: {
    title: 'רוצים לדבר על ההשקעה שלכם?',
    text: 'ספרו לנו על התקציב ועל המטרות שלכם, ונחזור אליכם תוך יום עסקים אחד עם הצעדים הבאים.',
    button: 'צרו קשר',
  },
  structuredData: {
    catalogName: 'השקעות נדל"ן בפורטוגל',
    residential: 'השקעה בנדל"ן למגורים',
    commercial: 'השקעה בנדל"ן מסחרי',
    tourism: 'השקעה בנדל"ן לתיירות',
  },
};

export default copy;
