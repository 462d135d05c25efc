import adminAuthCopy from '@/features/admin-auth/copy.he';
import logoGeneratorCopy from '@/features/logo-generator/copy.he';
import type { AdminLogoGeneratorCopy } from './copy.en';

const copy: AdminLogoGeneratorCopy = {
  meta: {
    title: 'מחולל לוגו',
    description: 'כלי פנימי לצוות של Lusa Property: ציור לוגו של המותג בסגנון ובערכת צבעים לבחירה.',
  },
  hero: {
    title: 'מחולל לוגו',
    subtitle: 'כלי ניהול – לא לציבור',
  },
  auth: adminAuthCopy,
  generator: logoGeneratorCopy,
  loading: 'טוענים את המחולל…',
};

export default copy;
