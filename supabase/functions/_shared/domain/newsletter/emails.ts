// The e-mails a newsletter subscriber receives, in the language of the page they signed up on:
// the confirmation link, the link to leave (asked for on the site), and each issue. Plain text
// always, with an HTML alternative built from escaped values only (right to left for Hebrew).
// Each text is written once per language (a record by language), so a language added to
// ../languages.ts is a type error here until its texts are.
import { directionOf, LANGUAGE_TAG, type Language } from '../languages.ts';
import { markdownToHtml, markdownToText, underlined } from './markdown.ts';
import { CONFIRMATION_TTL_DAYS } from './tokens.ts';

export type NewsletterLanguage = Language;

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

/** The site's page to leave the list; without a token, the page where one types one's address. */
export function unsubscribeUrl(links: NewsletterLinks, language: NewsletterLanguage, token: string | null): string {
  const base = `${links.siteUrl}/${language}/newsletter/unsubscribe`;
  return token === null ? base : `${base}?token=${encodeURIComponent(token)}`;
}

/**
 * Paragraphs (a string each) and one call-to-action link into a small, readable HTML email: the
 * button right after the paragraphs that ask for it, then the rest (what to do if it was not you,
 * the signature), in the order of the plain text, and last the way to leave the list.
 */
function layout(
  language: NewsletterLanguage,
  paragraphs: string[],
  action?: { label: string; href: string },
  after: string[] = [],
  leave?: { text: string; href: string },
): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const body = paragraphs.map(paragraph).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#0f4c81;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555"><span dir="ltr" style="word-break:break-all">${escapeHtml(action.href)}</span></p>`
    : '';
  const footer = leave
    ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(leave.text)} <a href="${escapeHtml(leave.href)}" style="color:#0f4c81"><span dir="ltr">${escapeHtml(leave.href)}</span></a></p>`
    : '';
  return page(language, `${body}\n${button}\n${after.map(paragraph).join('\n')}${footer}`);
}

/** The HTML document around a message's (already safe) inner HTML, right to left for Hebrew. */
function page(language: NewsletterLanguage, inner: string): string {
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html><html lang="${LANGUAGE_TAG[language]}" dir="${dir}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f5f7fa"><div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:12px;font:16px/1.6 Arial,Helvetica,sans-serif;color:#1f2937;text-align:${align}">
${inner}
</div></body></html>`;
}

const SIGNATURE: Readonly<Record<NewsletterLanguage, string>> = {
  en: 'Lusa Property · Lisbon',
  he: 'צוות Lusa Property, ליסבון',
  pt: 'Lusa Property · Lisboa',
};

