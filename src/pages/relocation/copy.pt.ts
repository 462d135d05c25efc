import { CITIZENSHIP_REFORM, FACTS_YEAR, RESIDENCE, TRAVEL_AUTHORISATION, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl.pt';
import { link, rich } from '@/lib/i18n/rich-text';
import type { RelocationCopy } from './copy.en';

// Figures (visa thresholds, dates, periods) come from the facts module; see docs/facts.md.
// Where the English and Hebrew guides speak to Israeli passport holders, this one speaks to any
// visitor from a visa-free country, and to documents issued abroad in general.
const euro = (amount: number) => formatEuro(amount, 'pt');
const percent = (value: number) => formatPercent(value, 'pt', 0);
const monthYear = (date: string) =>
  formatDate(date, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const fullDate = (date: string) => formatDate(date, 'pt', { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
const { d7, d8 } = VISAS;
const visaMonths = `${RESIDENCE.visaProcessMonths.min} a ${RESIDENCE.visaProcessMonths.max} meses`;

const copy: RelocationCopy = {
  meta: {
    title: 'Guia para viver em Portugal: vistos e primeiros passos',
    description: `Vai mudar-se para Portugal? Compare os vistos D7, D8 (nómada digital), HQA e o Visto Gold segundo as regras de ${FACTS_YEAR} e siga a nossa lista de preparação.`,
  },
  hero: {
    title: 'Guia para viver em Portugal',
    subtitle:
      'Vistos, NIF, conta bancária e seguro de saúde: tudo o que precisa para planear a sua mudança para Portugal, passo a passo.',
    consultationButton: 'Marcar uma consulta personalizada',
  },
  whyMove: {
    title: 'Porquê mudar-se para Portugal',
    intro:
      'Famílias, reformados e profissionais em teletrabalho escolhem Portugal por um ritmo de vida mais tranquilo dentro da União Europeia. Estas são as razões que mais ouvimos.',
    cards: [
      {
        id: 'cost' as const,
        title: 'Custo de vida acessível',
        text: 'O supermercado, as refeições fora, os transportes públicos e os serviços do dia a dia custam menos do que na maior parte da Europa Ocidental. As rendas no centro de Lisboa e do Porto subiram muito, mas a uma curta viagem de comboio, ou em cidades mais pequenas, o orçamento rende muito mais.',
      },
      {
        id: 'quality' as const,
        title: 'Excelente qualidade de vida',
        text: 'Invernos amenos no litoral, verões longos e soalheiros, o Atlântico por perto e um ritmo diário descontraído. O Serviço Nacional de Saúde está aberto aos residentes, e as localidades convidam a andar a pé e a estar na rua.',
      },
      {
        id: 'community' as const,
        title: 'Uma comunidade internacional ativa',
        text: 'Lisboa, Cascais, Porto e o Algarve têm grandes comunidades internacionais, o inglês é muito falado nas cidades e existem associações e comunidades de muitas origens e confissões. Não começa do zero.',
      },
    ],
  },
  visas: {
    title: 'Opções de visto',
    intro: `Os cidadãos de países fora da UE precisam de um visto de residência para viver em Portugal. Estas são as quatro vias que a maioria dos nossos clientes considera; os limiares são os de ${FACTS_YEAR}.`,
    requirementsLabel: 'Principais requisitos',
    cards: [
      {
        id: 'd7',
        badge: 'Rendimentos passivos',
        title: 'Visto D7',
        subtitle: 'Para reformados e pessoas que vivem de rendimentos passivos',
        description:
          'A via mais comum para quem não precisa de um salário português: pensões, rendas, dividendos ou juros recebidos regularmente de qualquer parte do mundo.',
        requirements: [
          `Rendimentos passivos regulares de pelo menos ${euro(d7.monthlyEuros)} por mês em ${d7.year} (o salário mínimo nacional), mais ${percent(d7.spouseSharePercent)} pelo cônjuge e ${percent(d7.childSharePercent)} por cada filho`,
          'Poupanças numa conta bancária portuguesa; os consulados esperam habitualmente o suficiente para um ano a esse nível',
          'Habitação em Portugal durante pelo menos um ano: um contrato de arrendamento ou uma escritura',
          'Registo criminal limpo e seguro de saúde',
        ],
      },
      {
        id: 'd8',
        badge: 'Teletrabalho',
        title: 'Visto D8 (nómada digital)',
        subtitle: 'Para trabalhadores por conta de outrem e independentes com clientes no estrangeiro',
        description:
          'Para quem continua a trabalhar para um empregador ou para clientes fora de Portugal. Existe como visto de residência, para quem se muda de vez, ou como visto de estada temporária até um ano.',
        requirements: [
          `Rendimento médio do trabalho remoto de pelo menos ${euro(d8.monthlyEuros)} por mês nos últimos três meses (${d8.minimumWageMultiple} vezes o salário mínimo em ${d8.year})`,
          'Contrato de trabalho ou contratos de prestação de serviços com empregadores ou clientes fora de Portugal',
          'Habitação em Portugal durante o período do visto',
          'Registo criminal limpo e seguro de saúde',
        ],
      },
      {
        id: 'hqa',
        badge: 'Emprego qualificado',
        title: 'Visto HQA',
        subtitle: 'Para profissionais altamente qualificados com uma oferta de emprego em Portugal',
        description:
          'A via para engenheiros, médicos, investigadores, gestores e outros especialistas contratados por uma empresa em Portugal. As empresas certificadas no programa Tech Visa podem acelerar o processo.',
        requirements: [
          'Contrato de trabalho ou promessa de contrato de trabalho em Portugal para uma função altamente qualificada',
          'Habilitações de ensino superior ou qualificações profissionais adequadas à função',
          'Remuneração adequada à função, tal como fixada no contrato',
          'Registo criminal limpo e seguro de saúde',
        ],
      },
      {
        id: 'golden',
        badge: 'Investimento',
        title: 'Visto Gold',
        subtitle: 'Autorização de Residência para Investimento, já não através da compra de imóveis',
        description: `Desde ${fullDate(VISAS.goldenVisaRealEstateEnded)}, a compra de imóveis deixou de dar acesso ao Visto Gold, e uma casa comprada connosco não conduz a ele. Os investidores podem ainda qualificar-se por outras vias e só precisam de permanecer em Portugal, em média, ${VISAS.goldenVisaStayDaysPerYear} dias por ano.`,
        requirements: [
          `${euro(VISAS.goldenVisaFundsEuros)} em fundos de investimento elegíveis que não invistam em imobiliário`,
          `${euro(VISAS.goldenVisaCompanyEuros)} para constituir ou capitalizar uma empresa portuguesa que crie ${VISAS.goldenVisaCompanyJobs} postos de trabalho permanentes`,
          `${euro(VISAS.goldenVisaHeritageEuros)} de apoio às artes ou ao património cultural nacional`,
          'Registo criminal limpo e fundos transferidos do estrangeiro',
        ],
      },
    ],
    importantTitle: 'Importante saber',
    important: [
      `Os valores são os de ${FACTS_YEAR}. Os limiares dos vistos D7 e D8 acompanham o salário mínimo, que muda todos os anos em janeiro; as regras mudam, por isso confirme com um advogado ou com o consulado antes de apresentar o pedido.`,
      `Os cidadãos de países isentos de visto podem permanecer ${VISAS.touristStay.days} dias em qualquer período de ${VISAS.touristStay.inDays} sem visto, mas uma estada turística não pode ser convertida em residência: peça o visto no seu país antes da mudança. Os visitantes isentos de visto vão também precisar da autorização de viagem da UE (${TRAVEL_AUTHORISATION.name}), prevista a partir do final de ${TRAVEL_AUTHORISATION.expectedStartYear} e obrigatória em ${TRAVEL_AUTHORISATION.mandatoryFromYear}.`,
      `Conte com ${visaMonths} entre a marcação no consulado e a decisão. O visto é válido durante ${RESIDENCE.residenceVisaValidityMonths} meses, o suficiente para entrar em Portugal e comparecer no atendimento da Agência para a Integração, Migrações e Asilo (AIMA), que substituiu o SEF em ${monthYear(RESIDENCE.aimaSince)}.`,
      `A primeira autorização de residência tem a validade de ${RESIDENCE.firstPermitYears} anos e as renovações de ${RESIDENCE.renewalYears}; ao fim de ${RESIDENCE.permanentAfterYears} anos de residência legal pode pedir a autorização de residência permanente. Desde ${monthYear(RESIDENCE.familyReunificationSince)}, a maioria dos titulares espera ${RESIDENCE.familyReunificationWaitYears} anos até poder pedir o reagrupamento familiar, com exceções como as famílias com filhos menores.`,
      `Desde ${monthYear(CITIZENSHIP_REFORM.inForce)}, nos termos da Lei da Nacionalidade alterada, a nacionalidade pode ser pedida ao fim de ${CITIZENSHIP_REFORM.years} anos de residência legal (${CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking} para cidadãos da UE e dos países de língua oficial portuguesa), contados a partir da primeira autorização de residência; a via para descendentes de judeus sefarditas está encerrada. Confirme com um advogado qual a regra que se lhe aplica antes de planear em função de uma data.`,
      'O regime do residente não habitual (RNH) está fechado a novos residentes. O regime que lhe sucedeu, o IFICI, abrange apenas determinadas profissões elegíveis, pelo que convém planear os impostos com um contabilista em vez de contar com uma taxa fixa.',
    ],
  },
  preparation: {
    title: 'Passos de preparação',
    intro:
      'Cinco assuntos a resolver antes da mudança, mais ou menos por esta ordem. A maioria pode ser iniciada a partir do estrangeiro.',
    steps: [
      {
        title: 'Reúna os seus documentos',
        description:
          'Passaportes, certidões de nascimento e de casamento, certificado de registo criminal e comprovativos de rendimentos. Os documentos emitidos no estrangeiro precisam de apostila, e alguns consulados pedem traduções certificadas; peça-os cedo, porque alguns caducam ao fim de três meses.',
      },
      {
        title: 'Escolha onde vai viver',
        description:
          'O consulado pede uma morada em Portugal, normalmente um contrato de arrendamento de pelo menos um ano. Se puder, visite primeiro a zona e compare os bairros pelas escolas, pelos transportes e pela renda que consegue suportar.',
      },
      {
        title: 'Obtenha o número de identificação fiscal (NIF)',
        description:
          'O NIF é necessário para assinar um contrato de arrendamento, abrir uma conta bancária ou contratar água, luz e gás. Pode obtê-lo antes de chegar, através de um representante com procuração.',
      },
      {
        title: 'Abra uma conta bancária',
        description:
          'Vários bancos portugueses abrem contas a não residentes com NIF, passaporte e comprovativo de morada. A conta recebe os seus rendimentos e guarda as poupanças que o consulado vai verificar.',
      },
      {
        title: 'Contrate um seguro de saúde',
        description:
          'O pedido de visto exige um seguro de saúde válido em Portugal até se poder inscrever no Serviço Nacional de Saúde (SNS). Muitos residentes mantêm depois um seguro privado para um acesso mais rápido a especialistas.',
      },
    ],
  },
  expect: {
    title: 'Mudar-se para Portugal: o que esperar',
    paragraphs: [
      'Os primeiros meses são sobretudo burocracia. Uma marcação na AIMA, nas Finanças ou no centro de saúde pode demorar semanas, e os serviços pedem muitas vezes o mesmo documento duas vezes. Guarde cópias de tudo, marque os atendimentos o mais cedo possível e conte mais com paciência do que com rapidez.',
      'A habitação é a maior decisão e muitas vezes a maior despesa. Os senhorios pedem normalmente caução, rendas adiantadas e comprovativo de rendimentos, por vezes um fiador. Muitas famílias arrendam no primeiro ano antes de decidirem se compram, e onde.',
      'O inglês leva-o longe em Lisboa, Cascais, Porto e no Algarve, mas o português abre portas: no centro de saúde, na escola dos seus filhos e com os vizinhos. Os cursos gratuitos de Português Língua de Acolhimento para residentes estrangeiros são um bom começo.',
      rich`Depois de chegar, o nosso ${link('settling', 'guia para se instalar em Portugal')} acompanha-o pelas regiões, pelos registos e pelo dia a dia. Se preferir ter alguém consigo em cada passo, ${link('contact', 'fale-nos dos seus planos')}.`,
    ],
  },
  closing: {
    title: 'Está a planear a sua mudança para Portugal?',
    text: 'Ajudamos famílias e investidores a encontrar casa, a tratar da burocracia e a cuidar do seu imóvel depois de cá estarem. Diga-nos em que ponto do processo se encontra e sugerimos o passo seguinte.',
    investmentButton: 'Investir em Portugal',
    contactButton: 'Contacte-nos',
  },
};

export default copy;
