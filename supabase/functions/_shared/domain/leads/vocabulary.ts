/**
 * The staff vocabulary: every stored value and column name staff read (the lead inbox, its CSV, the
 * data-subject tool, the staff e-mails) in English and Hebrew. Each list of stored values is a
 * `Record` over its union, so a value added to a list without a label in both languages does not
 * compile; tests/db/staff-vocabulary.test.ts checks that every column of every lead table is
 * labelled here or hidden. Plain data, shared by the browser and the edge functions.
 * docs/lead-inbox.md, "Staff read their own language".
 */
import type { Residence } from '../tax/purchase-costs.ts';
import type { ContactService } from '../validation/contact-limits.ts';
import { INVESTMENT_ESTIMATE_FIELDS, LEAD_KINDS, type LeadKind } from './lead-kinds.ts';
import type { LeadStatus } from './lead-status.ts';

export type StaffLang = 'en' | 'he';
export type Label = Readonly<Record<StaffLang, string>>;

export const LEAD_KIND_LABELS: Record<LeadKind, Label> = {
  contact: { en: 'Contact or consultation request', he: 'פנייה או בקשת ייעוץ' },
  investment: { en: 'Investment lead', he: 'ליד השקעה' },
  templateDownload: { en: 'Template download', he: 'הורדת תבנית' },
  newsletter: { en: 'Newsletter subscription', he: 'הרשמה לניוזלטר' },
};

/** What a lead table holds, in the plural: a heading over its rows ("Contact requests: 2"). */
export const LEAD_KIND_PLURALS: Record<LeadKind, Label> = {
  contact: { en: 'Contact and consultation requests', he: 'פניות ובקשות ייעוץ' },
  investment: { en: 'Investment leads', he: 'לידים של השקעה' },
  templateDownload: { en: 'Template downloads', he: 'הורדות של תבנית' },
  newsletter: { en: 'Newsletter subscriptions', he: 'הרשמות לניוזלטר' },
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, Label> = {
  new: { en: 'New', he: 'חדש' },
  contacted: { en: 'Contacted', he: 'נוצר קשר' },
  qualified: { en: 'Qualified', he: 'רלוונטי' },
  closed: { en: 'Closed', he: 'סגור' },
  spam: { en: 'Spam', he: 'ספאם' },
};

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'logged', 'failed', 'batched', 'unconfirmed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_LABELS: Record<NotificationStatus, Label> = {
  pending: { en: 'Pending', he: 'ממתינה' },
  sent: { en: 'Sent', he: 'נשלחה' },
  logged: { en: 'Logged (no e-mail service)', he: 'נרשמה ביומן (אין שירות אימייל)' },
  failed: { en: 'Failed', he: 'נכשלה' },
  batched: { en: 'Waiting in a digest', he: 'ממתינה בסיכום' },
  // A newsletter sign-up: staff are told once the address is confirmed.
  unconfirmed: { en: 'Sent once they confirm', he: 'תישלח כשיאשרו' },
};

/** The investment leads' property types (the database accepts the older `single_family` too). */
export const PROPERTY_TYPES = ['apartment', 'family_house', 'multi_family', 'single_family'] as const;
export type PropertyTypeValue = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyTypeValue, Label> = {
  apartment: { en: 'Apartment', he: 'דירה' },
  family_house: { en: 'Family house', he: 'בית משפחתי' },
  multi_family: { en: 'Multi-family building', he: 'בניין מגורים' },
  single_family: { en: 'Single-family house', he: 'בית צמוד קרקע' },
};

/** Where an investment lead's buyer will live (the calculators' question, "Will you live in Portugal?"). */
export const RESIDENCE_LABELS: Record<Residence, Label> = {
  resident: { en: 'Resident now', he: 'תושבי מס כבר עכשיו' },
  becoming_resident: { en: 'Will become resident within 2 years', he: 'יהיו תושבי מס בתוך שנתיים' },
  non_resident: { en: 'Not resident', he: 'לא תושבי מס' },
};

export const SERVICE_LABELS: Record<ContactService, Label> = {
  investment: { en: 'Real-estate investment', he: 'השקעות נדל"ן' },
  property: { en: 'Property management', he: 'ניהול נכסים' },
  'Property Management': { en: 'Property management (the management calculator)', he: 'ניהול נכסים (מחשבון הניהול)' },
};

export const SITE_LANGUAGE_LABELS: Record<StaffLang, Label> = {
  en: { en: 'English', he: 'אנגלית' },
  he: { en: 'Hebrew', he: 'עברית' },
};

export const UNSUBSCRIBE_SOURCES = ['one-click', 'link', 'staff'] as const;
export type UnsubscribeSource = (typeof UNSUBSCRIBE_SOURCES)[number];
export const UNSUBSCRIBE_SOURCE_LABELS: Record<UnsubscribeSource, Label> = {
  'one-click': { en: 'One click in their mail program', he: 'לחיצה אחת בתוכנת הדואר' },
  link: { en: 'The link in an e-mail', he: 'הקישור שבאימייל' },
  staff: { en: 'Removed by staff', he: 'הוסרו על ידי הצוות' },
};

