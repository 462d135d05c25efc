/**
 * The staff vocabulary: every stored value and column name staff read (the lead inbox, its CSV, the
 * data-subject tool, the staff e-mails) in every staff language (English, Hebrew, Portuguese). Each list of stored values is a
 * `Record` over its union, so a value added to a list without a label in every language does not
 * compile; tests/db/staff-vocabulary.test.ts checks that every column of every lead table is
 * labelled here or hidden. Plain data, shared by the browser and the edge functions.
 * docs/lead-inbox.md, "Staff read their own language".
 */
import { isLanguage, type Language } from '../languages.ts';
import type { Residence } from '../tax/purchase-costs.ts';
import type { ContactService } from '../validation/contact-limits.ts';
import { INVESTMENT_ESTIMATE_FIELDS, LEAD_KINDS, type LeadKind } from './lead-kinds.ts';
import type { LeadStatus } from './lead-status.ts';

export type StaffLang = Language;
export type Label = Readonly<Record<StaffLang, string>>;

export const LEAD_KIND_LABELS: Record<LeadKind, Label> = {
  contact: {
    en: 'Contact or consultation request',
    he: 'פנייה או בקשת ייעוץ',
    pt: 'Pedido de contacto ou de consulta',
  },
  investment: { en: 'Investment lead', he: 'ליד השקעה', pt: 'Contacto de investimento' },
  templateDownload: { en: 'Template download', he: 'הורדת תבנית', pt: 'Descarga do modelo' },
  newsletter: { en: 'Newsletter subscription', he: 'הרשמה לניוזלטר', pt: 'Subscrição da newsletter' },
};

/** What a lead table holds, in the plural: a heading over its rows ("Contact requests: 2"). */
export const LEAD_KIND_PLURALS: Record<LeadKind, Label> = {
  contact: {
    en: 'Contact and consultation requests',
    he: 'פניות ובקשות ייעוץ',
    pt: 'Pedidos de contacto e de consulta',
  },
  investment: { en: 'Investment leads', he: 'לידים של השקעה', pt: 'Contactos de investimento' },
  templateDownload: { en: 'Template downloads', he: 'הורדות של תבנית', pt: 'Descargas do modelo' },
  newsletter: { en: 'Newsletter subscriptions', he: 'הרשמות לניוזלטר', pt: 'Subscrições da newsletter' },
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, Label> = {
  new: { en: 'New', he: 'חדש', pt: 'Novo' },
  contacted: { en: 'Contacted', he: 'נוצר קשר', pt: 'Contactado' },
  qualified: { en: 'Qualified', he: 'רלוונטי', pt: 'Qualificado' },
  closed: { en: 'Closed', he: 'סגור', pt: 'Fechado' },
  spam: { en: 'Spam', he: 'ספאם', pt: 'Spam' },
};

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'logged', 'failed', 'batched', 'unconfirmed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_LABELS: Record<NotificationStatus, Label> = {
  pending: { en: 'Pending', he: 'ממתינה', pt: 'Pendente' },
  sent: { en: 'Sent', he: 'נשלחה', pt: 'Enviada' },
  logged: {
    en: 'Logged (no e-mail service)',
    he: 'נרשמה ביומן (אין שירות אימייל)',
    pt: 'Registada (sem serviço de e-mail)',
  },
  failed: { en: 'Failed', he: 'נכשלה', pt: 'Falhou' },
  batched: { en: 'Waiting in a digest', he: 'ממתינה בסיכום', pt: 'A aguardar num resumo' },
  // A newsletter sign-up: staff are told once the address is confirmed.
  unconfirmed: { en: 'Sent once they confirm', he: 'תישלח כשיאשרו', pt: 'Enviada após a confirmação' },
};

