import type { NewsletterConfirmCopy } from './copy.en';

const copy: NewsletterConfirmCopy = {
  meta: {
    title: 'Confirmar a sua subscrição',
    description: 'Confirme a sua subscrição da newsletter semanal da Lusa Property.',
  },
  hero: {
    title: 'Confirmar a sua subscrição',
    subtitle: 'Com um clique, a nossa newsletter semanal sobre o mercado imobiliário em Portugal passa a chegar-lhe.',
  },
  intro:
    'Carregue no botão para confirmar que pretende receber a nossa newsletter semanal no endereço para onde esta ligação foi enviada.',
  confirm: 'Confirmar a minha subscrição',
  confirming: 'A confirmar...',
  successTitle: 'A sua subscrição está confirmada',
  successText:
    'Obrigado. Passa a receber a nossa newsletter a partir da próxima edição semanal, e cada edição tem uma ligação para cancelar a subscrição.',
  errors: {
    token_invalid: {
      title: 'Esta ligação não funciona',
      text: 'A ligação pode estar incompleta ou ter sido alterada. Copie a ligação completa do e-mail ou subscreva novamente no formulário no fundo desta página.',
    },
    token_expired: {
      title: 'Esta ligação expirou',
      text: 'Uma ligação de confirmação é válida durante 7 dias. Subscreva novamente no formulário no fundo desta página e enviamos-lhe uma nova.',
    },
    token_used: {
      title: 'Esta ligação já foi utilizada',
      text: 'Cada ligação só funciona uma vez. Se confirmou com ela, já está na lista. Se entretanto cancelou a subscrição, subscreva novamente no formulário no fundo desta página.',
    },
  },
  failedTitle: 'Ocorreu um erro',
  failedText: 'Não foi possível confirmar a sua subscrição neste momento. Tente novamente dentro de instantes.',
  retry: 'Tentar novamente',
  homeButton: 'Voltar à página inicial',
};

export default copy;
