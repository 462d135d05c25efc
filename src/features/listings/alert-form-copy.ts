// The words of the ad alert form (docs/ad-alerts.md), both languages in the form's own chunk: it
// loads only when a visitor opens or focuses "E-mail me new ads like these", so the ads page's
// first load carries none of them.
import type { AlertFrequency, AlertInputError } from '@shared/alerts/alert-input';

export interface AlertFormCopy {
  title: string;
  searchLabel: string;
  emailLabel: string;
  emailPlaceholder: string;
  frequencyLabel: string;
  frequencies: Record<AlertFrequency, string>;
  consent: string;
  submit: string;
  submitting: string;
  close: string;
  successTitle: string;
  successText: string;
  errors: Record<AlertInputError | 'too_many_alerts' | 'rate_limited' | 'failed', string>;
}

export const ALERT_FORM_COPY: Record<'en' | 'he', AlertFormCopy> = {
  en: {
    title: 'E-mail me new ads like these',
    searchLabel: 'Your search',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    frequencyLabel: 'How often',
    frequencies: { instant: 'As soon as published', daily: 'Once a day', weekly: 'Once a week' },
    consent:
      'I agree to receive these ads from Lusa Property by e-mail. Every e-mail has a link to stop the alert in one click.',
    submit: 'Save the alert',
    submitting: 'Saving...',
    close: 'Close',
    successTitle: 'Check your inbox',
    successText:
      'To start the alert, open the link we e-mailed to this address within 7 days. Nothing is sent until you confirm.',
    errors: {
      email_invalid: 'Invalid email address',
      price_range_invalid: 'The price range does not work: set a minimum below the maximum, within the slider.',
      location_too_long: 'The place is too long: use at most 100 characters.',
      frequency_invalid: 'Choose how often we should e-mail you.',
      type_invalid: 'Choose rent, sale or both.',
      bedrooms_invalid: 'Choose 1 to 5 bedrooms, or any.',
      consent_required: 'Please agree to receive the ads by e-mail.',
      too_many_alerts:
        'This address already has 10 alerts, the most it can keep. Delete one with the "Manage my alerts" link in any alert e-mail.',
      rate_limited: 'Too many requests. Please try again later.',
      failed: 'We could not save the alert just now. Please try again in a moment.',
    },
  },
  he: {
    title: 'שלחו לי מודעות חדשות כאלה',
    searchLabel: 'החיפוש שלכם',
    emailLabel: 'כתובת אימייל',
    emailPlaceholder: 'you@example.com',
    frequencyLabel: 'באיזו תדירות',
    frequencies: { instant: 'מיד כשמתפרסמת', daily: 'פעם ביום', weekly: 'פעם בשבוע' },
    consent: 'כן, שלחו לי את המודעות האלה מ-Lusa Property באימייל. בכל הודעה יש קישור להפסקת ההתראה בלחיצה אחת.',
    submit: 'שמירת ההתראה',
    submitting: 'שומרים...',
    close: 'סגירה',
    successTitle: 'בדקו את תיבת הדואר',
    successText: 'כדי להפעיל את ההתראה, פתחו תוך 7 ימים את הקישור ששלחנו לכתובת הזו. לא נשלח דבר לפני שתאשרו.',
    errors: {
      email_invalid: 'כתובת האימייל לא תקינה',
      price_range_invalid: 'טווח המחירים לא תקין: בחרו מינימום נמוך מהמקסימום, בתוך טווח הסרגל.',
      location_too_long: 'שם המקום ארוך מדי: עד 100 תווים.',
      frequency_invalid: 'בחרו באיזו תדירות לשלוח לכם.',
      type_invalid: 'בחרו השכרה, מכירה או את שתיהן.',
      bedrooms_invalid: 'בחרו 1 עד 5 חדרי שינה, או כל מספר.',
      consent_required: 'כדי לשמור את ההתראה, אשרו שאתם מסכימים לקבל את המודעות באימייל.',
      too_many_alerts:
        'לכתובת הזו כבר יש 10 התראות, המספר המרבי. מחקו אחת דרך הקישור "ניהול ההתראות שלי" שבכל הודעת התראה.',
      rate_limited: 'יותר מדי בקשות. נסו שוב מאוחר יותר.',
      failed: 'לא הצלחנו לשמור את ההתראה כרגע. נסו שוב בעוד רגע.',
    },
  },
};
