import { BUSINESS } from '@/lib/content/business-figures';
import type { AboutCopy } from './copy.en';

const copy: AboutCopy = {
  meta: {
    title: 'Quem somos',
    description:
      'Conheça a equipa da Lusa Property: a nossa visão, os nossos valores e os advogados, contabilistas e mediadores com quem trabalhamos em todo o país.',
  },
  hero: {
    title: 'Sobre a Lusa Property',
    subtitle:
      'Uma empresa portuguesa registada, com uma equipa que fala português, inglês e hebraico e que cuida no terreno do seu imóvel e do seu investimento.',
    contactButton: 'Fale com a nossa equipa',
  },
  vision: {
    eyebrow: 'A nossa visão',
    title: 'Ter um imóvel em Portugal não deve depender de viver em Portugal',
    paragraphs: [
      'Muitos dos nossos clientes vivem fora de Portugal, em Israel e noutros países. Compram em Lisboa, Cascais ou no Porto, arrendam o imóvel ou preparam a mudança, e precisam de alguém local que responda na sua língua, conheça a forma como as coisas se fazem cá e lhes diga a verdade, incluindo quando a resposta é "este não".',
      'É esse o papel que assumimos. Fazemos a gestão corrente de imóveis arrendados, ajudamos investidores a encontrar e verificar imóveis antes de se comprometerem e acompanhamos famílias na burocracia da instalação, para que cada decisão seja tomada com todos os factos em cima da mesa.',
    ],
    factsTitle: 'A empresa em resumo',
    facts: [
      { id: 'company', label: 'Empresa', value: 'Sociedade por quotas (Lda.) registada em Portugal' },
      { id: 'office', label: 'Escritório', value: 'Lisboa' },
      { id: 'areas', label: 'Onde fazemos gestão de imóveis', value: 'Lisboa, Cascais e Porto' },
      { id: 'languages', label: 'Línguas', value: 'Português, inglês e hebraico' },
      {
        // Lisbon time only: the Portuguese page is read in Portugal.
        id: 'hours',
        label: 'Horário de atendimento',
        value: `De segunda a sexta-feira, das ${BUSINESS.hoursLisbon.opens} às ${BUSINESS.hoursLisbon.closes}`,
      },
    ],
  },
  values: {
    eyebrow: 'Os nossos valores',
    title: 'Quatro princípios na base da nossa forma de trabalhar',
    intro:
      'Determinam a forma como lidamos com proprietários, inquilinos, investidores e todos os profissionais que chamamos a intervir em seu nome.',
    items: [
      {
        id: 'transparency',
        title: 'Transparência',
        text: 'Os nossos honorários ficam definidos por escrito antes de começarmos. Vê cada orçamento, cada fatura e cada euro de renda que cobramos, e o relatório mensal mostra o que se passou no imóvel.',
      },
      {
        id: 'reliability',
        title: 'Fiabilidade',
        text: 'Respondemos num dia útil e cumprimos o que dissemos. Quando algo corre mal num imóvel, explicamos o que aconteceu e o que estamos a fazer para o resolver.',
      },
      {
        id: 'personal',
        title: 'Atendimento personalizado',
        text: 'Fala com pessoas que conhecem o seu imóvel e os seus planos, em português, inglês ou hebraico, e não com um centro de atendimento.',
      },
      {
        id: 'innovation',
        title: 'Inovação',
        text: 'Usamos ferramentas online quando poupam tempo: simuladores para testar um investimento antes de nos contactar, relatórios que se leem no telemóvel e documentos partilhados e assinados digitalmente sempre que o processo o permite.',
      },
    ],
  },
  offerings: {
    eyebrow: 'O que fazemos',
    title: 'Três serviços que se complementam',
    intro: 'Muitos clientes recorrem a mais do que um: ajudamos a comprar e depois gerimos o que comprou.',
    items: [
      {
        id: 'investment',
        title: 'Procura de imóveis para investimento',
        text: 'Procuramos imóveis adequados ao seu orçamento e aos seus objetivos, verificamos os números e a documentação com um advogado e acompanhamos o processo até à assinatura da escritura.',
        points: [
          'Pesquisa e pré-seleção de imóveis',
          'Verificação jurídica e documental com um advogado independente',
          'Contacto com bancos portugueses para o crédito à habitação',
          'Acompanhamento do contrato-promessa de compra e venda (CPCV) à escritura',
        ],
        linkLabel: 'Investimento imobiliário',
      },
      {
        id: 'management',
        title: 'Gestão de imóveis',
        text: 'Gerimos arrendamentos de longa duração em Lisboa, Cascais e Porto para proprietários que não vivem perto do imóvel.',
        points: [
          'Procura e verificação de inquilinos',
          'Cobrança de rendas',
          'Reparações com profissionais que conhecemos',
          'Vistorias periódicas e relatórios mensais',
        ],
        linkLabel: 'Serviços de gestão de imóveis',
      },
      {
        id: 'consulting',
        title: 'Consultoria de mudança e investimento',
        text: 'Consultas individuais para quem se vai mudar para Portugal ou está a ponderar um investimento no país.',
        points: [
          'Tipos de visto e os documentos que exigem',
          'Número de identificação fiscal (NIF), conta bancária e seguro de saúde',
          'Que zona se adequa à sua família ou ao seu orçamento',
          'Um plano e um calendário realistas',
        ],
        linkLabel: 'Guia de mudança para Portugal',
      },
    ],
  },
  team: {
    eyebrow: 'A nossa equipa e parceiros',
    title: 'Profissionais com quem trabalhamos',
    intro:
      'Comprar, arrendar e mudar de país envolve profissionais que não substituímos. Trabalhamos com especialistas independentes, habilitados para a atividade que exercem, e chamamo-los quando o seu caso o exige.',
    badges: [
      {
        id: 'attorneys',
        title: 'Advogados inscritos',
        text: 'Advogados inscritos na Ordem dos Advogados, para a verificação jurídica de imóveis, contratos e pedidos de autorização de residência.',
      },
      {
        id: 'accountants',
        title: 'Contabilistas certificados',
        text: 'Contabilistas inscritos na Ordem dos Contabilistas Certificados, para rendimentos prediais, impostos sobre imóveis e declarações anuais.',
      },
      {
        id: 'brokers',
        title: 'Mediadores licenciados',
        text: 'Empresas de mediação imobiliária com licença AMI emitida pelo IMPIC, o regulador da mediação imobiliária em Portugal.',
      },
      {
        id: 'contractors',
        title: 'Profissionais de obras experientes',
        text: 'Canalizadores, eletricistas e empreiteiros com quem trabalhamos há anos e que apresentam um orçamento escrito antes de começar.',
      },
    ],
    note: 'Cada profissional trabalha segundo as suas próprias condições e honorários. Dizemos-lhe quem são e quanto cobram antes de começarem.',
  },
  closing: {
    title: 'Fale-nos do seu imóvel ou dos seus planos',
    text: 'A primeira conversa é gratuita e sem compromisso. Respondemos num dia útil.',
    links: [
      { id: 'contact', label: 'Contacte-nos' },
      { id: 'propertyManagement', label: 'Gestão de imóveis' },
      { id: 'investment', label: 'Investimento em Portugal' },
    ],
  },
  structuredData: {
    businessDescription:
      'Gestão de imóveis em Lisboa, Cascais e Porto, e acompanhamento de investimento imobiliário e mudança para Portugal em todo o país, em português, inglês e hebraico.',
  },
};

export default copy;
