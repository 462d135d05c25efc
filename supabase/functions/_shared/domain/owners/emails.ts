// The e-mails an owner receives (docs/owner-accounts.md), in the owner's language: a sign-in link
// they asked for, the invitation staff send (the first sign-in link), and the monthly statement with
// their share's totals. Plain text always, with an HTML alternative built from escaped values only,
// right to left in Hebrew (as the newsletter and alert e-mails). Amounts are integer cents, written
// by string work on the integer (never through a fraction), as the site writes euros with cents.
// Each text is written once per language (a record by language).
import { directionOf, LANGUAGE_TAG } from '../languages.ts';
import type { OwnerLanguage } from './ledger.ts';
import { PORTUGUESE_MONTHS } from '../portuguese-months.ts';

export interface OwnerEmail {
  subject: string;
  text: string;
  html: string;
}

export interface OwnerLinks {
  /** The public site's origin, e.g. https://www.lusaproperty.com */
  siteUrl: string;
}

/** One co-owner's part of a published statement, as the e-mail shows it. */
export interface StatementPart {
  statementId: string;
  address: string;
  /** The statement month, 'YYYY-MM' or 'YYYY-MM-01'. */
  month: string;
  share_bp: number;
  opening_cents: number;
  income_cents: number;
  withheld_cents: number;
  expenses_cents: number;
  fee_cents: number;
  vat_cents: number;
  payouts_cents: number;
  adjustments_cents: number;
  closing_cents: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The owner's page; the sign-in form is there. */
export const ownerPageUrl = (links: OwnerLinks, language: OwnerLanguage) => `${links.siteUrl}/${language}/owner`;

/**
 * A sign-in link: the owner's page with the hashed token, which the page verifies with supabase-js
 * `verifyOtp({ token_hash, type: 'email' })`; with a statement's id, the page then opens it.
 */
export function ownerSignInUrl(
  links: OwnerLinks,
  language: OwnerLanguage,
  tokenHash: string,
  statementId?: string,
): string {
  const statement = statementId ? `&statement=${encodeURIComponent(statementId)}` : '';
  return `${ownerPageUrl(links, language)}?token_hash=${encodeURIComponent(tokenHash)}&type=email${statement}`;
}

const RLM = '\u200f';
const LRM = '\u200e';
const NBSP = '\u00a0';
/** First-strong isolate … pop: a name or an address keeps its own direction inside a Hebrew line. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Integer cents as euros: "€1,234.50", "-€5.00" / "‏1,234.50 ‏€", "‏‎-5.00 ‏€" / "1 234,50 €", "-5,00 €"
 * (the marks and spaces the site's formatter places: src/lib/format/locale-text.ts, minorUnitsText).
 */
export function euroCents(cents: number, language: OwnerLanguage): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const magnitude = String(Math.abs(cents)).padStart(3, '0');
  const whole = magnitude.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const text = `${whole}.${magnitude.slice(-2)}`;
  if (language === 'he') return `${RLM}${cents < 0 ? `${LRM}-` : ''}${text}${NBSP}${RLM}€`;
  // Portugal: a no-break space between thousands, a decimal comma, the sign after a no-break space.
  if (language === 'pt') return `${cents < 0 ? '-' : ''}${portugueseDigits(text)}${NBSP}€`;
  return `${cents < 0 ? '-' : ''}€${text}`;
}

/** "1,234.50" → "1 234,50" (no-break spaces between thousands). */
const portugueseDigits = (text: string) => text.replace(/[,.]/g, (mark) => (mark === ',' ? NBSP : ','));

const MONTHS: Readonly<Record<OwnerLanguage, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  he: ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'],
  pt: PORTUGUESE_MONTHS,
};

/** 'YYYY-MM' (or a date) → "March 2026" / "מרץ 2026" / "março de 2026". */
export function monthName(month: string, language: OwnerLanguage): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) throw new RangeError(`not a month: ${month}`);
  return `${MONTHS[language][index]}${language === 'pt' ? ' de' : ''} ${match[1]}`;
}

/** Basis points as a percentage: 5000 → "50%", 3333 → "33.33%" (isolated in Hebrew; "33,33%" in Portuguese). */
export function shareText(shareBp: number, language: OwnerLanguage): string {
  const whole = Math.floor(shareBp / 100);
  const rest = shareBp % 100;
  const point = language === 'pt' ? ',' : '.';
  const text = `${whole}${rest ? `${point}${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''}%`;
  return language === 'he' ? `\u2066${text}\u2069` : text;
}

const SIGNATURE: Readonly<Record<OwnerLanguage, string>> = {
  en: 'Lusa Property · Lisbon',
  he: 'צוות Lusa Property, ליסבון',
  pt: 'Lusa Property · Lisboa',
};

function page(language: OwnerLanguage, inner: string): string {
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html><html lang="${LANGUAGE_TAG[language]}" dir="${dir}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f5f7fa"><div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:12px;font:16px/1.6 Arial,Helvetica,sans-serif;color:#1f2937;text-align:${align}">
${inner}
</div></body></html>`;
}

const paragraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`;
const small = (text: string) => paragraph(text, 'margin:0 0 16px;font-size:13px;color:#555');
const button = (label: string, href: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0f4c81;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555"><span dir="ltr" style="word-break:break-all">${escapeHtml(href)}</span></p>`;

const HELLO: Readonly<Record<OwnerLanguage, { named: (name: string) => string; plain: string }>> = {
  en: { named: (name) => `Hello ${name},`, plain: 'Hello,' },
  he: { named: (name) => `שלום ${isolate(name)},`, plain: 'שלום,' },
  pt: { named: (name) => `Olá, ${name},`, plain: 'Olá,' },
};

const hello = (language: OwnerLanguage, name: string | null) =>
  name?.trim() ? HELLO[language].named(name.trim()) : HELLO[language].plain;

/** The sign-in link an owner asked for on the owner's page. */
export function ownerSignInEmail(links: OwnerLinks, language: OwnerLanguage, tokenHash: string): OwnerEmail {
  const url = ownerSignInUrl(links, language, tokenHash);
  const copy = {
    he: {
      subject: 'קישור הכניסה לחשבון שלכם',
      body: 'זה הקישור לכניסה לחשבון הנכס שלכם באתר שלנו. אפשר להשתמש בו פעם אחת, בתוך שעה:',
      action: 'כניסה לחשבון',
      ignore: 'אם לא אתם ביקשתם את הקישור, אפשר להתעלם מההודעה: בלי הקישור אי אפשר להיכנס לחשבון.',
    },
    en: {
      subject: 'Your link to sign in to your property account',
      body: 'Here is your link to sign in to your property account on our website. It works once, within an hour:',
      action: 'Sign in',
      ignore: 'If you did not ask for it, ignore this e-mail: without the link nobody can sign in.',
    },
    pt: {
      subject: 'A sua ligação para entrar na conta de proprietário',
      body: 'Segue a ligação para entrar na sua conta de proprietário no nosso site. Pode ser usada uma única vez, no prazo de uma hora:',
      action: 'Entrar',
      ignore: 'Se não pediu esta ligação, ignore este e-mail: sem ela, ninguém consegue entrar na conta.',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [hello(language, null), '', copy.body, url, '', copy.ignore, '', SIGNATURE[language]].join('\n'),
    html: page(
      language,
      [
        paragraph(hello(language, null)),
        paragraph(copy.body),
        button(copy.action, url),
        small(copy.ignore),
        paragraph(SIGNATURE[language]),
      ].join('\n'),
    ),
  };
}

/** The invitation staff send: the account exists, and the first sign-in link. */
export function ownerInvitationEmail(
  links: OwnerLinks,
  language: OwnerLanguage,
  fullName: string,
  tokenHash: string,
): OwnerEmail {
  const url = ownerSignInUrl(links, language, tokenHash);
  const later = ownerPageUrl(links, language);
  const copy = {
    he: {
      subject: 'פתחנו לכם חשבון נכס באתר של Lusa Property',
      body: 'פתחנו לכם חשבון באתר שלנו. תמצאו בו את הדוחות החודשיים של הנכס שאנחנו מנהלים עבורכם, את המסמכים שלו ואת הנתונים לדוחות המס שלכם.',
      how: 'כדי להיכנס, לחצו על הכפתור בתוך שעה. הקישור פועל פעם אחת.',
      action: 'כניסה לחשבון',
      later:
        'בפעמים הבאות היכנסו דרך העמוד הזה: הזינו את כתובת האימייל הזו ונשלח לכם קישור כניסה חדש. אין סיסמה שצריך לזכור.',
    },
    en: {
      subject: 'Your property account at Lusa Property',
      body: 'We have opened an account for you on our website. In it you will find the monthly statements of the property we manage for you, its documents and the figures for your tax returns.',
      how: 'To sign in, press the button within an hour. The link works once.',
      action: 'Sign in to my account',
      later:
        'Next time, sign in from this page: enter this e-mail address and we will send you a new sign-in link. There is no password to remember.',
    },
    pt: {
      subject: 'A sua conta de proprietário na Lusa Property',
      body: 'Abrimos uma conta em seu nome no nosso site. Nela encontra os extratos mensais do imóvel que gerimos por sua conta, os respetivos documentos e os valores para as suas declarações fiscais.',
      how: 'Para entrar, carregue no botão no prazo de uma hora. A ligação só pode ser usada uma vez.',
      action: 'Entrar na minha conta',
      later:
        'Das próximas vezes, entre a partir desta página: indique este endereço de e-mail e enviamos-lhe uma nova ligação de acesso. Não há palavra-passe para memorizar.',
    },
  }[language];
  return {
    subject: copy.subject,
    text: [
      hello(language, fullName),
      '',
      copy.body,
      '',
      copy.how,
      url,
      '',
      copy.later,
      later,
      '',
      SIGNATURE[language],
    ].join('\n'),
    html: page(
      language,
      [
        paragraph(hello(language, fullName)),
        paragraph(copy.body),
        paragraph(copy.how),
        button(copy.action, url),
        small(copy.later),
        `<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(later)}" style="color:#0f4c81"><span dir="ltr">${escapeHtml(later)}</span></a></p>`,
        paragraph(SIGNATURE[language]),
      ].join('\n'),
    ),
  };
}

const FIGURE_WORDS: Readonly<
  Record<
    OwnerLanguage,
    { share: (share: string) => string } & Record<
      'opening' | 'income' | 'withheld' | 'expenses' | 'fee' | 'vat' | 'payouts' | 'adjustments' | 'closing',
      string
    >
  >
> = {
  en: {
    share: (share: string) => `Your share: ${share}`,
    opening: 'Opening balance',
    income: 'Rent received',
    withheld: 'Tax withheld by the tenant (paid to the tax office)',
    expenses: 'Expenses',
    fee: 'Management fee',
    vat: 'VAT on the management fee',
    payouts: 'Paid to you',
    adjustments: 'Adjustments to earlier months',
    closing: 'Closing balance',
  },
  he: {
    share: (share: string) => `החלק שלכם: ${share}`,
    opening: 'יתרת פתיחה',
    income: 'שכר דירה שהתקבל',
    withheld: 'מס שהשוכר ניכה במקור (שולם לרשות המסים)',
    expenses: 'הוצאות',
    fee: 'דמי ניהול',
    vat: 'מע"מ על דמי הניהול',
    payouts: 'הועבר אליכם',
    adjustments: 'תיקונים לחודשים קודמים',
    closing: 'יתרת סגירה',
  },
  pt: {
    share: (share: string) => `A sua parte: ${share}`,
    opening: 'Saldo inicial',
    income: 'Rendas recebidas',
    withheld: 'Retenção na fonte feita pelo inquilino (entregue às Finanças)',
    expenses: 'Despesas',
    fee: 'Comissão de gestão',
    vat: 'IVA sobre a comissão de gestão',
    payouts: 'Transferido para si',
    adjustments: 'Acertos de meses anteriores',
    closing: 'Saldo final',
  },
};

/**
 * A part's figures, label and amount, in the statement's order: what is taken away is shown with
 * its minus, so the lines add up to the closing balance (the tax a tenant withholds is paid to the
 * tax office, never to us, so it is taken away too; adjustments only when there are any).
 */
export function statementLines(part: StatementPart, language: OwnerLanguage): { label: string; amount: string }[] {
  const w = FIGURE_WORDS[language];
  const line = (label: string, cents: number) => ({ label, amount: euroCents(cents, language) });
  return [
    line(w.opening, part.opening_cents),
    line(w.income, part.income_cents),
    ...(part.withheld_cents > 0 ? [line(w.withheld, -part.withheld_cents)] : []),
    line(w.expenses, -part.expenses_cents),
    line(w.fee, -part.fee_cents),
    line(w.vat, -part.vat_cents),
    line(w.payouts, -part.payouts_cents),
    ...(part.adjustments_cents !== 0 ? [line(w.adjustments, part.adjustments_cents)] : []),
    line(w.closing, part.closing_cents),
  ];
}

const title = (part: StatementPart, language: OwnerLanguage) =>
  language === 'he'
    ? `${isolate(part.address)} – ${monthName(part.month, language)}`
    : `${part.address} – ${monthName(part.month, language)}`;

function statementTable(part: StatementPart, language: OwnerLanguage): string {
  const end = language === 'he' ? 'left' : 'right';
  const lines = statementLines(part, language);
  const rows = lines
    .map((line, index) => {
      const last = index === lines.length - 1;
      const weight = last ? 'font-weight:bold;border-top:1px solid #d1d5db;' : '';
      return `<tr><td style="${weight}padding:4px 0">${escapeHtml(line.label)}</td><td style="${weight}padding:4px 0;text-align:${end};white-space:nowrap">${escapeHtml(line.amount)}</td></tr>`;
    })
    .join('\n');
  return `<div style="border:1px solid #e5e7eb;border-radius:12px;padding:16px;margin:0 0 16px">
<p style="margin:0 0 4px;font-weight:bold;font-size:17px">${escapeHtml(title(part, language))}</p>
<p style="margin:0 0 8px;color:#374151">${escapeHtml(FIGURE_WORDS[language].share(shareText(part.share_bp, language)))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
${rows}
</table>
</div>`;
}

/**
 * The statement e-mail: every statement of this owner published since the last e-mail (usually
 * one), each with the owner's share's totals, and one sign-in link that opens the first. One
 * e-mail, not one per statement: Auth keeps one live link per user, so a second e-mail's link would
 * void the first's.
 */
export function ownerStatementEmail(
  links: OwnerLinks,
  language: OwnerLanguage,
  fullName: string,
  parts: readonly StatementPart[],
  tokenHash: string,
): OwnerEmail {
  const first = parts[0];
  if (!first) throw new RangeError('a statement e-mail needs a statement');
  const url = ownerSignInUrl(links, language, tokenHash, first.statementId);
  const later = ownerPageUrl(links, language);
  const one = parts.length === 1;
  const copy = {
    he: {
      subject: one
        ? `הדוח החודשי שלכם: ${isolate(first.address)} – ${monthName(first.month, language)}`
        : `${parts.length} דוחות חודשיים חדשים בחשבון שלכם`,
      body: one
        ? `פרסמנו את הדוח החודשי של ${isolate(first.address)} לחודש ${monthName(first.month, language)}. אלה הסכומים של החלק שלכם:`
        : `פרסמנו ${parts.length} דוחות חודשיים חדשים. אלה הסכומים של החלק שלכם בכל אחד מהם:`,
      action: one ? 'לדוח החודשי' : 'לדוחות החודשיים',
      link: 'הכפתור מכניס אתכם לחשבון פעם אחת, בתוך שעה. אחרי כן היכנסו דרך העמוד הזה ובקשו קישור כניסה חדש: הדוחות נשארים בחשבון שלכם.',
    },
    en: {
      subject: one
        ? `Your statement for ${monthName(first.month, language)} – ${first.address}`
        : `${parts.length} new statements in your property account`,
      body: one
        ? `We have published the statement of ${first.address} for ${monthName(first.month, language)}. Here are the totals of your share:`
        : `We have published ${parts.length} new statements. Here are the totals of your share in each:`,
      action: one ? 'Open my statement' : 'Open my statements',
      link: 'The button signs you in once, within an hour. After that, sign in from this page with a new link: the statements stay in your account.',
    },
    pt: {
      subject: one
        ? `O seu extrato de ${monthName(first.month, language)} – ${first.address}`
        : `${parts.length} novos extratos na sua conta de proprietário`,
      body: one
        ? `Publicámos o extrato de ${first.address} relativo a ${monthName(first.month, language)}. Estes são os totais da sua parte:`
        : `Publicámos ${parts.length} novos extratos. Estes são os totais da sua parte em cada um:`,
      action: one ? 'Abrir o meu extrato' : 'Abrir os meus extratos',
      link: 'O botão dá acesso à conta uma única vez, no prazo de uma hora. Depois disso, entre a partir desta página com uma nova ligação: os extratos ficam guardados na sua conta.',
    },
  }[language];
  const text = [
    hello(language, fullName),
    '',
    copy.body,
    '',
    ...parts.flatMap((part) => [
      title(part, language),
      FIGURE_WORDS[language].share(shareText(part.share_bp, language)),
      ...statementLines(part, language).map((line) => `${line.label}: ${line.amount}`),
      '',
    ]),
    url,
    '',
    copy.link,
    later,
    '',
    SIGNATURE[language],
  ].join('\n');
  const html = page(
    language,
    [
      paragraph(hello(language, fullName)),
      paragraph(copy.body),
      ...parts.map((part) => statementTable(part, language)),
      button(copy.action, url),
      small(copy.link),
      `<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(later)}" style="color:#0f4c81"><span dir="ltr">${escapeHtml(later)}</span></a></p>`,
      paragraph(SIGNATURE[language]),
    ].join('\n'),
  );
  return { subject: copy.subject, text, html };
}
