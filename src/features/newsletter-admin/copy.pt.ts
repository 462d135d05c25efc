// Texts of the staff newsletter page (European Portuguese, for the Lisbon staff). A language's name
// is used alone (the editor's legend) and after a dash in labels, so it keeps its capital.
import type { NewsletterAdminCopy } from './copy.en';

const newsletterAdminCopy: NewsletterAdminCopy = {
  loading: 'A carregar a newsletter…',
  editorTitle: 'Escrever uma edição',
  editingDraft: 'A editar um rascunho guardado',
  newIssue: 'Nova edição',
  languages: { en: 'Inglês', he: 'Hebraico', pt: 'Português' },
  languagesRule:
    'Uma edição só é enviada com título e texto em inglês e em cada língua que tenha subscritores; uma língua sem leitores pode ficar vazia.',
  titleLabel: 'Título – {language}',
  bodyLabel: 'Texto – {language}',
  bodyHint:
    'Markdown: # título, **negrito**, *itálico*, [texto da ligação](https://…), linhas começadas por "- " ou "1. " para listas. O HTML é mostrado como texto.',
  previewTitle: 'Pré-visualização – {language}: o que os leitores veem',
  previewFrame: 'Pré-visualização do e-mail – {language}',
  save: 'Guardar rascunho',
  saving: 'A guardar…',
  saved: 'Rascunho guardado',
  autosaving: 'A guardar o rascunho…',
  autosaved: 'Rascunho guardado às {time}. Mantém-se aqui depois de recarregar a página e consta da lista abaixo.',
  unsaved: 'Alterações ainda não guardadas…',
  leaveWarning: 'As últimas alterações ainda não foram guardadas. Sair desta página mesmo assim?',
  sendTest: 'Enviar um teste para mim',
  sendingTest: 'A enviar o teste…',
  testSentAll: 'Um teste em cada língua está a caminho de {email}.',
  send: 'Enviar aos subscritores…',
  testFirst:
    'Envie primeiro um teste desta versão para si: o envio aos subscritores passa então a ser o botão principal.',
  confirmTitle: 'Enviar esta edição?',
  confirmTextAll:
    '«{title}» será enviada a {en} em inglês, a {he} em hebraico e a {pt} em português (confirmados e sem subscrição cancelada). Depois de enviada, não pode ser interrompida nem alterada.',
  confirmSend: 'Enviar a {total}',
  subscribers: { one: '1 subscritor', other: '{count} subscritores' },
  cancel: 'Cancelar',
  sendStarted: 'A enviar a {total}.',
  incompleteIn:
    'Escreva primeiro um título e um texto nestas línguas: {languages}. Cada subscritor lê a edição na sua língua.',
  failed: 'Não foi possível concluir: {message}',
  listTitle: 'Edições',
  listEmpty: 'Ainda não há edições.',
  columns: {
    date: 'Data',
    title: 'Título',
    status: 'Estado',
    recipientsEn: 'Destinatários em inglês',
    recipientsHe: 'Destinatários em hebraico',
    recipientsPt: 'Destinatários em português',
    sent: 'Enviados',
    failed: 'Falhados',
    pending: 'Pendentes',
  },
  status: { draft: 'Rascunho', sending: 'A enviar', sent: 'Enviada' },
  edit: 'Editar',
  editLabel: 'Editar «{title}»',
  delete: 'Eliminar',
  deleteLabel: 'Eliminar «{title}»',
  deleteDraft: 'Eliminar rascunho',
  deleteTitle: 'Eliminar este rascunho?',
  deleteText: '«{title}» será eliminado definitivamente. As edições já enviadas mantêm-se na lista.',
  deleteConfirm: 'Eliminar rascunho',
  deleted: 'Rascunho eliminado',
  untitled: 'Rascunho sem título',
  draftGone: 'Esse rascunho já não está aqui: foi eliminado ou enviado.',
  errors: {
    issue_not_draft: 'Esta edição já foi enviada, pelo que não pode ser alterada nem eliminada.',
    issue_not_found: 'Esta edição já não está aqui: alguém pode tê-la eliminado.',
    issue_incomplete: 'Escreva primeiro um título e um texto em cada língua que tenha subscritores.',
    no_email: 'A sua conta não tem endereço de e-mail para onde enviar o teste.',
  },
};

export default newsletterAdminCopy;
