import type { NewsletterUnsubscribeCopy } from './copy.en';

const copy: NewsletterUnsubscribeCopy = {
  meta: {
    title: 'Cancelar a subscrição da newsletter',
    description: 'Cancele a subscrição da newsletter semanal da Lusa Property.',
  },
  hero: {
    title: 'Cancelar a subscrição',
    subtitle: 'Pode deixar de receber a nossa newsletter semanal a qualquer momento, sem iniciar sessão.',
  },
  intro:
    'Carregue no botão para deixar de receber a nossa newsletter semanal no endereço para onde esta ligação foi enviada.',
  leave: 'Cancelar a subscrição',
  leaving: 'A cancelar...',
  doneTitle: 'Saiu da lista',
  doneText:
    'Não voltará a receber edições da nossa newsletter. Mudou de ideias? Subscreva novamente no formulário no fundo desta página.',
  invalidTitle: 'Esta ligação não funciona',
  invalidText:
    'A ligação pode estar incompleta ou ter sido alterada. Indique o seu endereço abaixo e enviamos-lhe uma nova por e-mail.',
  requestIntro:
    'Indique o endereço que recebe a nossa newsletter e enviamos-lhe uma ligação para sair da lista. Nada muda até abrir essa ligação.',
  emailLabel: 'Endereço de e-mail',
  request: 'Enviar-me a ligação',
  requesting: 'A enviar...',
  requestedTitle: 'Consulte a sua caixa de correio',
  requestedText:
    'Se este endereço estiver na nossa lista, enviámos-lhe uma ligação para sair. Abra-a e carregue no botão.',
  emptyEmail: 'Indique um endereço de e-mail',
  invalidEmail: 'Endereço de e-mail inválido',
  failedTitle: 'Ocorreu um erro',
  failedText: 'Tente novamente dentro de instantes.',
  retry: 'Tentar novamente',
  homeButton: 'Voltar à página inicial',
};

export default copy;
