import type { LegalDocumentCopy } from '@/components/sections/legal-document';
import { COMPANY } from '@/config/company';
import { BUSINESS } from '@/lib/content/business-figures';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PrivacyCopy } from './copy.en';

const hours = `${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes}`;

const document: LegalDocumentCopy = {
  updated: { label: 'Última atualização:', date: '2026-11-29' },
  tocTitle: 'Nesta página',
  intro: [
    `Esta política explica como a ${COMPANY.legalName} ("Lusa Property" ou "nós"), sociedade registada em Portugal, com escritório em Lisboa, trata os dados pessoais das pessoas que visitam este sítio e que nos contactam através dele. Somos o responsável pelo tratamento desses dados, nos termos do Regulamento Geral sobre a Proteção de Dados (RGPD, Regulamento (UE) 2016/679) e da Lei n.º 58/2019, que assegura a sua execução na ordem jurídica portuguesa.`,
    'Em resumo: pedimos apenas o necessário para lhe responder, conservamos os dados durante 24 meses, no máximo, nunca os vendemos, e pode pedir-nos a qualquer momento que lhos mostremos, corrijamos ou apaguemos. Esta página descreve as nossas práticas; não constitui aconselhamento jurídico.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      title: 'Que dados recolhemos',
      blocks: [
        'Só recebemos dados pessoais quando envia um dos formulários deste sítio. Cada formulário pede o seguinte.',
        {
          title: 'Newsletter (a subscrição no rodapé)',
          blocks: [{ list: ['O seu endereço de e-mail, guardado em minúsculas.'] }],
        },
        {
          title: 'Alertas de anúncios ("Receber por e-mail novos anúncios como estes", na página de anúncios)',
          blocks: [
            {
              list: [
                'O seu endereço de e-mail, a língua da página, a frequência com que pretende receber os e-mails e a pesquisa que guardou (tipo, intervalo de preços, localização, quartos).',
                'A data em que confirmou o alerta, os anúncios que lhe foram enviados por e-mail e quando, e a data em que o desativou.',
              ],
            },
          ],
        },
        {
          title:
            'Formulário de contacto (a página de contactos, os formulários da página inicial e o formulário de consulta da página de investimento)',
          blocks: [
            {
              list: [
                'O seu nome e endereço de e-mail.',
                'Se os indicar: o seu número de telefone, um assunto e a sua mensagem.',
                'O serviço que lhe interessa (investimento ou gestão de imóveis), quando o formulário o pergunta.',
                'Se assinalou a caixa facultativa para receber novidades do mercado e ofertas por e-mail.',
              ],
            },
          ],
        },
        {
          title: 'Simulador de investimento',
          blocks: [
            {
              list: [
                'O seu nome, endereço de e-mail e número de telefone.',
                'Os valores que introduziu no simulador: os seus capitais próprios, a parte financiada por crédito à habitação, o prazo do crédito e o tipo de imóvel.',
                'As estimativas calculadas a partir desses valores: valor do imóvel, montante do empréstimo, prestação mensal do crédito, renda bruta mensal, despesas estimadas, rendimento mensal esperado e rentabilidade anual esperada. O nosso servidor volta a calculá-las, em vez de confiar no seu navegador.',
                'Se assinalou a caixa facultativa de marketing.',
              ],
            },
          ],
        },
        {
          title: 'Simulador de custos de gestão',
          blocks: [
            {
              list: [
                'O seu nome, endereço de e-mail e número de telefone.',
                'A renda mensal que introduziu e o plano de gestão que escolheu, que nos chegam como pedido de consulta.',
                'Se assinalou a caixa facultativa de marketing.',
              ],
            },
          ],
        },
        {
          title: 'Descarga da minuta de contrato de arrendamento',
          blocks: [
            {
              list: ['O seu nome completo e endereço de e-mail.', 'Se assinalou a caixa facultativa de marketing.'],
            },
          ],
        },
        {
          title: 'Com todos os formulários, automaticamente',
          blocks: [
            {
              list: [
                'Um registo do seu consentimento: as caixas que assinalou, a versão do texto de consentimento que viu, a página a partir da qual enviou o formulário, e a data e a hora.',
                'Um resumo criptográfico irreversível (SHA-256), com sal, do seu endereço IP. Nunca guardamos o próprio endereço. Esse resumo permite ao nosso servidor limitar o número de formulários que uma mesma ligação pode enviar em poucos minutos, o que impede envios indesejados e abusivos, e fica associado ao seu pedido como registo da sua origem.',
              ],
            },
          ],
        },
        {
          title: 'Se gerirmos o seu imóvel (proprietários e inquilinos)',
          blocks: [
            'Estes dados provêm do contrato de gestão e do contrato de arrendamento, não dos formulários deste sítio.',
            {
              list: [
                'Proprietários: o seu nome, endereço de e-mail, língua, país de residência fiscal, número de identificação fiscal português (NIF) e plano de gestão; os imóveis de que é proprietário e a sua quota-parte em cada um; e, mês a mês, as rendas recebidas, as despesas com os respetivos comprovativos, os nossos honorários, os pagamentos que lhe fazemos e os seus extratos. Acede à sua área de proprietário através de uma ligação enviada para o seu endereço de e-mail.',
                'Inquilinos de um imóvel que gerimos: o seu nome, o seu endereço de e-mail, se no-lo indicar, e o contrato de arrendamento (renda, datas, caução e o exemplar assinado).',
              ],
            },
          ],
        },
        'Navegar no sítio sem enviar um formulário não nos dá a conhecer o seu nome nem o seu endereço de e-mail. Como em qualquer sítio na internet, os servidores que disponibilizam as páginas e recebem os formulários tratam o seu endereço IP e os dados do seu navegador para responder aos seus pedidos e manter o serviço seguro.',
        'Não inclua informação sensível, como dados de saúde, numa mensagem de texto livre. Se o fizer, utilizamo-la apenas para lhe responder.',
      ],
    },
    {
      id: 'purposes',
      title: 'Para que utilizamos os dados e com que fundamento jurídico',
      blocks: [
        {
          list: [
            'Para lhe responder e preparar o serviço sobre o qual nos questiona: responder à sua mensagem, enviar a minuta que pediu e, se o solicitar, preparar uma proposta. Fundamento jurídico: o consentimento que presta com a caixa obrigatória de cada formulário (artigo 6.º, n.º 1, alínea a), do RGPD) e as diligências pré-contratuais que nos pede (artigo 6.º, n.º 1, alínea b)).',
            'Para enviar a newsletter e outros e-mails de marketing, apenas se a tiver subscrito ou se tiver assinalado a caixa facultativa de marketing. Fundamento jurídico: o seu consentimento (artigo 6.º, n.º 1, alínea a), do RGPD e Lei n.º 41/2004, relativa à privacidade nas comunicações eletrónicas), que pode retirar a qualquer momento.',
            'Para conservar o registo do seu consentimento e proteger os formulários contra abusos, com o resumo do endereço IP. Fundamento jurídico: o nosso interesse legítimo em formulários que funcionem e não sejam utilizados abusivamente, e a nossa obrigação de poder demonstrar o seu consentimento (artigos 6.º, n.º 1, alínea f), e 7.º, n.º 1, do RGPD).',
            'Para cumprir obrigações legais. Se se tornar nosso cliente, os contratos, as faturas e os registos contabilísticos são conservados durante o prazo exigido pela legislação fiscal e contabilística portuguesa (artigo 6.º, n.º 1, alínea c), do RGPD). Esses registos são abrangidos pelo seu contrato de cliente, não pelos formulários deste sítio.',
          ],
        },
        'Não vendemos nem cedemos dados pessoais a terceiros, não definimos perfis dos visitantes e não tomamos decisões a seu respeito exclusivamente por meios automatizados. Os simuladores apresentam apenas estimativas; não decidem nada.',
      ],
    },
    {
      id: 'recipients',
      title: 'Quem recebe os seus dados',
      blocks: [
        'Os seus pedidos são lidos apenas pela nossa equipa. Para o funcionamento do sítio recorremos a prestadores de serviços (subcontratantes), que tratam os dados segundo as nossas instruções e ao abrigo de um contrato de subcontratação:',
        {
          list: [
            'A Supabase, que aloja a nossa base de dados e as funções de servidor que recebem os formulários. A sua rede funciona através da Cloudflare, que transmite o seu endereço IP para que possa ser convertido no resumo.',
            'A Resend, o serviço de e-mail que envia à nossa equipa uma notificação com o conteúdo do seu pedido (sem o resumo do endereço IP).',
            'O prestador de alojamento que disponibiliza as páginas deste sítio e o nosso prestador de e-mail, para as respostas que lhe enviamos.',
          ],
        },
        'Alguns destes prestadores estão sediados nos Estados Unidos. Quando os dados saem do Espaço Económico Europeu, a transferência assenta nas garantias do capítulo V do RGPD: o Quadro de Privacidade de Dados UE-EUA, quando o prestador está certificado ao abrigo deste, ou, caso contrário, as cláusulas contratuais-tipo da Comissão Europeia.',
        'Quando o seu caso exige um advogado, um contabilista, um mediador ou um empreiteiro, só lhes transmitimos os seus dados depois de o informar e com o seu acordo. Só comunicamos dados às autoridades quando a lei o exige.',
      ],
    },
    {
      id: 'retention',
      title: 'Durante quanto tempo conservamos os dados e como os protegemos',
      blocks: [
        {
          list: [
            'Tudo o que é enviado através dos formulários, incluindo as subscrições da newsletter, é conservado durante 24 meses a contar da data de envio, como indica o texto de consentimento de cada formulário. Uma tarefa programada apaga diariamente os registos mais antigos da base de dados.',
            'Apagamos os seus dados mais cedo se o pedir, ou quando retirar o seu consentimento, salvo se a lei nos obrigar a conservá-los. Cancelar a subscrição da newsletter retira o seu endereço da lista.',
            'Um alerta de anúncios que não tenha confirmado é apagado ao fim de 7 dias. Um alerta confirmado é conservado enquanto estiver ativo; se não enviar nenhum e-mail durante 6 meses, pergunta-lhe uma vez se o quer manter e termina 30 dias depois se não responder. Um alerta desativado ou terminado é apagado 24 meses após o seu fim; apagá-lo na página "Gerir os meus alertas" elimina-o de imediato.',
            'As notificações que a nossa equipa recebe por e-mail estão sujeitas ao mesmo limite de 24 meses.',
            'Se gerirmos o seu imóvel: a respetiva contabilidade (os extratos mensais, as rendas e as despesas com os comprovativos, os pagamentos aos proprietários, o contrato de arrendamento e os números de identificação fiscal dos proprietários neles indicados) constitui registo contabilístico, que a lei portuguesa nos obriga a conservar durante os 10 anos civis seguintes àquele a que respeita (Código do IVA, artigo 52.º; Código do IRC, artigo 123.º). O seu nome, endereço de e-mail e língua são conservados enquanto gerirmos o imóvel. Se nos pedir o apagamento dos seus dados, apagamos de imediato o seu nome, endereço de e-mail e acesso à área de proprietário e conservamos esses registos, com o número de identificação fiscal, apenas até ao fim dos 10 anos; o nome e o endereço de e-mail de um inquilino são retirados do contrato de arrendamento da mesma forma.',
            'Os registos do limite de envios (o resumo do endereço IP, o formulário e a hora) só são necessários para uma contagem de poucos minutos e são apagados automaticamente depois disso.',
            'A sua escolha quanto a cookies fica guardada no seu próprio navegador até a alterar ou apagar os dados deste sítio.',
          ],
        },
        'Os dados dos formulários só chegam à base de dados através das nossas funções de servidor. Não podem ser lidos a partir do sítio e só os membros da nossa equipa com sessão iniciada lhes têm acesso. Todo o tráfego de e para o sítio é cifrado (HTTPS). Se uma violação de segurança pusesse os seus dados em risco, notificaríamos a CNPD no prazo de 72 horas e informá-lo-íamos sem demora injustificada, quando a lei o exige.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies e as suas escolhas',
      blocks: [
        'Este sítio não define cookies próprios e não carrega ferramentas de análise, publicidade ou redes sociais que sigam a sua navegação. Os tipos de letra são servidos a partir do nosso próprio sítio, não de um serviço de terceiros, e os ícones do Instagram e do YouTube são simples ligações.',
        'O sítio utiliza, no entanto, o armazenamento local do seu navegador, que a lei portuguesa (Lei n.º 41/2004) equipara aos cookies, para duas coisas de que precisa para funcionar:',
        {
          list: [
            'A sua escolha quanto a cookies, com o nome "cookie-consent": "accepted", "necessary-only" ou "rejected", as categorias que permite e a data da escolha.',
            'A contagem dos formulários que enviou nos últimos minutos, para que o sítio lhe possa pedir que aguarde antes de enviar mais.',
          ],
        },
        'O aviso de cookies oferece três opções. "Aceitar todos" permite cookies de análise e de marketing; "Apenas necessários" e "Rejeitar" não permitem nenhum deles. Fechar o aviso com o botão de fechar não guarda nada, pelo que o aviso volta a aparecer na sua próxima visita.',
        'Atualmente, a sua escolha não altera nada de visível, porque não utilizamos ferramentas de análise nem de marketing. Se vierem a ser utilizadas, só funcionarão depois de escolher "Aceitar todos", e atualizaremos primeiro esta política.',
        'Pode alterar a sua escolha a qualquer momento em "Definições de cookies", no fundo de cada página, ou com o botão abaixo.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Os seus direitos',
      blocks: [
        'Nos termos do RGPD, enquanto titular dos dados, tem os seguintes direitos, de forma gratuita:',
        {
          list: [
            'Direito de acesso: uma cópia dos dados que temos sobre si e a explicação de como os utilizamos (artigo 15.º).',
            'Direito de retificação: a correção dos dados inexatos ou incompletos (artigo 16.º).',
            'Direito ao apagamento: a eliminação dos seus dados quando já não houver motivo para os conservar (artigo 17.º).',
            'Direito à limitação do tratamento: conservamos os seus dados, mas não fazemos mais nada com eles, por exemplo enquanto contesta a sua exatidão (artigo 18.º).',
            'Direito de portabilidade: os dados que nos forneceu, num formato estruturado e de leitura automática, enviados a si ou a quem indicar (artigo 20.º).',
            'Direito de oposição: ao tratamento baseado no nosso interesse legítimo e, a qualquer momento e sem necessidade de justificação, à comercialização direta (artigo 21.º).',
            'Direito de retirar o consentimento: a qualquer momento, sem comprometer a licitude do tratamento efetuado com base no consentimento antes de o retirar (artigo 7.º, n.º 3).',
            rich`Direito de apresentar reclamação: à autoridade de controlo portuguesa, a Comissão Nacional de Proteção de Dados (CNPD, ${link('https://www.cnpd.pt', 'www.cnpd.pt')}), ou à autoridade do país da União Europeia onde reside ou trabalha (artigo 77.º).`,
          ],
        },
        'Para exercer qualquer destes direitos, escreva-nos para os contactos abaixo indicados. Podemos pedir-lhe que confirme a sua identidade antes de lhe facultarmos ou alterarmos quaisquer dados.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contacte-nos sobre a sua privacidade',
      blocks: [
        rich`${COMPANY.legalName}, Lisboa, Portugal. E-mail ${link(`mailto:${COMPANY.email}`, COMPANY.email)}, telefone ${link(COMPANY.phoneHref, COMPANY.phone)} (de segunda a sexta-feira, ${hours}, hora de Lisboa), ou o nosso ${link('contact', 'formulário de contacto')}.`,
        'Confirmamos a receção de cada pedido relativo à privacidade no prazo de 72 horas e respondemos integralmente no prazo de um mês, como exige o RGPD. Se um pedido for complexo, podemos prorrogar esse prazo até mais dois meses; nesse caso, informamo-lo dos motivos no primeiro mês.',
        'Não designámos um encarregado da proteção de dados, uma vez que a lei não o exige para a nossa atividade; os pedidos relativos à privacidade são tratados pela gerência da sociedade.',
        rich`As regras de utilização deste sítio constam dos nossos ${link('terms', 'termos de utilização')}.`,
      ],
    },
  ],
};

const copy: PrivacyCopy = {
  meta: {
    title: 'Política de privacidade',
    description:
      'Como a Lusa Property trata dados pessoais: o que recolhemos, para quê, durante quanto tempo os conservamos (24 meses) e como exercer os seus direitos.',
  },
  hero: {
    title: 'Política de privacidade',
    subtitle: 'Como recolhemos, utilizamos e protegemos os seus dados pessoais, e os direitos que tem sobre eles.',
  },
  document,
  cookieSettingsButton: 'Abrir as definições de cookies',
};

export default copy;
