import { ChevronLeft, ChevronRight, Lock, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  monthKey,
  type LedgerEntryRow,
  type OwnerRow,
  type PropertyRow,
  type StatementRow,
} from '@shared/owners/ledger';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatEuroCents } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { toast } from '@/lib/toast/toast';
import type { OwnersAdminCopy } from './copy.en';
import { DocumentButton } from './document-button';
import { EntryForms } from './entry-forms';
import { monthPreview } from './fee-preview';
import { Figures } from './figures';
import { addMonths, firstOpenMonth, isMonthKey, monthEnded, monthFirstDay } from './months';
import { StatementView } from './statement-view';
import {
  Cell,
  dayText,
  INPUT_CLASS,
  LABEL_CLASS,
  momentText,
  Money,
  monthText,
  ProblemAlert,
  TABLE,
  TABLE_BOX,
  TBODY,
  TH,
  THEAD,
  TR,
} from './ui';
import { useCloseMonth, useDeleteEntry, useEntries, useStatements } from './use-owners-admin';

export interface LedgerPanelProps {
  copy: OwnersAdminCopy;
  property: PropertyRow;
  /** The property's co-owners. */
  coOwners: readonly OwnerRow[];
  /** Every owner (a published statement names co-owners who may since have left). */
  owners: readonly OwnerRow[];
  /** The month in the address, or null for the first open month. */
  month: string | null;
  onMonthChange: (month: string) => void;
  now?: Date;
}

/**
 * A property's ledger, one statement month at a time: an open month's entries, its running total
 * and the forms that add to it, and the closing that publishes its statement; a published month's
 * statement, read-only, with the adjustment that corrects it in an open month.
 */
export function LedgerPanel(props: LedgerPanelProps) {
  const { copy, property, month: chosen, onMonthChange } = props;
  const now = props.now ?? new Date();
  const statements = useStatements(property.id);
  const t = copy.ledger;

  return (
    <section
      aria-labelledby="ledger-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="ledger-heading" className="text-xl font-bold text-slate-900">
        {t.title}
      </h3>
      {statements.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : statements.isError ? (
        <ProblemAlert copy={copy} error={statements.error} onRetry={() => void statements.refetch()} />
      ) : (
        <LedgerMonth
          {...props}
          now={now}
          statements={statements.data}
          month={
            chosen ??
            firstOpenMonth(
              statements.data.map((row) => monthKey(row.month)),
              now,
            )
          }
          onMonthChange={onMonthChange}
        />
      )}
    </section>
  );
}