/** The investment leads' property types (the database accepts the older `single_family` too). */
export const PROPERTY_TYPES = ['apartment', 'family_house', 'multi_family', 'single_family'] as const;
export type PropertyTypeValue = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyTypeValue, Label> = {
  apartment: { en: 'Apartment', he: 'דירה', pt: 'Apartamento' },
  family_house: { en: 'Family house', he: 'בית משפחתי', pt: 'Moradia' },
  multi_family: { en: 'Multi-family building', he: 'בניין מגורים', pt: 'Prédio de habitação' },
  single_family: { en: 'Single-family house', he: 'בית צמוד קרקע', pt: 'Moradia unifamiliar' },
};

/** Where an investment lead's buyer will live (the calculators' question, "Will you live in Portugal?"). */
export const RESIDENCE_LABELS: Record<Residence, Label> = {
  resident: { en: 'Resident now', he: 'תושבי מס כבר עכשיו', pt: 'Já é residente fiscal' },
  becoming_resident: {
    en: 'Will become resident within 2 years',
    he: 'יהיו תושבי מס בתוך שנתיים',
    pt: 'Será residente fiscal no prazo de 2 anos',
  },
  non_resident: { en: 'Not resident', he: 'לא תושבי מס', pt: 'Não residente' },
};

export const SERVICE_LABELS: Record<ContactService, Label> = {
  investment: { en: 'Real-estate investment', he: 'השקעות נדל"ן', pt: 'Investimento imobiliário' },
  property: { en: 'Property management', he: 'ניהול נכסים', pt: 'Gestão de imóveis' },
  'Property Management': {
    en: 'Property management (the management calculator)',
    he: 'ניהול נכסים (מחשבון הניהול)',
    pt: 'Gestão de imóveis (calculadora de gestão)',
  },
};

export const SITE_LANGUAGE_LABELS: Record<StaffLang, Label> = {
  en: { en: 'English', he: 'אנגלית', pt: 'Inglês' },
  he: { en: 'Hebrew', he: 'עברית', pt: 'Hebraico' },
  pt: { en: 'Portuguese', he: 'פורטוגזית', pt: 'Português' },
};

export const UNSUBSCRIBE_SOURCES = ['one-click', 'link', 'staff'] as const;
export type UnsubscribeSource = (typeof UNSUBSCRIBE_SOURCES)[number];
export const UNSUBSCRIBE_SOURCE_LABELS: Record<UnsubscribeSource, Label> = {
  'one-click': {
    en: 'One click in their mail program',
    he: 'לחיצה אחת בתוכנת הדואר',
    pt: 'Um clique no programa de e-mail',
  },
  link: { en: 'The link in an e-mail', he: 'הקישור שבאימייל', pt: 'A ligação de um e-mail' },
  staff: { en: 'Removed by staff', he: 'הוסרו על ידי הצוות', pt: 'Removido pela equipa' },
};

