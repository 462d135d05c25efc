// Long copy of the home page, one typed object per language. The hero's title and subtitle live in
// the shared dictionary (dict.pages.home), because the head tags and the route table use them too.
// Facts come from the site spec (section 9) and src/config/company.ts.
import type { Lang } from '@/app/route-table';

export type CarouselSlideId = 'guidance' | 'financing' | 'management';
export type LocationId = 'lisbon' | 'cascais' | 'portugal';
export type WhyPortugalCardId = 'investment' | 'advisor' | 'foreigners';
export type HomeCtaId = 'property' | 'investment';

interface TitledText {
  title: string;
  text: string;
}

interface Stat {
  value: string;
  label: string;
}

export interface CarouselContent {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly (TitledText & { id: CarouselSlideId })[];
  previous: string;
  next: string;
  /** Dot button label, {n} is the slide number. */
  goToSlide: string;
  /** Slide group label, e.g. '2 of 3'. */
  slideLabel: string;
  /** Live-region text after a change: {n}, {total}, {title}. */
  status: string;
  pause: string;
  play: string;
}

export interface HomeCtaContent {
  /** The section heading, also the title of the dialog it opens and the subject of the enquiry. */
  title: string;
  text: string;
  button: string;
}

export interface HomeFaqContent {
  title: string;
  intro: string;
  q1: string;
  a1: string;
  q2: string;
  a2: string;
  q3: string;
  a3: string;
  q4: string;
  a4: string;
}

export interface HomeContent {
  hero: {
    propertyButton: string;
    investmentButton: string;
    highlights: readonly string[];
  };
  management: {
    eyebrow: string;
    title: string;
    intro: string;
    citiesLabel: string;
    cities: readonly string[];
    services: readonly TitledText[];
    feesNote: string;
    readMore: string;
  };
  investment: {
    eyebrow: string;
    title: string;
    intro: string;
    stats: readonly Stat[];
    readMore: string;
  };
  carousel: CarouselContent;
  brand: {
    eyebrow: string;
    title: string;
    text: string;
    points: readonly TitledText[];
    readMore: string;
  };
  locations: {
    eyebrow: string;
    title: string;
    intro: string;
    items: readonly (TitledText & { id: LocationId; linkLabel: string })[];
  };
  whyPortugal: {
    eyebrow: string;
    title: string;
    intro: string;
    stats: readonly Stat[];
    cards: readonly (TitledText & { id: WhyPortugalCardId })[];
    readMore: string;
  };
  cta: Record<HomeCtaId, HomeCtaContent> & {
    dialogDescription: string;
    close: string;
  };
  faq: HomeFaqContent;
  closing: {
    title: string;
    text: string;
    link: string;
  };
  structuredData: {
    businessDescription: string;
    serviceName: string;
    serviceDescription: string;
    catalogName: string;
    propertyManagement: string;
    investmentAdvisory: string;
  };
}

