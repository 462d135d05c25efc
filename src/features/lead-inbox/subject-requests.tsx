import { useQueryClient } from '@tanstack/react-query';
import { Download, Search, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { INPUT_KINDS } from '@/components/forms/input-kinds';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast/toast';
import type { LeadInboxCopy } from './copy.en';
import { downloadText, exportFileName } from './lead-csv';
import { INPUT_CLASS, When } from './inbox-ui';
import { subjectAccess, subjectErase, subjectLookup } from './lead-inbox-api';
import { LEAD_KIND_NAMES, LEAD_KINDS } from '@shared/leads/lead-kinds';
import {
  fieldLabel,
  LEAD_KIND_LABELS,
  REQUEST_KIND_LABELS,
  SUBSCRIPTION_STATE_LABELS,
  subscriptionState,
  tableLabel,
  valueLabel,
} from '@shared/leads/vocabulary';
import type { SubjectLookup } from './lead-inbox-types';
import { errorText, inboxKeys, useSubjectRequests } from './use-lead-inbox';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function rowCount(found: SubjectLookup): number {
  return Object.values(found.tables).reduce((sum, rows) => sum + rows.length, 0);
}

/**
 * Data-subject requests (docs/lead-inbox.md): every row holding an address, its export as one JSON
 * file (access) and its erasure after a confirmation; the database records both.
 */
export function SubjectRequests({ copy }: { copy: LeadInboxCopy }) {
  const id = useId();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const t = copy.subject;
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<SubjectLookup | null>(null);
  const [busy, setBusy] = useState<'find' | 'export' | 'erase' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address.includes('@')) return setError(copy.errors.invalid_email);
    setBusy('find');
    setError(null);
    setFound(null);
    try {
      setFound(await subjectLookup(address));
    } catch (failure) {
      setError(errorText(copy, failure));
    } finally {
      setBusy(null);
    }
  };

  const exportAll = async () => {
    if (!found) return;
    setBusy('export');
    try {
      const data = await subjectAccess(found.email);
      const json = JSON.stringify({ exported_at: new Date().toISOString(), ...data }, null, 2);
      downloadText(json, exportFileName('data-subject-access', new Date(), 'json'), 'application/json');
      toast.success(t.exported);
    } catch (failure) {
      toast.error(errorText(copy, failure));
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  const erase = async () => {
    if (!found) return;
    setBusy('erase');
    try {
      const result = await subjectErase(found.email);
      toast.success(
        result.total === 0
          ? t.erasedNone
          : result.total === 1
            ? t.erasedOne
            : fill(t.erased, { count: formatNumber(result.total, lang) }),
      );
      setFound(null);
      setEmail('');
    } catch (failure) {
      toast.error(errorText(copy, failure));
    } finally {
      setBusy(null);
      setConfirming(false);
      void refresh();
    }
  };

  const count = found ? rowCount(found) : 0;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">{t.intro}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void find(event)}
        className="flex flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-4"
      >
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {t.emailLabel}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-email`}
            {...INPUT_KINDS.email}
            // The address looked up is a visitor's, not the staff member's own.
            autoComplete="off"
            className={`${INPUT_CLASS} max-w-md rtl:text-right`}
            value={email}
            aria-invalid={error !== null}
            aria-describedby={`${id}-error`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={busy !== null}>
            <Search aria-hidden className="size-4" />
            {busy === 'find' ? t.finding : t.find}
          </Button>
        </div>
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
      </form>

      {found && (
        <div
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
          data-testid="subject-found"
        >
          <p className="font-medium text-slate-900" aria-live="polite">
            {fill(count === 0 ? t.foundNone : count === 1 ? t.foundOne : t.found, {
              count: formatNumber(count, lang),
              email: `\u2068${found.email}\u2069`,
            })}
          </p>
          {count > 0 && (
            <ul className="flex flex-col gap-4">
              {Object.entries(found.tables)
                .filter(([, rows]) => rows.length > 0)
                .map(([table, rows]) => (
                  <li key={table} data-testid="subject-group">
                    <h3 className="text-base font-semibold text-slate-900">
                      {fill(t.tableRows, { table: tableLabel(table, lang), count: formatNumber(rows.length, lang) })}
                    </h3>
                    <ul className="mt-2 flex flex-col gap-2">
                      {rows.map((row, index) => (
                        <li key={typeof row.id === 'string' ? row.id : index}>
                          <FoundRow table={table} row={row} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" disabled={busy !== null} onClick={() => void exportAll()}>
              <Download aria-hidden className="size-4" />
              {busy === 'export' ? t.exporting : t.exportJson}
            </Button>
            <Button variant="danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden className="size-4" />
              {t.erase}
            </Button>
          </div>
        </div>
      )}

      <ModalDialog
        open={confirming}
        onOpenChange={(open) => !open && busy !== 'erase' && setConfirming(false)}
        title={t.eraseTitle}
        description={
          found
            ? fill(count === 0 ? t.eraseTextNone : count === 1 ? t.eraseTextOne : t.eraseText, {
                count: formatNumber(count, lang),
                email: `\u2068${found.email}\u2069`,
              })
            : ''
        }
        data-testid="subject-erase-dialog"
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" disabled={busy === 'erase'} onClick={() => void erase()}>
            <Trash2 aria-hidden className="size-4" />
            {busy === 'erase' ? t.erasing : t.confirmErase}
          </Button>
          <Button
            variant="outline"
            className="text-slate-700"
            disabled={busy === 'erase'}
            onClick={() => setConfirming(false)}
          >
            {t.cancel}
          </Button>
        </div>
      </ModalDialog>

      <RequestLog copy={copy} />
    </section>
  );
}

/** The fields staff read in one row found for the address, labelled in their language. */
function FoundRow({ table, row }: { table: string; row: Record<string, unknown> }) {
  const { lang } = useI18n();
  const kind = LEAD_KIND_NAMES.find((name) => LEAD_KINDS[name].table === table);
  const keys = ['created_at', ...(kind ? LEAD_KINDS[kind].staffFields : []), 'status'].filter(
    (key) => key !== 'email' && row[key] !== null && row[key] !== undefined && row[key] !== '',
  );
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm [overflow-wrap:anywhere] sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {keys.map((key) => {
        const value = row[key];
        return (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-600">{fieldLabel(key, lang)}</dt>
            <dd className="whitespace-pre-line text-slate-900">
              {typeof value === 'string' && TIMESTAMP.test(value) ? (
                <When value={value} lang={lang} />
              ) : (
                <bdi>{valueLabel(key, value, lang) ?? String(value)}</bdi>
              )}
            </dd>
          </div>
        );
      })}
      {kind === 'newsletter' && (
        <div className="contents">
          <dt className="font-medium text-slate-600">{LEAD_KIND_LABELS.newsletter[lang]}</dt>
          <dd className="text-slate-900">{SUBSCRIPTION_STATE_LABELS[subscriptionState(row)][lang]}</dd>
        </div>
      )}
    </dl>
  );
}

function RequestLog({ copy }: { copy: LeadInboxCopy }) {
  const { lang } = useI18n();
  const requests = useSubjectRequests();
  const t = copy.subject;
  const head = 'px-3 py-2 text-start text-sm font-semibold text-slate-700 whitespace-nowrap';
  const cell = 'px-3 py-2 align-top text-sm text-slate-800';
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl font-semibold text-slate-900">{t.requestsTitle}</h3>
      <p className="max-w-3xl text-sm text-slate-600">{t.requestsNote}</p>
      {requests.isPending ? (
        <LoadingSpinner label={copy.loading} />
      ) : requests.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-5 text-red-800">
          <p>{errorText(copy, requests.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-600">{t.requestsEmpty}</p>
      ) : (
        <div
          role="region"
          className="overflow-auto rounded-2xl border border-slate-200 bg-white"
          tabIndex={0}
          aria-label={t.requestsTitle}
        >
          <table className="w-full min-w-[44rem] border-collapse">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={head}>
                  {t.requestColumns.createdAt}
                </th>
                <th scope="col" className={head}>
                  {t.requestColumns.kind}
                </th>
                <th scope="col" className={head}>
                  {t.requestColumns.staff}
                </th>
                <th scope="col" className={head}>
                  {t.requestColumns.rows}
                </th>
                <th scope="col" className={head}>
                  {t.requestColumns.total}
                </th>
                <th scope="col" className={head}>
                  {t.requestColumns.hash}
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.id} className="border-t border-slate-200" data-testid="subject-request">
                  <td className={`${cell} whitespace-nowrap`}>
                    <When value={request.created_at} lang={lang} />
                  </td>
                  <td className={cell}>
                    {request.kind === 'access' || request.kind === 'erasure'
                      ? REQUEST_KIND_LABELS[request.kind][lang]
                      : request.kind}
                  </td>
                  <td className={cell}>
                    <span dir="ltr">{request.staff_email}</span>
                  </td>
                  <td className={cell}>
                    {Object.entries(request.rows_per_table ?? {})
                      .filter(([, n]) => n > 0)
                      .map(([table, n]) => `${tableLabel(table, lang)}: ${formatNumber(n, lang)}`)
                      .join(', ') || '–'}
                  </td>
                  <td className={cell}>{formatNumber(request.total, lang)}</td>
                  <td className={cell}>
                    {t.addressNotKept}{' '}
                    <code dir="ltr" className="text-xs text-slate-500" title={request.email_hash}>
                      ({request.email_hash.slice(0, 8)})
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
