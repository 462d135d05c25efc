import type { NewsletterAdminCopy } from './copy.en';

const newsletterAdminCopy: NewsletterAdminCopy = {
  loading: 'טוענים את הניוזלטר…',
  editorTitle: 'כתיבת גיליון',
  editingDraft: 'עריכת טיוטה שמורה',
  newIssue: 'גיליון חדש',
  languages: { en: 'אנגלית', he: 'עברית' },
  titleLabel: 'כותרת ({language})',
  bodyLabel: 'תוכן ({language})',
  bodyHint:
    'תחביר Markdown: ‏\u2066#\u2069 לכותרת, \u2066**מודגש**\u2069, \u2066*נטוי*\u2069, \u2066[טקסט הקישור](https://…)\u2069, שורות שמתחילות ב-\u2066"- "\u2069 או ב-\u2066"1. "\u2069 לרשימות. HTML מוצג כטקסט.',
  previewTitle: 'תצוגה מקדימה: כך יראו את זה קוראים ב{language}',
  previewFrame: 'תצוגה מקדימה של ההודעה ב{language}',
  save: 'שמירת טיוטה',
  saving: 'שומרים…',
  saved: 'הטיוטה נשמרה',
  sendTest: 'שליחת בדיקה אליי',
  sendingTest: 'שולחים את הבדיקה…',
  testSent: 'גיליון בדיקה בשתי השפות בדרך אל {email}.',
  send: 'שליחה למנויים…',
  confirmTitle: 'לשלוח את הגיליון?',
  confirmText:
    '"{title}" יישלח {en} באנגלית ו{he} בעברית (שאישרו את ההרשמה ולא הסירו את עצמם). אחרי השליחה אי אפשר לעצור או לשנות אותו.',
  confirmSend: 'שליחה {total}',
  subscribers: { one: 'למנוי אחד', other: 'ל-{count} מנויים' },
  cancel: 'ביטול',
  sendStarted: 'שולחים {total}.',
  incomplete: 'קודם כתבו כותרת ותוכן בשתי השפות.',
  failed: 'הפעולה נכשלה: {message}',
  listTitle: 'גיליונות',
  listEmpty: 'עדיין אין גיליונות.',
  columns: {
    date: 'תאריך',
    title: 'כותרת',
    status: 'סטטוס',
    recipientsEn: 'נמענים באנגלית',
    recipientsHe: 'נמענים בעברית',
    sent: 'נשלחו',
    failed: 'נכשלו',
    pending: 'ממתינים',
  },
  status: { draft: 'טיוטה', sending: 'בשליחה', sent: 'נשלח' },
  edit: 'עריכה',
};

export default newsletterAdminCopy;
