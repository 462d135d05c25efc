import adminAuthCopy from '@/features/admin-auth/copy.pt';
import type { AdminDemandCopy } from './copy.en';

const copy: AdminDemandCopy = {
  meta: {
    title: 'Procura',
    description:
      'Ferramenta interna da equipa da Lusa Property: o que os visitantes procuram nos seus alertas de anúncios.',
  },
  hero: {
    title: 'Procura',
    subtitle: 'Uso interno – não público',
  },
  auth: adminAuthCopy,
  demand: {
    loading: 'A carregar as contagens...',
    failed: 'Não foi possível carregar as contagens: {message}',
    retry: 'Tentar novamente',
    intro:
      'O que os visitantes procuram nos alertas de anúncios que confirmaram. Só contagens: nenhum endereço é mostrado. Um local escrito em hebraico, inglês ou português conta como um só.',
    active: 'Alertas ativos: {count}',
    empty: 'Ainda não há alertas ativos.',
    byType: 'Por tipo',
    byPlace: 'Por local',
    byPrice: 'Por preço máximo pedido',
    byListing: 'Por anúncio: alertas correspondentes e enviados',
    type: { any: 'Arrendamento ou venda', rent: 'Arrendamento', sale: 'Venda' },
    anyPlace: 'Qualquer local',
    bands: {
      open: 'Sem limite máximo',
      upTo: 'Até {max}',
      between: 'De {min} a {max}',
      over: 'Mais de {min}',
      perMonth: '{price}/mês',
    },
    columns: {
      place: 'Local',
      count: 'Alertas',
      listing: 'Anúncio',
      matched: 'Correspondentes',
      mailed: 'Enviados',
    },
    noListings: 'Nenhum anúncio publicado.',
  },
};

export default copy;
