import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'אודותינו',
    description:
      'הכירו את הצוות של Lusa Property: החזון, הערכים, ועורכי הדין, רואי החשבון והמתווכים שאיתם אנחנו עובדים בכל פורטוגל.',
  },
  hero: {
    title: 'אודות Lusa Property',
    subtitle: 'חברה פורטוגלית רשומה עם צוות שמדבר עברית, אנגלית ופורטוגזית, ומטפל בשטח בנכס ובהשקעה שלכם.',
  },
};

export default copy;