function LedgerMonth({
  copy,
  property,
  coOwners,
  owners,
  month,
  onMonthChange,
  statements,
  now,
}: LedgerPanelProps & { month: string; statements: StatementRow[]; now: Date }) {
  const { lang } = useI18n();
  const entries = useEntries(property.id, month);
  const published = statements.map((row) => monthKey(row.month));
  const statement = statements.find((row) => monthKey(row.month) === month) ?? null;
  const openMonth = firstOpenMonth(published, now);
  const t = copy.ledger;
  const label = monthText(month, lang);

  return (
    <div className="flex flex-col gap-5">
      <MonthPicker copy={copy} month={month} firstOpen={openMonth} onChange={onMonthChange} />
      <p
        className={
          statement
            ? 'flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800'
            : 'rounded-lg bg-brand-50 p-3 text-sm text-brand-900'
        }
        data-testid="month-state"
      >
        {statement && <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />}
        {statement ? fill(t.published, { date: momentText(statement.published_at, lang) }) : t.open}
      </p>

      <div className="flex flex-col gap-3">
        <h4 className="text-lg font-bold text-slate-900">{fill(t.entries, { month: label })}</h4>
        {entries.isPending ? (
          <LoadingSpinner label={t.loading} />
        ) : entries.isError ? (
          <ProblemAlert copy={copy} error={entries.error} onRetry={() => void entries.refetch()} />
        ) : entries.data.length === 0 ? (
          <p className="text-slate-600">{t.noEntries}</p>
        ) : (
          <EntriesTable copy={copy} entries={entries.data} owners={owners} editable={!statement} />
        )}
      </div>

      {statement ? (
        <>
          <StatementView copy={copy} statement={statement} owners={owners} />
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
            <h4 className="text-lg font-bold text-slate-900">{copy.kinds.adjustment}</h4>
            <p className="text-slate-700">{fill(t.adjustmentHere, { month: monthText(openMonth, lang) })}</p>
            <EntryForms
              copy={copy}
              propertyId={property.id}
              month={openMonth}
              coOwners={coOwners}
              correctable={published.filter((key) => key < openMonth)}
              kinds={['adjustment']}
              adjustsMonth={month}
              now={now}
            />
          </div>
        </>
      ) : (
        <>
          {entries.data && (
            <RunningTotal
              copy={copy}
              property={property}
              month={month}
              entries={entries.data}
              statements={statements}
            />
          )}
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
            <h4 className="text-lg font-bold text-slate-900">{t.add}</h4>
            <EntryForms
              copy={copy}
              propertyId={property.id}
              month={month}
              coOwners={coOwners}
              correctable={published.filter((key) => key < month)}
              now={now}
            />
          </div>
          {entries.data && (
            <CloseMonth
              copy={copy}
              property={property}
              month={month}
              ended={monthEnded(month, now)}
              closingCents={
                monthPreview(entries.data, openingOf(statements, month).cents, property.package).closingCents
              }
            />
          )}
        </>
      )}
    </div>
  );
}

/** The opening balance of `month`: the closing balance of the latest statement before it. */
function openingOf(statements: readonly StatementRow[], month: string): { cents: number; from: string | null } {
  const before = statements.filter((row) => monthKey(row.month) < month).sort((a, b) => (a.month < b.month ? -1 : 1));
  const last = before.at(-1);
  return last ? { cents: Number(last.closing_cents), from: monthKey(last.month) } : { cents: 0, from: null };
}

function MonthPicker({
  copy,
  month,
  firstOpen,
  onChange,
}: {
  copy: OwnersAdminCopy;
  month: string;
  firstOpen: string;
  onChange: (month: string) => void;
}) {
  const id = useId();
  const t = copy.ledger;
  // What is typed, until it is a whole month (a browser without a month picker shows a text box).
  const [typed, setTyped] = useState(month);
  const [shown, setShown] = useState(month);
  if (shown !== month) {
    setShown(month);
    setTyped(month);
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={LABEL_CLASS}>
          {t.month}
        </label>
        <input
          id={id}
          type="month"
          dir="ltr"
          placeholder="YYYY-MM"
          pattern="\d{4}-\d{2}"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (isMonthKey(event.target.value)) onChange(event.target.value);
          }}
          className={`${INPUT_CLASS} w-44 rtl:text-right`}
        />
      </div>
      <Button variant="outline" size="icon" aria-label={t.previous} onClick={() => onChange(addMonths(month, -1))}>
        <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
      </Button>
      <Button variant="outline" size="icon" aria-label={t.next} onClick={() => onChange(addMonths(month, 1))}>
        <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
      </Button>
      {month !== firstOpen && (
        <Button variant="ghost" size="md" onClick={() => onChange(firstOpen)}>
          {t.firstOpen}
        </Button>
      )}
    </div>
  );
}

function RunningTotal({
  copy,
  property,
  month,
  entries,
  statements,
}: {
  copy: OwnersAdminCopy;
  property: PropertyRow;
  month: string;
  entries: LedgerEntryRow[];
  statements: StatementRow[];
}) {
  const { lang } = useI18n();
  const opening = openingOf(statements, month);
  const figures = monthPreview(entries, opening.cents, property.package);
  const t = copy.preview;
  const label = fill(t.title, { month: monthText(month, lang) });
  return (
    <section aria-label={label} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4" data-testid="running-total">
      <h4 className="text-lg font-bold text-slate-900">{label}</h4>
      <p className="text-sm text-slate-600">
        {t.intro}{' '}
        {opening.from === null
          ? t.openingFirst
          : opening.from === addMonths(month, -1)
            ? fill(t.openingNote, { month: monthText(opening.from, lang) })
            : fill(t.openingGap, { month: monthText(opening.from, lang) })}
      </p>
      <Figures copy={copy} figures={figures} closingLabel={copy.figures.expectedClosing} label={label} />
    </section>
  );
}

