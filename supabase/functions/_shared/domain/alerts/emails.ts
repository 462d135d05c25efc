// The e-mails of ad alerts (docs/ad-alerts.md), in the alert's language: the confirmation link, the
// new matching ads (a digest of one or more), the one question after 6 months without a match, and
// the notice to an address at its 10 alerts that a new one was not saved.
// Plain text always, with an HTML alternative built from escaped values only, right to left in
// Hebrew. Each text is written once per language (a record by language). Each ad shows its cover
// photo at card size, type, price, place, bedrooms and size, and links to the ads page, which opens
// that ad.
import { directionOf, LANGUAGE_TAG } from '../languages.ts';
import type { AlertFilters, AlertLanguage } from './alert-input.ts';
import { describeAlert, eurosIn, placeIn } from './describe.ts';

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
}

export interface AlertLinks {
  /** The public site's origin, e.g. https://www.lusaproperty.com */
  siteUrl: string;
}

/** A listing as an alert e-mail shows it. */
export interface AlertListing {
  id: string;
  type: 'rent' | 'sale';
  title: string;
  price: number | null;
  location: string;
  bedrooms: number | null;
  size_m2: number | null;
  /** The cover photo at card size (the smallest stored size), or null. */
  cover: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const alertConfirmUrl = (links: AlertLinks, language: AlertLanguage, token: string) =>
  `${links.siteUrl}/${language}/alerts/confirm?token=${encodeURIComponent(token)}`;
export const alertManageUrl = (links: AlertLinks, language: AlertLanguage, manageToken: string) =>
  `${links.siteUrl}/${language}/alerts/manage?token=${encodeURIComponent(manageToken)}`;
/** The personal link to end one alert: the manage page, which asks for a press. */
export const alertLeaveUrl = (links: AlertLinks, language: AlertLanguage, manageToken: string, leaveToken: string) =>
  `${alertManageUrl(links, language, manageToken)}&leave=${encodeURIComponent(leaveToken)}`;
/** The ads page with that ad open. */
export const adUrl = (links: AlertLinks, language: AlertLanguage, listingId: string) =>
  `${links.siteUrl}/${language}/real-estate-ads?ad=${encodeURIComponent(listingId)}`;

const SIGNATURE: Readonly<Record<AlertLanguage, string>> = {
  en: 'Lusa Property · Lisbon',
  he: 'צוות Lusa Property, ליסבון',
  pt: 'Lusa Property · Lisboa',
};

function page(language: AlertLanguage, inner: string): string {
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html><html lang="${LANGUAGE_TAG[language]}" dir="${dir}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f5f7fa"><div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:12px;font:16px/1.6 Arial,Helvetica,sans-serif;color:#1f2937;text-align:${align}">
${inner}
</div></body></html>`;
}

const paragraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`;
const button = (label: string, href: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0f4c81;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555"><span dir="ltr" style="word-break:break-all">${escapeHtml(href)}</span></p>`;

export function alertConfirmationEmail(
  links: AlertLinks,
  language: AlertLanguage,
  filters: AlertFilters,
  token: string,
): AlertEmail {
  const url = alertConfirmUrl(links, language, token);
  const search = describeAlert(filters, language);
  const copy = {
    he: {
      subject: 'אשרו את התראת המודעות שלכם',
      intro: 'שלום,',
      body: 'ביקשתם (או מישהו אחר ביקש בשמכם) לקבל באימייל מודעות חדשות שמתאימות לחיפוש הזה:',
      when: 'כדי להתחיל לקבל אותן, פתחו את הקישור תוך 7 ימים ולחצו על הכפתור.',
      ignore: 'אם לא אתם ביקשתם, אפשר להתעלם מההודעה: בלי אישור לא נשלח לכם דבר, וההתראה תימחק אחרי 7 ימים.',
      action: 'אישור ההתראה',
    },
    en: {
      subject: 'Confirm your ad alert',
      intro: 'Hello,',
      body: 'You (or someone using your address) asked to be e-mailed new ads that match this search:',
      when: 'To start receiving them, open the link within 7 days and press the button.',
      ignore:
        'If it was not you, ignore this e-mail: without confirmation nothing is sent, and the alert is deleted after 7 days.',
      action: 'Confirm my alert',
    },
    pt: {
      subject: 'Confirme o seu alerta de anúncios',
      intro: 'Olá,',
      body: 'Recebemos um pedido (seu ou de alguém que indicou este endereço) para enviar por e-mail os novos anúncios que correspondam a esta pesquisa:',
      when: 'Para começar a recebê-los, abra a ligação no prazo de 7 dias e carregue no botão.',
      ignore:
        'Se não fez este pedido, ignore este e-mail: sem confirmação nada é enviado, e o alerta é apagado ao fim de 7 dias.',
      action: 'Confirmar o alerta',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [copy.intro, '', copy.body, search, '', copy.when, url, '', copy.ignore, '', SIGNATURE[language]].join('\n'),
    html: page(
      language,
      [
        paragraph(copy.intro),
        paragraph(copy.body),
        paragraph(search, 'margin:0 0 16px;font-weight:bold'),
        paragraph(copy.when),
        button(copy.action, url),
        paragraph(copy.ignore, 'margin:0 0 16px;font-size:13px;color:#555'),
        paragraph(SIGNATURE[language]),
      ].join('\n'),
    ),
  };
}

const LISTING_WORDS: Readonly<
  Record<
    AlertLanguage,
    {
      type: Readonly<Record<AlertListing['type'], string>>;
      perMonth: (price: string) => string;
      onRequest: string;
      bedrooms: (n: number) => string;
      size: (m2: number) => string;
      open: string;
    }
  >
> = {
  en: {
    type: { rent: 'For rent', sale: 'For sale' },
    perMonth: (price: string) => `${price} / month`,
    onRequest: 'Price on request',
    bedrooms: (n: number) => (n === 0 ? 'Studio' : n === 1 ? '1 bedroom' : `${n} bedrooms`),
    size: (m2: number) => `${m2} m²`,
    open: 'See the ad',
  },
  he: {
    type: { rent: 'להשכרה', sale: 'למכירה' },
    perMonth: (price: string) => `\u2066${price}\u2069 לחודש`,
    onRequest: 'מחיר לפי פנייה',
    bedrooms: (n: number) => (n === 0 ? 'סטודיו' : n === 1 ? 'חדר שינה אחד' : `${n} חדרי שינה`),
    size: (m2: number) => `${m2} מ"ר`,
    open: 'למודעה',
  },
  pt: {
    type: { rent: 'Para arrendar', sale: 'À venda' },
    perMonth: (price: string) => `${price} por mês`,
    onRequest: 'Preço sob consulta',
    bedrooms: (n: number) => (n === 0 ? 'Estúdio' : n === 1 ? '1 quarto' : `${n} quartos`),
    size: (m2: number) => `${m2} m²`,
    open: 'Ver o anúncio',
  },
};

/** "For rent · €1,200 / month · Lisbon · 2 bedrooms · 70 m²" / "Para arrendar · 1 200 € por mês · Lisboa · …" */
export function listingFacts(listing: AlertListing, language: AlertLanguage): string[] {
  const w = LISTING_WORDS[language];
  const price =
    listing.price === null
      ? w.onRequest
      : listing.type === 'rent'
        ? w.perMonth(eurosIn(listing.price, language))
        : language === 'he'
          ? `\u2066${eurosIn(listing.price, language)}\u2069`
          : eurosIn(listing.price, language);
  return [
    w.type[listing.type],
    price,
    // In Hebrew by its Hebrew name, as the Hebrew ads page shows it (docs/listing-places.md); isolated,
    // so a place that keeps its Latin name does not pull the Hebrew figures around it out of order.
    // In Portuguese by its Portuguese name ("Lisboa"); in English as stored.
    language === 'he' ? `\u2068${placeIn(listing.location, language)}\u2069` : placeIn(listing.location, language),
    ...(listing.bedrooms !== null ? [w.bedrooms(listing.bedrooms)] : []),
    ...(listing.size_m2 !== null ? [w.size(Number(listing.size_m2))] : []),
  ];
}

function listingCard(links: AlertLinks, language: AlertLanguage, listing: AlertListing): string {
  const url = adUrl(links, language, listing.id);
  const facts = listingFacts(listing, language);
  const image = listing.cover
    ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(listing.cover)}" alt="" width="400" style="display:block;width:100%;max-width:400px;height:auto;border-radius:8px;margin:0 0 8px"></a>`
    : '';
  return `<div style="border:1px solid #e5e7eb;border-radius:12px;padding:16px;margin:0 0 16px">
${image}<p style="margin:0 0 4px;font-weight:bold;font-size:17px"><a href="${escapeHtml(url)}" style="color:#0f172a;text-decoration:none">${escapeHtml(listing.title)}</a></p>
<p style="margin:0 0 8px;color:#374151">${facts.map(escapeHtml).join(' · ')}</p>
<p style="margin:0"><a href="${escapeHtml(url)}" style="color:#0f4c81">${escapeHtml(LISTING_WORDS[language].open)}</a></p>
</div>`;
}

export interface AlertMailLinks {
  manage: string;
  leave: string;
}

/** New ads that match an alert (one e-mail, one or more ads). */
export function alertMatchesEmail(
  links: AlertLinks,
  language: AlertLanguage,
  filters: AlertFilters,
  listings: AlertListing[],
  personal: AlertMailLinks,
): AlertEmail {
  const search = describeAlert(filters, language);
  const n = listings.length;
  const copy = {
    he: {
      subject: n === 1 ? `מודעה חדשה: ${search}` : `${n} מודעות חדשות: ${search}`,
      intro: n === 1 ? 'פורסמה מודעה חדשה שמתאימה לחיפוש שלכם:' : `פורסמו ${n} מודעות חדשות שמתאימות לחיפוש שלכם:`,
      why: 'קיבלתם את ההודעה כי ביקשתם התראה על מודעות חדשות ואישרתם אותה.',
      manage: 'ניהול ההתראות שלי',
      leave: 'הפסקת ההתראה הזו',
    },
    en: {
      subject: n === 1 ? `A new ad: ${search}` : `${n} new ads: ${search}`,
      intro: n === 1 ? 'A new ad matches your search:' : `${n} new ads match your search:`,
      why: 'You receive this e-mail because you asked for an ad alert and confirmed it.',
      manage: 'Manage my alerts',
      leave: 'Stop this alert',
    },
    pt: {
      subject: n === 1 ? `Novo anúncio: ${search}` : `${n} novos anúncios: ${search}`,
      intro:
        n === 1 ? 'Um novo anúncio corresponde à sua pesquisa:' : `${n} novos anúncios correspondem à sua pesquisa:`,
      why: 'Recebe este e-mail porque pediu um alerta de anúncios e o confirmou.',
      manage: 'Gerir os meus alertas',
      leave: 'Cancelar este alerta',
    },
  }[language];
  const w = LISTING_WORDS[language];
  const text = [
    copy.intro,
    search,
    '',
    ...listings.flatMap((listing) => [
      listing.title,
      listingFacts(listing, language).join(' · '),
      `${w.open}: ${adUrl(links, language, listing.id)}`,
      '',
    ]),
    '--',
    SIGNATURE[language],
    copy.why,
    `${copy.manage}: ${personal.manage}`,
    `${copy.leave}: ${personal.leave}`,
  ].join('\n');
  const html = page(
    language,
    [
      paragraph(copy.intro),
      paragraph(search, 'margin:0 0 20px;font-weight:bold'),
      ...listings.map((listing) => listingCard(links, language, listing)),
      paragraph(SIGNATURE[language]),
      '<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0 16px">',
      paragraph(copy.why, 'margin:0 0 8px;font-size:13px;color:#555'),
      `<p style="margin:0;font-size:13px;color:#555"><a href="${escapeHtml(personal.manage)}" style="color:#0f4c81">${escapeHtml(copy.manage)}</a> · <a href="${escapeHtml(personal.leave)}" style="color:#0f4c81">${escapeHtml(copy.leave)}</a></p>`,
    ].join('\n'),
  );
  return { subject: copy.subject, text, html };
}

/** The one question after 6 months without a match: keep the alert, or it ends in 30 days. */
export function alertKeepEmail(language: AlertLanguage, filters: AlertFilters, personal: AlertMailLinks): AlertEmail {
  const search = describeAlert(filters, language);
  const copy = {
    he: {
      subject: 'להמשיך לשלוח לכם את ההתראה הזו?',
      body: 'כבר חצי שנה לא פורסמה מודעה שמתאימה להתראה שלכם:',
      ask: 'אם תרצו להמשיך לקבל אותה, לחצו על "השארת ההתראה" בעמוד ניהול ההתראות תוך 30 יום. אחרת ההתראה תסתיים, ולא נשאל שוב.',
      action: 'ניהול ההתראות שלי',
    },
    en: {
      subject: 'Keep this ad alert?',
      body: 'No new ad has matched your alert for 6 months:',
      ask: 'To keep receiving it, press "Keep this alert" on the manage page within 30 days. Otherwise the alert ends, and we will not ask again.',
      action: 'Manage my alerts',
    },
    pt: {
      subject: 'Pretende manter este alerta de anúncios?',
      body: 'Há 6 meses que nenhum anúncio novo corresponde ao seu alerta:',
      ask: 'Para continuar a recebê-lo, carregue em «Manter este alerta» na página de gestão dos alertas no prazo de 30 dias. Caso contrário, o alerta termina e não voltaremos a perguntar.',
      action: 'Gerir os meus alertas',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [copy.body, search, '', copy.ask, personal.manage, '', SIGNATURE[language]].join('\n'),
    html: page(
      language,
      [
        paragraph(copy.body),
        paragraph(search, 'margin:0 0 16px;font-weight:bold'),
        paragraph(copy.ask),
        button(copy.action, personal.manage),
        paragraph(SIGNATURE[language]),
      ].join('\n'),
    ),
  };
}

/**
 * To an address that already has the most alerts it may keep, when a new one was asked for it
 * (security review N5): the save was answered as a success, so the address's owner hears it here,
 * with a manage link to make room. Sent at most once an hour per address.
 */
export function alertCapEmail(language: AlertLanguage, manageUrl: string): AlertEmail {
  const copy = {
    he: {
      subject: 'כבר יש לכם 10 התראות מודעות',
      body: 'מישהו (אולי אתם) ביקש לשמור התראת מודעות חדשה לכתובת הזו. לכתובת כבר יש 10 התראות, המספר המרבי לכתובת אחת, ולכן ההתראה החדשה לא נשמרה.',
      room: 'כדי לפנות לה מקום, מחקו בעמוד ניהול ההתראות התראה שכבר לא נחוצה לכם, ואז שמרו את החדשה שוב מעמוד המודעות.',
      ignore: 'אם לא אתם ביקשתם, אפשר להתעלם מההודעה: לא השתנה דבר.',
      action: 'ניהול ההתראות שלי',
    },
    en: {
      subject: 'You already have 10 ad alerts',
      body: 'Someone (perhaps you) asked to save a new ad alert for this address. It already has 10 alerts, the most one address can keep, so the new one was not saved.',
      room: 'To make room, delete an alert you no longer need on the manage page, then save the new one again from the ads page.',
      ignore: 'If it was not you, ignore this e-mail: nothing has changed.',
      action: 'Manage my alerts',
    },
    pt: {
      subject: 'Já tem 10 alertas de anúncios',
      body: 'Alguém (talvez o próprio titular) pediu para guardar um novo alerta de anúncios para este endereço. O endereço já tem 10 alertas, o máximo permitido por endereço, pelo que o novo alerta não foi guardado.',
      room: 'Para libertar espaço, apague na página de gestão um alerta de que já não precise e volte a guardar o novo a partir da página de anúncios.',
      ignore: 'Se não fez este pedido, ignore este e-mail: nada foi alterado.',
      action: 'Gerir os meus alertas',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [copy.body, '', copy.room, manageUrl, '', copy.ignore, '', SIGNATURE[language]].join('\n'),
    html: page(
      language,
      [
        paragraph(copy.body),
        paragraph(copy.room),
        button(copy.action, manageUrl),
        paragraph(copy.ignore, 'margin:0 0 16px;font-size:13px;color:#555'),
        paragraph(SIGNATURE[language]),
      ].join('\n'),
    ),
  };
}

/** The one-click headers (RFC 8058) of an alert's e-mails. */
export function alertListUnsubscribeHeaders(functionsUrl: string, leaveToken: string, mailto: string) {
  return {
    'List-Unsubscribe': `<${functionsUrl}/alert-unsubscribe?token=${encodeURIComponent(leaveToken)}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
