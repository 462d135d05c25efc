import type { PageCopy } from '@/lib/routing/page-copy';

const copy: PageCopy = {
  meta: {
    title: 'ניהול מודעות',
    description: 'כלי פנימי.',
  },
  hero: {
    title: 'ניהול מודעות',
    subtitle: 'כלי ניהול – לא לציבור',
  },
};

export default copy;
