// Texts of the staff newsletter page (English); the page includes them in its copy.
const newsletterAdminCopy = {
  loading: 'Loading the newsletter…',
  editorTitle: 'Write an issue',
  editingDraft: 'Editing a saved draft',
  newIssue: 'New issue',
  languages: { en: 'English', he: 'Hebrew' },
  titleLabel: 'Title ({language})',
  bodyLabel: 'Body ({language})',
  bodyHint:
    'Markdown: # heading, **bold**, *italic*, [link text](https://…), lines starting with "- " or "1. " for lists. HTML is shown as text.',
  previewTitle: 'Preview: as a {language} reader sees it',
  previewFrame: 'Preview of the {language} e-mail',
  save: 'Save draft',
  saving: 'Saving…',
  saved: 'Draft saved',
  sendTest: 'Send a test to myself',
  sendingTest: 'Sending the test…',
  testSent: 'A test in both languages is on its way to {email}.',
  send: 'Send to subscribers…',
  confirmTitle: 'Send this issue?',
  confirmText:
    '“{title}” goes to {en} English and {he} Hebrew subscribers (confirmed, not unsubscribed). It cannot be stopped or changed once sent.',
  confirmSend: 'Send to {total} subscribers',
  cancel: 'Cancel',
  sendStarted: 'Sending to {total} subscribers.',
  incomplete: 'Write a title and a body in both languages first.',
  failed: 'That did not work: {message}',
  listTitle: 'Issues',
  listEmpty: 'No issue yet.',
  columns: {
    date: 'Date',
    title: 'Title',
    status: 'Status',
    recipients: 'Recipients (EN / HE)',
    sent: 'Sent',
    failed: 'Failed',
    pending: 'Pending',
  },
  status: { draft: 'Draft', sending: 'Sending', sent: 'Sent' },
  edit: 'Edit',
};

export default newsletterAdminCopy;
export type NewsletterAdminCopy = typeof newsletterAdminCopy;
