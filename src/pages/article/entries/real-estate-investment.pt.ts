import articlesPt from '@/features/articles/copy.pt';
import { GROSS_YIELD_PERCENT, MORTGAGE, TAXES, VISAS } from '@/lib/content/facts';
import { calculatePurchaseCosts } from '@shared/tax/purchase-costs';
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/intl.pt';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { RealEstateInvestmentArticleCopy } from './real-estate-investment.en';

const card = articlesPt.cards['real-estate-investment'];
const pct = (percent: number, digits = 2) => formatPercent(percent, 'pt', digits);
// A worked example of the one-time costs, from the same module as the calculators.
const example = calculatePurchaseCosts({ price: 200_000, purpose: 'other_home', region: 'mainland' });
const oneTimeCosts = {
  price: formatEuro(200_000, 'pt'),
  total: formatEuro(Math.round(example.total), 'pt'),
  year: String(example.year),
};
const oneDecimal = (percent: number) =>
  formatNumber(percent / 100, 'pt', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const copy: RealEstateInvestmentArticleCopy = {
  meta: {
    title: 'Investimento imobiliário em Portugal: apoio completo',
    description:
      'Pesquisa, verificação prévia, negociação, crédito à habitação, escritura, obras e gestão: os sete serviços do nosso acompanhamento e onde termina o nosso papel.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesPt,
  intro: [
    'Comprar um imóvel para investimento num país cuja língua, leis e bancos não conhece é onde acontecem os erros mais caros: um preço que parecia justo, uma licença em falta, um crédito à habitação que cai uma semana antes da escritura. O nosso acompanhamento existe para os evitar.',
    'Explicamos aqui como funciona, serviço a serviço, o que fica nas suas mãos no fim de cada fase e o que continua a cargo do seu advogado e do seu banco.',
  ],
  sections: [
    {
      id: 'services',
      title: 'Sete serviços, uma só equipa',
      paragraphs: ['Pode recorrer aos sete ou apenas aos de que precisa; cada um é acordado consigo antes de começar.'],
      cards: [
        {
          id: 'search',
          title: 'Pesquisa de imóveis',
          text: 'Definimos consigo os critérios (orçamento, cidade, tipo de imóvel, plano de arrendamento) e procuramos para além dos portais, junto de mediadores e promotores que conhecemos e de proprietários que vendem diretamente. Recebe uma seleção curta, não uma avalanche de ligações.',
        },
        {
          id: 'due-diligence',
          title: 'Verificação prévia do imóvel',
          text: 'Antes de apresentar uma proposta, verificamos com o seu advogado a certidão do registo predial, a licença de utilização, o certificado energético, eventuais dívidas ao condomínio e quaisquer ónus ou encargos sobre o imóvel.',
        },
        {
          id: 'negotiation',
          title: 'Negociação e proposta',
          text: 'Comparamos o preço pedido com vendas recentes na zona, negociamos em seu nome e acordamos os termos do contrato-promessa de compra e venda (CPCV): sinal, prazos e condições.',
        },
        {
          id: 'mortgage',
          title: 'Crédito à habitação em Portugal',
          text: `Apresentamos-lhe bancos e intermediários de crédito que financiam compradores estrangeiros, normalmente até ${pct(MORTGAGE.typicalMaxLoanToValuePercent, 0)} do preço de uma casa que não será a sua habitação própria, e comparamos as propostas consigo.`,
        },
        {
          id: 'legal',
          title: 'NIF, advogado e escritura',
          text: 'Ajudamos a obter o número de identificação fiscal (NIF) e a abrir uma conta bancária, coordenamos o advogado independente que o representa e acompanhamo-lo na escritura, ou representamo-lo por procuração.',
        },
        {
          id: 'renovation',
          title: 'Obras e mobiliário',
          text: 'Se o imóvel precisar de obras, pedimos orçamentos a empreiteiros com quem já trabalhámos, acompanhamos os trabalhos e verificamo-los antes de cada pagamento.',
        },
        {
          id: 'management',
          title: 'Arrendamento e gestão',
          text: rich`Depois da compra, a nossa equipa de ${link('propertyManagement', 'gestão de imóveis')} encontra inquilinos e cuida do imóvel, ou entrega-lho com tudo em ordem.`,
        },
      ],
    },
    {
      id: 'deliverables',
      title: 'O que recebe',
      paragraphs: ['Cada fase termina com um documento escrito que fica consigo, em português, inglês ou hebraico:'],
      list: [
        'Os critérios por escrito e uma seleção curta de imóveis, com fotografias, o preço por metro quadrado e vendas comparáveis para cada um.',
        'Um resumo da verificação prévia de cada imóvel a que apresente proposta, com os documentos em que se baseia.',
        'Um orçamento dos custos de aquisição ao seu preço: IMT, Imposto do Selo, escritura e registo, advogado e comissões bancárias.',
        rich`Uma estimativa de arrendamento: renda prevista, custos correntes e uma rendibilidade bruta estimada. O nosso ${link('investment', 'simulador de investimento')} trabalha com ${oneDecimal(GROSS_YIELD_PERCENT.min)}–${oneDecimal(GROSS_YIELD_PERCENT.max)} por ano; a estimativa para o seu imóvel pode ser diferente, e é uma estimativa, não uma promessa.`,
        'Uma comparação lado a lado das propostas de crédito à habitação, se financiar a compra.',
        'Um dossiê de entrega: chaves, contratos, contas da água, da luz e do gás, contactos do condomínio, seguros e as datas dos pagamentos anuais do IMI.',
      ],
    },
    {
      id: 'costs',
      title: `Custos a prever, com os valores de ${TAXES.year}`,
      paragraphs: ['Além do preço, quem compra em Portugal paga impostos e encargos que é fácil subestimar:'],
      list: [
        rich`${strong('IMT (imposto sobre as transmissões):')} progressivo por escalões de preço para habitação (tabela de ${String(TAXES.year)}): as taxas marginais sobem até ${pct(TAXES.imtMaxMarginalPercent)} entre ${formatEuro(TAXES.imtMaxMarginalFromEuros, 'pt')} e ${formatEuro(TAXES.imtMaxMarginalToEuros, 'pt')}; acima disso aplica-se uma taxa única de ${pct(TAXES.imtFlatPercent)} até ${formatEuro(TAXES.imtFlatUpToEuros, 'pt')} e de ${pct(TAXES.imtTopRatePercent)} acima desse valor; ${pct(TAXES.imtOtherUrbanPercent)} para outros prédios urbanos.`,
        rich`${strong('Imposto do Selo:')} ${pct(TAXES.stampDutyPricePercent)} do preço e ${pct(TAXES.stampDutyMortgagePercent)} do crédito à habitação.`,
        rich`${strong('Todos os anos:')} IMI de ${pct(TAXES.imiMinPercent)}–${pct(TAXES.imiMaxPercent)} do valor patrimonial tributário, quotas de condomínio e seguro.`,
      ],
      closing: [
        rich`O nosso simulador de investimento calcula os impostos e encargos únicos pelas tabelas de ${oneTimeCosts.year}: num apartamento de ${oneTimeCosts.price} para arrendar, no continente, cerca de ${oneTimeCosts.total} em IMT, Imposto do Selo e uma estimativa dos custos de escritura, registo e advogado. O ${link('purchaseCosts', 'simulador dos custos de aquisição')} discrimina-os para qualquer preço, e confirmamos o valor real de cada imóvel. O ${link({ route: 'article', slug: 'portugal-tax-reforms-2025' }, 'artigo sobre as reformas fiscais')} explica o que mudou recentemente.`,
      ],
    },
    {
      id: 'scope',
      title: 'Onde termina o nosso papel',
      paragraphs: [
        'Somos uma consultora de gestão de imóveis e de investimento imobiliário. Orientamos, coordenamos e verificamos; as partes reguladas de uma compra ficam a cargo dos profissionais que a lei exige.',
      ],
      note: {
        title: 'Âmbito do nosso serviço',
        text: `O aconselhamento jurídico e as verificações jurídicas da escritura cabem ao seu próprio advogado independente, o empréstimo ao banco, e a venda em si à mediadora imobiliária licenciada do vendedor, quando exista. Nunca guardamos o seu dinheiro: o sinal e o preço passam da sua conta para o vendedor através do advogado, do notário ou do banco. Os nossos honorários e o âmbito do nosso trabalho são acordados por escrito antes de começarmos. Os valores de arrendamento são estimativas, não rendimentos garantidos, e desde ${formatDate(VISAS.goldenVisaRealEstateEnded, 'pt')} a compra de imóveis deixou de dar acesso ao Visto Gold.`,
      },
    },
  ],
  disclaimer: `Valores à data de ${TAXES.year}; as tabelas de impostos e as condições dos bancos mudam todos os anos. Confirme-os com o seu advogado e o seu banco antes de assinar. Este artigo é informação geral, não aconselhamento jurídico, fiscal ou financeiro.`,
  cta: {
    title: 'Diga-nos o que procura',
    text: 'Partilhe o seu orçamento, a cidade em que está a pensar e o uso que quer dar ao imóvel. A primeira conversa é gratuita e sem compromisso; dizemos-lhe com franqueza se e como podemos ajudar.',
    button: 'Contacte-nos',
  },
};

export default copy;
