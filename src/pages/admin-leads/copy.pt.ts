import adminAuthCopy from '@/features/admin-auth/copy.pt';
import leadInboxCopy from '@/features/lead-inbox/copy.pt';
import type { AdminLeadsCopy } from './copy.en';

const copy: AdminLeadsCopy = {
  meta: {
    title: 'Contactos',
    description:
      'Ferramenta interna da equipa da Lusa Property: todos os contactos recebidos pelo site e os pedidos dos titulares dos dados.',
  },
  hero: {
    title: 'Contactos',
    subtitle: 'Uso interno – não público',
  },
  auth: adminAuthCopy,
  inbox: leadInboxCopy,
};

export default copy;
