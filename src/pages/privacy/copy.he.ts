import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'מדיניות פרטיות',
    description:
      'איך Lusa Property מעבדת מידע אישי: מה אנחנו אוספים, למה, כמה זמן אנחנו שומרים אותו (24 חודשים) ואיך לממש את זכויותיך.',
  },
  hero: {
    title: 'מדיניות פרטיות',
    subtitle: 'איך אנחנו אוספים, משתמשים ומגינים על המידע האישי שלך, ואילו זכויות יש לך עליו.',
  },
};

export default copy;
