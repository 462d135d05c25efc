// One Hebrew word for one thing, across every Hebrew text of the site (docs/copy-style.md).
import { termDefects } from './hebrew-copy';
import { HEBREW_MODULE_PATHS, hebrewCopyTexts } from './hebrew-copy-texts';

describe('Hebrew terms', () => {
  it('reads every Hebrew copy module', () => {
    expect(HEBREW_MODULE_PATHS).toEqual(
      expect.arrayContaining([
        '/src/lib/i18n/he.ts',
        '/src/pages/home/copy.he.ts',
        '/src/pages/relocation/situation.he.ts',
        '/src/pages/article/entries/settling-in-portugal.he.ts',
        '/src/features/investment-calculator/summary-text.he.ts',
      ]),
    );
    expect(hebrewCopyTexts().length).toBeGreaterThan(1000);
  });

  it('uses the glossary’s word and the plural address everywhere', () => {
    const defects = hebrewCopyTexts().flatMap(({ where, text }) =>
      termDefects(text).map(({ found, use }) => `${where}: "${found}" – write ${use}`),
    );
    expect(defects).toEqual([]);
  });

  it.each([
    ['את הויזה מגישים מראש', 'הויזה'],
    ['לפני שמגישים בקשה לויזה', 'לויזה'],
    ['מסים ומיסים', 'מיסים'],
    ['ארנונה שנתית (IMI)', 'ארנונה'],
    ['מדריך לעולים חדשים', 'לעולים חדשים'],
    ['חוזה שכירות או שטר קנייה', 'שטר קנייה'],
    ['החוזה נכתב בפורטוגלית', 'בפורטוגלית'],
    ['תקופת המשכנתה', 'משכנתה'],
    ['השאירו כתובת דוא"ל', 'דוא"ל'],
    ['המחיר לפי בקשה', 'מחיר לפי בקשה'],
    ['ביום-יום תשלמו בכרטיס', 'ביום-יום'],
    ['אנו מנהלים דירות', 'אנו'],
    ['צור קשר עוד היום', 'צור קשר'],
    ['הנכס שלך מנוהל', 'שלך'],
  ])('finds a planted defect: %s', (text, found) => {
    expect(
      termDefects(text)
        .map((hit) => hit.found)
        .join(' | '),
    ).toContain(found);
  });

  it.each([
    'את הוויזה מגישים לפני המעבר, ויזת D7 וויזת D8',
    'מסים, מס רכוש שנתי (IMI) ושטר המכר',
    'מי שעובר לגור בפורטוגל; מחירי הדירות עולים',
    'הגרסה הפורטוגלית, בפורטוגזית, בחברה פורטוגלית רשומה',
    'אנחנו מנהלים לכם את הנכס שלכם; תוכלו לכתוב לנו',
    'המחיר לפי פנייה',
  ])('accepts the right wording: %s', (text) => {
    expect(termDefects(text)).toEqual([]);
  });
});
