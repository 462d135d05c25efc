import { AlertTriangle, ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_KIND_NAMES } from '@shared/leads/lead-kinds';
import { LEAD_STATUSES } from '@shared/leads/lead-status';
import {
  leadLanguage,
  SITE_LANGUAGE_LABELS,
  SUBSCRIPTION_STATE_LABELS,
  SUBSCRIPTION_STATES,
} from '@shared/leads/vocabulary';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast/toast';
import type { LeadInboxCopy } from './copy.en';
import {
  filtersToParams,
  hasFilters,
  isLeadKind,
  NO_FILTERS,
  PAGE_SIZE,
  parseFilters,
  SEARCH_MAX_LENGTH,
  type InboxFilters,
} from './inbox-filters';
import { INPUT_CLASS, notificationLabel, statusLabel, When } from './inbox-ui';
import { JobProblems } from './job-problems';
import { downloadText, exportFileName, leadsCsv, staffTimeZone } from './lead-csv';
import { LeadDetailPanel } from './lead-detail';
import { COUNT_CAP, exportLeads } from './lead-inbox-api';
import type { LeadListRow } from './lead-inbox-types';
import { SubjectRequests } from './subject-requests';
import { errorText, useLeadCounts, useLeadList } from './use-lead-inbox';

/** The staff tool of docs/lead-inbox.md: the inbox, then the data-subject requests. */
export function LeadInboxTool({ copy }: { copy: LeadInboxCopy }) {
  return (
    <div className="flex flex-col gap-12">
      <LeadInbox copy={copy} />
      <SubjectRequests copy={copy} />
    </div>
  );
}

/** Every kind of lead in one list, with its filters (in the URL), counts, pages and CSV export. */
export function LeadInbox({ copy }: { copy: LeadInboxCopy }) {
  const { lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const list = useLeadList(filters);
  const counts = useLeadCounts();
  const [open, setOpen] = useState<LeadListRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const t = copy.inbox;

  // The address as last set: two changes in quick succession build on each other, so the last
  // choice wins instead of the second re-applying what the first replaced.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: Partial<InboxFilters>) => {
    // Any change of filter starts again on the first page.
    const next = filtersToParams({ ...parseFilters(latest.current), page: 1, ...change });
    latest.current = next;
    setParams(next, { replace: false });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const rows = await exportLeads(filters);
      const csv = leadsCsv(rows, { columns: t.columns, lang, timeZone: staffTimeZone() });
      downloadText(csv, exportFileName('leads', new Date(), 'csv'), 'text/csv;charset=utf-8');
      toast.success(rows.length === 1 ? t.exportedOne : fill(t.exported, { count: formatNumber(rows.length, lang) }));
    } catch (error) {
      toast.error(fill(t.exportFailed, { message: errorText(copy, error) }));
    } finally {
      setExporting(false);
    }
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / PAGE_SIZE));

  return (
    <section aria-labelledby="lead-inbox-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="lead-inbox-heading" className="text-2xl font-bold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-slate-600">{t.intro}</p>
        </div>
        <Button variant="outline" size="sm" disabled={exporting} onClick={() => void runExport()}>
          <Download aria-hidden className="size-4" />
          {exporting ? t.exporting : t.exportCsv}
        </Button>
      </div>

      <Counts copy={copy} counts={counts} onShowUnseen={() => update({ ...NO_FILTERS, unseen: true })} />
      <JobProblems />
      <Filters copy={copy} filters={filters} onChange={update} />

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {list.data && (
          <p className="text-slate-600" data-testid="lead-total" aria-live="polite">
            {total > COUNT_CAP
              ? t.totalCapped
              : total === 1
                ? t.totalOne
                : fill(t.total, { count: formatNumber(total, lang) })}
          </p>
        )}
      </div>

      {list.isPending ? (
        <LoadingSpinner label={copy.loading} />
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-5 text-red-800">
          <p>{errorText(copy, list.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : list.data.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-600">{hasFilters(filters) ? t.emptyFiltered : t.empty}</p>
      ) : (
        <LeadTable copy={copy} rows={list.data.rows} onOpen={setOpen} />
      )}

      {pages > 1 && (
        <nav aria-label={t.pagesLabel} className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => setParams(filtersToParams({ ...filters, page: filters.page - 1 }))}
          >
            <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t.previous}
          </Button>
          <span className="text-sm text-slate-700">{fill(t.pageOf, { page: filters.page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => setParams(filtersToParams({ ...filters, page: filters.page + 1 }))}
          >
            {t.next}
            <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Button>
        </nav>
      )}

      <ModalDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? fill(copy.detail.title, { name: open.name ?? open.email }) : ''}
        size="xl"
        data-testid="lead-detail"
      >
        {open && <LeadDetailPanel copy={copy} kind={open.kind} id={open.id} />}
      </ModalDialog>
    </section>
  );
}

