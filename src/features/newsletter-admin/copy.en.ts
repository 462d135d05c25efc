// Texts of the staff newsletter page (English); the page includes them in its copy.
const newsletterAdminCopy = {
  loading: 'Loading the newsletter…',
  editorTitle: 'Write an issue',
  editingDraft: 'Editing a saved draft',
  newIssue: 'New issue',
  languages: { en: 'English', he: 'Hebrew', pt: 'Portuguese' },
  /** Under the editors: which languages an issue needs (docs/newsletter.md, "Sending"). */
  languagesRule:
    'An issue goes out with a title and a body in English and in every language that has subscribers; a language nobody reads may stay empty.',
  titleLabel: 'Title ({language})',
  bodyLabel: 'Body ({language})',
  bodyHint:
    'Markdown: # heading, **bold**, *italic*, [link text](https://…), lines starting with "- " or "1. " for lists. HTML is shown as text.',
  previewTitle: 'Preview: what {language} readers see',
  previewFrame: 'Preview of the {language} email',
  save: 'Save draft',
  saving: 'Saving…',
  saved: 'Draft saved',
  autosaving: 'Saving the draft…',
  autosaved: 'Draft saved at {time}. It stays here after a reload and is listed below.',
  unsaved: 'Changes not saved yet…',
  leaveWarning: 'Your latest changes are not saved yet. Leave this page anyway?',
  sendTest: 'Send a test to myself',
  sendingTest: 'Sending the test…',
  testSentAll: 'A test in each language is on its way to {email}.',
  send: 'Send to subscribers…',
  testFirst: 'Send yourself a test of this version first: sending to subscribers then becomes the main button.',
  confirmTitle: 'Send this issue?',
  confirmTextAll:
    '“{title}” goes to {en} in English, {he} in Hebrew and {pt} in Portuguese (confirmed, not unsubscribed). It cannot be stopped or changed once sent.',
  confirmSend: 'Send to {total}',
  /** {count}: the number of subscribers; each text holds its noun. */
  subscribers: { one: '1 subscriber', other: '{count} subscribers' },
  cancel: 'Cancel',
  sendStarted: 'Sending to {total}.',
  /** {languages}: the languages' names, separated by commas. */
  incompleteIn:
    'Write a title and a body in these languages first: {languages}. Every subscriber reads the issue in their own language.',
  failed: 'That did not work: {message}',
  listTitle: 'Issues',
  listEmpty: 'No issues yet.',
  columns: {
    date: 'Date',
    title: 'Title',
    status: 'Status',
    recipientsEn: 'Recipients in English',
    recipientsHe: 'Recipients in Hebrew',
    recipientsPt: 'Recipients in Portuguese',
    sent: 'Sent',
    failed: 'Failed',
    pending: 'Pending',
  },
  status: { draft: 'Draft', sending: 'Sending', sent: 'Sent' },
  edit: 'Edit',
  /** {title}: the draft's title, for screen readers telling the rows' buttons apart. */
  editLabel: 'Edit “{title}”',
  delete: 'Delete',
  deleteLabel: 'Delete “{title}”',
  deleteDraft: 'Delete draft',
  deleteTitle: 'Delete this draft?',
  deleteText: '“{title}” will be deleted for good. Issues already sent stay in the list.',
  deleteConfirm: 'Delete draft',
  deleted: 'Draft deleted',
  untitled: 'Untitled draft',
  draftGone: 'That draft is no longer here: it was deleted or sent.',
  /** The database's refusals, by their reason. */
  errors: {
    issue_not_draft: 'This issue was sent already, so it can no longer be changed or deleted.',
    issue_not_found: 'This issue is no longer here: someone may have deleted it.',
    issue_incomplete: 'Write a title and a body in every language that has subscribers first.',
    no_email: 'Your account has no email address to send the test to.',
  },
};

export default newsletterAdminCopy;
export type NewsletterAdminCopy = typeof newsletterAdminCopy;