export const en: HomeContent = {
  hero: {
    propertyButton: 'Property management',
    investmentButton: 'Invest in Portugal',
    highlights: ['Registered Portuguese company', 'Hebrew, English and Portuguese', 'Reply within 24 hours'],
  },
  management: {
    eyebrow: 'Property management',
    title: 'Your rental in Lisbon, Cascais or Porto, looked after end to end',
    intro:
      'You own the apartment; we take care of everything that comes with renting it out. From finding the right tenant to fixing a leaking tap at short notice, one local team handles it and keeps you informed.',
    citiesLabel: 'Where we manage',
    cities: ['Lisbon', 'Cascais', 'Porto'],
    services: [
      {
        title: 'Tenant search',
        text: 'Professional photos, listings on the leading Portuguese portals, viewings, income and background checks, and a lease drafted under Portuguese law.',
      },
      {
        title: 'Rent collection',
        text: 'Rent collected and transferred to you every month, with late payments followed up promptly and politely.',
      },
      {
        title: 'Repairs and maintenance',
        text: 'A vetted network of plumbers, electricians and handymen, coordinated by us, with every quote approved by you.',
      },
      {
        title: 'Regular inspections',
        text: 'Scheduled visits with photos, so you know the condition of your property without getting on a plane.',
      },
      {
        title: 'Clear reports',
        text: 'A monthly statement of income, expenses and open issues, in Hebrew or English.',
      },
    ],
    feesNote:
      'Packages from 8% to 12% of the monthly rent, with no setup fees. You pay only for the months in which the property is rented.',
    readMore: 'Read more about property management',
  },
  investment: {
    eyebrow: 'Real-estate investment',
    title: 'Invest in Portugal with a team on the ground',
    intro:
      'Buying from abroad raises many questions: which neighbourhood, what price is fair, how a Portuguese mortgage works and who will look after the property afterwards. We guide you through every step, from the first search to the first rent payment.',
    stats: [
      { value: '113%', label: 'rise in Portuguese home prices, 2010–2024' },
      { value: '6.6%', label: 'further price growth in 2025' },
      { value: '4–6%', label: 'typical gross rental yield' },
    ],
    readMore: 'Read more about investing in Portugal',
  },
  carousel: {
    label: 'How we support your investment',
    slides: [
      {
        id: 'guidance',
        title: 'Personal guidance',
        text: 'We define your goals and budget together, shortlist properties that fit, and check every title, licence and building before you sign.',
      },
      {
        id: 'financing',
        title: 'Financing',
        text: 'Portuguese banks typically lend foreign buyers up to about 70% of the price. We compare offers and walk you through the mortgage process.',
      },
      {
        id: 'management',
        title: 'Management after purchase',
        text: 'Once the keys are yours, our management team finds tenants and looks after the property, so your investment works from day one.',
      },
    ],
    previous: 'Previous slide',
    next: 'Next slide',
    goToSlide: 'Go to slide {n}',
    slideLabel: '{n} of {total}',
    status: 'Slide {n} of {total}: {title}',
    pause: 'Pause automatic rotation',
    play: 'Start automatic rotation',
  },
  brand: {
    eyebrow: 'Who we are',
    title: 'One partner in Portugal, from the first search to long-term management',
    text: 'Lusa Property is a registered Portuguese company with a team that speaks Hebrew, English and Portuguese. We know the questions buyers from abroad ask because we once asked them ourselves, and we answer them in your language, with local knowledge behind every answer.',
    points: [
      {
        title: 'A registered Portuguese company',
        text: 'We work locally, under Portuguese law, alongside attorneys, accountants and brokers we trust.',
      },
      {
        title: 'In your language',
        text: 'Every call, contract summary and report in Hebrew, English or Portuguese.',
      },
      {
        title: 'One team, start to finish',
        text: 'Search, purchase, relocation and management stay with the same people, so nothing falls through the cracks.',
      },
    ],
    readMore: 'Read more about us',
  },
  locations: {
    eyebrow: 'Locations',
    title: 'Where we work',
    intro: 'We focus on the areas we know street by street, and advise on opportunities across the whole country.',
    items: [
      {
        id: 'lisbon',
        title: 'Lisbon',
        text: 'A capital with steady rental demand from professionals, students and expats, and the home base of our property management team.',
        linkLabel: 'Property management in Lisbon',
      },
      {
        id: 'cascais',
        title: 'Cascais',
        text: 'A seaside town half an hour from Lisbon, loved by families and long-stay tenants and a favourite of international buyers.',
        linkLabel: 'Investing in Cascais',
      },
      {
        id: 'portugal',
        title: 'All of Portugal',
        text: 'From Porto and the Silver Coast to the Algarve, we help you compare regions by price, yield and way of life.',
        linkLabel: 'Investing across Portugal',
      },
    ],
  },
  whyPortugal: {
    eyebrow: 'Why Portugal',
    title: 'Good reasons to choose Portugal',
    intro:
      'A stable European market, a relaxed pace of life and a warm welcome for foreigners: it is no surprise that so many buyers from abroad are making Portugal their second home.',
    stats: [
      { value: '300+', label: 'sunny days a year' },
      { value: '95%+', label: 'occupancy for well-located rentals' },
      { value: '7th', label: 'safest country in the world' },
    ],
    cards: [
      {
        id: 'investment',
        title: 'A market that keeps growing',
        text: 'Home prices rose 113% between 2010 and 2024 and another 6.6% in 2025, while rentals in good locations earn gross yields of 4–6%.',
      },
      {
        id: 'advisor',
        title: 'An advisor on your side',
        text: 'A local, Hebrew-speaking advisor explains every step, from the tax number (NIF) to the deed, and tells you honestly when a deal is not worth it.',
      },
      {
        id: 'foreigners',
        title: 'Open to foreigners',
        text: 'Foreigners can buy property freely, and residence routes such as the D7, the D8 digital nomad visa and the Golden Visa make it possible to move here.',
      },
    ],
    readMore: 'Read the relocation guide',
  },
  cta: {
    property: {
      title: 'Own a property in Portugal?',
      text: 'Tell us about your apartment and get a free management quote within 24 hours.',
      button: 'Get a free quote',
    },
    investment: {
      title: 'Thinking of investing in Portugal?',
      text: 'Book a free, no-obligation consultation with an advisor who speaks your language.',
      button: 'Book a free consultation',
    },
    dialogDescription: 'Leave your details and we will reply within 24 hours (Monday to Friday, 09:00–18:00).',
    close: 'Close',
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Short answers to what owners and investors ask us most often.',
    q1: 'How much does property management cost?',
    a1: 'Our packages cost 8% to 12% of the monthly rent, with a monthly minimum, plus VAT. There are no setup fees, you pay only for the months in which the property is rented, and owners of several properties get a discount. The first quote is free.',
    q2: 'Can a foreigner buy property in Portugal?',
    a2: 'Yes. There are no restrictions on foreign buyers. You need a Portuguese tax number (NIF) and usually a local bank account; we help you get both and accompany you through the promissory contract and the deed.',
    q3: 'What rental yield can I expect?',
    a3: 'Well-located apartments in Lisbon, Cascais and Porto typically earn a gross yield of 4% to 6% a year. The figure depends on the area, the purchase price and the type of rental, so we prepare a realistic estimate for each property before you buy.',
    q4: 'Do I need to be in Portugal to work with you?',
    a4: 'No. Most of our clients live abroad. We handle viewings, paperwork and tenants on the ground, report to you in Hebrew or English, and reply to every enquiry within 24 hours.',
  },
  closing: {
    title: 'Keep learning about Portugal',
    text: 'Guides and articles on the property market, taxes, visas and everyday life, written by our team for investors and for everyone planning a move.',
    link: 'Browse our articles',
  },
  structuredData: {
    businessDescription:
      'Property management in Lisbon, Cascais and Porto, and real-estate investment and relocation guidance across Portugal.',
    serviceName: 'Property management and real-estate investment advisory',
    serviceDescription:
      'Tenant search, rent collection, repairs, inspections and monthly reports for rental owners, and end-to-end guidance for buying investment property in Portugal.',
    catalogName: 'Our services',
    propertyManagement: 'Property management',
    investmentAdvisory: 'Real-estate investment advisory',
  },
};