export function confirmationEmail(
  links: NewsletterLinks,
  language: NewsletterLanguage,
  token: string,
): NewsletterEmail {
  const url = confirmUrl(links, language, token);
  // The way out, in the first e-mail too: the page where one types one's address.
  const leaveUrl = unsubscribeUrl(links, language, null);
  const copy = {
    he: {
      subject: 'אשרו את ההרשמה לניוזלטר שלנו',
      intro: 'שלום,',
      body: `ביקשתם (או שמישהו אחר הזין את הכתובת שלכם) לקבל את הניוזלטר השבועי שלנו לכתובת הזו. כדי לאשר את ההרשמה, פתחו את הקישור בתוך ${CONFIRMATION_TTL_DAYS} ימים.`,
      ignore: `אם לא אתם ביקשתם, אפשר להתעלם מההודעה: בלי אישור, הכתובת לא תצורף לרשימה ותימחק אחרי ${CONFIRMATION_TTL_DAYS} ימים.`,
      action: 'אישור ההרשמה',
      leave: 'אפשר לעזוב את הרשימה בכל עת, גם אחרי האישור, בעמוד הזה:',
    },
    en: {
      subject: 'Confirm your subscription to our newsletter',
      intro: 'Hello,',
      body: `You (or someone using your address) asked to receive our weekly newsletter at this address. To confirm, open the link within ${CONFIRMATION_TTL_DAYS} days.`,
      ignore: `If it was not you, ignore this email: without confirmation the address is not added to the list, and it is deleted after ${CONFIRMATION_TTL_DAYS} days.`,
      action: 'Confirm my subscription',
      leave: 'You can leave the list at any time, after confirming too, on this page:',
    },
    pt: {
      subject: 'Confirme a subscrição da nossa newsletter',
      intro: 'Olá,',
      body: `Recebemos um pedido (seu ou de alguém que indicou este endereço) para enviar a nossa newsletter semanal para este endereço. Para confirmar a subscrição, abra a ligação no prazo de ${CONFIRMATION_TTL_DAYS} dias.`,
      ignore: `Se não fez este pedido, ignore este e-mail: sem confirmação, o endereço não é adicionado à lista e é apagado ao fim de ${CONFIRMATION_TTL_DAYS} dias.`,
      action: 'Confirmar a subscrição',
      leave: 'Pode cancelar a subscrição a qualquer momento, também depois de confirmar, nesta página:',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [copy.intro, '', copy.body, url, '', copy.ignore, '', copy.leave, leaveUrl, '', SIGNATURE[language]].join(
      '\n',
    ),
    html: layout(
      language,
      [copy.intro, copy.body],
      { label: copy.action, href: url },
      [copy.ignore, SIGNATURE[language]],
      { text: copy.leave, href: leaveUrl },
    ),
  };
}

export function unsubscribeLinkEmail(
  links: NewsletterLinks,
  language: NewsletterLanguage,
  token: string,
): NewsletterEmail {
  const url = unsubscribeUrl(links, language, token);
  const copy = {
    he: {
      subject: 'הקישור להסרה מהניוזלטר',
      intro: 'שלום,',
      body: 'ביקשתם להפסיק לקבל את הניוזלטר בכתובת הזו. כדי לאשר, פתחו את הקישור ולחצו על הכפתור שבעמוד.',
      ignore: 'אם לא אתם ביקשתם, התעלמו מההודעה: ההרשמה שלכם לא תשתנה.',
      action: 'הסרה מהניוזלטר',
    },
    en: {
      subject: 'Your link to leave our newsletter',
      intro: 'Hello,',
      body: 'You asked to remove this address from our newsletter. To do so, open the link and press the button.',
      ignore: 'If it was not you, ignore this email: your subscription stays as it is.',
      action: 'Unsubscribe',
    },
    pt: {
      subject: 'A sua ligação para cancelar a subscrição da newsletter',
      intro: 'Olá,',
      body: 'Recebemos um pedido para que este endereço deixe de receber a nossa newsletter. Para o confirmar, abra a ligação e carregue no botão da página.',
      ignore: 'Se não fez este pedido, ignore este e-mail: a sua subscrição mantém-se.',
      action: 'Cancelar a subscrição',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [copy.intro, '', copy.body, url, '', copy.ignore, '', SIGNATURE[language]].join('\n'),
    html: layout(language, [copy.intro, copy.body], { label: copy.action, href: url }, [
      copy.ignore,
      SIGNATURE[language],
    ]),
  };
}

export interface NewsletterIssueContent {
  title: string;
  /** The body in the small Markdown subset of markdown.ts. */
  body: string;
}

/**
 * An issue as a subscriber receives it, with their personal link to leave (the List-Unsubscribe
 * headers are added by the sender). A test (`token` null) is marked as one and links to the page
 * where one types one's address, since the staff member may not be a subscriber.
 */
export function issueEmail(
  links: NewsletterLinks,
  language: NewsletterLanguage,
  issue: NewsletterIssueContent,
  token: string | null,
): NewsletterEmail {
  const url = unsubscribeUrl(links, language, token);
  const copy = {
    he: {
      test: '[בדיקה] ',
      why: 'קיבלתם את ההודעה הזו כי נרשמתם לניוזלטר השבועי של Lusa Property ואישרתם את ההרשמה.',
      leave: 'קישור להסרה מהרשימה:',
      leaveLabel: 'הסרה מהניוזלטר',
    },
    en: {
      test: '[Test] ',
      why: 'You receive this email because you subscribed to the Lusa Property weekly newsletter and confirmed it.',
      leave: 'To leave the list:',
      leaveLabel: 'Unsubscribe',
    },
    pt: {
      test: '[Teste] ',
      why: 'Recebe este e-mail porque subscreveu a newsletter semanal da Lusa Property e confirmou a subscrição.',
      leave: 'Para cancelar a subscrição:',
      leaveLabel: 'Cancelar a subscrição',
    },
  }[language];
  const subject = `${token === null ? copy.test : ''}${issue.title.trim()}`;
  const body = markdownToHtml(issue.body, { link: 'color:#0f4c81' });
  const footer = `<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0 16px">
<p style="margin:0 0 8px;font-size:13px;color:#555">${escapeHtml(copy.why)}</p>
<p style="margin:0;font-size:13px;color:#555">${escapeHtml(copy.leave)} <a href="${escapeHtml(url)}" style="color:#0f4c81">${escapeHtml(copy.leaveLabel)}</a></p>`;
  return {
    subject,
    text: [
      ...underlined(issue.title.trim(), '='),
      '',
      markdownToText(issue.body),
      '',
      '--',
      SIGNATURE[language],
      copy.why,
      `${copy.leave} ${url}`,
    ].join('\n'),
    html: page(
      language,
      `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#0f172a">${escapeHtml(issue.title.trim())}</h1>
<div style="font-size:16px;line-height:1.6">${body}</div>
<p style="margin:16px 0 0">${escapeHtml(SIGNATURE[language])}</p>
${footer}`,
    ),
  };
}

/** The one-click unsubscribe headers (RFC 8058) for a subscriber's token. */
export function listUnsubscribeHeaders(functionsUrl: string, token: string, mailto: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${functionsUrl}/newsletter-unsubscribe?token=${encodeURIComponent(token)}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