/** Where a newsletter subscriber stands, worked out from their row (subscriptionState). */
export const SUBSCRIPTION_STATES = ['pending', 'confirmed', 'left'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, Label> = {
  pending: { en: 'Waiting for confirmation', he: 'ממתינים לאישור' },
  confirmed: { en: 'Confirmed', he: 'אישרו' },
  left: { en: 'Left the list', he: 'עזבו את הרשימה' },
};

export function subscriptionState(row: { confirmed_at?: unknown; unsubscribed_at?: unknown }): SubscriptionState {
  if (row.unsubscribed_at) return 'left';
  return row.confirmed_at ? 'confirmed' : 'pending';
}

export const REQUEST_KIND_LABELS: Record<'access' | 'erasure', Label> = {
  access: { en: 'Access (export)', he: 'עיון (ייצוא)' },
  erasure: { en: 'Erasure', he: 'מחיקה' },
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
  name: { en: 'Name', he: 'שם' },
  full_name: { en: 'Name', he: 'שם' },
  email: { en: 'Email', he: 'אימייל' },
  phone: { en: 'Phone', he: 'טלפון' },
  service: { en: 'Service', he: 'שירות' },
  subject: { en: 'Subject', he: 'נושא' },
  message: { en: 'Message', he: 'הודעה' },
  equity: { en: 'Equity (€)', he: 'הון עצמי (באירו)' },
  leverage: { en: 'Leverage (%)', he: 'מינוף (באחוזים)' },
  mortgage_years: { en: 'Mortgage term (years)', he: 'תקופת המשכנתא (שנים)' },
  property_type: { en: 'Property type', he: 'סוג הנכס' },
  total_asset_value: { en: 'Total asset value (€)', he: 'שווי הנכס הכולל (באירו)' },
  loan_amount: { en: 'Loan amount (€)', he: 'סכום ההלוואה (באירו)' },
  monthly_mortgage_payment: { en: 'Monthly mortgage payment (€)', he: 'החזר משכנתא חודשי (באירו)' },
  gross_monthly_rent: { en: 'Gross monthly rent (€)', he: 'שכירות חודשית ברוטו (באירו)' },
  estimated_expenses: { en: 'Estimated expenses (€)', he: 'הוצאות משוערות (באירו)' },
  expected_monthly_income: { en: 'Expected monthly income (€)', he: 'הכנסה חודשית צפויה (באירו)' },
  expected_annual_return: { en: 'Expected annual return (%)', he: 'תשואה שנתית צפויה (באחוזים)' },
  buyer_residence: { en: 'Will they live in Portugal?', he: 'יגורו בפורטוגל?' },
  cash_at_purchase: { en: 'Cash needed at purchase (€)', he: 'הסכום שיידרש ביום החתימה (באירו)' },
  agrees_to_terms: { en: 'Agreed to the terms and privacy policy', he: 'הסכמה לתנאים ולמדיניות הפרטיות' },
  agrees_to_marketing: { en: 'Agreed to marketing', he: 'הסכמה לדיוור' },
  consent_marketing: { en: 'Agreed to marketing', he: 'הסכמה לדיוור' },
  consent_version: { en: 'Consent text version', he: 'גרסת נוסח ההסכמה' },
  confirmed_consent_version: { en: 'Confirmed consent text version', he: 'גרסת ההסכמה שאושרה' },
  confirmation_sent_at: { en: 'Confirmation link sent', he: 'קישור האישור נשלח' },
  confirmation_expires_at: { en: 'Confirmation link valid until', he: 'קישור האישור בתוקף עד' },
  confirmed_at: { en: 'Confirmed', he: 'אישרו בתאריך' },
  unsubscribed_at: { en: 'Left the list', he: 'עזבו את הרשימה בתאריך' },
  unsubscribe_source: { en: 'How they left', he: 'איך עזבו' },
  leave_link_sent_at: { en: 'Leave link last sent', he: 'קישור העזיבה נשלח לאחרונה' },
  language: { en: 'Language', he: 'שפה' },
  created_at: { en: 'Received', he: 'התקבלה' },
  source_page: { en: 'Page', he: 'עמוד' },
  notification_status: { en: 'Notification', he: 'התראה' },
  notification_attempts: { en: 'Attempts', he: 'ניסיונות' },
  notification_error: { en: 'Last error', he: 'השגיאה האחרונה' },
  notification_next_attempt_at: { en: 'Next attempt', he: 'הניסיון הבא' },
  status: { en: 'Status', he: 'סטטוס' },
  status_changed_at: { en: 'Status changed', he: 'הסטטוס שונה בתאריך' },
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
};

/** True for an investment lead that carries no calculator estimate. */
export function withoutEstimate(kind: string, row: Readonly<Record<string, unknown>>): boolean {
  return kind === 'investment' && (row.equity === null || row.equity === undefined);
}

export const YES_NO: Record<'yes' | 'no', Label> = { yes: { en: 'Yes', he: 'כן' }, no: { en: 'No', he: 'לא' } };

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

/** The plural heading of a lead table's rows, or the table's name when it is not a lead table. */
export function tableLabel(table: string, lang: StaffLang): string {
  const kind = (Object.keys(LEAD_KINDS) as LeadKind[]).find((name) => LEAD_KINDS[name].table === table);
  return kind ? LEAD_KIND_PLURALS[kind][lang] : table;
}

/**
 * The language the person used: the newsletter keeps it; the other leads show it by the page they
 * sent from ("/he/contact" is Hebrew). Null when neither tells.
 */
export function leadLanguage(row: { language?: unknown; source_page?: unknown }): StaffLang | null {
  if (row.language === 'en' || row.language === 'he') return row.language;
  if (typeof row.source_page !== 'string') return null;
  const first = /^\/(en|he)(?:\/|$|\?|#)/.exec(pagePath(row.source_page));
  return first ? (first[1] as StaffLang) : null;
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
