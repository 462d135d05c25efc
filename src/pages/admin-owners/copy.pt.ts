import adminAuthCopy from '@/features/admin-auth/copy.pt';
import ownersAdminCopy from '@/features/owners-admin/copy.pt';
import type { AdminOwnersCopy } from './copy.en';

const copy: AdminOwnersCopy = {
  meta: {
    title: 'Proprietários',
    description:
      'Ferramenta interna da equipa da Lusa Property: os proprietários cujos imóveis gerimos, os imóveis, contas correntes e extratos.',
  },
  hero: {
    title: 'Proprietários',
    subtitle: 'Uso interno – não público',
  },
  auth: adminAuthCopy,
  owners: ownersAdminCopy,
};

export default copy;
