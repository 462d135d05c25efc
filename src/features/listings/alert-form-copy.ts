// The words of the ad alert form (docs/ad-alerts.md), every language in the form's own chunk: it
// loads only when a visitor opens or focuses "E-mail me new ads like these", so the ads page's
// first load carries none of them.
import type { Lang } from '@/lib/i18n/lang';
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
  errors: Record<AlertInputError | 'rate_limited' | 'failed', string>;
}

export const ALERT_FORM_COPY: Record<Lang, AlertFormCopy> = {
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
      location_invalid: 'The place holds characters a place name does not: use letters, digits and punctuation only.',
      consent_version_unknown: 'This page is out of date: reload it and save the alert again.',
      frequency_invalid: 'Choose how often we should e-mail you.',
      type_invalid: 'Choose rent, sale or both.',
      bedrooms_invalid: 'Choose 1 to 5 bedrooms, or any.',
      consent_required: 'Please agree to receive the ads by e-mail.',
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
      location_invalid: 'בשם המקום יש תווים שלא מופיעים בשמות של מקומות: כתבו אותו באותיות, בספרות ובסימני פיסוק בלבד.',
      consent_version_unknown: 'העמוד הזה כבר לא מעודכן: טענו אותו מחדש ושמרו שוב את ההתראה.',
      frequency_invalid: 'בחרו באיזו תדירות לשלוח לכם.',
      type_invalid: 'בחרו השכרה, מכירה או את שתיהן.',
      bedrooms_invalid: 'בחרו 1 עד 5 חדרי שינה, או כל מספר.',
      consent_required: 'כדי לשמור את ההתראה, אשרו שאתם מסכימים לקבל את המודעות באימייל.',
      rate_limited: 'יותר מדי בקשות. נסו שוב מאוחר יותר.',
      failed: 'לא הצלחנו לשמור את ההתראה כרגע. נסו שוב בעוד רגע.',
    },
  },
  pt: {
    title: 'Receber por e-mail novos anúncios como estes',
    searchLabel: 'A sua pesquisa',
    emailLabel: 'Endereço de e-mail',
    emailPlaceholder: 'nome@exemplo.pt',
    frequencyLabel: 'Com que frequência',
    frequencies: { instant: 'Logo que publicados', daily: 'Uma vez por dia', weekly: 'Uma vez por semana' },
    consent:
      'Aceito receber estes anúncios da Lusa Property por e-mail. Cada e-mail tem uma ligação para cancelar o alerta com um clique.',
    submit: 'Guardar o alerta',
    submitting: 'A guardar...',
    close: 'Fechar',
    successTitle: 'Consulte a sua caixa de correio',
    successText:
      'Para ativar o alerta, abra no prazo de 7 dias a ligação que enviámos para este endereço. Nada é enviado antes da sua confirmação.',
    errors: {
      email_invalid: 'Endereço de e-mail inválido',
      price_range_invalid: 'O intervalo de preços não é válido: indique um mínimo inferior ao máximo, dentro da barra.',
      location_too_long: 'O nome do local é demasiado longo: utilize no máximo 100 caracteres.',
      location_invalid:
        'O nome do local tem caracteres que um nome de local não tem: utilize apenas letras, algarismos e sinais de pontuação.',
      consent_version_unknown: 'Esta página está desatualizada: recarregue-a e guarde o alerta novamente.',
      frequency_invalid: 'Escolha com que frequência lhe devemos enviar e-mails.',
      type_invalid: 'Escolha arrendamento, venda ou ambos.',
      bedrooms_invalid: 'Escolha de 1 a 5 quartos, ou qualquer número.',
      consent_required: 'Para guardar o alerta, aceite receber os anúncios por e-mail.',
      rate_limited: 'Demasiados pedidos. Tente novamente mais tarde.',
      failed: 'Não foi possível guardar o alerta neste momento. Tente novamente dentro de instantes.',
    },
  },
};