export const he: HomeContent = {
  hero: {
    propertyButton: 'ניהול נכסים',
    investmentButton: 'השקעה בפורטוגל',
    highlights: ['חברה פורטוגלית רשומה', 'צוות דובר עברית, אנגלית ופורטוגזית', 'מענה תוך 24 שעות'],
  },
  management: {
    eyebrow: 'ניהול נכסים',
    title: 'הדירה שלך בליסבון, בקשקאיש או בפורטו – בידיים טובות',
    intro:
      'הנכס שלך, הטרחה שלנו. ממציאת שוכר מתאים ועד תיקון דחוף של ברז דולף – צוות מקומי אחד מטפל בהכול ומעדכן אותך בכל שלב.',
    citiesLabel: 'איפה אנחנו מנהלים נכסים',
    cities: ['ליסבון', 'קשקאיש', 'פורטו'],
    services: [
      {
        title: 'איתור שוכרים',
        text: 'צילום מקצועי, פרסום באתרי הנדל"ן המובילים בפורטוגל, תיאום סיורים, בדיקת הכנסות ורקע, וחוזה שכירות לפי החוק הפורטוגלי.',
      },
      {
        title: 'גביית שכר דירה',
        text: 'גובים את שכר הדירה ומעבירים אותו אליך מדי חודש, ומטפלים בפיגורים במהירות ובנימוס.',
      },
      {
        title: 'תיקונים ותחזוקה',
        text: 'רשת בדוקה של אינסטלטורים, חשמלאים ובעלי מקצוע, בתיאום שלנו – וכל עבודה יוצאת לפועל רק אחרי שאישרת את הצעת המחיר.',
      },
      {
        title: 'ביקורות תקופתיות',
        text: 'ביקורים קבועים בנכס, מתועדים בתמונות, כך שמצב הדירה ידוע לך תמיד – בלי לעלות על מטוס.',
      },
      {
        title: 'דוחות ברורים',
        text: 'דוח חודשי על הכנסות, הוצאות ומשימות פתוחות, בעברית או באנגלית.',
      },
    ],
    feesNote: 'חבילות ניהול של 8% עד 12% משכר הדירה החודשי, בלי דמי הקמה. משלמים רק על חודשים שבהם הנכס מושכר.',
    readMore: 'עוד על ניהול נכסים',
  },
  investment: {
    eyebrow: 'השקעות נדל"ן',
    title: 'להשקיע בפורטוגל, עם מי שמכירים את השטח',
    intro:
      'קנייה מרחוק מעלה הרבה שאלות: באיזו שכונה, מה המחיר ההוגן, איך עובדת משכנתה פורטוגלית ומי ינהל את הנכס אחר כך. אנחנו מלווים אותך בכל שלב, מהחיפוש הראשון ועד שכר הדירה הראשון.',
    stats: [
      { value: '113%', label: 'עלייה במחירי הדירות בפורטוגל בין 2010 ל-2024' },
      { value: '6.6%', label: 'עלייה נוספת במחירים ב-2025' },
      { value: '4%–6%', label: 'תשואה שנתית ברוטו אופיינית משכירות' },
    ],
    readMore: 'עוד על השקעה בפורטוגל',
  },
  carousel: {
    label: 'איך אנחנו מלווים את ההשקעה שלך',
    slides: [
      {
        id: 'guidance',
        title: 'ליווי אישי',
        text: 'מגדירים יחד מטרות ותקציב, מאתרים נכסים שמתאימים לך, ובודקים כל רישום, היתר ומבנה עוד לפני החתימה.',
      },
      {
        id: 'financing',
        title: 'מימון',
        text: 'בנקים בפורטוגל מממנים לרוב עד כ-70% ממחיר הנכס גם לרוכשים זרים. אנחנו משווים בין ההצעות ומלווים אותך בתהליך המשכנתה.',
      },
      {
        id: 'management',
        title: 'ניהול אחרי הרכישה',
        text: 'ברגע שהמפתחות אצלך, צוות הניהול שלנו מוצא שוכרים ודואג לנכס – וההשקעה מתחילה לעבוד מהיום הראשון.',
      },
    ],
    previous: 'לשקופית הקודמת',
    next: 'לשקופית הבאה',
    goToSlide: 'מעבר לשקופית {n}',
    slideLabel: '{n} מתוך {total}',
    status: 'שקופית {n} מתוך {total}: {title}',
    pause: 'עצירת ההחלפה האוטומטית',
    play: 'הפעלת ההחלפה האוטומטית',
  },
  brand: {
    eyebrow: 'מי אנחנו',
    title: 'שותף אחד בפורטוגל, מהחיפוש הראשון ועד הניהול השוטף',
    text: 'Lusa Property היא חברה פורטוגלית רשומה, עם צוות שמדבר עברית, אנגלית ופורטוגזית. את השאלות של קונים מחו"ל אנחנו מכירים היטב, כי פעם שאלנו אותן בעצמנו – והיום אנחנו עונים עליהן בשפה שלך, עם ידע מקומי מאחורי כל תשובה.',
    points: [
      {
        title: 'חברה פורטוגלית רשומה',
        text: 'פועלים בשטח ולפי החוק הפורטוגלי, יחד עם עורכי דין, רואי חשבון ומתווכים שאנחנו סומכים עליהם.',
      },
      {
        title: 'בשפה שלך',
        text: 'כל שיחה, סיכום חוזה ודוח – בעברית, באנגלית או בפורטוגזית.',
      },
      {
        title: 'צוות אחד מההתחלה ועד הסוף',
        text: 'חיפוש, רכישה, רילוקיישן וניהול נשארים אצל אותם אנשים, כך ששום דבר לא נופל בין הכיסאות.',
      },
    ],
    readMore: 'עוד עלינו',
  },
  locations: {
    eyebrow: 'אזורי פעילות',
    title: 'איפה אנחנו פועלים',
    intro: 'אנחנו מתמקדים באזורים שאנחנו מכירים רחוב אחר רחוב, ומייעצים על הזדמנויות בכל רחבי המדינה.',
    items: [
      {
        id: 'lisbon',
        title: 'ליסבון',
        text: 'בירה עם ביקוש יציב לשכירות מצד אנשי מקצוע, סטודנטים ותושבים זרים – והבית של צוות ניהול הנכסים שלנו.',
        linkLabel: 'ניהול נכסים בליסבון',
      },
      {
        id: 'cascais',
        title: 'קשקאיש',
        text: 'עיר חוף במרחק חצי שעה מליסבון, אהובה על משפחות ועל שוכרים לטווח ארוך, ומהמועדפות על קונים מחו"ל.',
        linkLabel: 'השקעה בקשקאיש',
      },
      {
        id: 'portugal',
        title: 'כל פורטוגל',
        text: 'מפורטו וחוף הכסף ועד האלגרבה – נעזור לך להשוות בין אזורים לפי מחיר, תשואה ואורח חיים.',
        linkLabel: 'השקעה בכל רחבי פורטוגל',
      },
    ],
  },
  whyPortugal: {
    eyebrow: 'למה פורטוגל',
    title: 'סיבות טובות לבחור בפורטוגל',
    intro:
      'שוק אירופי יציב, קצב חיים נינוח ויחס חם לזרים – לא פלא שכל כך הרבה קונים מחו"ל הופכים את פורטוגל לבית השני שלהם.',
    stats: [
      { value: '300+', label: 'ימי שמש בשנה' },
      { value: '95%+', label: 'תפוסה בדירות להשכרה במיקום טוב' },
      { value: 'מקום 7', label: 'בדירוג המדינות הבטוחות בעולם' },
    ],
    cards: [
      {
        id: 'investment',
        title: 'שוק שממשיך לצמוח',
        text: 'מחירי הדירות עלו ב-113% בין 2010 ל-2024 ובעוד 6.6% ב-2025, ודירות להשכרה במיקום טוב מניבות תשואה ברוטו של 4% עד 6%.',
      },
      {
        id: 'advisor',
        title: 'יועץ שעומד לצדך',
        text: 'יועץ מקומי דובר עברית מסביר כל שלב, ממספר המס (NIF) ועד שטר המכר, ואומר לך בכנות גם מתי עסקה לא שווה את זה.',
      },
      {
        id: 'foreigners',
        title: 'פתוחה לזרים',
        text: 'זרים יכולים לקנות נכסים בלי הגבלה, ומסלולי תושבות כמו אשרת D7, אשרת D8 לנוודים דיגיטליים וויזת הזהב מאפשרים גם לעבור לגור כאן.',
      },
    ],
    readMore: 'למדריך הרילוקיישן',
  },
  cta: {
    property: {
      title: 'יש לך נכס בפורטוגל?',
      text: 'מספרים לנו על הדירה ומקבלים הצעת מחיר לניהול – בחינם ותוך 24 שעות.',
      button: 'לקבלת הצעת מחיר',
    },
    investment: {
      title: 'חושבים להשקיע בפורטוגל?',
      text: 'קובעים שיחת ייעוץ חינם וללא התחייבות, עם יועץ שמדבר בשפה שלך.',
      button: 'לתיאום שיחת ייעוץ',
    },
    dialogDescription: 'השאירו פרטים ונחזור אליכם תוך 24 שעות (בימים שני עד שישי, בין 09:00 ל-18:00).',
    close: 'סגירה',
  },
  faq: {
    title: 'שאלות נפוצות',
    intro: 'תשובות קצרות לשאלות שבעלי נכסים ומשקיעים שואלים אותנו הכי הרבה.',
    q1: 'כמה עולה ניהול נכס?',
    a1: 'חבילות הניהול שלנו עולות 8% עד 12% משכר הדירה החודשי, עם מינימום חודשי, בתוספת מע"מ. אין דמי הקמה, משלמים רק על חודשים שבהם הנכס מושכר, ובעלי כמה נכסים מקבלים הנחה. הצעת המחיר הראשונה – בחינם.',
    q2: 'האם זר יכול לקנות נכס בפורטוגל?',
    a2: 'כן. אין הגבלות על רוכשים זרים. צריך מספר מס פורטוגלי (NIF) ובדרך כלל גם חשבון בנק מקומי – אנחנו עוזרים להסדיר את שניהם ומלווים אותך בחוזה ההתחייבות ובחתימה על שטר המכר.',
    q3: 'איזו תשואה אפשר לצפות לקבל?',
    a3: 'דירות במיקום טוב בליסבון, בקשקאיש ובפורטו מניבות בדרך כלל תשואה ברוטו של 4% עד 6% בשנה. הנתון תלוי באזור, במחיר הקנייה ובסוג ההשכרה, ולכן אנחנו מכינים הערכה מציאותית לכל נכס עוד לפני הרכישה.',
    q4: 'צריך להיות בפורטוגל כדי לעבוד איתכם?',
    a4: 'לא. רוב הלקוחות שלנו גרים בחו"ל. אנחנו מטפלים בשטח בסיורים בנכסים, בניירת ובשוכרים, מדווחים לך בעברית או באנגלית ועונים לכל פנייה תוך 24 שעות.',
  },
  closing: {
    title: 'רוצים לדעת עוד על פורטוגל?',
    text: 'מדריכים ומאמרים על שוק הנדל"ן, מיסוי, אשרות והחיים בפורטוגל, שכתב הצוות שלנו למשקיעים ולכל מי שמתכנן מעבר.',
    link: 'לכל המאמרים',
  },
  structuredData: {
    businessDescription: 'ניהול נכסים בליסבון, בקשקאיש ובפורטו, וליווי בהשקעות נדל"ן ובמעבר לפורטוגל.',
    serviceName: 'ניהול נכסים וייעוץ להשקעות נדל"ן',
    serviceDescription:
      'איתור שוכרים, גביית שכר דירה, תיקונים, ביקורות ודוחות חודשיים לבעלי דירות להשכרה, וליווי מקצה לקצה ברכישת נכס להשקעה בפורטוגל.',
    catalogName: 'השירותים שלנו',
    propertyManagement: 'ניהול נכסים',
    investmentAdvisory: 'ייעוץ להשקעות נדל"ן',
  },
};

export const HOME_CONTENT: Record<Lang, HomeContent> = { en, he };

/** The FAQ as question/answer pairs, in the order shown; the FAQPage structured data uses the same list. */
export function faqEntries(faq: HomeFaqContent): { question: string; answer: string }[] {
  return [
    { question: faq.q1, answer: faq.a1 },
    { question: faq.q2, answer: faq.a2 },
    { question: faq.q3, answer: faq.a3 },
    { question: faq.q4, answer: faq.a4 },
  ];
}
