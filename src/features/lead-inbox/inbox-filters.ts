// The inbox's filters and the URL query that holds them (so a filtered view can be bookmarked and
// shared between staff). Pure: no React. Anything the URL holds that is not a valid filter falls back
// to no filter rather than failing, so an old or hand-edited link still opens the inbox.
import { LEAD_KIND_NAMES, type LeadKind } from '@shared/leads/lead-kinds';
import { isLeadStatus, type LeadStatus } from '@shared/leads/lead-status';

export interface InboxFilters {
  kind: LeadKind | null;
  status: LeadStatus | null;
  /** Inclusive dates, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  search: string;
  /** Only leads staff may not have seen (docs/lead-inbox.md, "Unseen"). */
  unseen: boolean;
  /** 1-based page of the list. */
  page: number;
}

export const NO_FILTERS: InboxFilters = {
  kind: null,
  status: null,
  from: null,
  to: null,
  search: '',
  unseen: false,
  page: 1,
};

/** Rows per page of the list (the database allows at most 200). */
export const PAGE_SIZE = 50;
/** Longest search the inbox sends; longer text is cut. */
export const SEARCH_MAX_LENGTH = 200;

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KIND_NAMES as readonly string[]).includes(value);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function dateParam(value: string | null): string | null {
  return value !== null && isIsoDate(value) ? value : null;
}

export function parseFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind');
  const status = params.get('status');
  let from = dateParam(params.get('from'));
  let to = dateParam(params.get('to'));
  // A range that ends before it starts matches nothing by mistake: drop it.
  if (from && to && from > to) {
    from = null;
    to = null;
  }
  const page = Number(params.get('page'));
  return {
    kind: isLeadKind(kind) ? kind : null,
    status: isLeadStatus(status) ? status : null,
    from,
    to,
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    unseen: params.get('unseen') === '1',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for these filters; defaults are left out, so the plain inbox has a clean URL. */
export function filtersToParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.unseen) params.set('unseen', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasFilters(filters: InboxFilters): boolean {
  return filtersToParams({ ...filters, page: 1 }).size > 0;
}

/** The named arguments of admin_export_leads (and, with a page, of admin_list_leads). */
export function filterArgs(filters: InboxFilters) {
  return {
    p_kind: filters.kind,
    p_status: filters.status,
    p_from: filters.from,
    p_to: filters.to,
    p_search: filters.search.trim() || null,
    p_unseen: filters.unseen,
  };
}

export function listArgs(filters: InboxFilters, pageSize = PAGE_SIZE) {
  return { ...filterArgs(filters), p_limit: pageSize, p_offset: (filters.page - 1) * pageSize };
}
