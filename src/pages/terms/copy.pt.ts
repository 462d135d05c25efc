import type { LegalDocumentCopy } from '@/components/sections/legal-document';
import { COMPANY } from '@/config/company';
import { link, rich } from '@/lib/i18n/rich-text';
import type { TermsCopy } from './copy.en';

const document: LegalDocumentCopy = {
  updated: { label: 'Última atualização:', date: '2026-11-23' },
  tocTitle: 'Nesta página',
  intro: [
    rich`Estes termos aplicam-se a todas as pessoas que utilizam este sítio, em qualquer das suas línguas. Leia-os em conjunto com a nossa ${link('privacy', 'política de privacidade')}, que explica o que fazemos com os dados que nos envia.`,
  ],
  sections: [
    {
      id: 'scope',
      title: 'Quem somos e o que estes termos abrangem',
      blocks: [
        `Este sítio é explorado pela ${COMPANY.legalName}, sociedade por quotas registada em Portugal, com escritório em Lisboa, que usa a designação comercial ${COMPANY.brandName}.`,
        'Estes termos regem a utilização do sítio: as suas páginas e artigos, os simuladores, a minuta de contrato de arrendamento e a página de anúncios imobiliários. Os serviços que prestamos aos clientes, como a gestão de imóveis, a procura de imóveis ou a consultoria, regem-se por um contrato escrito próprio, assinado antes do início de qualquer trabalho. Se esse contrato divergir destes termos, prevalece o contrato.',
      ],
    },
    {
      id: 'no-advice',
      title: 'Informação, não aconselhamento',
      blocks: [
        'Os nossos artigos e guias explicam como as coisas funcionam, em geral, em Portugal: vistos, impostos, compra, arrendamento e mudança de residência. São informação geral, não aconselhamento jurídico, fiscal ou financeiro, e não substituem um advogado ou um contabilista certificado que analise a sua situação concreta.',
        'As regras e os valores mudam, muitos deles todos os anos em janeiro. Sempre que uma página indica um valor, diz a que ano se refere. Antes de tomar qualquer decisão, confirme com um profissional qualificado a informação em que se baseia.',
        'Nada neste sítio promete uma rentabilidade de investimento, um rendimento de arrendamento, a obtenção de um visto ou de uma autorização de residência, ou um resultado fiscal.',
      ],
    },
    {
      id: 'calculators',
      title: 'Simuladores e estimativas',
      blocks: [
        'O simulador de investimento e o simulador de custos de gestão apresentam estimativas baseadas nos valores que introduz e nos pressupostos indicados com os resultados, como um intervalo de rentabilidade do arrendamento ou uma taxa de juro do crédito à habitação. Não constituem uma proposta, uma avaliação nem uma proposta de crédito.',
        'Os preços, as rendas, os honorários, as taxas de juro e os impostos reais dependem do imóvel, do banco e do mercado no momento. Só uma proposta escrita, de um banco ou nossa, é vinculativa.',
      ],
    },
    {
      id: 'rental-template',
      title: 'A minuta de contrato de arrendamento',
      blocks: [
        'Disponibilizamos gratuitamente a minuta de contrato de arrendamento, em português com a versão em inglês ou em hebraico ao lado, como ponto de partida para os seus arrendamentos. Pode adaptá-la e utilizá-la nos imóveis que arrenda; não pode vendê-la nem publicá-la como sua.',
        'A minuta não constitui aconselhamento jurídico e não se adequa a todos os casos. Antes da assinatura, peça a um advogado que a adapte ao seu imóvel e a confirme face à lei em vigor, incluindo a obrigação de comunicar o contrato à Autoridade Tributária (Finanças).',
      ],
    },
    {
      id: 'listings',
      title: 'Anúncios imobiliários',
      blocks: [
        'A página de anúncios imobiliários mostra anúncios recolhidos em grupos públicos de redes sociais. São publicados pelos respetivos anunciantes, não por nós: não somos proprietários dos imóveis, não os vistoriamos nem garantimos os imóveis, os preços ou os dados apresentados, e um anúncio pode já não estar disponível ou estar desatualizado.',
        'Qualquer contacto com um anunciante, e qualquer negócio que faça, é entre si e o anunciante. Verifique o imóvel e a pessoa que o propõe antes de pagar o que quer que seja, e nunca envie uma caução por um imóvel que nem o próprio nem alguém da sua confiança tenha visto.',
        rich`Se um anúncio lhe pertencer ou lhe disser respeito e pretender que seja retirado, escreva para ${link(`mailto:${COMPANY.email}`, COMPANY.email)} e retirá-lo-emos.`,
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Utilização correta do sítio',
      blocks: [
        'Os textos, as imagens, o logótipo, os simuladores e a minuta deste sítio pertencem à Lusa Property ou são utilizados com autorização. Pode ler, imprimir e partilhar páginas para uso próprio e criar ligações para qualquer página; copiar conteúdos para os publicar noutro local ou para os utilizar comercialmente exige o nosso consentimento escrito.',
        {
          list: [
            'Não envie um formulário em nome de outra pessoa nem com dados falsos.',
            'Não faça envios automáticos ou em massa, nem tente contornar o limite de envios dos formulários.',
            'Não envie código ou conteúdos destinados a prejudicar o sítio ou as pessoas que o utilizam.',
            'Não copie em massa os anúncios nem outros conteúdos do sítio.',
          ],
        },
        'Podemos bloquear os pedidos que violem estas regras.',
      ],
    },
    {
      id: 'liability-law',
      title: 'Responsabilidade, alterações e lei aplicável',
      blocks: [
        'Procuramos manter o sítio rigoroso e disponível, mas não podemos garantir que esteja isento de erros ou sempre acessível. Na medida em que a lei o permita, não somos responsáveis por perdas resultantes da confiança depositada na informação geral, nos simuladores, na minuta ou nos anúncios de terceiros deste sítio. Nada nestes termos limita uma responsabilidade que a lei não nos permita limitar, nem os seus direitos enquanto consumidor.',
        'As ligações para outros sítios existem por conveniência; não somos responsáveis pelo que esses sítios publicam.',
        'Podemos atualizar estes termos. A data no topo desta página indica a versão em vigor, que se aplica a partir do dia da sua publicação.',
        'Estes termos regem-se pela lei portuguesa. Os litígios são dirimidos nos tribunais de Lisboa, salvo se a lei lhe conferir, enquanto consumidor, o direito de recorrer aos tribunais do seu domicílio.',
        rich`Se for consumidor, pode também recorrer a uma entidade de resolução alternativa de litígios; o Portal do Consumidor indica-as em ${link('https://www.consumidor.gov.pt', 'www.consumidor.gov.pt')}. O nosso Livro de Reclamações está disponível em formato eletrónico em ${link('https://www.livroreclamacoes.pt', 'www.livroreclamacoes.pt')}.`,
      ],
    },
    {
      id: 'agreement',
      title: 'A sua aceitação',
      blocks: [
        'Ao utilizar este sítio, aceita estes termos. Ao assinalar a caixa de consentimento de um dos nossos formulários, confirma também que leu estes termos e a nossa política de privacidade, e guardamos o registo da versão que consultou.',
        rich`Se não concordar com estes termos, não utilize o sítio. Pode colocar-nos as suas questões sobre eles através de ${link(`mailto:${COMPANY.email}`, COMPANY.email)} ou da nossa ${link('contact', 'página de contacto')}.`,
      ],
    },
  ],
};

const copy: TermsCopy = {
  meta: {
    title: 'Termos de utilização',
    description: 'Os termos de utilização do sítio da Lusa Property, dos seus simuladores, minutas e anúncios.',
  },
  hero: {
    title: 'Termos de utilização',
    subtitle: 'Os termos que se aplicam quando utiliza este sítio e as suas ferramentas.',
  },
  document,
};

export default copy;
