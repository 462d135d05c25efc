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
  previewTitle: 'Preview: what {language} readers see',
  previewFrame: 'Preview of the {language} email',
  save: 'Save draft',
  saving: 'Saving…',
  saved: 'Draft saved',
  sendTest: 'Send a test to myself',
  sendingTest: 'Sending the test…',
  testSent: 'A test in both languages is on its way to {email}.',
  send: 'Send to subscribers…',
  confirmTitle: 'Send this issue?',
  confirmText:
    '“{title}” goes to {en} in English and {he} in Hebrew (confirmed, not unsubscribed). It cannot be stopped or changed once sent.',
  confirmSend: 'Send to {total}',
  /** {count}: the number of subscribers; each text holds its noun. */
  subscribers: { one: '1 subscriber', other: '{count} subscribers' },
  cancel: 'Cancel',
  sendStarted: 'Sending to {total}.',
  incomplete: 'Write a title and a body in both languages first.',
  failed: 'That did not work: {message}',
  listTitle: 'Issues',
  listEmpty: 'No issues yet.',
  columns: {
    date: 'Date',
    title: 'Title',
    status: 'Status',
    recipientsEn: 'Recipients in English',
    recipientsHe: 'Recipients in Hebrew',
    sent: 'Sent',
    failed: 'Failed',
    pending: 'Pending',
  },
  status: { draft: 'Draft', sending: 'Sending', sent: 'Sent' },
  edit: 'Edit',
};

export default newsletterAdminCopy;
export type NewsletterAdminCopy = typeof newsletterAdminCopy;
