import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl.pt';
import {
  CITIZENSHIP_REFORM,
  GROSS_YIELD_PERCENT,
  HOME_WARRANTY_YEARS,
  IMT_TOP_BRACKET,
  MARKET_FACTS,
  MORTGAGE,
  RENT_TAX,
  RESIDENCE,
  TAXES,
  TRAVEL_AUTHORISATION,
  VISAS,
} from '@/lib/content/facts';
import type { InvestmentPageCopy } from './copy.en';

const pct = (value: number) => formatPercent(value, 'pt', 2);
const euro = (value: number) => formatEuro(value, 'pt');
const day = (iso: string) => formatDate(iso, 'pt');
const monthYear = (iso: string) => formatDate(iso, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const aboutMillions = (value: number) =>
  `${formatNumber(value / 1_000_000, 'pt', { maximumFractionDigits: 2 })} milhões de euros`;
const yieldRange = `${formatNumber(GROSS_YIELD_PERCENT.min / 100, 'pt', { style: 'percent', minimumFractionDigits: 1 })}–${formatNumber(GROSS_YIELD_PERCENT.max / 100, 'pt', { style: 'percent', minimumFractionDigits: 1 })}`;
/** "3.º trimestre de 2025": Portugal names a quarter with an ordinal. */
const quarterOf = ({ quarter, year }: { quarter: number; year: number }) => `${quarter}.º trimestre de ${year}`;

const equityLabel = 'Montante do investimento (capitais próprios)';
const termValue = '{years} anos';
const noMortgage = 'Sem crédito à habitação';
const types = { apartment: 'Apartamento', family_house: 'Moradia', multi_family: 'Prédio de habitação' };
const propertyValue = 'Valor do imóvel';
const typeLegend = 'Tipo de imóvel';
const annualReturn = 'Rentabilidade anual dos capitais próprios, antes de impostos';
const monthlyIncome = 'Rendimento mensal após a prestação do crédito, antes de impostos';

const copy: InvestmentPageCopy = {
  meta: {
    title: 'Investimento imobiliário em Portugal e simulador',
    description:
      'Invista em imobiliário em Portugal com acompanhamento local: mercado, opções de investimento, processo de compra, impostos e simulador de rentabilidade.',
  },
  hero: {
    title: 'Investimento imobiliário em Portugal',
    subtitle:
      'Do estudo de mercado e da due diligence ao crédito à habitação e à gestão depois da compra, acompanhamos cada etapa do seu investimento.',
  },
  heroActions: {
    start: 'Começar a investir',
    learnMore: 'Saiba mais',
    showCalculator: 'Calcule a sua rentabilidade',
    hideCalculator: 'Ocultar o simulador',
  },
  calculator: {
    title: 'Simulador de rentabilidade do investimento',
    intro:
      'Mova os cursores para ver quanto poderá render um imóvel comprado com os seus capitais próprios e um crédito à habitação em Portugal. Os valores são estimativas para iniciar uma conversa, não uma proposta.',
    inputsTitle: 'O seu investimento',
    equityLabel,
    leverageLabel: 'Financiado por crédito à habitação',
    leverageHint:
      'Os bancos financiam habitualmente até cerca de {max} do preço, mais no caso de habitação própria e permanente.',
    termLabel: 'Prazo do crédito à habitação',
    termValue,
    noMortgage,
    typeLegend,
    types,
    multiFamilyHint: 'a partir de {amount} de valor total',
    residenceLegend: 'Vai residir em Portugal?',
    residences: {
      resident: 'Residente atualmente',
      becoming_resident: 'Passará a residente no prazo de 2 anos',
      non_resident: 'Não residente',
    },
    nonResidentNote:
      'Não residente: os encargos únicos incluem IMT à taxa única de {rate}, {imt}, pago na escritura. São reembolsados {refundable} se arrendar a habitação no prazo de 6 meses, com uma renda até {rent} por mês, durante pelo menos 36 dos primeiros 60 meses (ou se passar a residente no prazo de 2 anos), mediante pedido à Autoridade Tributária.',
    notAllowedTitle: 'Opção não disponível',
    notAllowedDescription: 'O prédio de habitação só está disponível com um valor total de {amount} ou mais.',
    adjustedTitle: 'Tipo de imóvel ajustado',
    adjustedDescription:
      'O valor total ficou abaixo de {amount}, pelo que o cálculo passa a considerar um apartamento em vez de um prédio de habitação.',
    resultsTitle: 'A sua estimativa',
    estimateNote:
      'Apenas estimativas, não uma proposta nem uma promessa de rentabilidade. Assentam nos pressupostos indicados abaixo.',
    results: {
      annualReturn,
      weightedReturn: 'Rentabilidade ponderada',
      monthlyIncome,
      propertyValue,
      loanAmount: 'Montante do empréstimo',
      monthlyMortgagePayment: 'Prestação mensal do crédito à habitação',
      grossMonthlyRent: 'Renda mensal bruta',
      monthlyExpenses: 'Despesas mensais',
      oneTimeCosts: 'Impostos e encargos únicos',
    },
    negativeIncomeNote:
      'Com estes valores, a prestação do crédito é superior à renda líquida: o imóvel custar-lhe-ia dinheiro todos os meses.',
    assumptionsTitle: 'Pressupostos',
    assumptions: {
      rate: 'Juro do crédito à habitação de {rate} ao ano, com prestações mensais ao longo do prazo escolhido.',
      yield:
        'Rentabilidade bruta do arrendamento de {yield} para este valor e tipo de imóvel (para este tipo, o simulador utiliza de {min} a {max}: quanto mais caro o imóvel, menor a sua rentabilidade em percentagem).',
      expenses:
        'Despesas correntes discriminadas: o nosso pacote de gestão básico com IVA ({management} por mês), IMI {imi}, condomínio {condominium}, seguro {insurance} e manutenção {maintenance} do valor por ano, e períodos sem inquilino de {vacancy} da renda.',
      weighted:
        'Rentabilidade ponderada: a rentabilidade bruta mais {premium} pontos percentuais de valorização, um pressuposto e não uma previsão.',
      costs:
        'Encargos únicos de uma habitação para arrendamento em Portugal continental, segundo as tabelas deste ano: IMT {imt}, Imposto do Selo sobre o preço e o empréstimo {stampDuty}, e estimativa de escritura, registo, advogado e comissões bancárias {fees}.',
      tax: 'Rentabilidade líquida após impostos: tributação à taxa especial de {taxRate} sobre a renda, depois das despesas correntes que o senhorio pode deduzir (os juros do empréstimo não são dedutíveis).',
      taxModerate:
        'Rentabilidade líquida após impostos: tributação à taxa de {taxRate} sobre a renda, depois das despesas correntes que o senhorio pode deduzir (os juros do empréstimo não são dedutíveis). {taxRate} é a taxa do pacote da habitação para rendas até {limit} por mês, dada como aprovada mas ainda não confirmada no texto publicado; à taxa normal de {standardRate}, a rentabilidade líquida após impostos seria de {standardYield}.',
    },
    netResults: {
      cashAtPurchase: 'Montante necessário na compra',
      netYieldBeforeTax: 'Rentabilidade líquida antes de impostos',
      netYieldAfterTax: 'Rentabilidade líquida após impostos',
    },
    expenseItemsTitle: 'Despesas mensais discriminadas',
    expenseItems: {
      management: 'Gestão (pacote básico, com IVA)',
      imi: 'IMI',
      condominium: 'Condomínio',
      insurance: 'Seguro',
      maintenance: 'Manutenção',
      vacancy: 'Períodos sem inquilino',
    },
    assumptionsEditor: {
      toggle: 'Alterar os pressupostos',
      intro:
        'As nossas despesas correntes são estimativas. Indique os seus próprios valores: os resultados acompanham-nos e a ligação para esta página guarda-os.',
      units: {
        euroMonth: 'euros por mês',
        percentYear: 'percentagem do valor por ano',
        percentRent: 'percentagem da renda',
      },
      defaultHint: 'Predefinição: {value}',
      reset: 'Repor as predefinições',
      errors: {
        empty: 'Indique um número ou reponha as predefinições.',
        invalid: 'Indique um número, por exemplo 0,35.',
        negative: 'O valor não pode ser negativo.',
        tooLarge: 'O valor não pode ser superior a {max}.',
      },
    },
    summaryLink: 'Enviar-me este resumo por e-mail',
    offerButton: 'Pedir uma proposta personalizada',
    offerAttached:
      'Os seus valores constam do formulário de consulta abaixo e acompanham qualquer alteração que faça aqui até o enviar.',
  },
  market: {
    eyebrow: 'Panorama do mercado',
    title: 'O mercado imobiliário português em números',
    intro: 'Alguns números que temos presentes quando analisamos uma compra, cada um com a sua fonte e data.',
    stats: [
      {
        value: formatPercent(MARKET_FACTS.housePriceGrowth.percent, 'pt'),
        label: `Subida dos preços da habitação nos 12 meses até ao ${quarterOf(MARKET_FACTS.housePriceGrowth)} (Instituto Nacional de Estatística, INE)`,
      },
      {
        value: yieldRange,
        label:
          'Rentabilidade bruta do arrendamento tal como o nosso simulador a calcula, consoante o valor e o tipo de imóvel',
      },
      {
        value: formatPercent(MORTGAGE.typicalMaxLoanToValuePercent, 'pt', 0),
        label:
          'Parte do preço que os bancos portugueses emprestam habitualmente a um comprador estrangeiro, mais no caso de habitação própria e permanente',
      },
      {
        value: `${MARKET_FACTS.peaceIndex.rank}.º`,
        label: `Posição de Portugal entre ${MARKET_FACTS.peaceIndex.of} países no Índice Global da Paz ${MARKET_FACTS.peaceIndex.year} (Institute for Economics & Peace)`,
      },
    ],
  },
  options: {
    eyebrow: 'Opções de investimento',
    title: 'Quatro formas de investir',
    intro:
      'Cada opção convém a um orçamento, a um grau de envolvimento e a um risco diferentes. Os montantes mínimos são os nossos, para os projetos que acompanhamos.',
    minimumLabel: 'A partir de {amount}',
    items: [
      {
        id: 'residential',
        title: 'Imóveis residenciais',
        text: 'Apartamentos e moradias arrendados com contratos de longa duração em Lisboa, Cascais, Porto e arredores: procura estável e a gestão mais simples.',
      },
      {
        id: 'commercial',
        title: 'Imóveis comerciais',
        text: 'Lojas, escritórios e pequenos edifícios de uso misto: contratos mais longos e rendas mais elevadas, com maior risco de um período devoluto entre inquilinos.',
      },
      {
        id: 'tourism',
        title: 'Imóveis turísticos',
        text: 'Apartamentos de férias e casas de hóspedes para estadias curtas. As novas licenças de alojamento local dependem do município, e alguns, entre eles Lisboa, restringem-nas em zonas da cidade: verificamos antes da compra.',
      },
      {
        id: 'funds',
        title: 'Fundos imobiliários',
        text: 'Fundos regulados que investem em imobiliário em Portugal: um investimento de entrada mais baixo e nenhum imóvel para gerir, mas não escolhe os edifícios.',
      },
    ],
  },
  process: {
    eyebrow: 'O processo de compra',
    title: 'Comprar em quatro passos',
    intro:
      'Da proposta aceite à entrega das chaves passam muitas vezes dois a três meses; um crédito à habitação acrescenta algumas semanas.',
    steps: [
      {
        title: 'NIF e conta bancária',
        text: 'Obtém um número de identificação fiscal (NIF), com representante fiscal se residir fora da UE, e abre uma conta bancária. Tratamos de ambos, à distância se necessário.',
      },
      {
        title: 'Pesquisa e due diligence',
        text: 'Selecionamos imóveis adequados ao seu orçamento e objetivos, visitamo-los e verificamos a documentação e o edifício antes de fazer uma proposta.',
      },
      {
        title: 'Contrato-promessa de compra e venda (CPCV)',
        text: 'Comprador e vendedor assinam o CPCV, que fixa o preço, a data da escritura e o sinal, uma parte do preço acordada entre comprador e vendedor.',
      },
      {
        title: 'Escritura e registo',
        text: 'Paga o IMT e o Imposto do Selo, assina a escritura perante notário e regista o imóvel em seu nome. A partir daí, podemos assumir a sua gestão.',
      },
    ],
    dueDiligence: {
      title: 'O que a due diligence verifica',
      text: 'Antes de assinar o que quer que seja, nós ou o seu advogado verificamos:',
      items: [
        'a certidão permanente do registo predial: o proprietário e eventuais hipotecas ou ónus sobre o imóvel',
        'a caderneta predial e a licença de utilização',
        'o certificado energético e a declaração do condomínio de que não há quotas em dívida',
        'nos edifícios mais antigos, uma vistoria à estrutura, à cobertura, à canalização e à instalação elétrica',
      ],
    },
  },
  costs: {
    eyebrow: 'Custos e impostos',
    title: 'Quanto custa comprar e ser proprietário',
    calculatorLink: 'Calcule todos os impostos e encargos para o seu preço no simulador de custos de aquisição',
    intro: `Taxas em vigor em ${TAXES.year}. As tabelas mudam todos os anos: confirme os valores da sua compra com um advogado ou contabilista.`,
    items: [
      {
        title: 'IMT',
        text: `Progressivo por escalões de preço nas habitações: a taxa marginal sobe até ${pct(TAXES.imtMaxMarginalPercent)} entre ${euro(TAXES.imtMaxMarginalFromEuros)} e ${euro(TAXES.imtMaxMarginalToEuros)}, depois aplica-se a taxa única de ${pct(TAXES.imtFlatPercent)}, e ${pct(TAXES.imtTopRatePercent)} acima de cerca de ${aboutMillions(IMT_TOP_BRACKET.aboutEuros)}; ${pct(TAXES.imtOtherUrbanPercent)} nos outros prédios urbanos.`,
      },
      {
        title: 'Imposto do Selo',
        text: `${pct(TAXES.stampDutyPricePercent)} do preço e ${pct(TAXES.stampDutyMortgagePercent)} do crédito à habitação.`,
      },
      {
        title: 'IMI',
        text: `${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} do valor patrimonial tributário do imóvel por ano, fixado pelo município.`,
      },
      {
        title: 'Notário, registo e advogado',
        text: 'Normalmente alguns milhares de euros no total. O nosso simulador soma-os aos impostos numa estimativa única dos encargos únicos.',
      },
      {
        title: 'Isenção para jovens (IMT Jovem)',
        text: `Os compradores até aos ${TAXES.youngBuyersMaxAge} anos que adquirem a primeira habitação própria e permanente não pagam IMT nem Imposto do Selo até um limite atualizado todos os anos (${euro(TAXES.youngBuyersCeiling.euros)} em ${TAXES.youngBuyersCeiling.year}).`,
      },
      {
        title: 'Garantia de uma habitação',
        text: `Uma habitação comprada a um promotor ou a outro vendedor profissional tem uma garantia de ${HOME_WARRANTY_YEARS.structural} anos para defeitos estruturais e de ${HOME_WARRANTY_YEARS.other} anos para outros defeitos (contratos celebrados desde ${HOME_WARRANTY_YEARS.since}).`,
      },
    ],
  },
  residency: {
    eyebrow: 'Residência e impostos',
    title: 'Residência e impostos: o que se aplica hoje',
    intro:
      'As regras sobre vistos e impostos mudaram muito desde 2023. Eis o ponto da situação; as regras mudam, por isso confirme com um advogado antes de decidir.',
    items: [
      {
        title: 'Visto Gold',
        text: `Desde ${day(VISAS.goldenVisaRealEstateEnded)}, a compra de imóveis deixou de dar acesso ao Visto Gold (Autorização de Residência para Investimento). Entre as vias que restam estão ${euro(VISAS.goldenVisaFundsEuros)} em fundos elegíveis que não invistam em imobiliário, ${euro(VISAS.goldenVisaCompanyEuros)} numa empresa que crie ${VISAS.goldenVisaCompanyJobs} postos de trabalho e ${euro(VISAS.goldenVisaHeritageEuros)} em património cultural. Nenhuma das opções desta página dá acesso a este visto.`,
      },
      {
        title: 'Visto D7 e rendimentos prediais',
        text: `As rendas de um imóvel em Portugal contam como rendimento passivo para o visto D7, que exige pelo menos o salário mínimo: ${euro(VISAS.d7.monthlyEuros)} por mês em ${VISAS.d7.year}, mais ${formatPercent(VISAS.d7.spouseSharePercent, 'pt', 0)} pelo cônjuge e ${formatPercent(VISAS.d7.childSharePercent, 'pt', 0)} por cada filho.`,
      },
      {
        title: 'Imposto sobre as rendas',
        text: `As rendas de arrendamento habitacional são tributadas à taxa especial de ${pct(RENT_TAX.specialRatePercent)} (desde ${monthYear(RENT_TAX.inForce)}), com taxas mais baixas para contratos de cinco anos ou mais.`,
      },
      {
        title: 'Sem regime especial para novos residentes',
        text: 'O regime do residente não habitual (RNH) está fechado a novos residentes. O regime que lhe sucedeu (IFICI) abrange apenas determinadas profissões elegíveis, pelo que convém contar com as taxas normais de imposto em Portugal.',
      },
      {
        title: 'Permanência e fixação de residência',
        text: `Os cidadãos de países isentos de visto podem permanecer ${VISAS.touristStay.days} dias em qualquer período de ${VISAS.touristStay.inDays} sem visto; vão também precisar da autorização de viagem da UE (${TRAVEL_AUTHORISATION.name}), prevista a partir do final de ${TRAVEL_AUTHORISATION.expectedStartYear} e obrigatória em ${TRAVEL_AUTHORISATION.mandatoryFromYear}. Os cidadãos da UE que permaneçam mais tempo registam-se na câmara municipal ao fim de ${RESIDENCE.euRegistrationAfterMonths} meses. Desde ${monthYear(CITIZENSHIP_REFORM.inForce)}, a nacionalidade exige ${CITIZENSHIP_REFORM.years} anos de residência legal (${CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking} para cidadãos da UE e dos países de língua oficial portuguesa), contados a partir da primeira autorização de residência.`,
      },
    ],
  },
  trends: {
    eyebrow: 'Tendências do mercado',
    title: 'Para onde caminha o mercado',
    paragraphs: [
      `Os preços da habitação subiram ${formatPercent(MARKET_FACTS.housePriceGrowth.percent, 'pt')} nos 12 meses até ao ${quarterOf(MARKET_FACTS.housePriceGrowth)}, segundo o Instituto Nacional de Estatística (INE). Constroem-se poucas habitações para a procura, e as rendas têm subido a par dos preços.`,
      `Os compradores são sobretudo nacionais: no ${quarterOf(MARKET_FACTS.foreignBuyersSharePercent)}, apenas ${formatPercent(MARKET_FACTS.foreignBuyersSharePercent.percent, 'pt')} das habitações vendidas foram para compradores com domicílio fiscal fora de Portugal (INE). Lisboa, Cascais e Porto lideram, e cada vez mais compradores procuram nas localidades à sua volta e no Algarve.`,
      'O crescimento passado não garante os preços futuros. Escolhemos um imóvel pela renda que pode gerar ao preço de hoje, para que o investimento funcione mesmo que o valor estagne.',
    ],
  },
  consultation: {
    title: 'Marcar uma consulta',
    intro:
      'Indique como o podemos contactar e um consultor de investimento entrará em contacto consigo no prazo de um dia útil.',
    submit: 'Marcar consulta',
    sending: 'A enviar...',
    missingTitle: 'Faltam dados',
    missingDescription: 'Preencha todos os campos obrigatórios',
    invalidEmailTitle: 'Endereço de e-mail inválido',
    invalidEmailDescription: 'Indique um endereço de e-mail válido',
    invalidInputTitle: 'Dados inválidos',
    invalidInputDescription: 'Foram detetados caracteres inválidos. Retire qualquer conteúdo HTML ou de script.',
    errorTitle: 'Erro ao enviar o pedido',
    errorDescription: 'Ocorreu um erro ao enviar o seu pedido. Tente novamente.',
    errors: {
      name: 'Indique o seu nome completo',
      email: 'Indique um e-mail válido',
      phone: 'Indique um número de telefone',
      expense:
        'Um dos pressupostos que alterou está fora dos limites. Verifique-os no simulador ou reponha as predefinições.',
      figures:
        'Não foi possível aceitar os valores do simulador. Abra o simulador e peça novamente a proposta, ou envie sem os valores.',
    },
    estimate: {
      title: 'A sua estimativa segue com o seu pedido',
      intro: 'O consultor verá estes valores do simulador, com os pressupostos que alterou.',
      remove: 'Enviar sem os valores',
      removed: 'Os valores foram retirados: o formulário envia apenas os seus dados de contacto.',
      equity: equityLabel,
      financing: 'Crédito à habitação de {value} do preço',
      term: termValue,
      noMortgage,
      propertyValue,
      propertyType: typeLegend,
      types,
      annualReturn,
      monthlyIncome,
    },
  },
  cta: {
    title: 'Quer falar sobre o seu investimento?',
    text: 'Indique-nos o seu orçamento e objetivos, e respondemos no prazo de um dia útil com os próximos passos.',
    button: 'Contacte-nos',
  },
  structuredData: {
    catalogName: 'Investimento imobiliário em Portugal',
    residential: 'Investimento em imóveis residenciais',
    commercial: 'Investimento em imóveis comerciais',
    tourism: 'Investimento em imóveis turísticos',
  },
};

export default copy;
