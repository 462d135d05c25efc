// The owner's year summary for the tax returns, in European Portuguese (same shape as
// year-summary-copy.en.ts). Figures and dates of the law come from the facts register
// (src/lib/content/owner-tax-facts.ts), never typed here. The reader may be the owner or the
// accountant who files the owner's Portuguese return, so the Portuguese return comes first.
import { ISRAELI_RETURN_RULES, LANDLORD_DEDUCTIONS, NON_RESIDENT_RENT_TAX } from '@/lib/content/owner-tax-facts';
import { MODERATE_RENT_TAX } from '@shared/tax/imt-tables';
import { formatEuro, formatPercent } from '@/lib/format/intl.pt';
import type { YearSummaryCopy } from './year-summary-copy.en';

const pct = (percent: number) => formatPercent(percent, 'pt', 0);

const copy: YearSummaryCopy = {
  title: 'Resumo fiscal anual de {year}',
  intro:
    'A sua parte das rendas e das despesas de {year}, pela data de cada pagamento: em euros para a declaração de IRS em Portugal (Modelo 3, anexo F, rendimentos prediais) e, ao lado, em shekels para a declaração em Israel. Só contam os meses com extrato publicado.',
  empty: 'Ainda não há nenhum extrato publicado com pagamentos de {year}.',
  incomplete:
    'Alguns pagamentos ainda não têm câmbio, pelo que os respetivos totais não mostram o valor em shekels. Os câmbios são registados todos os dias úteis: volte a consultar amanhã ou contacte-nos.',
  columns: { item: 'Descrição', euros: 'Euros', shekels: 'Shekels' },
  lines: {
    rent: 'Rendas brutas recebidas',
    withheld: 'Retenção na fonte efetuada pelo inquilino',
    condominium: 'Quotas de condomínio',
    imi: 'IMI (Imposto Municipal sobre Imóveis)',
    repairs: 'Reparações e manutenção',
    insurance: 'Seguros',
    utilities: 'Água, eletricidade e gás pagos pelo proprietário',
    other: 'Outras despesas',
    management_fee: 'Comissão de gestão',
    management_vat: 'IVA sobre a comissão de gestão',
  },
  basis: {
    rent: 'Renda tal como paga pelo inquilino, incluindo a retenção na fonte',
    withheld: 'Art. 101.º do CIRS: é dedutível ao imposto',
    condominium: 'Art. 41.º, n.º 2, do CIRS',
    imi: 'Art. 41.º, n.º 5, do CIRS (o adicional ao IMI, AIMI, não é dedutível)',
    repairs: 'Art. 41.º, n.º 1, do CIRS (benfeitorias, mobiliário e eletrodomésticos não são dedutíveis)',
    insurance: 'Art. 41.º, n.º 1, do CIRS (incluindo o seguro de renda)',
    utilities: 'Art. 41.º, n.º 1, do CIRS (consumos pagos pelo proprietário no imóvel arrendado)',
    other: 'Depende da natureza da despesa: confirme com o seu contabilista',
    management_fee: 'Art. 41.º, n.º 1, do CIRS',
    management_vat: 'Art. 41.º, n.º 1, do CIRS (este IVA não é recuperável)',
  },
  groups: {
    income: 'Rendimentos',
    deductible: 'Despesas dedutíveis na declaração portuguesa',
    deductibleTotal: 'Total das despesas dedutíveis',
    toConfirm: 'A confirmar com o seu contabilista',
  },
  totalsTitle: 'Todos os seus imóveis',
  cities: { Lisbon: 'Lisboa', Porto: 'Porto', Other: 'Portugal' },
  rateOne: 'ao câmbio de {rate} de {date} ({source})',
  rateMany: 'cada pagamento ao câmbio da respetiva data',
  noRate: 'Sem câmbio para {dates}',
  notConverted: 'Não convertido',
  payments: {
    show: 'Mostrar cada pagamento e o respetivo câmbio',
    hide: 'Ocultar os pagamentos',
    title: 'Pagamentos de {year}',
    payment: 'Pagamento',
    feeDate: 'A comissão de gestão e o respetivo IVA têm a data do último dia do mês a que respeitam.',
  },
  rates: {
    title: 'Câmbios utilizados',
    intro:
      'Shekels por euro em cada data. Um pagamento feito num dia sem câmbio (fim de semana ou feriado bancário) usa o último câmbio anterior, até {days} dias antes.',
    date: 'Data',
    rate: 'Shekels por euro',
    source: 'Fonte',
  },
  sources: { ECB: 'Banco Central Europeu', BOI: 'Banco de Israel' },
  sourcesShort: { ECB: 'BCE', BOI: 'Banco de Israel' },
  confirm: {
    title: 'Confirme estes pontos com o seu contabilista',
    intro: 'Tratamos estes valores com cuidado, mas há questões a que só o seu contabilista pode responder:',
    items: [
      'Que câmbio exige a declaração em Israel. Mostramos o câmbio ao lado de cada valor, normalmente o do Banco Central Europeu; as regras israelitas convertem ao câmbio representativo do Banco de Israel do dia em que o dinheiro foi recebido, que pode ser ligeiramente diferente.',
      `Se em Israel deve pagar a taxa fixa de ${pct(ISRAELI_RETURN_RULES.foreignRentFlatRatePercent)} sobre rendas obtidas no estrangeiro, sem dedução de despesas nem crédito pelo imposto pago em Portugal, ou as taxas normais, com ambos.`,
      `A taxa portuguesa aplicável ao seu contrato: ${pct(NON_RESIDENT_RENT_TAX.residentialRatePercent)} sobre rendas habitacionais, menos nos contratos de longa duração, e a taxa reduzida para rendas moderadas, que não conseguimos confirmar na lei publicada.`,
      'Se pode optar pelas taxas progressivas. Portugal permite essa opção aos não residentes que residam na UE ou no EEE; na nossa leitura da lei, não aos residentes em Israel.',
      'As despesas em «Outras despesas» e qualquer reparação que possa ser considerada benfeitoria ou mobiliário.',
      'A sua parte de cada pagamento corresponde à sua quota, arredondada ao cêntimo. Os extratos mensais repartem os totais de cada mês, pelo que os dois valores podem diferir em alguns cêntimos.',
    ],
  },
  rules: {
    title: 'As regras por detrás destes valores',
    intro:
      'Cada regra com a respetiva fonte e a data da última verificação. As regras mudam; voltamos a verificá-las até à data indicada.',
    forYear: 'Aplicável a {year}.',
    checked: 'Verificado em {checked}; próxima verificação até {due}.',
    source: 'Fonte:',
    list: {
      deductions: {
        title: 'Despesas dedutíveis do senhorio (art. 41.º do CIRS)',
        text: `Todas as despesas suportadas e pagas para obter a renda, imóvel a imóvel, incluindo o seguro de renda. Não são dedutíveis: juros de empréstimos e outros encargos financeiros, depreciações, mobiliário, eletrodomésticos e artigos de decoração, e o adicional ao IMI (AIMI). O IMI e o Imposto do Selo contam no ano em que são pagos; as obras pagas nos ${LANDLORD_DEDUCTIONS.worksBeforeLeaseMonths} meses anteriores ao primeiro arrendamento também são dedutíveis.`,
      },
      nonResidentTax: {
        title: 'Tributação das rendas de não residentes (art. 72.º do CIRS)',
        text: `As rendas habitacionais são tributadas a ${pct(NON_RESIDENT_RENT_TAX.residentialRatePercent)} da renda deduzida das despesas dedutíveis, e as restantes (uma loja, uma garagem) a ${pct(NON_RESIDENT_RENT_TAX.otherRatePercent)}. Os contratos de longa duração pagam menos, seja qual for a residência do senhorio. Um inquilino que seja uma empresa faz retenção na fonte de ${pct(NON_RESIDENT_RENT_TAX.tenantWithholdingPercent)} da renda, dedutível ao imposto.`,
      },
      moderateRent: {
        title: 'Rendas moderadas (pacote da habitação)',
        text: `Foi noticiado que as rendas até ${formatEuro(MODERATE_RENT_TAX.maxMonthlyEuros, 'pt')} por mês passariam a ser tributadas a ${pct(MODERATE_RENT_TAX.ratePercent)} a partir dos rendimentos de ${MODERATE_RENT_TAX.fromYear}, em contratos novos e existentes. Não conseguimos confirmá-lo na lei publicada.`,
      },
      israeliReturn: {
        title: 'Rendas obtidas no estrangeiro na declaração em Israel',
        text: `Israel converte os rendimentos obtidos no estrangeiro ao câmbio representativo do Banco de Israel do dia em que foram recebidos. Sobre rendas obtidas no estrangeiro, o proprietário pode pagar a taxa fixa de ${pct(ISRAELI_RETURN_RULES.foreignRentFlatRatePercent)}, com dedução das depreciações mas de nenhuma outra despesa e sem crédito pelo imposto português, ou as taxas normais, com as despesas e o crédito.`,
      },
      exchangeRates: {
        title: 'Os câmbios',
        text: 'O Banco Central Europeu publica todos os dias úteis, a título informativo, o câmbio de referência do euro face ao shekel. Quando o mostramos, o câmbio do Banco de Israel do mesmo dia pode ser ligeiramente diferente.',
      },
    },
  },
};

export default copy;
