import type { HomeContent } from '@/features/home/home-content';
import { CLIMATE, GROSS_YIELD_PERCENT, MANAGEMENT_FEES, MORTGAGE, TAXES, VISAS } from '@/lib/content/facts';
import { BUSINESS } from '@/lib/content/business-figures';
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl.pt';

// Figures that change (fees, yield, tax and visa thresholds, hours) come from the facts module.
const fees = `${formatPercent(MANAGEMENT_FEES.minPercent, 'pt', 0)}–${formatPercent(MANAGEMENT_FEES.maxPercent, 'pt', 0)}`;
const vat = formatPercent(MANAGEMENT_FEES.vatPercent, 'pt', 0);
const oneDecimalPercent = (percent: number) =>
  formatNumber(percent / 100, 'pt', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const grossYield = `${oneDecimalPercent(GROSS_YIELD_PERCENT.min)}–${oneDecimalPercent(GROSS_YIELD_PERCENT.max)}`;
const loanToValue = formatPercent(MORTGAGE.typicalMaxLoanToValuePercent, 'pt', 0);
const goldenVisaEnded = formatDate(VISAS.goldenVisaRealEstateEnded, 'pt', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Lisbon',
});
// A Portuguese reader needs Lisbon time only.
const hoursLisbon = `das ${BUSINESS.hoursLisbon.opens} às ${BUSINESS.hoursLisbon.closes}`;

