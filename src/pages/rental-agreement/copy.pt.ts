import { RENTAL_TEMPLATE_PT_EN_FILE, RENTAL_TEMPLATE_PT_HE_FILE } from '@/features/rental-template/template-file.pt';
import type { TemplateDownloadSectionText } from '@/features/rental-template/template-form-text';
import { RENTAL_RULES } from '@/lib/content/rental-rules';
import { formatPercent } from '@/lib/format/intl.pt';
import type { RentalAgreementCopy } from './copy.en';

const pct = (value: number) => formatPercent(value, 'pt', 0);
const { year, lateRentGraceDays, leaseStampDutyPercent, lateRentPercent } = RENTAL_RULES;

const download: TemplateDownloadSectionText = {
  title: 'Descarregar a minuta',
  intro: 'Deixe o seu nome e o seu e-mail, e o ficheiro Word é descarregado de imediato.',
  fileNote:
    'Documento Word (.docx): as dez cláusulas em português, com a versão em inglês ou em hebraico ao lado, e um guia para a comunicação do contrato às Finanças. Em caso de divergência, prevalece o texto em português.',
  loading: 'A carregar o formulário de descarga',
  form: {
    submit: 'Descarregar a minuta',
    downloading: 'A descarregar...',
    fullNameRequired: 'Indique o nome completo',
    termsRequired: 'Tem de aceitar os termos',
    invalidForm: 'Preencha todos os campos obrigatórios',
    downloadError: 'Ocorreu um erro ao descarregar a minuta. Tente novamente.',
    companion: {
      legend: 'Versão ao lado do texto em português',
      choices: [
        { label: 'Inglês', file: RENTAL_TEMPLATE_PT_EN_FILE },
        { label: 'Hebraico', file: RENTAL_TEMPLATE_PT_HE_FILE },
      ],
    },
  },
};

