import managementCalculatorCopyPt from '@/features/management-calculator/copy.pt';
import { BUSINESS } from '@/lib/content/business-figures';
import { MANAGEMENT_FEES } from '@/lib/content/facts';
import { formatPercent } from '@/lib/format/intl.pt';
import type { PropertyManagementCopy } from './copy.en';

const vat = formatPercent(MANAGEMENT_FEES.vatPercent, 'pt', 0);

const copy: PropertyManagementCopy = {
  meta: {
    title: 'Gestão de imóveis em Lisboa, Cascais e Porto',
    description:
      'Gestão de imóveis completa em Lisboa, Cascais e Porto: procura de inquilinos, cobrança de rendas, manutenção, vistorias periódicas e relatórios mensais.',
  },
  hero: {
    title: 'Gestão de imóveis em Portugal',
    subtitle:
      'Procura de inquilinos, cobrança de rendas, reparações, vistorias periódicas e relatórios mensais claros, para que o seu imóvel esteja bem cuidado mesmo quando está longe.',
  },
  heroActions: {
    consultation: 'Marcar consulta gratuita',
    calculator: 'Calcular o custo de gestão',
  },
  areas: {
    eyebrow: 'Zonas de atuação',
    title: 'Onde fazemos gestão de imóveis',
    intro: 'Gerimos arrendamentos de longa duração em três cidades e arredores.',
    items: [
      {
        id: 'lisbon',
        name: 'Lisboa',
        text: 'Apartamentos em toda a cidade, do centro histórico às zonas mais recentes junto ao rio.',
      },
      {
        id: 'cascais',
        name: 'Cascais',
        text: 'Casas na linha costeira a oeste de Lisboa, incluindo o Estoril e Oeiras.',
      },
      {
        id: 'porto',
        name: 'Porto',
        text: 'Apartamentos no Porto e em Vila Nova de Gaia, na outra margem do rio.',
      },
    ],
  },
  services: {
    eyebrow: 'O que fazemos',
    title: 'Tudo aquilo de que um imóvel arrendado precisa',
    intro:
      'Seis serviços cobrem toda a vida de um contrato de arrendamento, da procura do inquilino às obrigações anuais.',
    items: [
      {
        id: 'tenants',
        title: 'Procura e seleção de inquilinos',
        text: 'Anúncio, visitas, verificação de rendimentos e de referências, e contrato de arrendamento redigido nos termos da lei portuguesa.',
      },
      {
        id: 'rent',
        title: 'Cobrança de rendas',
        text: 'Cobramos a renda, acompanhamos os atrasos no pagamento e transferimos o valor para a sua conta todos os meses.',
      },
      {
        id: 'maintenance',
        title: 'Manutenção e reparações',
        text: 'Reparações feitas por profissionais que conhecemos, com orçamento sujeito à sua aprovação acima de um valor definido por si.',
      },
      {
        id: 'inspections',
        title: 'Vistorias periódicas',
        text: 'Visitas ao imóvel para verificar o seu estado, com fotografias incluídas no relatório.',
      },
      {
        id: 'reports',
        title: 'Relatórios mensais',
        text: 'Receitas, despesas e tudo o que se passou no imóvel, num único relatório por mês.',
      },
      {
        id: 'paperwork',
        title: 'Contratos e documentação',
        text: 'Comunicação do contrato de arrendamento à Autoridade Tributária (AT), recibos de renda eletrónicos, contratos de água, luz e gás, e assuntos do condomínio.',
      },
    ],
  },
  emergency: {
    eyebrow: 'Resposta a emergências',
    title: 'Quando algo se avaria',
    intro: 'Um cano rebentado não espera pelo horário de expediente. É assim que tratamos os problemas urgentes.',
    items: [
      {
        id: 'repairs',
        title: 'Reparações urgentes primeiro',
        text: 'Infiltrações, cortes de luz e fechaduras avariadas passam para o topo da lista, e enviamos um técnico logo que algum possa chegar ao imóvel.',
      },
      {
        id: 'line',
        title: 'Dia e noite no pacote Premium',
        text: `No pacote Premium, o inquilino pode contactar-nos 24 horas por dia, todos os dias. Nos pacotes Base e Plus, as emergências são tratadas no horário de expediente (de segunda a sexta-feira, das ${BUSINESS.hoursLisbon.opens} às ${BUSINESS.hoursLisbon.closes}).`,
      },
      {
        id: 'report',
        title: 'Fica a saber o que aconteceu',
        text: 'Depois de cada ocorrência recebe uma nota breve: o que aconteceu, o que foi feito e quanto custou.',
      },
    ],
  },
  whyUs: {
    eyebrow: 'Porquê escolher-nos',
    title: 'Uma equipa sempre contactável',
    items: [
      {
        id: 'local',
        title: 'No terreno, em Portugal',
        text: 'A nossa equipa está sediada em Lisboa e visita os imóveis que gere.',
      },
      {
        id: 'languages',
        title: 'A sua língua',
        text: 'Trabalhamos em português, inglês e hebraico, consigo, com o seu inquilino e com as entidades públicas.',
      },
      {
        id: 'prices',
        title: 'Preços claros',
        text: 'Uma percentagem da renda com um mínimo mensal, sem custos de adesão e sem nada a pagar nos meses sem inquilino.',
      },
      {
        id: 'contact',
        title: 'Um único interlocutor',
        text: 'Uma pessoa que conhece o seu imóvel responde às suas perguntas e mantém-no informado.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Pacotes de gestão',
    title: 'Três pacotes, um preço claro',
    intro: `Cada pacote custa uma percentagem da renda mensal, com um mínimo mensal. Aos preços acresce IVA à taxa de ${vat}.`,
    percentOfRent: 'da renda mensal',
    minimum: 'Mínimo de {amount} por mês',
    tenantSearch: 'Taxa de procura de inquilino: {fraction}',
    popular: 'Recomendado',
    quoteButton: 'Pedir proposta personalizada',
  },
  additional: {
    eyebrow: 'Serviços adicionais',
    title: 'Quando precisa de mais',
    intro: 'Disponíveis com qualquer pacote e cobrados à parte, com orçamento prévio antes de qualquer trabalho.',
    items: [
      'Mobilar e preparar o imóvel para arrendar',
      'Coordenação de obras, dos orçamentos à entrega',
      'Inventários de entrada e de saída com fotografias',
      'Verificações e guarda de chaves enquanto o imóvel está vazio',
      'Pagamento de contas de água, luz e gás, do condomínio e de impostos em seu nome',
    ],
  },
  notes: {
    title: 'O que convém saber sobre os nossos preços',
    items: [
      'Só paga os meses em que o imóvel está arrendado.',
      'Sem custos de adesão.',
      'Descontos quando gerimos mais do que um imóvel seu.',
      'Pode cancelar com um pré-aviso de 30 dias.',
      'A primeira proposta é gratuita.',
      `Aos preços acresce IVA à taxa de ${vat}.`,
    ],
  },
  finalCta: {
    title: 'Fale-nos do seu imóvel',
    text: 'Envie-nos a morada, a área e se está arrendado neste momento. Respondemos num dia útil com uma proposta para o seu imóvel.',
    quoteButton: 'Pedir proposta personalizada',
    contactLink: 'Ou escreva-nos através da página de contacto',
  },
  quoteModal: {
    title: 'Peça uma proposta personalizada',
    description: 'Indique onde fica o imóvel, a sua área e se está arrendado neste momento. Respondemos num dia útil.',
    subject: 'Pedido de proposta personalizada',
    subjectPlan: 'Pedido de proposta personalizada – pacote {plan}',
  },
  calculator: managementCalculatorCopyPt,
};

export default copy;
