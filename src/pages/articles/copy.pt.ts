import articlesPt from '@/features/articles/copy.pt';
import type { ArticlesPageCopy } from './copy.en';

const copy: ArticlesPageCopy = {
  meta: {
    title: 'Artigos sobre viver e investir em Portugal',
    description:
      'Guias sobre mudança para Portugal, instalação, investimento imobiliário, gestão de imóveis em Lisboa e as reformas fiscais de 2025, verificados nas fontes.',
  },
  hero: {
    title: 'Artigos e guias',
    subtitle:
      'Leitura prática sobre mudança, investimento, gestão de imóveis e o dia a dia em Portugal, escrita pela nossa equipa e revista sempre que as regras mudam.',
  },
  index: {
    searchLabel: 'Pesquisar nos artigos',
    searchPlaceholder: 'Por exemplo: impostos, visto, Lisboa',
    categoriesLabel: 'Filtrar por categoria',
    featuredLabel: 'Artigo em destaque',
    resultsTitle: 'Artigos encontrados',
    moreTitle: 'Mais artigos',
    count: { one: '1 artigo', other: '{n} artigos' },
    emptyTitle: 'Nenhum artigo corresponde à sua pesquisa',
    emptyText: 'Experimente outra palavra ou escolha outra categoria.',
    clearFilters: 'Mostrar todos os artigos',
  },
  articles: articlesPt,
};

export default copy;