function Counts({
  copy,
  counts,
  onShowUnseen,
}: {
  copy: LeadInboxCopy;
  counts: ReturnType<typeof useLeadCounts>;
  onShowUnseen: () => void;
}) {
  const { lang } = useI18n();
  if (!counts.data) return null;
  const { new_count: fresh, unseen_count: unseen } = counts.data;
  const t = copy.inbox;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="lead-counts">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        {fresh === 1 ? t.newCountOne : fill(t.newCount, { count: formatNumber(fresh, lang) })}
      </p>
      {unseen > 0 && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          {unseen === 1 ? t.unseenCountOne : fill(t.unseenCount, { count: formatNumber(unseen, lang) })}
          <button type="button" className="font-semibold underline" onClick={onShowUnseen}>
            {unseen === 1 ? t.showUnseenOne : t.showUnseen}
          </button>
        </p>
      )}
    </div>
  );
}

function Filters({
  copy,
  filters,
  onChange,
}: {
  copy: LeadInboxCopy;
  filters: InboxFilters;
  onChange: (change: Partial<InboxFilters>) => void;
}) {
  const id = useId();
  const t = copy.inbox;
  const [search, setSearch] = useState(filters.search);
  // The dates as typed: a range that ends before it starts is refused with a message and not applied.
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  // The boxes follow the address when back, forward or "Clear filters" change it. The search this box
  // sent is not put back: its navigation renders after the keys typed meanwhile, which it would erase.
  const [inAddress, setInAddress] = useState({ search: filters.search, from: filters.from, to: filters.to });
  const [sent, setSent] = useState<string | null>(null);
  if (filters.search !== inAddress.search) {
    setInAddress((was) => ({ ...was, search: filters.search }));
    if (filters.search !== sent) setSearch(filters.search);
    setSent(null);
  }
  if (filters.from !== inAddress.from || filters.to !== inAddress.to) {
    setInAddress((was) => ({ ...was, from: filters.from, to: filters.to }));
    setRange({ from: filters.from, to: filters.to });
  }
  const reversed = range.from !== null && range.to !== null && range.from > range.to;
  const changeDate = (which: 'from' | 'to', value: string) => {
    const next = { ...range, [which]: value || null };
    setRange(next);
    if (next.from === null || next.to === null || next.from <= next.to) onChange(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(search);
    onChange({ search });
  };
  const label = 'text-sm font-medium text-slate-900';
  return (
    <form
      role="search"
      aria-label={t.filtersTitle}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-kind`} className={label}>
          {t.kind}
        </label>
        <select
          id={`${id}-kind`}
          className={INPUT_CLASS}
          value={filters.kind ?? ''}
          onChange={(event) => onChange({ kind: isLeadKind(event.target.value) ? event.target.value : null })}
        >
          <option value="">{t.any}</option>
          {LEAD_KIND_NAMES.map((kind) => (
            <option key={kind} value={kind}>
              {copy.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-status`} className={label}>
          {t.status}
        </label>
        <select
          id={`${id}-status`}
          className={INPUT_CLASS}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ status: LEAD_STATUSES.find((status) => status === event.target.value) ?? null })
          }
        >
          <option value="">{t.any}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-from`} className={label}>
          {t.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          dir="ltr"
          className={`${INPUT_CLASS} rtl:text-right`}
          value={range.from ?? ''}
          max={range.to ?? undefined}
          aria-invalid={reversed}
          aria-describedby={reversed ? `${id}-range-error` : undefined}
          onChange={(event) => changeDate('from', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-to`} className={label}>
          {t.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          dir="ltr"
          className={`${INPUT_CLASS} rtl:text-right`}
          value={range.to ?? ''}
          min={range.from ?? undefined}
          aria-invalid={reversed}
          aria-describedby={reversed ? `${id}-range-error` : undefined}
          onChange={(event) => changeDate('to', event.target.value)}
        />
      </div>
      <p
        id={`${id}-range-error`}
        role="alert"
        className="text-sm font-medium text-red-700 empty:hidden sm:col-span-2 lg:col-span-4"
      >
        {reversed ? t.rangeReversed : null}
      </p>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={`${id}-search`} className={label}>
          {t.search}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            dir="auto"
            maxLength={SEARCH_MAX_LENGTH}
            className={INPUT_CLASS}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" className="shrink-0">
            <Search aria-hidden className="size-4" />
            {t.searchButton}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-4 sm:col-span-2">
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={filters.unseen}
            onChange={(event) => onChange({ unseen: event.target.checked })}
          />
          {t.unseenOnly}
        </label>
        {hasFilters(filters) && (
          <Button variant="outline" size="sm" className="text-slate-700" onClick={() => onChange(NO_FILTERS)}>
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The language the person wrote in, by the page they sent from. */
function LanguageName({ row }: { row: LeadListRow }) {
  const { lang } = useI18n();
  const language = leadLanguage(row);
  return <>{language ? SITE_LANGUAGE_LABELS[language][lang] : '–'}</>;
}

/**
 * A lead's status; for a newsletter subscriber where they stand first (waiting for confirmation,
 * confirmed, left), so nobody reads "New" for someone who has left, and the status only once staff
 * have set one.
 */
function StatusText({ copy, row }: { copy: LeadInboxCopy; row: LeadListRow }) {
  const { lang } = useI18n();
  const state = SUBSCRIPTION_STATES.find((value) => value === row.subscription);
  if (!state) return <>{statusLabel(copy, row.status)}</>;
  return (
    <span data-testid="lead-subscription-state">
      {SUBSCRIPTION_STATE_LABELS[state][lang]}
      {row.status !== 'new' && ` · ${statusLabel(copy, row.status)}`}
    </span>
  );
}

function LeadTable({
  copy,
  rows,
  onOpen,
}: {
  copy: LeadInboxCopy;
  rows: LeadListRow[];
  onOpen: (row: LeadListRow) => void;
}) {
  const { lang } = useI18n();
  const t = copy.inbox;
  const head = 'px-3 py-2 text-start text-sm font-semibold text-slate-700 whitespace-nowrap';
  // On a phone each row is a card: its cells stack, each with its own label (the header row is
  // hidden); from the md width up it is a table that scrolls sideways inside its own box.
  const cell = 'flex gap-2 py-0.5 align-top text-sm text-slate-800 md:table-cell md:px-3 md:py-2';
  const label = 'w-28 shrink-0 text-slate-600 md:hidden';
  return (
    <div
      role="region"
      className="relative rounded-2xl border border-slate-200 bg-white md:overflow-auto"
      tabIndex={0}
      aria-label={t.listLabel}
    >
      <table className="block w-full border-collapse md:table md:min-w-[56rem]">
        <thead className="hidden bg-slate-50 md:table-header-group">
          <tr>
            <th scope="col" className={head}>
              {t.columns.createdAt}
            </th>
            <th scope="col" className={head}>
              {t.columns.kind}
            </th>
            <th scope="col" className={head}>
              {t.columns.name}
            </th>
            <th scope="col" className={head}>
              {t.columns.email}
            </th>
            <th scope="col" className={head}>
              {t.columns.phone}
            </th>
            <th scope="col" className={head}>
              {t.columns.language}
            </th>
            <th scope="col" className={head}>
              {t.columns.status}
            </th>
            <th scope="col" className={head}>
              {t.columns.notification}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t.open}</span>
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((row) => (
            <tr
              key={`${row.kind}:${row.id}`}
              data-testid="lead-row"
              className={cn(
                'block border-slate-200 p-4 not-first:border-t md:table-row md:border-t md:p-0',
                row.unseen && 'bg-amber-50',
              )}
            >
              <td className={`${cell} whitespace-nowrap`}>
                <span className={label}>{t.columns.createdAt}</span>
                <When value={row.created_at} lang={lang} />
              </td>
              <td className={cell}>
                <span className={label}>{t.columns.kind}</span>
                {isLeadKind(row.kind) ? copy.kinds[row.kind] : row.kind}
              </td>
              <td className={cell}>
                <span className={label}>{t.columns.name}</span>
                <bdi className="font-semibold md:font-normal">{row.name ?? t.noName}</bdi>
              </td>
              <td className={cell}>
                <span className={label}>{t.columns.email}</span>
                <span dir="ltr" className="min-w-0 [overflow-wrap:anywhere]">
                  {row.email}
                </span>
              </td>
              <td className={cn(cell, !row.phone && 'max-md:hidden', 'whitespace-nowrap')}>
                <span className={label}>{t.columns.phone}</span>
                {row.phone ? <span dir="ltr">{row.phone}</span> : null}
              </td>
              <td className={cell}>
                <span className={label}>{t.columns.language}</span>
                <LanguageName row={row} />
              </td>
              <td className={cell}>
                <span className={label}>{t.columns.status}</span>
                <StatusText copy={copy} row={row} />
              </td>
              <td className={cell}>
                <span className={label}>{t.columns.notification}</span>
                <span className="flex flex-wrap items-center gap-2">
                  {notificationLabel(copy, row.notification_status)}
                  {row.unseen && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      <AlertTriangle aria-hidden className="size-3" />
                      {t.unseenMark}
                    </span>
                  )}
                </span>
              </td>
              <td className="flex pt-2 align-top md:table-cell md:px-3 md:py-2">
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full md:w-auto"
                  aria-label={fill(t.openLead, { name: row.name ?? row.email })}
                  onClick={() => onOpen(row)}
                >
                  {t.open}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