function entryDetails(copy: OwnersAdminCopy, entry: LedgerEntryRow, owners: readonly OwnerRow[], lang: Lang): string {
  const t = copy.ledger;
  switch (entry.kind) {
    case 'rent': {
      const parts = [
        entry.reference ? fill(t.rentDetails, { number: entry.reference }) : null,
        Number(entry.withheld_cents) > 0
          ? fill(t.withheldDetails, { amount: formatEuroCents(Number(entry.withheld_cents), lang) })
          : null,
      ];
      return parts.filter(Boolean).join(' · ') || copy.none;
    }
    case 'expense':
      return fill(t.expenseDetails, {
        category: entry.category ? copy.categories[entry.category] : copy.none,
        supplier: entry.supplier ?? copy.none,
      });
    case 'payout':
      return fill(t.payoutDetails, {
        name: owners.find((owner) => owner.id === entry.owner_id)?.full_name ?? copy.none,
        reference: entry.reference ?? copy.none,
      });
    case 'adjustment':
      return fill(t.adjustmentDetails, {
        direction: entry.direction === 'debit' ? t.debit : t.credit,
        month: entry.adjusts_month ? monthText(entry.adjusts_month, lang) : copy.none,
        category: entry.category ? copy.categories[entry.category] : copy.none,
        note: entry.note ?? '',
      });
  }
}

/** An entry's effect on the balance: rent and credits add, the rest takes away. */
function signedCents(entry: LedgerEntryRow): number {
  const amount = Number(entry.amount_cents);
  return entry.kind === 'rent' || (entry.kind === 'adjustment' && entry.direction === 'credit') ? amount : -amount;
}

