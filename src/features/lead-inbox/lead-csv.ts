// The inbox's CSV export (docs/lead-inbox.md, "Export"). Pure: no React. RFC 4180 (fields quoted
// when they hold a quote, comma, CR or LF; quotes doubled; CRLF line ends), UTF-8 with a byte-order
// mark first so that Excel reads Hebrew as UTF-8, ISO 8601 dates. A text cell that a spreadsheet would
// run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
import { LEAD_KIND_NAMES, LEAD_KINDS } from '@shared/leads/lead-kinds';
import type { LeadCsvLabels, LeadExportRow } from './lead-inbox-types';

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

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

/** A timestamp from the database as ISO 8601 UTC (2026-11-25T08:30:00.000Z). */
export function isoTimestamp(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const COMMON = ['name', 'email', 'phone'] as const;

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

/** The export as CSV, with the header and the kind and status names in the page's language. */
export function leadsCsv(rows: readonly LeadExportRow[], labels: LeadCsvLabels): string {
  const details = detailColumns();
  const header = [
    labels.columns.createdAt,
    labels.columns.kind,
    labels.columns.name,
    labels.columns.email,
    labels.columns.phone,
    labels.columns.status,
    labels.columns.notification,
    labels.columns.sourcePage,
    ...details.map((field) => labels.fields[field as keyof typeof labels.fields] ?? field),
    labels.columns.leadId,
  ];
  const body = rows.map((row) => {
    const extra = row.details ?? {};
    // The templates' downloads keep the name as full_name; it belongs in the name column.
    const name = row.name ?? (typeof extra.full_name === 'string' ? extra.full_name : null);
    return [
      isoTimestamp(row.created_at),
      labels.kinds[row.kind as keyof typeof labels.kinds] ?? row.kind,
      name,
      row.email,
      row.phone,
      row.status ? (labels.statuses[row.status as keyof typeof labels.statuses] ?? row.status) : '',
      row.notification_status,
      row.source_page,
      ...details.map((field) => {
        const value = extra[field];
        return typeof value === 'string' && TIMESTAMP.test(value) ? isoTimestamp(value) : value;
      }),
      row.id,
    ];
  });
  return toCsv(header, body);
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
