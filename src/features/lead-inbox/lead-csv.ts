// The inbox's CSV export (docs/lead-inbox.md, "Export"). Pure: no React. RFC 4180 (fields quoted
// when they hold a quote, comma, CR or LF; quotes doubled; CRLF line ends), UTF-8 with a byte-order
// mark first so that Excel reads Hebrew as UTF-8, dates as "YYYY-MM-DD HH:MM:SS" in the staff
// member's time zone, phone numbers kept as text. A text cell that a spreadsheet would
// run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
import { LEAD_KIND_NAMES, LEAD_KINDS, type LeadKind } from '@shared/leads/lead-kinds';
import {
  fieldLabel,
  LEAD_KIND_LABELS,
  leadLanguage,
  pagePath,
  SITE_LANGUAGE_LABELS,
  valueLabel,
} from '@shared/leads/vocabulary';
import type { LeadCsvLabels, LeadExportRow } from './lead-inbox-types';

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function isLeadKind(kind: string): kind is LeadKind {
  return (LEAD_KIND_NAMES as readonly string[]).includes(kind);
}

/** One cell's text, escaped and neutralised. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = JSON.stringify(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the byte-order mark, the header row, the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/**
 * A timestamp from the database in the staff member's time zone, as "2026-11-25 08:30:00": the
 * form every spreadsheet reads as a date and time (ISO 8601 with a T and a Z is left as text by
 * several). The header names the zone.
 */
export function localTimestamp(value: string | null, timeZone: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The browser's own time zone (the staff member's), Lisbon when the browser does not say. */
export function staffTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Lisbon';
}

const SAFE_PHONE = /^\+?[\d\s().-]{3,30}$/;

/**
 * A phone number as a spreadsheet's text: `="+351 912 345 678"` keeps its plus, spaces and leading
 * zero (written plainly it becomes a formula or a number). Anything else that is not a plain phone
 * number is written as text, neutralised by csvCell.
 */
export function phoneCell(phone: string | null): string {
  if (!phone) return '';
  return SAFE_PHONE.test(phone) ? `="${phone}"` : csvCell(phone);
}

const COMMON = ['name', 'full_name', 'email', 'phone'] as const;

/** The kinds' own columns after the common ones, each once, in registry order. */
export function detailColumns(): string[] {
  const columns: string[] = [];
  for (const kind of LEAD_KIND_NAMES) {
    for (const field of LEAD_KINDS[kind].staffFields) {
      if (!(COMMON as readonly string[]).includes(field) && !columns.includes(field)) columns.push(field);
    }
  }
  return columns;
}

/**
 * The export as CSV, in the page's language: the header, the kind, status and notification names
 * and every stored word (a property type, a service, yes and no) from the staff vocabulary; dates in
 * the staff member's time zone; the page as a path; one name column.
 */
export function leadsCsv(rows: readonly LeadExportRow[], labels: LeadCsvLabels): string {
  const { lang, timeZone } = labels;
  const details = detailColumns();
  const header = [
    `${labels.columns.createdAt} (${timeZone})`,
    labels.columns.kind,
    labels.columns.name,
    labels.columns.email,
    labels.columns.phone,
    labels.columns.status,
    labels.columns.notification,
    labels.columns.language,
    labels.columns.sourcePage,
    ...details.map((field) => fieldLabel(field, lang)),
    labels.columns.leadId,
  ];
  const lines = rows.map((row) => {
    const extra = row.details ?? {};
    // The templates' downloads keep the name as full_name; it belongs in the name column.
    const name = row.name ?? (typeof extra.full_name === 'string' ? extra.full_name : null);
    const language = leadLanguage({ source_page: row.source_page, language: extra.language });
    return [
      csvCell(localTimestamp(row.created_at, timeZone)),
      csvCell(isLeadKind(row.kind) ? LEAD_KIND_LABELS[row.kind][lang] : row.kind),
      csvCell(name),
      csvCell(row.email),
      phoneCell(row.phone),
      csvCell(valueLabel('status', row.status, lang) ?? row.status),
      csvCell(valueLabel('notification_status', row.notification_status, lang) ?? row.notification_status),
      csvCell(language ? SITE_LANGUAGE_LABELS[language][lang] : ''),
      csvCell(row.source_page ? pagePath(row.source_page) : ''),
      ...details.map((field) => {
        const value = extra[field];
        if (typeof value === 'string' && TIMESTAMP.test(value)) return csvCell(localTimestamp(value, timeZone));
        return csvCell(valueLabel(field, value, lang) ?? value);
      }),
      csvCell(row.id),
    ];
  });
  return BOM + [header.map(csvCell), ...lines].map((cells) => cells.join(',') + '\r\n').join('');
}

/** The file name of an export: the date and time, never an address or a search. */
export function exportFileName(prefix: string, now: Date, extension: 'csv' | 'json'): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `${prefix}-${stamp}.${extension}`;
}

/** Starts a download of this text in the browser. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
