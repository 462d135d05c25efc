import type { AlertsConfirmCopy } from './copy.en';

const copy: AlertsConfirmCopy = {
  meta: {
    title: 'Confirmar o seu alerta de anúncios',
    description: 'Confirme o seu alerta de anúncios da Lusa Property.',
  },
  hero: {
    title: 'Confirmar o seu alerta de anúncios',
    subtitle: 'Com um clique, os novos anúncios que correspondem à sua pesquisa passam a chegar ao seu e-mail.',
  },
  intro:
    'Carregue no botão para confirmar que pretende receber novos anúncios como estes no endereço para onde esta ligação foi enviada.',
  confirm: 'Confirmar o meu alerta',
  confirming: 'A confirmar...',
  successTitle: 'O seu alerta está confirmado',
  successText:
    'Obrigado. Enviamos-lhe por e-mail os novos anúncios que correspondem à sua pesquisa, e cada e-mail tem uma ligação para cancelar o alerta com um clique.',
  manage: 'Gerir os meus alertas',
  adsButton: 'Voltar aos anúncios',
  errors: {
    token_invalid: {
      title: 'Esta ligação não funciona',
      text: 'A ligação pode estar incompleta ou ter sido alterada. Copie a ligação completa do e-mail ou guarde novamente o alerta na página de anúncios.',
    },
    token_expired: {
      title: 'Esta ligação expirou',
      text: 'Uma ligação de confirmação é válida durante 7 dias. Guarde novamente o alerta na página de anúncios e enviamos-lhe uma nova.',
    },
    token_used: {
      title: 'Esta ligação já foi utilizada',
      text: 'Cada ligação só funciona uma vez. Se confirmou com ela, o seu alerta está ativo. Para o alterar, utilize a ligação «Gerir os meus alertas» que consta de qualquer e-mail de alerta.',
    },
    too_many_alerts: {
      title: 'Já tem 10 alertas',
      text: 'Cada endereço pode manter até 10 alertas, e o seu já os tem. Elimine um de que já não precise através da ligação «Gerir os meus alertas» de qualquer e-mail de alerta e, depois, abra novamente esta ligação.',
    },
  },
  failedTitle: 'Ocorreu um erro',
  failedText: 'Não foi possível confirmar o seu alerta neste momento. Tente novamente dentro de instantes.',
  retry: 'Tentar novamente',
};

export default copy;