function EntriesTable({
  copy,
  entries,
  owners,
  editable,
}: {
  copy: OwnersAdminCopy;
  entries: LedgerEntryRow[];
  owners: readonly OwnerRow[];
  editable: boolean;
}) {
  const { lang } = useI18n();
  const [deleting, setDeleting] = useState<LedgerEntryRow | null>(null);
  const t = copy.ledger;
  const c = t.columns;
  return (
    <>
      <div role="region" aria-label={t.entriesLabel} tabIndex={0} className={TABLE_BOX}>
        <table className={`${TABLE} md:min-w-[48rem]`}>
          <thead className={THEAD}>
            <tr>
              <th scope="col" className={TH}>
                {c.date}
              </th>
              <th scope="col" className={TH}>
                {c.kind}
              </th>
              <th scope="col" className={TH}>
                {c.details}
              </th>
              <th scope="col" className={`${TH} md:text-end`}>
                {c.amount}
              </th>
              <th scope="col" className={TH}>
                {c.receipt}
              </th>
              {editable && (
                <th scope="col" className={TH}>
                  <span className="sr-only">{c.actions}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={TBODY}>
            {entries.map((entry) => (
              <tr key={entry.id} className={TR} data-testid="ledger-entry">
                <Cell label={c.date} className="whitespace-nowrap">
                  {dayText(entry.entry_date, lang)}
                </Cell>
                <Cell label={c.kind}>{copy.kinds[entry.kind]}</Cell>
                <Cell label={c.details}>
                  <bdi>{entryDetails(copy, entry, owners, lang)}</bdi>
                </Cell>
                <Cell label={c.amount} className="md:text-end">
                  <Money cents={signedCents(entry)} />
                </Cell>
                <Cell label={c.receipt}>
                  {entry.receipt_path ? (
                    <DocumentButton
                      copy={copy}
                      path={entry.receipt_path}
                      label={t.openReceipt}
                      ariaLabel={fill(t.openReceiptLabel, { supplier: entry.supplier ?? copy.kinds[entry.kind] })}
                    />
                  ) : (
                    copy.none
                  )}
                </Cell>
                {editable && (
                  <td className="flex pt-2 align-top md:table-cell md:px-3 md:py-2">
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-red-800"
                      aria-label={fill(t.deleteLabel, {
                        date: dayText(entry.entry_date, lang),
                        amount: formatEuroCents(Number(entry.amount_cents), lang),
                      })}
                      onClick={() => setDeleting(entry)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t.delete}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DeleteEntryDialog copy={copy} entry={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeleteEntryDialog({
  copy,
  entry,
  onClose,
}: {
  copy: OwnersAdminCopy;
  entry: LedgerEntryRow | null;
  onClose: () => void;
}) {
  const { lang } = useI18n();
  const remove = useDeleteEntry();
  const t = copy.ledger;
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast.success(t.deleted);
        onClose();
      },
    });
  };
  return (
    <ModalDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) {
          remove.reset();
          onClose();
        }
      }}
      title={t.deleteTitle}
      description={
        entry
          ? fill(t.deleteText, {
              kind: copy.kinds[entry.kind],
              date: dayText(entry.entry_date, lang),
              amount: formatEuroCents(Number(entry.amount_cents), lang),
            })
          : ''
      }
      data-testid="delete-entry-dialog"
    >
      <div className="flex flex-col gap-4">
        {remove.isError && <ProblemAlert copy={copy} error={remove.error} onRetry={confirm} />}
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
            <Trash2 aria-hidden className="size-4" />
            {remove.isPending ? t.deleting : t.confirmDelete}
          </Button>
          <Button
            variant="outline"
            className="text-slate-700"
            disabled={remove.isPending}
            onClick={() => {
              remove.reset();
              onClose();
            }}
          >
            {copy.cancel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

/**
 * "Close month and publish statement", behind a confirmation. Closing is offered once the month has
 * ended in Lisbon; the database also refuses a month out of order or closed twice, and its refusal
 * is shown in the dialog.
 */
function CloseMonth({
  copy,
  property,
  month,
  ended,
  closingCents,
}: {
  copy: OwnersAdminCopy;
  property: PropertyRow;
  month: string;
  ended: boolean;
  closingCents: number;
}) {
  const { lang } = useI18n();
  const close = useCloseMonth(property.id);
  const [open, setOpen] = useState(false);
  const t = copy.close;
  const label = monthText(month, lang);
  if (!ended) {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="close-not-yet">
        {fill(t.notEnded, { month: label, date: dayText(monthFirstDay(addMonths(month, 1)), lang) })}
      </p>
    );
  }
  const confirm = () =>
    close.mutate(month, {
      onSuccess: () => {
        toast.success(fill(t.done, { month: label }));
        setOpen(false);
      },
    });
  return (
    <div className="border-t border-slate-200 pt-5">
      <ModalDialog
        open={open}
        onOpenChange={(next) => {
          if (close.isPending) return;
          if (!next) close.reset();
          setOpen(next);
        }}
        trigger={
          <Button variant="accent">
            <Lock aria-hidden className="size-4" />
            {t.button}
          </Button>
        }
        title={fill(t.title, { month: label })}
        description={fill(t.text, {
          address: property.address,
          month: label,
          closing: formatEuroCents(closingCents, lang),
        })}
        data-testid="close-month-dialog"
      >
        <div className="flex flex-col gap-4">
          {close.isError && <ProblemAlert copy={copy} error={close.error} onRetry={confirm} />}
          <div className="flex flex-wrap gap-3">
            <Button variant="accent" disabled={close.isPending} onClick={confirm}>
              {close.isPending ? t.closing : t.confirm}
            </Button>
            <Button
              variant="outline"
              className="text-slate-700"
              disabled={close.isPending}
              onClick={() => {
                close.reset();
                setOpen(false);
              }}
            >
              {copy.cancel}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}
