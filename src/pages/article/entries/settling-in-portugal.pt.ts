import articlesPt from '@/features/articles/copy.pt';
import { FACTS_YEAR } from '@/lib/content/facts';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { SettlingArticleCopy } from './settling-in-portugal.en';

const card = articlesPt.cards['settling-in-portugal'];

const copy: SettlingArticleCopy = {
  meta: {
    title: 'Instalar-se em Portugal: o primeiro ano no dia a dia',
    description:
      'Centro de saúde, escolas, aprender português europeu, escolher a região e lidar com a burocracia: conselhos práticos para o primeiro ano em Portugal.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesPt,
  intro: [
    'O primeiro ano é aquele em que uma mudança se transforma numa vida: um médico de família, uma escola, um café onde já sabem o que vai pedir. É também o ano das filas, dos formulários e das marcações.',
    'Reunimos aqui o que ajuda, a partir da experiência das famílias que acompanhámos na instalação em Lisboa, em Cascais, no Porto e no Algarve.',
  ],
  sections: [
    {
      id: 'health',
      title: 'Saúde',
      paragraphs: [
        'Depois de obter a residência, inscreva-se no centro de saúde da sua área para receber o número de utente do Serviço Nacional de Saúde (SNS). O tempo de espera por um médico de família varia muito de zona para zona, por isso muitos recém-chegados mantêm um seguro de saúde privado nos primeiros anos, para um acesso mais rápido a especialistas.',
      ],
      list: [
        rich`${strong('112')} é o número de emergência, como em toda a União Europeia.`,
        rich`${strong('SNS 24')} (808\u00a024\u00a024\u00a024) é a linha de saúde nacional, para aconselhamento quando não sabe a que serviço recorrer; também atende em inglês.`,
        rich`${strong('As farmácias')} são um bom primeiro passo para problemas ligeiros: os farmacêuticos aconselham e dispensam muitos medicamentos.`,
      ],
    },
    {
      id: 'schools',
      title: 'Escolas',
      paragraphs: [
        'As escolas públicas são gratuitas e ensinam em português; oferecem aulas de Português Língua Não Materna às crianças cuja primeira língua é outra, e a maioria das crianças aprende a língua mais depressa do que os pais.',
        'As escolas internacionais em Lisboa, em Cascais, no Porto e no Algarve seguem currículos britânicos, americanos, franceses e outros. São pagas e as mais procuradas têm listas de espera, por isso faça a candidatura com meses de antecedência em relação ao início do ano letivo, em setembro.',
      ],
    },
    {
      id: 'language',
      title: 'Aprender português',
      paragraphs: [
        'O português europeu soa bastante diferente do português do Brasil que a maioria das aplicações ensina, por isso procure um curso ou um professor que ensine a variante europeia. O Estado oferece cursos gratuitos de português para imigrantes (Português Língua de Acolhimento) e há escolas privadas com aulas em horário pós-laboral em todas as cidades.',
        'Em Lisboa e no Algarve é possível comunicar em inglês, mas algumas frases em português mudam a forma como os serviços, os vizinhos e os profissionais o recebem.',
      ],
    },
    {
      id: 'where-to-live',
      title: 'Escolher onde viver',
      paragraphs: ['Cada região corresponde a um estilo de vida diferente:'],
      list: [
        rich`${strong('Lisboa:')} mais emprego, escolas internacionais e oferta cultural, e as rendas mais altas.`,
        rich`${strong('Cascais e Oeiras:')} a linha de costa a oeste de Lisboa, procurada por famílias, com boas escolas e comboio para a cidade.`,
        rich`${strong('Porto:')} mais pequeno e mais acessível do que Lisboa, com uma personalidade muito própria e um setor tecnológico em crescimento.`,
        rich`${strong('Algarve:')} sol e praias, muitos residentes que falam inglês, e muito mais calmo no inverno.`,
        rich`${strong('Interior:')} os preços mais baixos e uma verdadeira vida de aldeia; vai precisar de carro e de um português mais fluente.`,
      ],
      closing: [
        rich`Arrende durante seis meses a um ano antes de comprar: as estações, o trânsito e os vizinhos parecem diferentes depois de um inverno. Quando estiver pronto para comprar, o nosso ${link({ route: 'article', slug: 'real-estate-investment' }, 'acompanhamento de investimento')} trata do resto.`,
      ],
    },
    {
      id: 'everyday-life',
      title: 'Dia a dia e cultura',
      paragraphs: [
        'A burocracia é mais lenta do que a maioria dos recém-chegados espera. Faça as marcações online sempre que possível, leve cópias de todos os documentos e conte voltar mais do que uma vez. O Portal das Finanças trata de grande parte da sua documentação online, assim que tiver a palavra-passe de acesso.',
        'No dia a dia, vai pagar com cartões Multibanco e com a aplicação MB WAY, almoçar mais tarde e com mais calma do que no seu país de origem, e descobrir que um "bom dia" cordial abre mais portas do que a pressa. Em junho chegam os Santos Populares, com sardinhas e arraiais em Lisboa e no Porto.',
        rich`Se conduz, confirme cedo se e até quando tem de trocar a sua carta de condução por uma portuguesa: as regras dependem do país que a emitiu. O ${link('settling', 'guia para se instalar em Portugal')} reúne mais passos práticos.`,
      ],
    },
  ],
  disclaimer: `Informação prática à data da nossa última revisão, em novembro de ${FACTS_YEAR}. Os serviços públicos e as suas regras mudam; confirme junto do serviço competente antes de se basear num pormenor.`,
  cta: {
    title: 'Precisa de ajuda para se instalar?',
    text: 'Da procura de uma casa para arrendar às primeiras marcações, diga-nos de que precisa e explicamos como podemos ajudar.',
    button: 'Contacte-nos',
  },
};

export default copy;
