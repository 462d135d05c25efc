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
    'תחביר Markdown: ‏# לכותרת, **מודגש**, *נטוי*, [טקסט הקישור](https://…), שורות שמתחילות ב-"- " או ב-"1. " לרשימות. HTML מוצג כטקסט.',
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
    '"{title}" יישלח ל-{en} מנויים באנגלית ול-{he} מנויים בעברית (שאישרו את ההרשמה ולא הסירו את עצמם). אחרי השליחה אי אפשר לעצור או לשנות אותו.',
  confirmSend: 'שליחה ל-{total} מנויים',
  cancel: 'ביטול',
  sendStarted: 'שולחים ל-{total} מנויים.',
  incomplete: 'קודם כתבו כותרת ותוכן בשתי השפות.',
  failed: 'הפעולה נכשלה: {message}',
  listTitle: 'גיליונות',
  listEmpty: 'עדיין אין גיליונות.',
  columns: {
    date: 'תאריך',
    title: 'כותרת',
    status: 'סטטוס',
    recipients: 'נמענים (EN / HE)',
    sent: 'נשלחו',
    failed: 'נכשלו',
    pending: 'ממתינים',
  },
  status: { draft: 'טיוטה', sending: 'בשליחה', sent: 'נשלח' },
  edit: 'עריכה',
};

export default newsletterAdminCopy;
