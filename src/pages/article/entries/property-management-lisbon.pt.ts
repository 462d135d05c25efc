import articlesPt from '@/features/articles/copy.pt';
import { MANAGEMENT_FEES, RENTAL_RULES, TAX_RULES, TAXES } from '@/lib/content/facts';
import { BUSINESS } from '@/lib/content/business-figures';
import { formatDate, formatNumber, formatPercent } from '@/lib/format/intl.pt';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { PropertyManagementLisbonArticleCopy } from './property-management-lisbon.en';

const card = articlesPt.cards['property-management-lisbon'];
const pct = (percent: number) => formatPercent(percent, 'pt', 2);
const { rentalIncome } = TAX_RULES;
const monthYear = (iso: string) => formatDate(iso, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });
const coefficient = RENTAL_RULES.rentUpdateCoefficient;

const copy: PropertyManagementLisbonArticleCopy = {
  meta: {
    title: 'Gestão de imóveis em Lisboa: guia para proprietários',
    description:
      'Os deveres do senhorio em Lisboa, o contrato de arrendamento, longa ou curta duração, inquilinos, reparações e o custo de uma gestão profissional.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesPt,
  intro: [
    'Lisboa tem um mercado de arrendamento com muita procura: estudantes, jovens profissionais, famílias que vieram para a cidade por motivos de trabalho e visitantes durante todo o ano. Para um proprietário, raramente o problema é encontrar procura. O trabalho e as regras é que pesam, sobretudo para quem vive noutra cidade ou noutro país.',
    'Este guia explica aquilo de que um senhorio em Lisboa tem de tratar, o que a lei lhe exige e que parte desse trabalho uma empresa de gestão de imóveis assume por si.',
  ],
  sections: [
    {
      id: 'long-or-short',
      title: 'Arrendamento de longa duração ou alojamento local?',
      paragraphs: [
        rich`${strong('O arrendamento de longa duração')} garante um rendimento mensal estável, menos horas de trabalho e menos imposto: desde a lei Mais Habitação, de ${monthYear(rentalIncome.inForce)}, as rendas de habitação são tributadas à taxa autónoma de ${pct(rentalIncome.ratePercent)}, e menos ainda nos contratos de cinco ou mais anos.`,
        rich`${strong('O alojamento local')} pode render mais por noite, mas exige um registo, que a câmara municipal restringe em muitas freguesias, e custa mais a explorar: limpeza, receção dos hóspedes, roupa de cama, mensagens dos hóspedes a qualquer hora e a taxa turística municipal. O rendimento também varia com as estações do ano.`,
        rich`Entre os dois, ${strong('o arrendamento de média duração')}, de alguns meses a um ano, adequa-se a estudantes e a profissionais deslocados. A melhor opção depende do apartamento, da rua e do grau de envolvimento que pretende ter; o ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'artigo sobre as reformas fiscais')} explica as regras de cada um.`,
      ],
    },
    {
      id: 'landlord-duties',
      title: 'O que a lei exige a um senhorio',
      paragraphs: [
        'Seja quem for a gerir o imóvel, estas obrigações continuam a ser do proprietário, à data da nossa última revisão:',
      ],
      list: [
        `Um contrato de arrendamento escrito, comunicado à Autoridade Tributária (AT), sobre o qual o senhorio paga Imposto do Selo de ${pct(rentalIncome.leaseStampDutyPercentOfMonthlyRent)} de uma renda mensal.`,
        'Um recibo de renda eletrónico por cada pagamento, emitido no Portal das Finanças.',
        'Um certificado energético válido antes de o imóvel ser anunciado.',
        `Uma caução que não exceda ${RENTAL_RULES.maxDepositMonths} meses de renda, e não mais de ${RENTAL_RULES.maxAdvanceRentMonths} meses de renda pagos antecipadamente, nos contratos celebrados desde ${monthYear(RENTAL_RULES.depositCapFrom)}.`,
        `Salvo outra regra fixada no contrato, a atualização da renda no máximo uma vez por ano, sem ultrapassar o coeficiente que o Instituto Nacional de Estatística (INE) publica todos os outonos (${formatNumber(coefficient.value, 'pt', { maximumFractionDigits: 4 })} para ${coefficient.year}), com comunicação escrita ao inquilino.`,
        `A declaração das rendas na declaração anual de IRS, também por não residentes, e o pagamento anual do IMI, de ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} do valor patrimonial tributário.`,
      ],
    },
    {
      id: 'tenants',
      title: 'Encontrar e manter bons inquilinos',
      paragraphs: [
        'Um bom arrendamento começa com boas fotografias, um valor de renda justo e um anúncio nos portais imobiliários que as pessoas realmente consultam. Seguem-se as visitas e as verificações que importam: identidade, rendimentos (recibos de vencimento ou contrato de trabalho) e, quando necessário, um fiador.',
        'O contrato é redigido em português, a língua que um tribunal lê; aos proprietários que não leem português entregamos uma tradução. A partir daí, manter um bom inquilino passa sobretudo por responder depressa quando algo avaria. Os inquilinos que se sentem bem acompanhados ficam mais tempo, e cada mês com o imóvel vazio custa mais do que uma reparação.',
      ],
    },
    {
      id: 'maintenance',
      title: 'Reparações, vistorias periódicas e emergências',
      paragraphs: [
        'Muitos dos apartamentos mais procurados de Lisboa ficam em prédios antigos, onde a humidade, as canalizações velhas e as instalações elétricas desgastadas são frequentes. Os pequenos problemas agravam-se quando não há ninguém para os ver.',
        'Uma empresa de gestão de imóveis tem uma rede de canalizadores, eletricistas e técnicos de manutenção, envia-lhe orçamentos para aprovação, acompanha os trabalhos e paga as faturas a partir da renda, com os respetivos comprovativos. As vistorias periódicas, com fotografias, mostram-lhe o estado do apartamento sem ter de se deslocar, e a empresa trata em seu nome dos assuntos do condomínio.',
      ],
    },
    {
      id: 'costs',
      title: 'Quanto custa uma gestão profissional',
      paragraphs: [
        rich`Os nossos pacotes custam ${pct(MANAGEMENT_FEES.minPercent)}–${pct(MANAGEMENT_FEES.maxPercent)} da renda mensal, ou o mínimo mensal do pacote, se for superior, acrescidos de IVA à taxa de ${pct(MANAGEMENT_FEES.vatPercent)}, e de uma comissão única quando encontramos um novo inquilino. Só paga os meses em que o imóvel está arrendado, sem custos de adesão. O ${link('calculateCost', 'simulador do custo de gestão')} mostra o valor para a sua renda.`,
      ],
      listTitle: 'Perguntas a fazer a qualquer empresa de gestão de imóveis',
      list: [
        'É uma empresa registada e emite faturas com IVA?',
        'Para que conta vai a renda e quando é transferida para mim?',
        'Até que valor pode mandar fazer uma reparação sem me consultar?',
        'Com que frequência recebo um extrato de contas, e em que língua?',
        'Com que antecedência tenho de avisar para pôr fim ao contrato? (Connosco, 30 dias.)',
      ],
    },
  ],
  disclaimer: `Regras à data da nossa última revisão, em novembro de ${TAXES.year}; a lei do arrendamento e o respetivo regime fiscal mudam com frequência. Este artigo é informação geral, não aconselhamento jurídico: peça a um advogado que redija ou reveja o seu contrato de arrendamento. O nosso horário de atendimento é de segunda a sexta-feira, das ${BUSINESS.hoursLisbon.opens} às ${BUSINESS.hoursLisbon.closes} (hora de Lisboa).`,
  cta: {
    title: 'Tem um apartamento em Lisboa?',
    text: rich`Diga-nos onde fica e como o arrenda atualmente, e propomos-lhe um pacote com uma estimativa do custo. Prefere conhecer primeiro? Saiba mais sobre o nosso ${link('propertyManagement', 'serviço de gestão de imóveis')}.`,
    button: 'Contacte-nos',
  },
};

export default copy;
