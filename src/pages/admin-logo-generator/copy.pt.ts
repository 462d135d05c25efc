import adminAuthCopy from '@/features/admin-auth/copy.pt';
import logoGeneratorCopy from '@/features/logo-generator/copy.pt';
import type { AdminLogoGeneratorCopy } from './copy.en';

const copy: AdminLogoGeneratorCopy = {
  meta: {
    title: 'Gerador de logótipos',
    description:
      'Ferramenta interna da equipa da Lusa Property: desenhar logótipos da marca num estilo e esquema de cores à escolha.',
  },
  hero: {
    title: 'Gerador de logótipos',
    subtitle: 'Uso interno – não público',
  },
  auth: adminAuthCopy,
  generator: logoGeneratorCopy,
  loading: 'A carregar o gerador…',
};

export default copy;
