import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'מדיניות פרטיות',
    description:
      'איך חברת Lusa Property מעבדת מידע אישי: מה אנחנו אוספים, למה, כמה זמן אנחנו שומרים אותו (24 חודשים) ואיך תוכלו לממש את הזכויות שלכם.',
  },
  hero: {
    title: 'מדיניות פרטיות',
    subtitle: 'איך אנחנו אוספים את המידע האישי שלכם, משתמשים בו ומגינים עליו, ואילו זכויות יש לכם לגביו.',
  },
};

export default copy;
