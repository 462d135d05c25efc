import managementCalculatorCopyPt from '@/features/management-calculator/copy.pt';
import { MANAGEMENT_PACKAGES } from '@/features/management-calculator/management-costs';
import { MANAGEMENT_FEES, MANAGEMENT_MARKET_FEES as MARKET } from '@/lib/content/facts';
import { formatEuro, formatPercent } from '@/lib/format/intl.pt';
import type { CalculateCostCopy } from './copy.en';

const percent = (value: number) => formatPercent(value, 'pt', 0);
const percentRange = ({ min, max }: { min: number; max: number }) => `${percent(min)}–${percent(max)}`;
const euro = (value: number) => formatEuro(value, 'pt');
const fees = percentRange({ min: MANAGEMENT_FEES.minPercent, max: MANAGEMENT_FEES.maxPercent });
const vat = percent(MANAGEMENT_FEES.vatPercent);
const { basic, plus, premium } = MANAGEMENT_PACKAGES;

const copy: CalculateCostCopy = {
  meta: {
    title: 'Simulador do custo de gestão de imóveis',
    description: `Quanto custa a gestão de um imóvel em Portugal? A taxa de gestão habitual é de ${fees} da renda mensal, mais IVA. Calcule o valor mensal de cada pacote.`,
  },
  hero: {
    title: 'Calcule o custo da gestão do seu imóvel',
    subtitle: 'Indique a renda mensal e compare os nossos pacotes Base, Plus e Premium em segundos, sem compromisso.',
  },
  averages: {
    eyebrow: `Médias de mercado, ${MARKET.year}`,
    title: 'Quanto custa a gestão de imóveis em Portugal',
    intro: 'Valores indicativos para arrendamentos de longa duração. Cada empresa define os seus preços.',
    items: [
      {
        id: 'percentage',
        title: 'Taxa de gestão',
        value: percentRange(MARKET.typicalPercent),
        text: 'da renda mensal é o que a maioria das empresas cobra pela gestão de um arrendamento de longa duração.',
      },
      {
        id: 'placement',
        title: 'Colocação de inquilino',
        value: 'Meia a uma renda mensal',
        text: 'é a taxa única habitual pela procura e verificação de um novo inquilino.',
      },
      {
        id: 'pricing',
        title: 'Alojamento local',
        value: percentRange(MARKET.shortTermPercent),
        text: 'da receita das reservas é o que os gestores de alojamento local costumam cobrar, já que tratam de cada reserva e de cada mudança de hóspedes.',
      },
      {
        id: 'extras',
        title: 'Custos adicionais',
        value: `IVA de ${vat}`,
        text: 'acresce às taxas de gestão. Reparações, materiais e serviços adicionais são pagos à parte.',
      },
    ],
  },
  differences: {
    title: 'Porque variam as taxas de gestão',
    paragraphs: [
      `A taxa de gestão habitual de um arrendamento de longa duração em Portugal é de ${percentRange(MARKET.typicalPercent)} da renda mensal, em ${MARKET.year}. A localização do imóvel, o trabalho que exige e o que o pacote inclui fazem variar o preço dentro desse intervalo e para lá dele.`,
      'Em Lisboa e em Cascais, onde a procura e os custos correntes são mais elevados, as taxas tendem a situar-se no topo do intervalo; nas cidades mais pequenas, mais perto do limite inferior.',
      `Algumas empresas cobram também um mínimo mensal, pelo que uma renda baixa não significa uma taxa baixa. Os nossos mínimos são de ${euro(basic.minimumEuros)}, ${euro(plus.minimumEuros)} e ${euro(premium.minimumEuros)} por mês, consoante o pacote.`,
      'Ao comparar propostas, verifique o que a taxa cobre: vistorias, procura de inquilino, assistência de emergência e relatórios estão incluídos nalguns pacotes e são cobrados à parte noutros.',
    ],
  },
  faq: {
    title: 'Perguntas sobre o custo de gestão',
    items: [
      {
        question: 'Como é calculada a taxa mensal?',
        answer: `Cada pacote cobra uma percentagem da renda mensal (${percent(basic.percent)}, ${percent(plus.percent)} ou ${percent(premium.percent)}) ou o respetivo mínimo mensal (${euro(basic.minimumEuros)}, ${euro(plus.minimumEuros)} ou ${euro(premium.minimumEuros)}), o que for mais elevado, arredondado ao euro. Acresce IVA à taxa de ${vat}.`,
      },
      {
        question: 'O que cobre a taxa de procura de inquilino?',
        answer:
          'É uma taxa única, paga quando lhe encontramos um novo inquilino: o anúncio, as visitas, a verificação de rendimentos e de referências e o contrato de arrendamento. Corresponde a uma renda mensal no pacote Base, a três quartos de uma renda no Plus e a meia renda no Premium.',
      },
      {
        question: 'Pago enquanto o imóvel está vazio?',
        answer:
          'Não. Só paga a taxa mensal nos meses em que o imóvel está arrendado. Não há custos de adesão e pode cancelar com um pré-aviso de 30 dias.',
      },
      {
        question: 'Os preços do simulador são definitivos?',
        answer:
          'São estimativas para a renda que indicar. A proposta final depende do imóvel e é confirmada por escrito, e a primeira proposta é gratuita.',
      },
    ],
  },
  disclaimer: {
    title: 'Sobre estes valores',
    text: `O simulador apresenta estimativas sem IVA (à taxa de ${vat}), arredondadas ao euro; não constitui uma proposta. Os valores de mercado são indicativos e referem-se a ${MARKET.year}. O seu preço é confirmado por escrito depois de visitarmos o imóvel.`,
  },
  calculator: managementCalculatorCopyPt,
};

export default copy;
