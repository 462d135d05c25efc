import adminAuthCopy from '@/features/admin-auth/copy.en';
import logoGeneratorCopy from '@/features/logo-generator/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Logo generator',
    description: 'Internal tool for Lusa Property staff: draw brand logos in a chosen style and colour scheme.',
  },
  hero: {
    title: 'Logo generator',
    subtitle: 'Admin Tool - Not Public',
  },
  auth: adminAuthCopy,
  generator: logoGeneratorCopy,
  loading: 'Loading the generator...',
};

export default copy satisfies PageCopy;
export type AdminLogoGeneratorCopy = typeof copy;
