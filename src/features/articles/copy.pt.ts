// The article collection's shared words in European Portuguese (the same shape as copy.en.ts).
import type { ArticlesFeatureCopy } from './copy.en';

const copy: ArticlesFeatureCopy = {
  categories: {
    all: 'Todos',
    relocation: 'Mudança para Portugal',
    investment: 'Investimento',
    'property-management': 'Gestão de imóveis',
    lifestyle: 'Estilo de vida',
    culture: 'Cultura',
  },
  authors: {
    'investment-team': 'Equipa de investimento da Lusa Property',
    'management-team': 'Equipa de gestão de imóveis da Lusa Property',
    'relocation-team': 'Equipa de apoio à mudança da Lusa Property',
  },
  cards: {
    'portugal-tax-reforms-2025': {
      title: 'As reformas fiscais de 2025 em Portugal: o que mudou para proprietários e novos residentes',
      excerpt:
        'O fim do regime dos residentes não habituais (RNH) para novos residentes, o IFICI para profissões elegíveis, o novo IRS Jovem, a isenção de IMT para jovens na compra da primeira casa, menos imposto nos arrendamentos longos e regras mais leves para o alojamento local: cada mudança com o seu ano.',
    },
    'relocating-to-portugal': {
      title: 'Mudar-se para Portugal: vistos, documentação e os primeiros três meses',
      excerpt:
        'Visto D7 ou D8, o que a compra de um imóvel já não garante, o NIF, a conta bancária e o seguro de saúde: por que ordem tratar de cada um.',
    },
    'settling-in-portugal': {
      title: 'Instalar-se em Portugal: o dia a dia no primeiro ano',
      excerpt:
        'Saúde, escolas, aprender português, escolher uma região e lidar com a burocracia: conselhos práticos para o primeiro ano em Portugal.',
    },
    'real-estate-investment': {
      title: 'Investimento imobiliário em Portugal: o nosso acompanhamento completo',
      excerpt:
        'Sete serviços, da primeira pesquisa à primeira renda recebida: o que fazemos em cada fase, o que recebe e o que fica a cargo do seu advogado e do seu banco.',
    },
    'property-management-lisbon': {
      title: 'Gestão de imóveis em Lisboa: o que os proprietários devem saber',
      excerpt:
        'As obrigações do senhorio em Lisboa, o que a lei exige num contrato de arrendamento, arrendamento de longa duração ou alojamento local, e o que faz e quanto custa uma gestão de imóveis profissional.',
    },
  },
  labels: {
    readTime: '{n} min de leitura',
    readingTime: 'Tempo de leitura',
    published: 'Publicado em',
    lastReviewed: 'Última revisão',
    author: 'Autor',
    category: 'Categoria',
    backToArticles: 'Voltar a todos os artigos',
    contents: 'Neste artigo',
    moreArticles: 'Mais artigos',
    readArticle: 'Ler o artigo',
  },
};

export default copy;
