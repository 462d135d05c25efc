import adminAuthCopy from '@/features/admin-auth/copy.pt';
import newsletterAdminCopy from '@/features/newsletter-admin/copy.pt';
import type { AdminNewsletterCopy } from './copy.en';

const copy: AdminNewsletterCopy = {
  meta: {
    title: 'Newsletter',
    description: 'Ferramenta interna da equipa da Lusa Property: escrever, testar e enviar a newsletter semanal.',
  },
  hero: {
    title: 'Newsletter',
    subtitle: 'Uso interno – não público',
  },
  auth: adminAuthCopy,
  manager: newsletterAdminCopy,
};

export default copy;
