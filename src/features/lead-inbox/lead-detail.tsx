import { useId, useState, type FormEvent } from 'react';
import { LEAD_KINDS } from '@shared/leads/lead-kinds';
import { isLeadStatus, LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES, type LeadStatus } from '@shared/leads/lead-status';
import {
  fieldLabel,
  INVESTMENT_ESTIMATE_COLUMNS,
  isHiddenColumn,
  leadLanguage,
  NO_ESTIMATE_LABEL,
  pagePath,
  SITE_LANGUAGE_LABELS,
  SUBSCRIPTION_STATE_LABELS,
  subscriptionState,
  valueLabel,
  withoutEstimate,
} from '@shared/leads/vocabulary';
import { Mail, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { LeadInboxCopy } from './copy.en';
import { isLeadKind } from './inbox-filters';
import { INPUT_CLASS, statusLabel, When } from './inbox-ui';
import type { LeadEvent } from './lead-inbox-types';
import { errorText, useLead, useLeadChanges } from './use-lead-inbox';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const LTR_FIELDS = new Set(['email', 'phone', 'source_page', 'consent_version', 'confirmed_consent_version']);

type Group = 'sent' | 'consent' | 'source' | 'notification' | 'other';

/** Which part of the detail a column belongs in; the kind's staff fields come first, in their order. */
function groupOf(key: string, staffFields: readonly string[]): Group {
  if (staffFields.includes(key)) return 'sent';
  if (/^(consent_|agrees_to_|confirmed_)/.test(key) || key === 'created_at') return 'consent';
  if (key === 'source_page' || key === 'language') return 'source';
  if (key.startsWith('notification_')) return 'notification';
  return 'other';
}

/** Every field of one lead, its consent proof, its notification, the status and notes with their history. */
export function LeadDetailPanel({ copy, kind, id }: { copy: LeadInboxCopy; kind: string; id: string }) {
  const lead = useLead(kind, id);
  const { lang } = useI18n();
  // Each confirmation stays beside its own button (two toasts in a row hid one under the other); kept
  // here because the status form starts again when the saved status comes back.
  const [saved, setSaved] = useState<Saved>({ status: false, note: false });
  if (lead.isPending) return <LoadingSpinner label={copy.detail.loading} />;
  if (lead.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-5 text-red-800">
        <p>{errorText(copy, lead.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void lead.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  const row = lead.data.lead;
  // An investment lead sent without the calculator says so once instead of a dash per figure.
  const noEstimate = withoutEstimate(lead.data.kind, row);
  const staffFields: readonly string[] = (isLeadKind(kind) ? LEAD_KINDS[kind].staffFields : []).filter(
    (field) => !noEstimate || !(INVESTMENT_ESTIMATE_COLUMNS as readonly string[]).includes(field),
  );
  const groups: Record<Group, string[]> = { sent: [], consent: [], source: [], notification: [], other: [] };
  for (const field of staffFields) if (field in row) groups.sent.push(field);
  for (const key of Object.keys(row)) {
    // Bookkeeping columns stay hidden; the status has its own section below.
    if (isHiddenColumn(key) || key === 'status' || staffFields.includes(key)) continue;
    if (noEstimate && (INVESTMENT_ESTIMATE_COLUMNS as readonly string[]).includes(key)) continue;
    groups[groupOf(key, staffFields)].push(key);
  }
  const current = isLeadStatus(row.status) ? row.status : 'new';
  const t = copy.detail;
  return (
    <div className="flex flex-col gap-6">
      <ContactLine copy={copy} kind={kind} row={row} />
      <Fields title={t.sent} keys={groups.sent} row={row} />
      {noEstimate && (
        <p data-testid="lead-no-estimate" className="-mt-3 text-sm text-slate-700">
          {NO_ESTIMATE_LABEL[lang]}
        </p>
      )}
      <Fields title={t.consent} keys={groups.consent} row={row} />
      <Fields title={t.source} keys={groups.source} row={row} />
      <Fields title={t.notification} keys={groups.notification} row={row} />
      <Fields title={t.other} keys={groups.other} row={row} />
      <StatusAndNotes
        key={current}
        copy={copy}
        kind={kind}
        id={id}
        current={current}
        saved={saved}
        setSaved={setSaved}
      />
      <History copy={copy} events={lead.data.events} />
    </div>
  );
}

/** One tap to write or call, and the person's language (and, for the newsletter, where they stand). */
function ContactLine({ copy, kind, row }: { copy: LeadInboxCopy; kind: string; row: Record<string, unknown> }) {
  const { lang } = useI18n();
  const t = copy.detail;
  const email = typeof row.email === 'string' ? row.email : null;
  const phone = typeof row.phone === 'string' && row.phone.trim() ? row.phone : null;
  const language = leadLanguage(row);
  const link =
    'inline-flex h-11 min-w-0 items-center gap-2 rounded-lg border border-brand-700 px-4 text-sm font-medium text-brand-800 hover:bg-brand-50';
  return (
    <div className="flex flex-col gap-3" data-testid="lead-contact">
      <div className="flex flex-wrap gap-2">
        {email && (
          <a href={`mailto:${email}`} className={link}>
            <Mail aria-hidden className="size-4 shrink-0" />
            <span>{t.emailAction}</span>
            <span dir="ltr" className="min-w-0 truncate">
              {email}
            </span>
          </a>
        )}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
            <Phone aria-hidden className="size-4 shrink-0" />
            <span>{t.callAction}</span>
            <span dir="ltr">{phone}</span>
          </a>
        )}
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <span data-testid="lead-language">
          {fill(t.languageLine, { language: language ? SITE_LANGUAGE_LABELS[language][lang] : t.languageUnknown })}
        </span>
        {kind === 'newsletter' && (
          <span data-testid="lead-subscription">
            {fill(t.subscriptionLine, { state: SUBSCRIPTION_STATE_LABELS[subscriptionState(row)][lang] })}
          </span>
        )}
      </p>
    </div>
  );
}

function Fields({ title, keys, row }: { title: string; keys: string[]; row: Record<string, unknown> }) {
  const { lang } = useI18n();
  if (keys.length === 0) return null;
  return (
    <section>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {keys.map((key) => (
          <div key={key} className="contents">
            <dt className="text-sm font-medium text-slate-600">{fieldLabel(key, lang)}</dt>
            <dd
              className="min-w-0 text-sm whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]"
              data-field={key}
            >
              <FieldValue name={key} value={row[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FieldValue({ name, value }: { name: string; value: unknown }) {
  const { lang } = useI18n();
  if (value === null || value === undefined || value === '') return <span className="text-slate-400">–</span>;
  const word = valueLabel(name, value, lang);
  if (word !== null) return <>{word}</>;
  if (typeof value === 'number') return <bdi>{formatNumber(value, lang, { maximumFractionDigits: 2 })}</bdi>;
  if (typeof value === 'string' && TIMESTAMP.test(value)) return <When value={value} lang={lang} />;
  if (typeof value === 'string' && name === 'source_page') return <span dir="ltr">{pagePath(value)}</span>;
  if (typeof value === 'string') return LTR_FIELDS.has(name) ? <span dir="ltr">{value}</span> : <bdi>{value}</bdi>;
  // A structured value (none of the lead tables holds one today): its entries, one a line.
  if (typeof value === 'object')
    return (
      <bdi>
        {Object.entries(value)
          .map(([key, entry]) => `${fieldLabel(key, lang)}: ${String(entry)}`)
          .join('\n')}
      </bdi>
    );
  return <bdi>{String(value)}</bdi>;
}

interface Saved {
  status: boolean;
  note: boolean;
}

function StatusAndNotes({
  copy,
  kind,
  id,
  current,
  saved,
  setSaved,
}: {
  copy: LeadInboxCopy;
  kind: string;
  id: string;
  current: LeadStatus;
  saved: Saved;
  setSaved: (change: (saved: Saved) => Saved) => void;
}) {
  const formId = useId();
  const t = copy.detail;
  const { status, note } = useLeadChanges(kind, id);
  const [chosen, setChosen] = useState<LeadStatus>(current);
  const [text, setText] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);

  const saveStatus = () => {
    setStatusError(null);
    setSaved((was) => ({ ...was, status: false }));
    status.mutate(chosen, {
      onSuccess: () => setSaved((was) => ({ ...was, status: true })),
      onError: (error) => setStatusError(errorText(copy, error)),
    });
  };

  const saveNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    // The same limits as the database, checked first so that nothing is sent in vain.
    if (!value) return setNoteError(copy.errors.note_empty);
    if (value.length > LEAD_NOTE_MAX_LENGTH) return setNoteError(copy.errors.note_too_long);
    setNoteError(null);
    setSaved((was) => ({ ...was, note: false }));
    note.mutate(value, {
      onSuccess: () => {
        setText('');
        setSaved((was) => ({ ...was, note: true }));
      },
      onError: (error) => setNoteError(errorText(copy, error)),
    });
  };

  const tooLong = text.trim().length > LEAD_NOTE_MAX_LENGTH;
  return (
    <section className="flex flex-col gap-5 rounded-xl bg-slate-50 p-4">
      <h3 className="text-lg font-semibold text-slate-900">{t.statusTitle}</h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-col gap-1.5">
          <label htmlFor={`${formId}-status`} className="text-sm font-medium text-slate-900">
            {t.statusLabel}
          </label>
          <select
            id={`${formId}-status`}
            className={INPUT_CLASS}
            value={chosen}
            aria-invalid={statusError !== null}
            aria-describedby={statusError ? `${formId}-status-error` : undefined}
            onChange={(event) => setChosen(isLeadStatus(event.target.value) ? event.target.value : current)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {copy.statuses[value]}
              </option>
            ))}
          </select>
        </div>
        <Button disabled={status.isPending || chosen === current} onClick={saveStatus}>
          {status.isPending ? t.savingStatus : t.saveStatus}
        </Button>
      </div>
      <p id={`${formId}-status-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {statusError}
      </p>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden" data-testid="status-saved">
        {saved.status ? t.statusSaved : null}
      </p>

      <form noValidate onSubmit={saveNote} className="flex flex-col gap-1.5">
        <label htmlFor={`${formId}-note`} className="text-sm font-medium text-slate-900">
          {t.noteLabel}
        </label>
        <textarea
          id={`${formId}-note`}
          dir="auto"
          rows={3}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
          value={text}
          aria-invalid={noteError !== null || tooLong}
          aria-describedby={`${formId}-note-count ${formId}-note-error`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${formId}-note-count`} className={tooLong ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
          <bdi>{fill(t.noteCount, { count: text.trim().length, max: LEAD_NOTE_MAX_LENGTH })}</bdi>
        </p>
        <p id={`${formId}-note-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {noteError}
        </p>
        <Button type="submit" variant="outline" className="self-start" disabled={note.isPending}>
          {note.isPending ? t.savingNote : t.saveNote}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800 empty:hidden" data-testid="note-saved">
          {saved.note ? t.noteSaved : null}
        </p>
      </form>
    </section>
  );
}

function History({ copy, events }: { copy: LeadInboxCopy; events: LeadEvent[] }) {
  const { lang } = useI18n();
  const t = copy.detail;
  return (
    <section>
      <h3 className="text-lg font-semibold text-slate-900">{t.historyTitle}</h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.historyEmpty}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-3" data-testid="lead-history">
          {events.map((event) => (
            <li key={event.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {event.event === 'status'
                  ? event.from_status
                    ? fill(t.statusEvent, {
                        from: statusLabel(copy, event.from_status),
                        to: statusLabel(copy, event.to_status),
                      })
                    : fill(t.statusEventFirst, { to: statusLabel(copy, event.to_status) })
                  : t.noteEvent}
              </p>
              {event.event === 'note' && event.note && (
                <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800">
                  {event.note}
                </p>
              )}
              <p className="mt-1 text-slate-600">
                <span dir="ltr">{event.staff_email ?? t.unknownStaff}</span>,{' '}
                <When value={event.created_at} lang={lang} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