/** Where a newsletter subscriber stands, worked out from their row (subscriptionState). */
export const SUBSCRIPTION_STATES = ['pending', 'confirmed', 'left'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, Label> = {
  pending: { en: 'Waiting for confirmation', he: 'ממתינים לאישור', pt: 'A aguardar confirmação' },
  confirmed: { en: 'Confirmed', he: 'אישרו', pt: 'Confirmada' },
  left: { en: 'Left the list', he: 'עזבו את הרשימה', pt: 'Saiu da lista' },
};

export function subscriptionState(row: { confirmed_at?: unknown; unsubscribed_at?: unknown }): SubscriptionState {
  if (row.unsubscribed_at) return 'left';
  return row.confirmed_at ? 'confirmed' : 'pending';
}

export const REQUEST_KIND_LABELS: Record<'access' | 'erasure', Label> = {
  access: { en: 'Access (export)', he: 'עיון (ייצוא)', pt: 'Acesso (exportação)' },
  erasure: { en: 'Erasure', he: 'מחיקה', pt: 'Apagamento' },
};

/** Columns of the lead tables that are bookkeeping: never shown or exported to staff as fields. */
export const HIDDEN_LEAD_COLUMNS = [
  'id',
  'ip_hash',
  'search_text',
  'unseen_reported_at',
  'confirmation_token_hash',
] as const;

/** Every other column of every lead table, with its label. */
export const FIELD_LABELS = {
  name: { en: 'Name', he: 'שם', pt: 'Nome' },
  full_name: { en: 'Name', he: 'שם', pt: 'Nome' },
  email: { en: 'Email', he: 'אימייל', pt: 'E-mail' },
  phone: { en: 'Phone', he: 'טלפון', pt: 'Telefone' },
  service: { en: 'Service', he: 'שירות', pt: 'Serviço' },
  subject: { en: 'Subject', he: 'נושא', pt: 'Assunto' },
  message: { en: 'Message', he: 'הודעה', pt: 'Mensagem' },
  equity: { en: 'Equity (€)', he: 'הון עצמי (באירו)', pt: 'Capitais próprios (em euros)' },
  leverage: { en: 'Leverage (%)', he: 'מינוף (באחוזים)', pt: 'Financiamento (em percentagem)' },
  mortgage_years: {
    en: 'Mortgage term (years)',
    he: 'תקופת המשכנתא (שנים)',
    pt: 'Prazo do crédito à habitação (anos)',
  },
  property_type: { en: 'Property type', he: 'סוג הנכס', pt: 'Tipo de imóvel' },
  total_asset_value: {
    en: 'Total asset value (€)',
    he: 'שווי הנכס הכולל (באירו)',
    pt: 'Valor total do imóvel (em euros)',
  },
  loan_amount: { en: 'Loan amount (€)', he: 'סכום ההלוואה (באירו)', pt: 'Montante do empréstimo (em euros)' },
  monthly_mortgage_payment: {
    en: 'Monthly mortgage payment (€)',
    he: 'החזר משכנתא חודשי (באירו)',
    pt: 'Prestação mensal do crédito (em euros)',
  },
  gross_monthly_rent: {
    en: 'Gross monthly rent (€)',
    he: 'שכירות חודשית ברוטו (באירו)',
    pt: 'Renda mensal bruta (em euros)',
  },
  estimated_expenses: {
    en: 'Estimated expenses (€)',
    he: 'הוצאות משוערות (באירו)',
    pt: 'Despesas estimadas (em euros)',
  },
  expected_monthly_income: {
    en: 'Expected monthly income (€)',
    he: 'הכנסה חודשית צפויה (באירו)',
    pt: 'Rendimento mensal previsto (em euros)',
  },
  expected_annual_return: {
    en: 'Expected annual return (%)',
    he: 'תשואה שנתית צפויה (באחוזים)',
    pt: 'Rentabilidade anual prevista (em percentagem)',
  },
  buyer_residence: { en: 'Will they live in Portugal?', he: 'יגורו בפורטוגל?', pt: 'Vai viver em Portugal?' },
  cash_at_purchase: {
    en: 'Cash needed at purchase (€)',
    he: 'הסכום שיידרש ביום החתימה (באירו)',
    pt: 'Montante necessário na compra (em euros)',
  },
  agrees_to_terms: {
    en: 'Agreed to the terms and privacy policy',
    he: 'הסכמה לתנאים ולמדיניות הפרטיות',
    pt: 'Aceitou os termos e a política de privacidade',
  },
  agrees_to_marketing: { en: 'Agreed to marketing', he: 'הסכמה לדיוור', pt: 'Aceitou comunicações comerciais' },
  consent_marketing: { en: 'Agreed to marketing', he: 'הסכמה לדיוור', pt: 'Aceitou comunicações comerciais' },
  consent_version: { en: 'Consent text version', he: 'גרסת נוסח ההסכמה', pt: 'Versão do texto de consentimento' },
  confirmed_consent_version: {
    en: 'Confirmed consent text version',
    he: 'גרסת ההסכמה שאושרה',
    pt: 'Versão do consentimento confirmada',
  },
  confirmation_sent_at: { en: 'Confirmation link sent', he: 'קישור האישור נשלח', pt: 'Ligação de confirmação enviada' },
  confirmation_expires_at: {
    en: 'Confirmation link valid until',
    he: 'קישור האישור בתוקף עד',
    pt: 'Ligação de confirmação válida até',
  },
  confirmed_at: { en: 'Confirmed', he: 'אישרו בתאריך', pt: 'Confirmada em' },
  unsubscribed_at: { en: 'Left the list', he: 'עזבו את הרשימה בתאריך', pt: 'Saiu da lista em' },
  unsubscribe_source: { en: 'How they left', he: 'איך עזבו', pt: 'Como saiu' },
  leave_link_sent_at: {
    en: 'Leave link last sent',
    he: 'קישור העזיבה נשלח לאחרונה',
    pt: 'Última ligação de saída enviada',
  },
  language: { en: 'Language', he: 'שפה', pt: 'Idioma' },
  created_at: { en: 'Received', he: 'התקבלה', pt: 'Recebido' },
  source_page: { en: 'Page', he: 'עמוד', pt: 'Página' },
  notification_status: { en: 'Notification', he: 'התראה', pt: 'Notificação' },
  notification_attempts: { en: 'Attempts', he: 'ניסיונות', pt: 'Tentativas' },
  notification_error: { en: 'Last error', he: 'השגיאה האחרונה', pt: 'Último erro' },
  notification_next_attempt_at: { en: 'Next attempt', he: 'הניסיון הבא', pt: 'Próxima tentativa' },
  status: { en: 'Status', he: 'סטטוס', pt: 'Estado' },
  status_changed_at: { en: 'Status changed', he: 'הסטטוס שונה בתאריך', pt: 'Estado alterado em' },
} as const satisfies Record<string, Label>;

export type LeadColumn = keyof typeof FIELD_LABELS;
type StaffFieldName = (typeof LEAD_KINDS)[LeadKind]['staffFields'][number];
// Every field a kind shows staff has a label: a new one is a type error here until it is named.
const staffFieldsLabelled: Record<StaffFieldName, Label> = FIELD_LABELS;
void staffFieldsLabelled;

/** The columns whose stored values are words from a fixed list, with their labels. */
const VALUE_LABELS: Partial<Record<LeadColumn, Record<string, Label>>> = {
  status: LEAD_STATUS_LABELS,
  notification_status: NOTIFICATION_LABELS,
  property_type: PROPERTY_TYPE_LABELS,
  buyer_residence: RESIDENCE_LABELS,
  service: SERVICE_LABELS,
  language: SITE_LANGUAGE_LABELS,
  unsubscribe_source: UNSUBSCRIBE_SOURCE_LABELS,
};

/**
 * The columns of an investment lead's calculator estimate: all empty for a lead sent from the
 * investment page's form without the calculator (docs/leads.md, "The investment lead").
 */
export const INVESTMENT_ESTIMATE_COLUMNS = INVESTMENT_ESTIMATE_FIELDS satisfies readonly LeadColumn[];

/** What staff read in place of the estimate of an investment lead sent without it. */
export const NO_ESTIMATE_LABEL: Label = {
  en: 'Sent without the calculator’s figures',
  he: 'נשלח בלי המספרים מהמחשבון',
  pt: 'Enviado sem os valores da calculadora',
};

/** True for an investment lead that carries no calculator estimate. */
export function withoutEstimate(kind: string, row: Readonly<Record<string, unknown>>): boolean {
  return kind === 'investment' && (row.equity === null || row.equity === undefined);
}

export const YES_NO: Record<'yes' | 'no', Label> = {
  yes: { en: 'Yes', he: 'כן', pt: 'Sim' },
  no: { en: 'No', he: 'לא', pt: 'Não' },
};

export function isLeadColumn(name: string): name is LeadColumn {
  return Object.hasOwn(FIELD_LABELS, name);
}

export function isHiddenColumn(name: string): boolean {
  return (HIDDEN_LEAD_COLUMNS as readonly string[]).includes(name);
}

/** A column's label; a column this list does not know (a new one) shows as its name. */
export function fieldLabel(name: string, lang: StaffLang): string {
  return isLeadColumn(name) ? FIELD_LABELS[name][lang] : name;
}

/** A stored word's label, or null when the column holds free text or the word is not in its list. */
export function valueLabel(column: string, value: unknown, lang: StaffLang): string | null {
  if (typeof value === 'boolean') return YES_NO[value ? 'yes' : 'no'][lang];
  if (typeof value !== 'string' || !isLeadColumn(column)) return null;
  const labels = VALUE_LABELS[column];
  return labels && Object.hasOwn(labels, value) ? labels[value]![lang] : null;
}

/**
 * The other tables a data-subject answer holds rows of (docs/lead-inbox.md): the ad alerts, the
 * newsletter's consent history and the owners' accounts (docs/owner-accounts.md), each named as staff read it.
 */
export const SUBJECT_TABLE_LABELS: Readonly<Record<string, Label>> = {
  ad_alerts: { en: 'Ad alerts', he: 'התראות על מודעות', pt: 'Alertas de anúncios' },
  newsletter_consent_events: {
    en: 'Newsletter consent history',
    he: 'היסטוריית ההסכמה לניוזלטר',
    pt: 'Histórico de consentimento da newsletter',
  },
  owners: { en: 'Owner accounts', he: 'חשבונות בעלי נכסים', pt: 'Contas de proprietários' },
  owner_properties: { en: 'Properties', he: 'נכסים', pt: 'Imóveis' },
  property_owners: { en: 'Shares in properties', he: 'חלקים בנכסים', pt: 'Quotas nos imóveis' },
  owner_statements: { en: 'Monthly statements', he: 'דוחות חודשיים', pt: 'Extratos mensais' },
  owner_statement_shares: {
    en: "Owners' parts of statements",
    he: 'חלקי הבעלים בדוחות',
    pt: 'Partes dos proprietários nos extratos',
  },
  ledger_entries: { en: 'Ledger entries', he: 'רישומים בספר החשבונות', pt: 'Lançamentos na conta corrente' },
  property_leases: { en: 'Leases', he: 'חוזי שכירות', pt: 'Contratos de arrendamento' },
};

/** The plural heading of a table's rows in a data-subject answer; its name only if it is unknown. */
export function tableLabel(table: string, lang: StaffLang): string {
  const kind = (Object.keys(LEAD_KINDS) as LeadKind[]).find((name) => LEAD_KINDS[name].table === table);
  if (kind) return LEAD_KIND_PLURALS[kind][lang];
  return Object.hasOwn(SUBJECT_TABLE_LABELS, table) ? SUBJECT_TABLE_LABELS[table]![lang] : table;
}

/**
 * The language the person used: the newsletter keeps it; the other leads show it by the page they
 * sent from ("/he/contact" is Hebrew). Null when neither tells.
 */
export function leadLanguage(row: { language?: unknown; source_page?: unknown }): StaffLang | null {
  if (isLanguage(row.language)) return row.language;
  if (typeof row.source_page !== 'string') return null;
  const first = /^\/([a-z]{2})(?:\/|$|\?|#)/.exec(pagePath(row.source_page));
  return first && isLanguage(first[1]) ? first[1] : null;
}

/** A record of one language's labels, for copy files that hold plain strings. */
export function labelsIn<K extends string>(labels: Record<K, Label>, lang: StaffLang): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label[lang]])) as Record<
    K,
    string
  >;
}

/**
 * A page address as a path: "he/contact/" and "https://…/he/contact" read "/he/contact" (the query
 * and fragment kept).
 */
export function pagePath(value: string): string {
  let path = value.trim();
  const origin = /^https?:\/\/[^/]+/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  const [, base = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  let clean = `/${base.replace(/^\/+/, '')}`;
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return clean + rest;
}
