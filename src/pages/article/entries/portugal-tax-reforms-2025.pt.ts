import articlesPt from '@/features/articles/copy.pt';
import { COMPANY } from '@/config/company';
import { RENTAL_RULES, TAX_RULES, TAXES, VISAS } from '@/lib/content/facts';
import { formatDate, formatEuro, formatPercent } from '@/lib/format/intl.pt';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { TaxReformsArticleCopy } from './portugal-tax-reforms-2025.en';

const card = articlesPt.cards['portugal-tax-reforms-2025'];
const pct = (percent: number) => formatPercent(percent, 'pt', 2);
const euro = (amount: number) => formatEuro(amount, 'pt');
const day = (iso: string) => formatDate(iso, 'pt');
const monthYear = (iso: string) => formatDate(iso, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const { irsJovem, rentalIncome, shortTermRentals, housingPackage } = TAX_RULES;

const copy: TaxReformsArticleCopy = {
  meta: {
    title: 'Reformas fiscais de 2025: proprietários e residentes',
    description:
      'O que mudou para proprietários e novos residentes: RNH e IFICI, IRS Jovem, isenção de IMT para jovens, rendas e alojamento local, com o ano de cada mudança.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesPt,
  intro: [
    `Entre 2023 e 2025, Portugal reformulou várias das regras fiscais que mais contam para quem compra imóveis no país ou se muda para cá. Algumas portas fecharam-se, como o antigo regime dos residentes não habituais (RNH); outras abriram-se, como a isenção de IMT para jovens compradores e uma tributação mais baixa dos arrendamentos longos. Este artigo apresenta cada mudança com o ano em que produziu efeitos, à data da nossa última revisão, em novembro de ${TAXES.year}.`,
    'É um resumo para ajudar a fazer as perguntas certas, não aconselhamento fiscal: a forma como uma regra se aplica ao seu caso depende da sua residência, dos seus rendimentos e das datas.',
  ],
  sections: [
    {
      id: 'nhr-ifici',
      title: 'O RNH está fechado a novos residentes; o IFICI abrange apenas certas profissões',
      paragraphs: [
        rich`O regime dos residentes não habituais (RNH) deixou de aceitar novas inscrições em 1 de janeiro de ${String(TAX_RULES.nhrClosedYear)}. Um regime transitório para quem já estava a mudar-se permitiu as últimas inscrições até março de ${String(TAX_RULES.nhrTransitionEndedYear)}; desde então, ${strong('ninguém pode aderir ao RNH')}. Quem já está inscrito mantém o regime até ao fim dos seus dez anos.`,
        `O seu sucessor é o Incentivo Fiscal à Investigação Científica e Inovação (IFICI), muitas vezes chamado "RNH 2.0". Aplica-se desde ${TAX_RULES.ificiFromYear} e foi regulamentado em dezembro de ${TAX_RULES.ificiRegulatedYear}. Dura ${TAX_RULES.ificiYears} anos, mas tem um âmbito restrito: abrange investigadores, docentes do ensino superior, trabalhadores de startups certificadas e titulares de determinados postos de trabalho altamente qualificados em empresas elegíveis. As pensões estrangeiras ficam totalmente de fora.`,
      ],
      note: {
        title: 'O que isto significa para quem planeia mudar-se',
        text: 'Não conte com uma taxa especial. Se a sua atividade puder ser elegível para o IFICI, confirme-o com um contabilista certificado antes de se tornar residente: o pedido de inscrição tem de ser apresentado até 15 de janeiro do ano seguinte àquele em que se torna residente fiscal.',
      },
    },
    {
      id: 'irs-jovem',
      title: `IRS Jovem: menos IRS para quem tem até ${irsJovem.maxAge} anos, desde ${irsJovem.fromYear}`,
      paragraphs: [
        `Desde ${irsJovem.fromYear}, o IRS Jovem deixou de depender das habilitações académicas: qualquer pessoa até aos ${irsJovem.maxAge} anos com rendimentos do trabalho dependente ou independente pode beneficiar dele nos primeiros ${irsJovem.years} anos de obtenção de rendimentos, seja portuguesa ou estrangeira, desde que seja residente fiscal em Portugal e não esteja abrangida pelo RNH nem pelo IFICI.`,
      ],
      listTitle: 'A parte do rendimento que fica isenta',
      list: [
        `${pct(irsJovem.exemptPercent.year1)} no primeiro ano`,
        `${pct(irsJovem.exemptPercent.years2to4)} do segundo ao quarto ano`,
        `${pct(irsJovem.exemptPercent.years5to7)} do quinto ao sétimo ano`,
        `${pct(irsJovem.exemptPercent.years8to10)} do oitavo ao décimo ano`,
      ],
      closing: [
        `A isenção tem um limite anual de ${irsJovem.capIasMultiple} vezes o Indexante dos Apoios Sociais (IAS): cerca de ${euro(irsJovem.capEuros.euros)} em ${irsJovem.capEuros.year}. Para uma família jovem que se muda para Portugal, vale muitas vezes mais do que o RNH alguma vez ofereceria.`,
      ],
    },
    {
      id: 'young-buyers',
      title: `Jovens até aos ${TAXES.youngBuyersMaxAge} anos: sem IMT nem Imposto do Selo na primeira casa, desde ${monthYear(TAX_RULES.youngBuyersFrom)}`,
      paragraphs: [
        `Desde ${day(TAX_RULES.youngBuyersFrom)}, os compradores com ${TAXES.youngBuyersMaxAge} anos ou menos não pagam IMT nem Imposto do Selo na compra da primeira casa, desde que esta se destine a habitação própria e permanente e que não figurem como dependentes na declaração de IRS de outra pessoa no ano da compra.`,
        `A isenção é total até ${euro(TAXES.youngBuyersCeiling.euros)} (o limite de ${TAXES.youngBuyersCeiling.year}, atualizado todos os anos com a tabela do IMT). Acima desse valor e até ${euro(TAX_RULES.youngBuyersPartialCeiling.euros)} (${TAX_RULES.youngBuyersPartialCeiling.year}), só é tributada a parte do preço que excede o limite. Quando um casal compra em conjunto, cada comprador é avaliado separadamente, na proporção da sua quota.`,
      ],
      note: {
        title: 'A casa tem de continuar a ser a sua habitação',
        text: 'A isenção perde-se se, no prazo de seis anos, a casa for arrendada, vendida ou deixar de ser a sua habitação própria e permanente, salvo nas situações previstas na lei. Não se aplica a compras para investimento.',
      },
    },
    {
      id: 'rental-income',
      title: `Rendas: ${pct(rentalIncome.ratePercent)} em vez de ${pct(rentalIncome.previousRatePercent)}, e menos nos contratos longos`,
      paragraphs: [
        `A lei Mais Habitação, em vigor desde ${day(rentalIncome.inForce)}, baixou a taxa autónoma sobre as rendas de habitação de ${pct(rentalIncome.previousRatePercent)} para ${pct(rentalIncome.ratePercent)} para os senhorios particulares, em todas as rendas recebidas a partir de ${rentalIncome.fromYear}. Os contratos de arrendamento para habitação permanente de cinco ou mais anos, celebrados a partir de ${rentalIncome.longLeaseRatesFromYear}, pagam ainda menos, desde que a renda respeite os limites fixados na lei:`,
      ],
      list: [
        `${pct(rentalIncome.lease5to10YearsPercent)} num contrato de cinco a dez anos`,
        `${pct(rentalIncome.lease10to20YearsPercent)} de dez a vinte anos`,
        `${pct(rentalIncome.lease20PlusYearsPercent)} de vinte ou mais anos`,
      ],
      closing: [
        `A taxa incide sobre a renda depois das despesas dedutíveis, como o IMI, as quotas de condomínio, os seguros e a manutenção. Em alternativa, os proprietários podem optar pelo englobamento, somando as rendas aos restantes rendimentos e pagando as taxas progressivas do IRS, o que vale a pena verificar quando os rendimentos são modestos. Os outros arrendamentos, como lojas e escritórios, continuam a pagar ${pct(rentalIncome.previousRatePercent)}.`,
        `Além disso, desde ${monthYear(RENTAL_RULES.depositCapFrom)} (Orçamento do Estado para ${RENTAL_RULES.depositCapFrom.slice(0, 4)}), a caução e as rendas pagas antecipadamente estão limitadas, cada uma, a ${rentalIncome.maxDepositMonths} meses de renda. Quando o contrato é comunicado à Autoridade Tributária, o senhorio paga ainda Imposto do Selo de ${pct(rentalIncome.leaseStampDutyPercentOfMonthlyRent)} de uma renda mensal.`,
      ],
    },
    {
      id: 'short-term-rentals',
      title: 'Alojamento local (AL): as restrições de 2023 foram aliviadas em 2024',
      paragraphs: [
        `Em ${shortTermRentals.restrictedYear}, a mesma lei suspendeu os novos registos de alojamento local (AL) em apartamentos na maior parte do país e criou sobre eles uma contribuição extraordinária de ${pct(shortTermRentals.extraordinaryLevyPercent)}. Em 2024, o novo Governo revogou essa contribuição e, desde ${day(shortTermRentals.easedFrom)}, a suspensão nacional foi levantada e os registos deixaram de caducar ao fim de cinco anos.`,
        'O poder de restringir o AL passou para cada município, que pode fechar freguesias inteiras a novos registos, e o condomínio de um prédio pode pedir à câmara municipal o cancelamento de um registo nesse prédio. Lisboa e o Porto limitam os novos registos nas freguesias com mais pressão turística, por isso confirme as regras municipais para a morada exata antes de comprar a pensar no alojamento local.',
      ],
    },
    {
      id: 'purchase-taxes',
      title: `Os impostos na compra de um imóvel em ${TAXES.year}`,
      paragraphs: [
        'Os impostos sobre a compra em si não mudaram de estrutura, mas os seus escalões são atualizados todos os anos:',
      ],
      list: [
        rich`${strong('IMT (imposto sobre as transmissões):')} progressivo por escalões de preço para habitação. A habitação própria e permanente está isenta até ${euro(TAXES.imtPermanentHomeExemptUpToEuros)}; a taxa marginal sobe até ${pct(TAXES.imtMaxMarginalPercent)} entre ${euro(TAXES.imtMaxMarginalFromEuros)} e ${euro(TAXES.imtMaxMarginalToEuros)}; acima disso aplica-se uma taxa única de ${pct(TAXES.imtFlatPercent)} até ${euro(TAXES.imtFlatUpToEuros)} e de ${pct(TAXES.imtTopRatePercent)} acima desse valor. Os outros prédios urbanos pagam ${pct(TAXES.imtOtherUrbanPercent)}. O ${link('purchaseCosts', 'simulador dos custos de aquisição')} calcula o IMT e o Imposto do Selo para o seu preço.`,
        rich`${strong('Imposto do Selo:')} ${pct(TAXES.stampDutyPricePercent)} do preço, mais ${pct(TAXES.stampDutyMortgagePercent)} do crédito à habitação.`,
        rich`${strong('IMI (imposto municipal anual):')} ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} do valor patrimonial tributário do imóvel, consoante a taxa fixada por cada município.`,
      ],
      closing: [
        `E há uma coisa que não mudou: desde ${day(VISAS.goldenVisaRealEstateEnded)}, a compra de imóveis deixou de dar acesso ao Visto Gold.`,
      ],
    },
    {
      id: 'next',
      title: `O pacote para a habitação proposto em ${monthYear(housingPackage.proposed)}`,
      paragraphs: [
        `Em ${day(housingPackage.proposed)}, o Governo apresentou à Assembleia da República um pacote para a habitação cujas medidas fiscais incluem uma taxa de ${pct(housingPackage.moderateRentRatePercent)} sobre as rendas de casas arrendadas a uma renda "moderada", até ${euro(housingPackage.moderateRentMonthlyEuros)} por mês, e um IMT de ${pct(housingPackage.nonResidentImtPercent)} para compradores que não sejam residentes fiscais em Portugal, parcialmente reembolsado a quem se tornar residente no prazo de dois anos ou arrendar a casa a uma renda moderada.`,
        `A comissão parlamentar de orçamento e finanças aprovou as medidas fiscais do pacote, com alterações, em ${day(housingPackage.committeeApproved)}, e o Governo aprovou os decretos-leis em ${day(housingPackage.decreeLawsApproved)}. Quais se aplicam a uma compra ou a um contrato concreto, e a partir de quando, depende dos textos publicados em Diário da República: fale com o seu advogado ou contabilista antes de assinar.`,
      ],
    },
  ],
  disclaimer: rich`Informação à data da nossa última revisão, em novembro de ${String(TAXES.year)}. As regras fiscais mudam todos os anos: confirme cada ponto com um advogado ou um contabilista certificado em Portugal antes de avançar. Este artigo é informação geral, não aconselhamento jurídico ou fiscal.`,
  cta: {
    title: 'Dúvidas sobre os impostos do seu imóvel ou da sua mudança?',
    text: rich`Trabalhamos com advogados independentes e contabilistas certificados em Portugal e podemos pô-lo em contacto com o profissional mais indicado. Fale-nos dos seus planos na página de contactos ou escreva-nos para ${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
    button: 'Contacte-nos',
  },
};

export default copy;
