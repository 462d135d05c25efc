import { FACTS_YEAR, RESIDENCE } from '@/lib/content/facts';
import { formatDate } from '@/lib/format/intl.pt';
import { link, rich } from '@/lib/i18n/rich-text';
import type { SettlingCopy } from './copy.en';

// Periods and dates come from the facts module; see docs/facts.md.
const aimaSince = formatDate(RESIDENCE.aimaSince, 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

const copy: SettlingCopy = {
  meta: {
    title: 'Instalar-se em Portugal: guia prático',
    description:
      'As vantagens e desvantagens de viver em Portugal, Lisboa e o Algarve lado a lado, os passos administrativos depois da chegada e conselhos para se integrar.',
  },
  hero: {
    title: 'Instalar-se em Portugal',
    subtitle:
      'Regiões, documentação, dia a dia e conselhos para se sentir em casa: um guia prático para os primeiros meses em Portugal.',
  },
  prosCons: {
    title: 'Viver em Portugal: vantagens e desvantagens',
    intro:
      'A maioria de quem se muda para cá não se arrepende, e a maioria também descobriu que algumas coisas eram mais difíceis do que esperava.',
    prosTitle: 'O que mais se aprecia',
    pros: [
      'Invernos amenos no litoral e verões longos e soalheiros',
      'Um ritmo de vida tranquilo e cidades feitas para andar a pé',
      'Custo de vida abaixo da maior parte da Europa Ocidental, sobretudo fora de Lisboa e do Porto',
      'Residência na União Europeia, com o resto da Europa a um voo curto de distância',
      'Serviço Nacional de Saúde aberto aos residentes e escolas públicas gratuitas',
      'Vizinhos simpáticos e uma grande comunidade internacional',
    ],
    consTitle: 'Aquilo a que é preciso habituar-se',
    cons: [
      'Burocracia: as marcações demoram e os serviços pedem tudo em papel',
      'Rendas altas em Lisboa, Cascais e no Porto face aos salários locais',
      'Salários mais baixos do que no resto da Europa Ocidental',
      'Muitas casas antigas têm pouco isolamento, e no inverno o interior pode ser frio e húmido',
      'Fora das grandes cidades, os serviços e os médicos muitas vezes só falam português',
      'Longas esperas por consultas de especialidade no Serviço Nacional de Saúde',
    ],
  },
  regions: {
    title: 'Onde viver: três retratos de Portugal',
    intro:
      'A escolha da região condiciona tudo o resto: escolas, renda, se precisa de carro e quanto português vai falar no dia a dia.',
    items: [
      {
        id: 'lisbon',
        title: 'Lisboa e a linha de costa',
        text: 'A capital e a sua costa em direção a Oeiras e Cascais: a maior parte do emprego, escolas internacionais, o principal aeroporto e uma agenda cultural completa. As rendas são as mais altas do país, por isso muitas famílias procuram casa em Oeiras, em Cascais ou na margem sul do Tejo.',
        highlights: ['Escolas internacionais e emprego', 'Bons transportes públicos', 'As rendas mais altas do país'],
      },
      {
        id: 'algarve',
        title: 'O Algarve',
        text: 'A costa sul: praias, golfe, uma grande comunidade de residentes estrangeiros e o aeroporto de Faro. Fora dos meses de verão a vida é mais calma, e o carro é quase indispensável. Procurado por reformados e por famílias que trabalham à distância.',
        highlights: ['Praias e clima ameno', 'Grande comunidade internacional', 'Carro quase indispensável'],
      },
      {
        id: 'portugal',
        title: 'O Porto, o Centro e o resto do país',
        text: 'O Porto é uma segunda cidade cheia de vida, com custos mais baixos do que Lisboa; Braga, Aveiro e Coimbra oferecem a vida de uma cidade universitária; a Costa de Prata e o interior oferecem espaço e preços mais baixos. No Norte, os invernos são mais verdes e mais chuvosos.',
        highlights: ['Custo de vida mais baixo', 'Mais espaço pelo mesmo dinheiro', 'Mais português no dia a dia'],
      },
    ],
  },
  admin: {
    title: 'Passos administrativos depois da chegada',
    intro: rich`A ordem importa: a maioria dos passos depende do anterior. Se ainda não pediu o seu visto, comece pelo nosso ${link('relocation', 'guia de mudança para Portugal')}.`,
    whereLabel: 'Onde',
    steps: [
      {
        title: 'Número de identificação fiscal (NIF)',
        where: 'Serviço de Finanças, ou através de um representante antes da chegada',
        text: 'Necessário para quase tudo: contrato de arrendamento, conta bancária, contrato de telemóvel, água, luz e gás.',
      },
      {
        title: 'Conta bancária',
        where: 'Qualquer banco português',
        text: 'Leve o passaporte, o NIF e um comprovativo de morada. Muitas despesas são pagas por débito direto ou através da rede Multibanco, por isso uma conta portuguesa facilita a vida.',
      },
      {
        title: 'Atestado de residência',
        where: 'A junta de freguesia da sua área',
        text: 'Certifica onde vive e é pedido muitas vezes pelo centro de saúde, pelas escolas e por outros serviços. Leve o contrato de arrendamento ou a escritura.',
      },
      {
        title: 'Autorização de residência (cidadãos de fora da UE)',
        where: 'AIMA (Agência para a Integração, Migrações e Asilo)',
        text: `Compareça no agendamento marcado com o seu visto e leve os originais dos documentos. A AIMA substituiu o SEF em ${aimaSince}. A primeira autorização é válida por ${RESIDENCE.firstPermitYears} anos; marque a renovação bem antes de caducar.`,
      },
      {
        title: 'Certificado de registo de cidadão da UE',
        where: 'A câmara municipal da sua área',
        text: `Os cidadãos da UE que fiquem mais de ${RESIDENCE.euRegistrationAfterMonths} meses registam-se nos ${RESIDENCE.euRegistrationWithinDays} dias seguintes, com passaporte ou cartão de identidade e comprovativo de morada.`,
      },
      {
        title: 'Número de identificação da Segurança Social (NISS)',
        where: 'Segurança Social',
        text: 'Necessário para trabalhar por conta de outrem ou por conta própria e para receber prestações sociais. Muitas vezes é o empregador que o pede por si.',
      },
      {
        title: 'Número de utente do SNS',
        where: 'O centro de saúde da sua área',
        text: 'Inscreve-o no Serviço Nacional de Saúde (SNS) e, quando há vaga, num médico de família.',
      },
      {
        title: 'Chave Móvel Digital',
        where: 'Online, em gov.pt, ou numa Loja do Cidadão',
        text: 'Um único acesso ao Portal das Finanças, à Segurança Social Direta e a outros serviços públicos, com menos deslocações.',
      },
      {
        title: 'Carta de condução',
        where: 'IMT (Instituto da Mobilidade e dos Transportes)',
        text: 'As cartas emitidas num país da UE continuam válidas. Os titulares de outras cartas devem confirmar cedo junto do IMT se a podem trocar, e até quando.',
      },
    ],
    note: `Regras e nomes dos serviços em vigor em ${FACTS_YEAR}; podem mudar, por isso confirme os pormenores junto do serviço ou de um advogado antes de se deslocar.`,
  },
  dailyLife: {
    title: 'O dia a dia',
    items: [
      {
        id: 'housing',
        title: 'Habitação',
        text: 'Os contratos de arrendamento costumam ter a duração de um ano ou mais. Os senhorios pedem caução, rendas adiantadas e comprovativo de rendimentos, por vezes um fiador. Verifique o aquecimento e o isolamento antes de assinar.',
      },
      {
        id: 'health',
        title: 'Saúde',
        text: 'Com o número de utente tem acesso ao Serviço Nacional de Saúde (SNS), onde a maior parte dos cuidados é gratuita. Muitos residentes juntam-lhe um seguro privado, para um acesso mais rápido a especialistas.',
      },
      {
        id: 'schools',
        title: 'Escolas',
        text: 'As escolas públicas são gratuitas e ensinam em português. As escolas internacionais em Lisboa, em Cascais, no Porto e no Algarve ensinam em inglês e noutras línguas, mediante propinas, e as vagas esgotam cedo.',
      },
      {
        id: 'transport',
        title: 'Transportes',
        text: 'Lisboa e o Porto têm metro, comboios e autocarros com passe mensal; o comboio liga as principais cidades. No Algarve e no interior, a maioria das famílias precisa de carro.',
      },
      {
        id: 'shopping',
        title: 'Compras e comida',
        text: 'Mercados, supermercados e padarias ficam perto de casa na maioria das localidades. O prato do dia num restaurante do bairro continua a ser um prazer de todos os dias.',
      },
      {
        id: 'community',
        title: 'Comunidade',
        text: 'Há comunidades judaicas com sinagogas em Lisboa e no Porto, e grupos internacionais em todas as regiões, de grupos de pais a clubes desportivos.',
      },
    ],
  },
  integration: {
    title: 'Conselhos para se sentir em casa',
    intro: 'O que os nossos clientes dizem que fez mais diferença no primeiro ano.',
    tips: [
      'Aprenda português desde o primeiro mês: o Estado oferece cursos gratuitos a residentes estrangeiros (Português Língua de Acolhimento).',
      'Diga "bom dia" e não tenha pressa: um pouco de conversa abre portas, no café e nos serviços.',
      'Faça as marcações logo que possível e guarde numa pasta cópias de todos os documentos.',
      'Ative cedo a Chave Móvel Digital, para tratar da maior parte da documentação online.',
      'Encontre um contabilista certificado para a sua primeira declaração de IRS em Portugal.',
      'Junte-se a um grupo de pais, a um clube desportivo ou a uma comunidade: são os amigos que fazem de um novo país a nossa casa.',
    ],
  },
  closing: {
    title: 'Instalar-se com alguém do seu lado',
    text: 'Ajudamos a arrendar ou comprar casa, a tratar da documentação depois da chegada e a cuidar do seu imóvel. Diga-nos de que precisa e respondemos num dia útil.',
    investmentButton: 'Investir em Portugal',
    contactButton: 'Contacte-nos',
  },
};

export default copy;
