import articlesPt from '@/features/articles/copy.pt';
import { CITIZENSHIP_REFORM, MINIMUM_WAGE, RESIDENCE, TRAVEL_AUTHORISATION, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl.pt';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { RelocatingArticleCopy } from './relocating-to-portugal.en';

const card = articlesPt.cards['relocating-to-portugal'];
const euro = (amount: number) => formatEuro(amount, 'pt');
const pct = (percent: number) => formatPercent(percent, 'pt', 0);
const monthYear = (iso: string) => formatDate(iso, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy: RelocatingArticleCopy = {
  meta: {
    title: 'Mudar-se para Portugal: vistos e primeiros três meses',
    description: `Que visto escolher (D7, desde ${euro(VISAS.d7.monthlyEuros)} por mês em ${VISAS.d7.year}, ou D8; os imóveis já não dão Visto Gold) e por que ordem tratar do NIF, do banco, do seguro e da casa.`,
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesPt,
  intro: [
    'Mudar-se para Portugal é sobretudo uma questão de documentos tratados pela ordem certa. Fora de ordem, espera-se duas vezes: o banco pede o NIF, o senhorio pede uma conta bancária e o consulado pede prova de alojamento.',
    `Esta é a ordem que sugerimos às famílias que acompanhamos, com os valores em vigor em ${VISAS.d7.year}. O nosso guia completo de mudança para Portugal desenvolve cada passo em pormenor.`,
  ],
  sections: [
    {
      id: 'which-visa',
      title: 'Que visto, se precisar de um',
      paragraphs: [
        `Os cidadãos de países dispensados de visto de curta duração, como Israel, podem permanecer ${VISAS.touristStay.days} dias em cada período de ${VISAS.touristStay.inDays} dias sem visto: o suficiente para conhecer o país, não para viver nele. Estes visitantes vão também precisar da autorização de viagem europeia ${TRAVEL_AUTHORISATION.name}, prevista para o final de ${TRAVEL_AUTHORISATION.expectedStartYear} e obrigatória em ${TRAVEL_AUTHORISATION.mandatoryFromYear}. Os cidadãos da União Europeia não precisam de visto; ao fim de ${RESIDENCE.euRegistrationAfterMonths} meses registam-se na câmara municipal, nos ${RESIDENCE.euRegistrationWithinDays} dias seguintes.`,
        'Quem não é cidadão da União Europeia e quer viver em Portugal precisa de um visto de residência. Para a maioria das pessoas que nos procuram, é um destes:',
      ],
      list: [
        rich`${strong('Visto D7, rendimentos passivos:')} pelo menos o salário mínimo nacional, ${euro(VISAS.d7.monthlyEuros)} por mês em ${String(VISAS.d7.year)}, provenientes de pensões, rendas ou investimentos; mais ${pct(VISAS.d7.spouseSharePercent)} pelo cônjuge e mais ${pct(VISAS.d7.childSharePercent)} por cada filho.`,
        rich`${strong('Visto D8, trabalho remoto:')} pelo menos ${String(VISAS.d8.minimumWageMultiple)} vezes o salário mínimo nacional, ${euro(VISAS.d8.monthlyEuros)} por mês em ${String(VISAS.d8.year)}, provenientes de trabalho para empregadores ou clientes fora de Portugal.`,
        rich`${strong('Visto Gold:')} desde ${formatDate(VISAS.goldenVisaRealEstateEnded, 'pt')}, a compra de imóveis deixou de dar acesso a esta autorização de residência para investimento. Entre as vias que restam estão ${euro(VISAS.goldenVisaFundsEuros)} em fundos de investimento elegíveis, ${euro(VISAS.goldenVisaCompanyEuros)} numa empresa que crie ${String(VISAS.goldenVisaCompanyJobs)} postos de trabalho e ${euro(VISAS.goldenVisaHeritageEuros)} em património cultural.`,
      ],
      note: {
        title: 'Os limiares mudam todos os anos em janeiro',
        text: `Os valores dos vistos D7 e D8 acompanham o salário mínimo nacional (${euro(MINIMUM_WAGE.monthlyEuros)} em ${MINIMUM_WAGE.year}), que sobe quase todos os anos. Confirme o valor em vigor junto do consulado antes de apresentar o pedido.`,
      },
    },
    {
      id: 'first-steps',
      title: 'Os primeiros passos, antes e depois da chegada',
      paragraphs: ['A maioria pode começar ainda no país de origem, através de um representante:'],
      list: [
        rich`${strong('Número de identificação fiscal (NIF).')} É necessário para quase tudo: um contrato de arrendamento, uma conta bancária, um contrato de telemóvel. Os não residentes obtêm-no através de um representante fiscal.`,
        rich`${strong('Uma conta bancária portuguesa.')} Vários bancos abrem contas a não residentes; o consulado costuma pedir que os meios de subsistência estejam depositados em Portugal.`,
        rich`${strong('Um seguro de saúde')} com cobertura em Portugal até à inscrição no Serviço Nacional de Saúde (SNS).`,
        rich`${strong('Uma casa.')} Um contrato de arrendamento ou uma escritura fazem parte do pedido de visto. Muitas famílias arrendam primeiro e compram quando já conhecem a zona; o ${link('purchaseCosts', 'simulador dos custos de aquisição')} mostra quanto custa comprar para além do preço.`,
        rich`${strong('Documentos do país de origem:')} certificado de registo criminal e certidões de nascimento e de casamento com apostila, traduzidos quando necessário.`,
      ],
    },
    {
      id: 'timeline',
      title: 'Um calendário realista',
      paragraphs: [
        'Reunir os documentos leva algumas semanas; depois, o consulado decide sobre o visto, o que muitas vezes demora meses e não semanas. O visto permite entrar em Portugal e comparecer no agendamento da AIMA (Agência para a Integração, Migrações e Asilo) para obter a autorização de residência. As vagas da AIMA são muito disputadas: faça a marcação logo que o processo o permita e guarde cópia de tudo o que entregar.',
        'Planeie a mudança, o ano letivo e o fim do contrato de arrendamento no país de origem em função destes prazos de espera, e não do melhor cenário.',
      ],
    },
    {
      id: 'longer-term',
      title: 'Impostos, residência e nacionalidade',
      paragraphs: [
        rich`Em regra, passa a ser residente fiscal quem permanece mais de 183 dias por ano em Portugal ou aqui tem a sua habitação permanente. O antigo regime dos residentes não habituais (RNH) está fechado a novos residentes; o nosso ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'artigo sobre as reformas fiscais')} explica o que o substituiu.`,
        `Desde ${monthYear(CITIZENSHIP_REFORM.inForce)}, com a alteração à Lei da Nacionalidade, a nacionalidade portuguesa exige ${VISAS.citizenshipYears} anos de residência legal (${VISAS.citizenshipYearsEuAndPortugueseSpeaking} para cidadãos da União Europeia e dos países de língua portuguesa), contados a partir da primeira autorização de residência e já não a partir do pedido; a via para os descendentes de judeus sefarditas foi encerrada. Confirme a regra com um advogado quando fizer planos com base nela.`,
      ],
      closing: [
        rich`Depois da chegada, o nosso artigo sobre ${link({ route: 'article', slug: 'settling-in-portugal' }, 'instalar-se em Portugal')} trata do dia a dia, e o ${link('relocation', 'guia de mudança para Portugal')} explica cada visto em pormenor.`,
      ],
    },
  ],
  disclaimer: `Informação à data da nossa última revisão, em novembro de ${MINIMUM_WAGE.year}. As regras de imigração mudam: confirme o seu caso com um advogado português especializado em imigração ou com o consulado antes de avançar. Este artigo é informação geral, não aconselhamento jurídico, e nenhum resultado de um pedido de visto pode ser garantido.`,
  cta: {
    title: 'Está a planear mudar-se para Portugal?',
    text: 'Diga-nos quem vem, quando e para onde. Ajudamos a pôr os passos pela ordem certa e apresentamos-lhe um advogado de imigração para a parte jurídica.',
    button: 'Contacte-nos',
  },
};

export default copy;