const copy: RentalAgreementCopy = {
  meta: {
    title: 'Minuta de contrato de arrendamento para habitação',
    description:
      'Descarregue uma minuta gratuita de contrato de arrendamento em português, com inglês ou hebraico ao lado: renda, caução, obras, cessação e foro.',
  },
  hero: {
    title: 'Minuta gratuita de contrato de arrendamento para habitação',
    subtitle:
      'Um contrato de arrendamento claro, em português, com a versão em inglês ou em hebraico ao lado, para o senhorio e o inquilino lerem as mesmas condições. O texto em português prevalece. É uma minuta, não aconselhamento jurídico.',
  },
  heroButton: 'Descarregar a minuta',
  alert: {
    title: 'Esta minuta não constitui aconselhamento jurídico',
    text: 'A legislação do arrendamento muda com frequência e cada contrato é diferente. Antes da assinatura, peça a um advogado ou solicitador que reveja o contrato.',
  },
  benefits: {
    title: 'Porquê utilizar esta minuta',
    items: [
      {
        id: 'bilingual',
        title: 'Em português, com inglês ou hebraico ao lado',
        text: 'Cada cláusula em duas colunas, o português à esquerda e a tradução à direita, para que senhorio e inquilino leiam as mesmas condições. Em caso de divergência, prevalece a versão em português.',
      },
      {
        id: 'law',
        title: 'Redigida segundo a lei portuguesa',
        text: `Assente no Código Civil e no Novo Regime do Arrendamento Urbano (NRAU), na redação em vigor em ${year}, com o artigo que fundamenta cada regra.`,
      },
      {
        id: 'ready',
        title: 'Pronta a preencher',
        text: 'Um ficheiro Word com espaços em branco e opções entre parênteses retos: preencha, elimine o que não se aplica e imprima.',
      },
      {
        id: 'registration',
        title: 'Guia de comunicação às Finanças',
        text: 'Uma nota inicial explica como comunicar o contrato à Autoridade Tributária (AT) e quanto custa.',
      },
    ],
  },
  sections: {
    title: 'As dez cláusulas da minuta',
    intro: 'Tudo o que um contrato de arrendamento para habitação em Portugal deve prever, pela ordem do documento.',
    items: [
      {
        id: 'parties',
        title: 'Partes',
        text: 'Senhorio, arrendatário e, se houver, fiador, com NIF, documentos de identificação e moradas para as comunicações.',
      },
      {
        id: 'property',
        title: 'Imóvel',
        text: 'Morada, descrição no registo predial, artigo matricial, licença de utilização, certificado energético e inventário.',
      },
      {
        id: 'period',
        title: 'Prazo e renovação',
        text: 'Prazo certo de, no mínimo, um ano para habitação permanente, renovação automática e a antecedência de cada parte.',
      },
      {
        id: 'rent',
        title: 'Renda e pagamento',
        text: 'Renda mensal, data de vencimento, transferência bancária, recibos de renda eletrónicos, atualização anual e mora.',
      },
      {
        id: 'deposit',
        title: 'Caução e encargos',
        text: 'A caução e a sua restituição, os consumos, as quotas de condomínio e o IMI.',
      },
      {
        id: 'maintenance',
        title: 'Conservação e obras',
        text: 'As obras a cargo do senhorio, as pequenas reparações a cargo do inquilino, as reparações urgentes e as visitas.',
      },
      {
        id: 'uses',
        title: 'Fim do imóvel',
        text: 'Apenas habitação permanente: sem subarrendamento nem alojamento local sem autorização, animais e regulamento do condomínio.',
      },
      {
        id: 'termination',
        title: 'Cessação',
        text: 'Denúncia pelo inquilino, resolução por incumprimento grave, revogação por acordo e entrega das chaves.',
      },
      {
        id: 'insurance',
        title: 'Seguros',
        text: 'O seguro contra incêndio do senhorio, o seguro de recheio e de responsabilidade civil do inquilino e a comunicação de danos.',
      },
      {
        id: 'jurisdiction',
        title: 'Lei e foro',
        text: 'Lei portuguesa, o tribunal da comarca do imóvel e a versão que prevalece: a portuguesa.',
      },
    ],
  },
  guide: {
    title: 'Adaptar a minuta em cinco passos',
    steps: [
      {
        title: 'Identifique as partes e o imóvel',
        text: 'Nomes, NIF e documentos de identificação de todos os outorgantes; a descrição no registo predial, o artigo matricial, a licença de utilização e o certificado energético do imóvel.',
      },
      {
        title: 'Defina o prazo, a renda e a caução',
        text: `Escolha um prazo de, no mínimo, um ano para habitação permanente, a renda e a data de vencimento, e uma caução que não exceda dois meses de renda (regras em vigor em ${year}).`,
      },
      {
        title: 'Acorde quem paga o quê',
        text: 'Consumos, quotas de condomínio, pequenas reparações e seguros: escolha entre as opções entre parênteses retos e elimine as restantes, nas duas versões.',
      },
      {
        title: 'Peça a revisão do texto',
        text: 'Peça a um advogado ou solicitador que reveja o texto em português, que é o que prevalece e o que é comunicado às Finanças.',
      },
      {
        title: 'Assine, entregue e comunique',
        text: 'Assine o contrato, registe o estado do imóvel com fotografias e comunique o contrato às Finanças até ao fim do mês seguinte ao do seu início.',
      },
    ],
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Esta minuta é válida em Portugal?',
        answer: `Segue o Código Civil e o Novo Regime do Arrendamento Urbano (NRAU) na redação em vigor em ${year}, e um contrato escrito e assinado que respeite a lei é válido. Continua a ser uma minuta, não aconselhamento jurídico: a lei muda, pelo que deve pedir a um advogado ou solicitador que reveja o texto final.`,
      },
      {
        question: 'Para que servem as versões em inglês e em hebraico?',
        answer:
          'Para que um senhorio ou um inquilino que não leia português perceba exatamente o que assina. O texto em português é o que as Finanças recebem e, em caso de divergência entre as versões, prevalece a versão em língua portuguesa, como diz a própria minuta.',
      },
      {
        question: 'Como se comunica o contrato às Finanças?',
        answer: `Até ao fim do mês seguinte ao do início do arrendamento, o senhorio entrega a declaração Modelo 2 no Portal das Finanças e paga o Imposto do Selo de ${pct(leaseStampDutyPercent)} de uma renda mensal. A partir daí, emite um recibo de renda eletrónico por cada renda recebida.`,
      },
      {
        question: 'Qual é o valor máximo da caução?',
        answer: `Desde ${RENTAL_RULES.depositCapFrom.slice(0, 4)}, o Código Civil limita a caução a dois meses de renda, e as rendas pagas antecipadamente também a dois meses (regras em vigor em ${year}). Um valor superior não deve constar do contrato.`,
      },
      {
        question: 'Quanto tempo dura um arrendamento para habitação em Portugal?',
        answer:
          'Um contrato para habitação permanente tem a duração mínima de um ano e, salvo estipulação em contrário, renova-se automaticamente por igual período, ou por três anos se o prazo for inferior. O senhorio não pode opor-se à primeira renovação antes de decorridos três anos, salvo para habitação própria ou dos filhos.',
      },
      {
        question: 'Pode ser usada para arrendamento de férias ou de curta duração?',
        answer:
          'Não. A minuta destina-se a habitação permanente. O alojamento local exige registo e condições próprios, e os arrendamentos temporários, por exemplo de estudantes, seguem regras diferentes.',
      },
    ],
  },
  notes: {
    title: 'Notas importantes',
    items: [
      `As regras da minuta são as que vigoram em ${year}. A legislação do arrendamento muda com frequência: confirme-as antes de assinar.`,
      'As Finanças recebem o texto em português. Em caso de divergência entre as versões, prevalece a versão em língua portuguesa.',
      'O imóvel tem de dispor de certificado energético válido e de licença de utilização antes de ser arrendado.',
      `O senhorio comunica o contrato e paga o Imposto do Selo de ${pct(leaseStampDutyPercent)} de uma renda mensal, e depois emite um recibo de renda eletrónico por cada pagamento.`,
      'Guarde os exemplares assinados, o inventário e as fotografias do imóvel durante todo o arrendamento.',
    ],
  },
  download,
  usage: {
    title: 'Como utilizar o ficheiro',
    steps: [
      'Abra-o no Microsoft Word, no LibreOffice ou no Google Docs.',
      'Leia primeiro a nota inicial: explica os espaços em branco, as versões e a comunicação às Finanças.',
      'Preencha todos os espaços em branco e elimine as opções entre [parênteses retos] que não se apliquem.',
      'Mantenha as duas colunas iguais, para que ambas as partes leiam as mesmas condições.',
      'Imprima o número de exemplares indicado na cláusula 10.3, rubrique todas as páginas e assine a última.',
    ],
  },
  warning: {
    title: 'Cuidado com minutas genéricas',
    intro:
      'As minutas copiadas de outros países ou de contratos antigos contêm muitas vezes cláusulas que a lei portuguesa não admite:',
    items: [
      `Uma penalização de ${pct(lateRentPercent)} desde o primeiro dia de atraso: a lei permite ao inquilino pagar no prazo de ${lateRentGraceDays} dias antes de se aplicar a indemnização de ${pct(lateRentPercent)}.`,
      'Todas as reparações a cargo do inquilino: o senhorio continua responsável pelas obras de conservação e estruturais; o inquilino paga apenas as pequenas reparações do uso corrente e os danos que causar.',
      'Um prazo sem renovação incluído sem ponderação: um contrato para habitação permanente renova-se automaticamente, salvo se o contrato o excluir, e o senhorio não pode opor-se à primeira renovação antes de três anos.',
      'Um direito amplo de o senhorio entrar no imóvel a qualquer momento: as visitas são combinadas previamente, com aviso.',
      'Renda em dobro como penalização por qualquer incumprimento: a lei só eleva a renda ao dobro quando o inquilino não restitui o imóvel no fim do contrato e está em mora.',
    ],
  },
  disclaimer: {
    title: 'Aviso legal',
    text: `Esta página e a minuta são informação geral, atualizada em ${year}, e não constituem aconselhamento jurídico nem fiscal. A Lusa Property dedica-se à gestão de imóveis; não é uma sociedade de advogados e não assume responsabilidade pela utilização da minuta. Para aconselhamento sobre o seu contrato, consulte um advogado ou solicitador inscrito em Portugal.`,
  },
  help: {
    title: 'Precisa de ajuda com o seu arrendamento?',
    intro:
      'Encontramos inquilinos e fazemos a gestão de arrendamentos em Lisboa, Cascais e no Porto, com advogados e contabilistas certificados.',
    links: [
      {
        id: 'propertyManagement',
        title: 'Gestão de imóveis',
        text: 'Procura de inquilinos, cobrança de rendas, reparações e relatórios.',
      },
      {
        id: 'investment',
        title: 'Investimento imobiliário',
        text: 'Encontrar e comprar um imóvel para arrendar em Portugal.',
      },
      {
        id: 'contact',
        title: 'Contacte-nos',
        text: 'Coloque-nos as suas questões sobre o contrato ou o imóvel.',
      },
    ],
  },
};

export default copy;