const copy: HomeContent = {
  meta: {
    title: 'Gestão de imóveis e investimento imobiliário em Portugal',
    description:
      'A Lusa Property faz a gestão de imóveis arrendados em Lisboa, Cascais e Porto e acompanha investidores e famílias na compra de casa e na mudança para Portugal.',
  },
  hero: {
    title: 'O seu imóvel em Portugal – bem gerido e a gerar rendimento',
    subtitle:
      'Gestão de imóveis em Lisboa, Cascais e Porto e acompanhamento em cada etapa do investimento em Portugal e da mudança para cá, em português, inglês ou hebraico.',
    propertyButton: 'Gestão de imóveis',
    investmentButton: 'Investir em Portugal',
    highlights: ['Empresa portuguesa registada', 'Português, inglês e hebraico', 'Resposta num dia útil'],
  },
  management: {
    eyebrow: 'Gestão de imóveis',
    title: 'O seu imóvel arrendado em Lisboa, Cascais ou Porto, em boas mãos',
    intro:
      'O imóvel é seu; o arrendamento fica connosco. Da escolha do inquilino certo à reparação urgente de uma torneira a pingar, uma única equipa local trata de tudo e mantém-no informado.',
    citiesLabel: 'Onde fazemos gestão de imóveis',
    cities: ['Lisboa', 'Cascais', 'Porto'],
    services: [
      {
        title: 'Procura de inquilinos',
        text: 'Fotografias profissionais, anúncios nos principais portais imobiliários portugueses, visitas, verificação de rendimentos e de referências, e contrato de arrendamento redigido nos termos da lei portuguesa.',
      },
      {
        title: 'Cobrança de rendas',
        text: 'A renda é cobrada e transferida para si todos os meses, e os atrasos são acompanhados com rapidez e cortesia.',
      },
      {
        title: 'Reparações e manutenção',
        text: 'Uma rede de canalizadores, eletricistas e técnicos de confiança, coordenada por nós. Acima de um valor definido por si, nenhum trabalho começa sem que aprove o orçamento.',
      },
      {
        title: 'Vistorias periódicas',
        text: 'Visitas programadas, com fotografias, para conhecer o estado do seu imóvel sem ter de se deslocar.',
      },
      {
        title: 'Relatórios claros',
        text: 'Um extrato mensal de receitas, despesas e assuntos pendentes, em português, inglês ou hebraico.',
      },
    ],
    feesNote: `Os pacotes custam ${fees} da renda mensal (ou o mínimo mensal do pacote, se for superior), acrescidos de IVA à taxa de ${vat}. Sem custos de adesão, e só paga os meses em que o imóvel está arrendado.`,
    readMore: 'Saiba mais sobre a gestão de imóveis',
  },
  investment: {
    eyebrow: 'Investimento imobiliário',
    title: 'Invista em Portugal com uma equipa no terreno',
    intro:
      'Comprar à distância levanta muitas perguntas: que bairro escolher, que preço é justo, como funciona o crédito à habitação em Portugal e quem cuidará do imóvel depois. Acompanhamos cada etapa, da primeira pesquisa à primeira renda recebida.',
    stats: [
      {
        value: grossYield,
        label: 'rendibilidade bruta anual estimada do arrendamento, no nosso simulador de investimento',
      },
      {
        value: `até ${loanToValue}`,
        label: 'do preço que os bancos portugueses costumam financiar a compradores estrangeiros',
      },
      {
        value: `até ${formatPercent(TAXES.imtMaxMarginalPercent, 'pt', 1)}`,
        label: `taxa marginal do IMT na compra de habitação, por escalão de preço, em ${TAXES.year}`,
      },
    ],
    readMore: 'Saiba mais sobre investir em Portugal',
  },
  carousel: {
    label: 'Como acompanhamos o seu investimento',
    slides: [
      {
        id: 'guidance',
        title: 'Acompanhamento personalizado',
        text: 'Definimos consigo os objetivos e o orçamento, selecionamos os imóveis adequados e verificamos o registo, as licenças e o estado do edifício antes de se comprometer.',
      },
      {
        id: 'financing',
        title: 'Crédito à habitação',
        text: `Os bancos portugueses costumam financiar a compradores estrangeiros até cerca de ${loanToValue} do preço. Comparamos as propostas e acompanhamos todo o processo do crédito à habitação.`,
      },
      {
        id: 'management',
        title: 'Gestão após a compra',
        text: 'Depois de receber as chaves, a nossa equipa de gestão encontra inquilinos e cuida do imóvel, sem que tenha de se deslocar.',
      },
    ],
    previous: 'Diapositivo anterior',
    next: 'Diapositivo seguinte',
    goToSlide: 'Ir para o diapositivo {n}',
    slideLabel: '{n} de {total}',
    status: 'Diapositivo {n} de {total}: {title}',
    pause: 'Pausar a rotação automática',
    play: 'Iniciar a rotação automática',
  },
  brand: {
    eyebrow: 'Quem somos',
    title: 'Um único parceiro em Portugal, da primeira pesquisa à gestão a longo prazo',
    text: 'A Lusa Property é uma empresa portuguesa registada, com uma equipa que fala português, inglês e hebraico. Conhecemos as perguntas de quem compra a partir do estrangeiro porque já as fizemos nós próprios, e respondemos-lhes na sua língua, com conhecimento local em cada resposta.',
    points: [
      {
        title: 'Uma empresa portuguesa registada',
        text: 'Trabalhamos no terreno, nos termos da lei portuguesa, com advogados, contabilistas e mediadores da nossa confiança.',
      },
      {
        title: 'Na sua língua',
        text: 'Cada chamada, resumo de contrato e relatório em português, inglês ou hebraico.',
      },
      {
        title: 'Uma só equipa, do início ao fim',
        text: 'A pesquisa, a compra, a mudança e a gestão ficam com as mesmas pessoas, para que nada se perca pelo caminho.',
      },
    ],
    readMore: 'Saiba mais sobre nós',
  },
  locations: {
    eyebrow: 'Localizações',
    title: 'Onde trabalhamos',
    intro: 'Concentramo-nos nas zonas que conhecemos rua a rua e aconselhamos sobre oportunidades em todo o país.',
    items: [
      {
        id: 'lisbon',
        title: 'Lisboa',
        text: 'Uma capital com procura de arrendamento estável por parte de profissionais, estudantes e estrangeiros residentes, e a sede da nossa equipa de gestão de imóveis.',
        linkLabel: 'Gestão de imóveis em Lisboa',
      },
      {
        id: 'cascais',
        title: 'Cascais',
        text: 'Uma vila à beira-mar a meia hora de Lisboa, apreciada por famílias e por inquilinos de longa duração, e uma das preferidas dos compradores internacionais.',
        linkLabel: 'Investir em Cascais',
      },
      {
        id: 'portugal',
        title: 'Todo o país',
        text: 'Do Porto e da Costa de Prata ao Algarve, ajudamos a comparar regiões pelo preço, pela rendibilidade e pelo estilo de vida.',
        linkLabel: 'Investir em todo o país',
      },
    ],
  },
  whyPortugal: {
    eyebrow: 'Porquê Portugal',
    title: 'Boas razões para escolher Portugal',
    intro:
      'Um mercado europeu estável, um ritmo de vida tranquilo e um bom acolhimento aos estrangeiros: não surpreende que tantos compradores de outros países façam de Portugal a sua segunda casa.',
    stats: [
      {
        value: `cerca de ${formatNumber(CLIMATE.sunshineHoursPerYear, 'pt')}`,
        label: 'horas de sol por ano, em média (Visit Portugal)',
      },
      {
        value: `${formatNumber(VISAS.touristStay.days, 'pt')} dias`,
        label: `de estadia sem visto em cada período de ${formatNumber(VISAS.touristStay.inDays, 'pt')} dias, para cidadãos de países isentos de visto, como Israel`,
      },
      {
        value: `${formatEuro(VISAS.d7.monthlyEuros, 'pt')} por mês`,
        label: `rendimento mínimo para o visto D7 (rendimentos passivos), para um requerente, em ${VISAS.d7.year}`,
      },
    ],
    cards: [
      {
        id: 'investment',
        title: 'Números que pode verificar',
        text: `O nosso simulador de investimento estima uma rendibilidade bruta de ${grossYield} por ano, consoante o preço e o tipo de imóvel. Para cada imóvel apresentamos a renda esperada, os custos correntes e os impostos de compra antes de decidir. São estimativas, não uma rendibilidade garantida.`,
      },
      {
        id: 'advisor',
        title: 'Um consultor do seu lado',
        text: 'Um consultor local, que fala a sua língua, explica cada passo, do número de identificação fiscal (NIF) à escritura, e diz-lhe com franqueza quando um negócio não compensa.',
      },
      {
        id: 'foreigners',
        title: 'Aberto a estrangeiros',
        text: `Os estrangeiros podem comprar imóveis em Portugal sem restrições. Viver cá é outro passo: as vias habituais são o visto D7 (rendimentos passivos) e o visto D8 para trabalho remoto, que exige pelo menos ${formatEuro(VISAS.d8.monthlyEuros, 'pt')} por mês em ${VISAS.d8.year}. A compra de imóveis deixou de dar acesso ao Visto Gold em ${goldenVisaEnded}. As regras mudam, por isso confirme a sua via com um advogado.`,
      },
    ],
    readMore: 'Leia o guia de mudança para Portugal',
  },
  cta: {
    property: {
      title: 'Tem um imóvel em Portugal?',
      text: 'Fale-nos do seu imóvel e receba uma proposta de gestão gratuita num dia útil.',
      button: 'Peça uma proposta gratuita',
    },
    investment: {
      title: 'Está a pensar investir em Portugal?',
      text: 'Marque uma consulta gratuita e sem compromisso com um consultor que fala a sua língua.',
      button: 'Marque uma consulta gratuita',
    },
    dialogDescription: `Deixe os seus dados e respondemos num dia útil (de segunda a sexta-feira, ${hoursLisbon}, hora de Lisboa).`,
    close: 'Fechar',
  },
  closing: {
    title: 'Continue a conhecer Portugal',
    text: 'Guias e artigos sobre o mercado imobiliário, impostos, vistos e o dia a dia, escritos pela nossa equipa para investidores e para quem está a planear mudar-se.',
    link: 'Ver os nossos artigos',
  },
  structuredData: {
    businessDescription:
      'Gestão de imóveis em Lisboa, Cascais e Porto, e acompanhamento de investimento imobiliário e mudança para Portugal em todo o país.',
    serviceName: 'Gestão de imóveis e consultoria de investimento imobiliário',
    serviceDescription:
      'Procura de inquilinos, cobrança de rendas, reparações, vistorias periódicas e relatórios mensais para proprietários de imóveis arrendados, e acompanhamento em cada etapa da compra de imóveis para investimento em Portugal.',
    catalogName: 'Os nossos serviços',
    propertyManagement: 'Gestão de imóveis',
    investmentAdvisory: 'Consultoria de investimento imobiliário',
  },
  faq: {
    title: 'Perguntas frequentes',
    intro: 'Respostas breves às perguntas que proprietários e investidores nos fazem mais vezes.',
    items: [
      {
        question: 'Quanto custa a gestão de um imóvel?',
        answer: `Os nossos pacotes custam ${fees} da renda mensal, com um mínimo mensal, acrescidos de IVA à taxa de ${vat}. Não há custos de adesão, só paga os meses em que o imóvel está arrendado e os proprietários de vários imóveis têm desconto. A primeira proposta é gratuita.`,
      },
      {
        question: 'Um estrangeiro pode comprar um imóvel em Portugal?',
        answer: `Sim. Não há restrições para compradores estrangeiros. É necessário um número de identificação fiscal (NIF) português e, em regra, uma conta bancária em Portugal; ajudamos a tratar de ambos e acompanhamos o contrato-promessa de compra e venda (CPCV) e a escritura. A compra, por si só, não dá direito a residir em Portugal e deixou de dar acesso ao Visto Gold em ${goldenVisaEnded}.`,
      },
      {
        question: 'Que rendibilidade posso esperar?',
        answer: `O nosso simulador de investimento estima uma rendibilidade bruta de ${grossYield} por ano, consoante o preço e o tipo de imóvel. O que um imóvel rende de facto depende da zona, do preço de compra e do tipo de arrendamento, e nenhuma rendibilidade é garantida; por isso, preparamos uma estimativa realista para cada imóvel antes da compra.`,
      },
      {
        question: 'Preciso de estar em Portugal para trabalhar convosco?',
        answer:
          'Não. Muitos dos nossos clientes vivem noutros países. Tratamos no terreno das visitas, da documentação e dos inquilinos, enviamos os relatórios em português, inglês ou hebraico e respondemos a cada pedido num dia útil.',
      },
    ],
  },
};

export default copy;
