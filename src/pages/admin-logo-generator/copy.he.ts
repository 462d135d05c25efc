import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'מחולל לוגו',
    description: 'כלי פנימי.',
  },
  hero: {
    title: 'מחולל לוגו',
    subtitle: 'כלי ניהול – לא לציבור',
  },
};

export default copy;
