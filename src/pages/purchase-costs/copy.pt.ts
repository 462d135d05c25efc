import { formatDate, formatPercent } from '@/lib/format/intl.pt';
import { TAX_RULES } from '@/lib/content/facts';
import { NON_RESIDENT_IMT, STAMP_DUTY_RATES } from '@shared/tax/imt-tables';
import type { PurchaseCostsPageCopy } from './copy.en';
import { imtTableFor } from '@shared/tax/purchase-costs';

const table = imtTableFor();
const year = table.year;
const pct = (value: number) => formatPercent(value, 'pt', 2);
const years = (count: number) => (count === 1 ? '1 ano' : `${count} anos`);
const monthYear = (date: string) =>
  formatDate(date, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy = {
  meta: {
    title: 'Simulador de custos de aquisição',
    description: `Quanto custa comprar casa em Portugal além do preço em ${year}: IMT pela tabela oficial, Imposto do Selo e estimativa de escritura, registo, advogado e banco.`,
  },
  hero: {
    title: 'Simulador de custos de aquisição',
    subtitle: `Todos os impostos e encargos além do preço, discriminados com a taxa e a base legal, segundo as tabelas de ${year}.`,
  },
  calculator: {
    title: 'Quanto vai custar além do preço?',
    intro:
      'Indique o preço e o destino do imóvel. A página guarda os valores no seu endereço, para que os possa partilhar ou guardar nos favoritos.',
    priceLabel: 'Preço em euros',
    priceHint:
      'O preço que consta da escritura. Se o valor patrimonial tributário (VPT) for superior, o imposto é calculado sobre este.',
    priceOutOfRange: 'Indique um preço entre {min} e {max}.',
    priceInvalid: 'Indique o preço em algarismos, por exemplo 275000.',
    purposeLabel: 'Destino do imóvel',
    purposes: {
      own_home: 'Habitação própria e permanente',
      other_home: 'Habitação secundária ou para arrendamento',
      other_urban: 'Outro prédio urbano (loja, escritório, terreno para construção)',
      rustic: 'Prédio rústico',
    },
    regionLabel: 'Localização',
    regions: { mainland: 'Portugal continental', azores: 'Açores', madeira: 'Madeira' },
    residenceLabel: 'Vai residir em Portugal?',
    residences: {
      resident: 'Residente atualmente',
      becoming_resident: `Passará a residente no prazo de ${years(NON_RESIDENT_IMT.residenceWithinYears)}`,
      non_resident: 'Não residente',
    },
    residenceHint: `É residente fiscal quem permaneça em Portugal mais de 183 dias em qualquer período de 12 meses, ou aqui disponha de habitação que mantenha como residência habitual (Código do IRS, artigo 16.º). Desde o pacote da habitação de ${year}, um comprador não residente paga IMT sobre uma habitação à taxa única de ${pct(NON_RESIDENT_IMT.ratePercent)}, podendo parte ser reembolsada.`,
    youngLabel: 'Tem 35 anos ou menos e esta é a sua primeira habitação própria e permanente',
    youngHint:
      'IMT Jovem: isenção de IMT e de Imposto do Selo até ao primeiro limite e redução sobre parte do preço até ao segundo. Não pode ter sido proprietário de uma habitação nos três anos anteriores nem ser dependente na declaração de IRS de outra pessoa.',
    youngOneOfTwoLabel:
      'Compra em casal e apenas um dos dois reúne as condições (a isenção abrange então a metade desse comprador)',
    loanLabel: 'Crédito à habitação em euros (opcional)',
    loanHint: 'Deixe em branco se comprar sem empréstimo.',
    loanInvalid: 'Indique o empréstimo em algarismos ou deixe o campo em branco.',
    loanTooLarge: 'O empréstimo não pode ser superior ao preço.',
    resultsTitle: 'Os seus custos de aquisição',
    estimateNote:
      'Impostos segundo as tabelas de {year}, ao cêntimo. Os encargos assinalados como estimativa variam consoante o notário, o advogado e o banco: uma estimativa, não um orçamento.',
    columns: { item: 'Encargo', rate: 'Taxa', amount: 'Montante' },
    items: {
      imt: 'IMT',
      stampDutyPurchase: 'Imposto do Selo sobre o preço',
      stampDutyLoan: 'Imposto do Selo sobre o empréstimo',
      deedAndRegistration: 'Escritura e registo predial',
      lawyer: 'Advogado',
      bankFees: 'Comissões bancárias',
    },
    estimateLabel: '{item}, em euros',
    estimatesTitle: 'Alterar as estimativas',
    estimatesHint:
      'Tem um orçamento de um notário, de um advogado ou de um banco? Indique-o aqui; um campo em branco mantém a nossa estimativa. As comissões bancárias só contam com empréstimo.',
    estimateTag: 'Estimativa',
    rates: {
      marginal: 'Taxa marginal de {rate}, menos a parcela a abater de {deduction}',
      flat: 'Taxa única de {rate} sobre o preço',
      youngExempt: 'Isento até {upTo}',
      youngPartial: '{rate} sobre a parte acima de {above}',
      youngHalf: 'Metade: {young}; metade: {ordinary}',
      nonResident: 'Taxa única de {rate} sobre o preço, sem isenção nem redução',
      stampFull: '{rate} do preço',
      deed: 'Casa Pronta: {purchase}, ou {withMortgage} com crédito à habitação',
      lawyer: '{percent} do preço, no mínimo {minimum}, acrescido de IVA à taxa de {vat}',
    },
    basis: {
      imtHome:
        'Código do IMT, artigo 17.º: as habitações são tributadas por escalões de preço; a taxa do escalão aplica-se à totalidade do preço, deduzida a parcela a abater da tabela, e os escalões mais elevados têm uma taxa única.',
      imtOtherUrban: `Código do IMT, artigo 17.º: os outros prédios urbanos pagam a taxa única de ${pct(table.otherUrbanRate)}.`,
      imtRustic: `Código do IMT, artigo 17.º: os prédios rústicos pagam a taxa única de ${pct(table.rusticRate)}.`,
      imtYoung: `Código do IMT, artigo 9.º (IMT Jovem, desde ${monthYear(TAX_RULES.youngBuyersFrom)}): primeira habitação própria e permanente adquirida por um comprador com 35 anos ou menos.`,
      imtNonResident:
        'Código do IMT, artigo 17.º, na redação do pacote da habitação: um comprador sem residência fiscal em Portugal paga uma taxa única sobre uma habitação, sem isenção nem redução.',
      stampDutyPurchase: `Código do Imposto do Selo, Tabela Geral, verba 1.1: ${pct(STAMP_DUTY_RATES.purchasePercent)} do preço, a cargo do comprador.`,
      stampDutyLoan: `Código do Imposto do Selo, Tabela Geral, verba 17.1: ${pct(STAMP_DUTY_RATES.loanFiveYearsOrMorePercent)} de um empréstimo a 5 anos ou mais, menos para prazos mais curtos.`,
      deedAndRegistration:
        'Os preços fixos da Casa Pronta, o balcão único do registo predial para a escritura; num notário, o custo é superior.',
      lawyer: 'Verificação da titularidade, das licenças e do contrato; os preços variam.',
      bankFees: 'Avaliação, dossiê e escritura de hipoteca; cada banco fixa os seus.',
    },
    total: 'Total além do preço',
    cashAtDeed: 'Montante necessário na escritura',
    cashAtDeedHint: 'O preço menos o empréstimo, mais todos os encargos acima.',
    print: 'Imprimir esta estimativa',
    printSummary: {
      title: 'Os seus valores',
      price: 'Preço',
      purpose: 'Destino',
      region: 'Localização',
      loan: 'Empréstimo',
      noLoan: 'nenhum',
      young: 'Comprador com 35 anos ou menos, primeira habitação própria e permanente',
      residence: 'Residência',
      yes: 'sim',
      no: 'não',
      link: 'Esta estimativa online:',
    },
    regionalNote:
      'Os Açores e a Madeira têm escalões próprios (um quarto acima dos do continente). A tabela regional deste ano ainda não foi confrontada com uma fonte publicada: confirme o valor com o seu advogado.',
    nonResident: {
      title: 'Não residente: IMT de {rate} na escritura',
      atSigning: 'IMT pago na escritura',
      refundable: 'Pode ser reembolsado',
      ifMet: 'Total além do preço, após o reembolso',
      ifNotMet: 'Total se a condição não for cumprida',
      conditions: {
        residence: `Para obter o reembolso, torne-se residente fiscal em Portugal no prazo de ${years(NON_RESIDENT_IMT.residenceWithinYears)} a contar da escritura. O IMT passa então para as taxas normais.`,
        moderate_rent:
          'Para obter o reembolso, arrende a habitação no prazo de {months} meses a contar da escritura, com uma renda até {rent} por mês, e mantenha-a arrendada durante pelo menos {letMonths} meses, seguidos ou não, nos primeiros {years} anos.',
        none: `Não há lugar a reembolso: a habitação destina-se a residência própria e não passará a residente. Tornar-se residente no prazo de ${years(NON_RESIDENT_IMT.residenceWithinYears)}, ou arrendar a habitação a uma renda moderada, daria direito a reembolso.`,
        same: 'Com este preço, a tabela normal aplica a mesma taxa: não há nada a reembolsar.',
      },
      claim:
        'Como: um pedido à Autoridade Tributária (AT) da diferença, com o comprovativo (a sua residência fiscal ou o contrato de arrendamento registado). Os textos divulgados não indicam prazo para o pedido: consulte o seu advogado.',
      unconfirmed:
        'O decreto-lei do pacote da habitação terá sido publicado em {date}, mas não encontrámos o seu texto no Diário da República, nem a data a partir da qual se aplica: os valores acima seguem as regras divulgadas. Se a regra não se aplicar no dia da sua escritura, o IMT é {ordinary}, como para um residente.',
    },
  },
  notes: {
    title: 'Pressupostos dos valores',
    items: [
      'O IMT e o Imposto do Selo incidem sobre o preço ou sobre o valor patrimonial tributário (VPT), consoante o que for mais elevado.',
      `Um comprador residente num país, território ou região com regime fiscal claramente mais favorável (lista oficial) paga IMT à taxa única de ${pct(table.taxHavenRate)}, qualquer que seja o destino do imóvel.`,
      'As tabelas mudam todos os anos em janeiro: o ano é indicado acima.',
    ],
  },
  disclaimer: {
    title: 'Uma estimativa, não aconselhamento fiscal',
    text: 'Os impostos seguem as tabelas publicadas; os encargos são valores habituais. O seu advogado confirma os montantes exatos antes da escritura.',
  },
} satisfies PurchaseCostsPageCopy;

export default copy;
