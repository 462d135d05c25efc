import adminAuthCopy from '@/features/admin-auth/copy.pt';
import listingsAdminCopy from '@/features/listings-admin/copy.pt';
import type { AdminFbListingsCopy } from './copy.en';

const copy: AdminFbListingsCopy = {
  meta: {
    title: 'Gestão de anúncios',
    description:
      'Ferramenta interna da equipa da Lusa Property: adicionar, editar e eliminar os anúncios da página de anúncios.',
  },
  hero: {
    title: 'Gestão de anúncios',
    subtitle: 'Uso interno – não público',
  },
  auth: adminAuthCopy,
  manager: listingsAdminCopy,
};

export default copy;
