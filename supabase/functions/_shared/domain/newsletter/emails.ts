// The e-mails a newsletter subscriber receives, in the language of the page they signed up on:
// the confirmation link, the link to leave (asked for on the site), and each issue. Plain text
// always, with an HTML alternative built from escaped values only (right to left for Hebrew).
import { CONFIRMATION_TTL_DAYS } from './tokens.ts';

export type NewsletterLanguage = 'en' | 'he';

export interface NewsletterEmail {
  subject: string;
  text: string;
  html: string;
}

export interface NewsletterLinks {
  /** The public site's origin, e.g. https://www.lusaproperty.com */
  siteUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function confirmUrl(links: NewsletterLinks, language: NewsletterLanguage, token: string): string {
  return `${links.siteUrl}/${language}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(links: NewsletterLinks, language: NewsletterLanguage, token: string): string {
  return `${links.siteUrl}/${language}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Paragraphs (a string each) and one call-to-action link into a small, readable HTML e-mail. */
function layout(language: NewsletterLanguage, paragraphs: string[], action?: { label: string; href: string }): string {
  const dir = language === 'he' ? 'rtl' : 'ltr';
  const align = language === 'he' ? 'right' : 'left';
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#0f4c81;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555"><span dir="ltr" style="word-break:break-all">${escapeHtml(action.href)}</span></p>`
    : '';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f5f7fa"><div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:12px;font:16px/1.6 Arial,Helvetica,sans-serif;color:#1f2937;text-align:${align}">
${body}
${button}
</div></body></html>`;
}

const SIGNATURE = { en: 'Lusa Property · Lisbon', he: 'צוות Lusa Property, ליסבון' } as const;

export function confirmationEmail(
  links: NewsletterLinks,
  language: NewsletterLanguage,
  token: string,
): NewsletterEmail {
  const url = confirmUrl(links, language, token);
  const copy =
    language === 'he'
      ? {
          subject: 'אשרו את ההרשמה לניוזלטר שלנו',
          intro: 'שלום,',
          body: 'ביקשתם (או מישהו אחר ביקש בשמכם) לקבל את הניוזלטר השבועי שלנו לכתובת הזו. כדי לאשר את ההרשמה, פתחו את הקישור תוך 7 ימים.',
          ignore: 'אם לא אתם ביקשתם, אפשר להתעלם מההודעה: בלי אישור הכתובת לא תצורף לרשימה, והיא תימחק אחרי 7 ימים.',
          action: 'אישור ההרשמה',
        }
      : {
          subject: 'Confirm your subscription to our newsletter',
          intro: 'Hello,',
          body: `You (or someone using your address) asked to receive our weekly newsletter at this address. To confirm, open the link within ${CONFIRMATION_TTL_DAYS} days.`,
          ignore: `If it was not you, ignore this e-mail: without confirmation the address is not added to the list, and it is deleted after ${CONFIRMATION_TTL_DAYS} days.`,
          action: 'Confirm my subscription',
        };
  return {
    subject: copy.subject,
    text: [copy.intro, '', copy.body, url, '', copy.ignore, '', SIGNATURE[language]].join('\n'),
    html: layout(language, [copy.intro, copy.body, copy.ignore, SIGNATURE[language]], {
      label: copy.action,
      href: url,
    }),
  };
}

export function unsubscribeLinkEmail(
  links: NewsletterLinks,
  language: NewsletterLanguage,
  token: string,
): NewsletterEmail {
  const url = unsubscribeUrl(links, language, token);
  const copy =
    language === 'he'
      ? {
          subject: 'הקישור להסרה מהניוזלטר',
          intro: 'שלום,',
          body: 'ביקשתם להסיר את הכתובת הזו מהניוזלטר שלנו. כדי להסיר אותה, פתחו את הקישור ולחצו על הכפתור.',
          ignore: 'אם לא אתם ביקשתם, התעלמו מההודעה: ההרשמה שלכם לא תשתנה.',
          action: 'הסרה מהניוזלטר',
        }
      : {
          subject: 'Your link to leave our newsletter',
          intro: 'Hello,',
          body: 'You asked to remove this address from our newsletter. To do so, open the link and press the button.',
          ignore: 'If it was not you, ignore this e-mail: your subscription stays as it is.',
          action: 'Unsubscribe',
        };
  return {
    subject: copy.subject,
    text: [copy.intro, '', copy.body, url, '', copy.ignore, '', SIGNATURE[language]].join('\n'),
    html: layout(language, [copy.intro, copy.body, copy.ignore, SIGNATURE[language]], {
      label: copy.action,
      href: url,
    }),
  };
}
