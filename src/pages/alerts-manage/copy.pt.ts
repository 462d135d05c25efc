import type { AlertsManageCopy } from './copy.en';

const copy: AlertsManageCopy = {
  meta: {
    title: 'Gerir os meus alertas de anúncios',
    description: 'Consulte, altere, suspenda ou elimine os seus alertas de anúncios da Lusa Property.',
  },
  hero: {
    title: 'Gerir os meus alertas de anúncios',
    subtitle: 'Consulte os seus alertas, altere a frequência de envio, suspenda-os ou elimine-os.',
  },
  loading: 'A carregar os seus alertas...',
  empty:
    'Não tem alertas de anúncios. Pode guardar um na página de anúncios, em «Receber por e-mail novos anúncios como estes».',
  listLabel: 'Os seus alertas de anúncios',
  frequencyLabel: 'Com que frequência',
  frequencies: { instant: 'Logo que publicados', daily: 'Uma vez por dia', weekly: 'Uma vez por semana' },
  status: { pending: 'A aguardar a sua confirmação', confirmed: 'Ativo', paused: 'Suspenso' },
  pause: 'Suspender',
  resume: 'Retomar',
  keep: 'Manter este alerta',
  keepAsked: 'Há 6 meses que nenhum anúncio corresponde a este alerta. Mantenha-o; caso contrário, termina.',
  delete: 'Eliminar',
  deleteConfirm: 'Eliminar o alerta «{alert}»?',
  saved: 'Guardado',
  leaveTitle: 'Cancelar este alerta?',
  leaveText: 'Carregue no botão para cancelar o alerta «{alert}». Não será enviado mais nada relativo a este alerta.',
  leaveUnknown: 'Carregue no botão para cancelar o alerta a que esta ligação se refere.',
  leaveButton: 'Cancelar este alerta',
  leaving: 'A cancelar...',
  leftTitle: 'O alerta foi cancelado',
  leftText: 'Não voltaremos a enviar-lhe e-mails relativos a este alerta.',
  invalidTitle: 'Esta ligação não funciona',
  invalidText:
    'A ligação pode estar incompleta ou ter sido alterada. Copie a ligação completa de um dos seus e-mails de alerta e abra-a novamente.',
  expiredTitle: 'Esta ligação expirou',
  expiredText:
    'Uma ligação «Gerir os meus alertas» é válida durante 90 dias. Cada e-mail de alerta traz uma nova: abra a ligação do seu e-mail de alerta mais recente.',
  failedTitle: 'Ocorreu um erro',
  failedText: 'Não foi possível concluir esta operação neste momento. Tente novamente dentro de instantes.',
  retry: 'Tentar novamente',
  adsButton: 'Voltar aos anúncios',
};

export default copy;
