import { FACTS_YEAR } from '@/lib/content/facts';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'מדריך רילוקיישן לפורטוגל: ויזות וצעדים ראשונים',
    description: `עוברים לגור בפורטוגל? השוו בין ויזת D7, ויזת D8 לנוודים דיגיטליים, ויזת HQA וויזת זהב, לפי הכללים של ${FACTS_YEAR}, ועקבו אחרי רשימת ההכנות שלנו צעד אחר צעד.`,
  },
  hero: {
    title: 'מדריך רילוקיישן לפורטוגל',
    subtitle: 'ויזות, מספר מס, חשבון בנק וביטוח בריאות: כל מה שצריך כדי לתכנן את המעבר לפורטוגל, צעד אחר צעד.',
  },
};

export default copy;
