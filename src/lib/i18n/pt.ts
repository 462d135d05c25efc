// The Portuguese words of dates and "time ago" come with the dictionary, which every Portuguese page
// loads before it renders (src/lib/format/locale-text.ts).
import '../format/portuguese-words';
import type { Dictionary } from './dictionary';

// European Portuguese UI dictionary. Its type is derived from the English one, so a missing or extra
// key fails the type check. Loaded only on Portuguese pages.
export const pt: Dictionary = {
  meta: {
    siteName: 'Lusa Property',
    locale: 'pt_PT',
    titleTemplate: '{title} | Lusa Property',
  },
  common: {
    breadcrumbLabel: 'Caminho de navegação',
    honeypotLabel: 'Deixe este campo em branco',
    skipToContent: 'Saltar para o conteúdo principal',
    readMore: 'Saiba mais',
    loading: 'A carregar...',
    close: 'Fechar',
  },
  nav: {
    mainLabel: 'Navegação principal',
    home: 'Início',
    about: 'Quem somos',
    propertyManagement: 'Gestão de imóveis',
    investment: 'Investimento',
    articles: 'Artigos',
    contact: 'Contactos',
    calculateCost: 'Calcular o custo de gestão',
    rentalAgreement: 'Minuta de contrato de arrendamento',
    realEstateAds: 'Anúncios imobiliários',
    submenuToggle: 'Mostrar o submenu {label}',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    menuTitle: 'Menu',
    homeLinkLabel: 'Lusa Property, página inicial',
    languages: 'Línguas',
  },
  footer: {
    newsletter: {
      title: 'A nossa newsletter semanal sobre o imobiliário em Portugal',
      subtitle:
        'Tendências do mercado, novos imóveis e conselhos práticos para investir e viver em Portugal, uma vez por semana.',
      leave: 'Pode cancelar a subscrição a qualquer momento',
      emailLabel: 'Endereço de e-mail',
      emailPlaceholder: 'nome@exemplo.pt',
      submit: 'Subscrever',
      submitting: 'A subscrever...',
      successTitle: 'Consulte a sua caixa de correio',
      successDescription:
        'Para confirmar a subscrição, abra no prazo de 7 dias a ligação que enviámos para este endereço. Enviamos uma nova ligação no máximo uma vez por hora: se a pediu há menos de uma hora, use a ligação desse e-mail. Se o endereço já constar da nossa lista, nada muda.',
      alreadyTitle: 'Subscrição já existente',
      alreadyDescription: 'Este endereço de e-mail já consta da lista da nossa newsletter',
      alreadyLeftNote:
        'Se entretanto cancelou a subscrição, abra a ligação que estamos a enviar para este endereço para voltar a subscrever (é enviada uma nova ligação no máximo uma vez por hora).',
      errorTitle: 'Erro',
      errorDescription: 'Ocorreu um erro ao subscrever a newsletter',
      emptyEmail: 'Indique um endereço de e-mail',
      invalidEmail: 'Endereço de e-mail inválido',
    },
    blurb:
      'Gestão de imóveis, investimento imobiliário e apoio à mudança para Portugal, para proprietários e investidores que querem uma equipa de confiança no terreno.',
    contactTitle: 'Contactos',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
    location: 'Lisboa, Portugal',
    servicesTitle: 'Serviços',
    supportTitle: 'Apoio',
    blog: 'Blogue',
    followUs: 'Siga-nos',
    instagram: 'Instagram',
    youtube: 'YouTube',
    privacy: 'Política de privacidade',
    terms: 'Termos de utilização',
    cookieSettings: 'Definições de cookies',
    copyright: '© {year} Lusa Property. Todos os direitos reservados.',
    legalLabel: 'Informação legal',
  },
  cookies: {
    title: 'Valorizamos a sua privacidade',
    description:
      'Este site não utiliza cookies. O que precisa para funcionar, como esta escolha, fica guardado no armazenamento do seu navegador. Não usamos atualmente ferramentas de análise nem de marketing; se as viermos a usar, só funcionarão com a sua autorização.',
    acceptAll: 'Aceitar todos',
    necessaryOnly: 'Apenas necessários',
    reject: 'Rejeitar',
    showDetails: 'Mostrar detalhes',
    hideDetails: 'Ocultar detalhes',
    close: 'Fechar sem escolher',
    alwaysOn: 'Sempre ativos',
    on: 'Ativos',
    off: 'Inativos',
    necessaryTitle: 'Necessários',
    necessaryDescription:
      'Mantêm o site a funcionar: a escolha que fizer aqui e a contagem dos formulários que enviou nos últimos minutos.',
    analyticsTitle: 'Análise',
    analyticsDescription:
      'Estatísticas anónimas sobre as páginas lidas, para as podermos melhorar. Nenhuma está em uso atualmente.',
    marketingTitle: 'Marketing',
    marketingDescription:
      'Permitem-nos medir as nossas campanhas e mostrar-lhe ofertas relevantes noutros sites. Nenhuma está em uso atualmente.',
    privacyLink: 'Leia a nossa política de privacidade',
  },
  errors: {
    notFoundCode: '404',
    notFoundMessage: 'Página não encontrada',
    notFoundHome: 'Voltar à página inicial',
    notFoundMetaTitle: 'Página não encontrada',
    notFoundMetaDescription: 'A página que procura não existe ou mudou de endereço.',
    genericTitle: 'Ocorreu um erro',
    genericDescription:
      'Um erro inesperado interrompeu esta página. Normalmente, atualizar a página resolve o problema.',
    refreshPage: 'Atualizar a página',
    sectionTitle: 'Ocorreu um erro',
    sectionDescription: 'Ocorreu um erro ao carregar esta secção. Tente atualizar a página.',
  },
  leadForm: {
    nameLabel: 'Nome completo',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
    requiredNote: 'Os campos assinalados com * são obrigatórios',
    consentLabel:
      'Autorizo o tratamento dos meus dados pessoais para a prestação do serviço e para me contactarem, e a sua conservação por um período máximo de 24 meses.',
    privacyLink: 'Leia a nossa política de privacidade',
    marketingLabel: 'Quero receber por e-mail novidades do mercado e ofertas (opcional)',
    submitting: 'A enviar...',
    errorTitle: 'Erro',
    requiredFields: 'Preencha todos os campos obrigatórios e confirme o seu consentimento',
    fieldRequired: 'Este campo é obrigatório',
    invalidEmail: 'Endereço de e-mail inválido',
    invalidInputTitle: 'Dados inválidos',
    invalidInputScript: 'Foram detetados caracteres inválidos. Retire qualquer código HTML ou de programação.',
    invalidInputTooLong: 'Este campo aceita no máximo {max} caracteres',
    invalidInputPhone: 'Um número de telefone só pode conter algarismos, espaços e + ( ) - . /',
    invalidInputControl:
      'Não são aceites tabulações nem outros caracteres de controlo (as mudanças de linha só são aceites na mensagem)',
    invalidInputCharacters:
      'Este campo contém caracteres que não são aceites. Use letras, algarismos e sinais de pontuação comuns',
    rateLimitTitle: 'Demasiados envios',
    rateLimitDescription: 'Aguarde alguns minutos antes de voltar a enviar',
    blockedTitle: 'Bloqueado temporariamente',
    blockedDescription: 'Demasiados pedidos. Tente novamente mais tarde',
  },
  contactForm: {
    serviceLegend: 'Em que podemos ajudar?',
    serviceProperty: 'Gestão de imóveis',
    serviceInvestment: 'Investimento imobiliário',
    messageLabel: 'Mensagem',
    messagePlaceholder: 'Fale-nos do seu imóvel ou dos seus planos em Portugal',
    submit: 'Enviar mensagem',
    sendError: 'Ocorreu um erro ao enviar a mensagem',
  },
};
