import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { OwnerRow, PropertyRow, StatementRow, StatementShareRow } from '@shared/owners/ledger';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { DocumentButton } from './document-button';
import { fillNodes } from './fill-nodes';
import { loadStatementEntries } from './owner-api';
import type { PortalCopy } from './portal-copy.en';
import { dayText, euros, monthName, sharePercent } from './portal-format';
import { statementCsv, statementFileName } from './statement-csv';
import { feeLabel, vatLabel } from './statement-labels';
import { adjustmentCents, buildStatement, type StatementModel } from './statement-model';

export interface StatementViewProps {
  statement: StatementRow;
  share: StatementShareRow;
  property: PropertyRow;
  owner: OwnerRow;
  /** The signed-in user: the query cache is theirs. */
  userId: string;
  copy: PortalCopy;
  onClose: () => void;
}

/** Saves text as a file through a temporary link (no library). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * One month's statement: the property's figures and the owner's part side by side, with the entries
 * that make them up (rent with its receipt numbers, expenses by category with their receipts, the
 * fee and VAT, the payouts to this owner, adjustments to earlier months), as CSV and as a page that
 * prints on A4 (the site's print stylesheet; everything but the statement hides itself).
 */
export function StatementView({ statement, share, property, owner, userId, copy, onClose }: StatementViewProps) {
  const { lang } = useI18n();
  const words = copy.statement;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = useQuery({
    queryKey: ['owner', userId, 'entries', statement.id],
    queryFn: () => loadStatementEntries(statement.property_id, statement.month),
  });

  // The statement replaces the list: its heading takes the focus (and scrolls into view).
  useEffect(() => heading.current?.focus(), [statement.id]);

  const model = entries.data
    ? buildStatement({ statement, share, property, entries: entries.data, ownerId: owner.id })
    : null;

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="ghost" size="sm" className="text-brand-700" onClick={onClose}>
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {words.close}
        </Button>
      </div>
      <header className="flex flex-col gap-1">
        <h2
          ref={heading}
          id={titleId}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl print:text-xl"
        >
          {fill(words.title, { month: monthName(statement.month, lang) })}
        </h2>
        <p className="text-slate-700">
          <bdi>{property.address}</bdi>
        </p>
        <p className="text-sm text-slate-600 print:text-black">
          {fill(words.owner, { name: owner.full_name })} ·{' '}
          {fill(words.published, { date: dayText(statement.published_at, lang) })}
        </p>
      </header>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button
          variant="outline"
          className="text-brand-700"
          disabled={!model}
          onClick={() => model && download(statementCsv(model, copy, lang), statementFileName(model))}
        >
          <Download aria-hidden className="size-4" />
          {words.csv}
        </Button>
        <Button variant="outline" className="text-brand-700" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {words.print}
        </Button>
      </div>

      {entries.isPending ? (
        <LoadingSpinner label={words.loading} />
      ) : entries.isError || !model ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-amber-900">{words.failed}</p>
          <Button size="sm" onClick={() => void entries.refetch()}>
            {words.retry}
          </Button>
        </div>
      ) : (
        <StatementTable model={model} copy={copy} />
      )}
    </article>
  );
}

const AMOUNT = 'py-2 ps-3 text-end align-top tabular-nums whitespace-nowrap';

function Row({
  label,
  detail,
  property,
  yours,
  level = 'total',
}: {
  label: ReactNode;
  detail?: ReactNode;
  property: string;
  yours: string;
  /**
   * A total (bold, with a rule above), a category under it, an entry (indented, smaller), or the
   * closing balance (a heavier rule).
   */
  level?: 'total' | 'group' | 'entry' | 'closing';
}) {
  const strong = level === 'total' || level === 'closing';
  return (
    <tr
      className={cn(
        'break-inside-avoid',
        level === 'entry' && 'text-sm text-slate-700 print:text-xs print:text-black',
        (level === 'total' || level === 'group') && 'border-t border-slate-200',
        level === 'closing' && 'border-t-2 border-slate-400',
      )}
    >
      <th
        scope="row"
        className={cn(
          'py-2 text-start align-top',
          strong && 'font-semibold text-slate-900',
          level === 'group' && 'ps-3 font-medium text-slate-900',
          level === 'entry' && 'ps-6 font-normal',
        )}
      >
        {label}
        {detail && <span className="mt-0.5 block text-xs font-normal text-slate-600 print:text-black">{detail}</span>}
      </th>
      <td className={cn(AMOUNT, strong && 'font-semibold')}>{property}</td>
      <td className={cn(AMOUNT, strong && 'font-semibold')}>{yours}</td>
    </tr>
  );
}

function StatementTable({ model, copy }: { model: StatementModel; copy: PortalCopy }) {
  const { lang } = useI18n();
  const words = copy.statement;
  const { statement, share } = model;
  const money = (cents: number) => euros(cents, lang);
  /** A deduction, shown as the minus it is on the balance. */
  const out = (cents: number) => euros(cents === 0 ? 0 : -cents, lang);
  const hasAdjustments =
    model.adjustments.length > 0 || statement.adjustments_cents !== 0 || share.adjustments_cents !== 0;

  return (
    <>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse text-sm sm:text-base print:text-xs">
          <thead>
            <tr className="text-xs text-slate-600 print:text-black">
              <th scope="col" className="pb-2 text-start font-medium">
                {words.item}
              </th>
              <th scope="col" className="pb-2 ps-3 text-end font-medium">
                {words.property}
              </th>
              <th scope="col" className="pb-2 ps-3 text-end font-medium">
                {fill(words.yours, { share: sharePercent(share.share_bp, lang) })}
              </th>
            </tr>
          </thead>
          <tbody>
            <Row label={words.opening} property={money(statement.opening_cents)} yours={money(share.opening_cents)} />

            <Row label={words.income} property={money(statement.income_cents)} yours={money(share.income_cents)} />
            {model.rents.map((rent) => (
              <Row
                key={rent.id}
                level="entry"
                label={fill(words.rent, { date: dayText(rent.entry_date, lang) })}
                detail={
                  rent.reference ? fillNodes(words.receiptNumber, { number: <bdi>{rent.reference}</bdi> }) : undefined
                }
                property={money(rent.amount_cents)}
                yours=""
              />
            ))}
            {(statement.withheld_cents !== 0 || share.withheld_cents !== 0) && (
              <Row label={words.withheld} property={out(statement.withheld_cents)} yours={out(share.withheld_cents)} />
            )}

            <Row label={words.expenses} property={out(statement.expenses_cents)} yours={out(share.expenses_cents)} />
            {model.expenses.map((group) => [
              <Row
                key={group.category}
                level="group"
                label={words.categories[group.category]}
                property={out(group.totalCents)}
                yours=""
              />,
              ...group.entries.map((expense) => (
                <Row
                  key={expense.id}
                  level="entry"
                  label={fillNodes(words.expense, {
                    supplier: <bdi>{expense.supplier}</bdi>,
                    date: dayText(expense.entry_date, lang),
                  })}
                  detail={
                    expense.receipt_path ? (
                      <DocumentButton
                        path={expense.receipt_path}
                        label={words.receipt}
                        accessibleLabel={fill(words.receiptLabel, { supplier: expense.supplier ?? '' })}
                        copy={copy.documents}
                      />
                    ) : undefined
                  }
                  property={out(expense.amount_cents)}
                  yours=""
                />
              )),
            ])}

            <Row
              label={feeLabel(statement, words, lang)}
              property={out(statement.fee_cents)}
              yours={out(share.fee_cents)}
            />
            <Row
              label={vatLabel(statement, words, lang)}
              property={out(statement.vat_cents)}
              yours={out(share.vat_cents)}
            />

            <Row label={words.payouts} property={out(statement.payouts_cents)} yours={out(share.payouts_cents)} />
            {model.payouts.map((payout) => (
              <Row
                key={payout.id}
                level="entry"
                label={fillNodes(words.payout, {
                  date: dayText(payout.entry_date, lang),
                  reference: <bdi>{payout.reference}</bdi>,
                })}
                property={out(payout.amount_cents)}
                yours={out(payout.amount_cents)}
              />
            ))}
            {model.otherPayoutsCents > 0 && (
              <tr className="text-xs text-slate-600 print:text-black">
                <td colSpan={3} className="ps-6 pb-2">
                  {words.payoutsToOthers}
                </td>
              </tr>
            )}

            {hasAdjustments && (
              <Row
                label={words.adjustments}
                property={money(statement.adjustments_cents)}
                yours={money(share.adjustments_cents)}
              />
            )}
            {model.adjustments.map((adjustment) => (
              <Row
                key={adjustment.id}
                level="entry"
                label={fillNodes(words.adjustment, {
                  month: adjustment.adjusts_month ? monthName(adjustment.adjusts_month, lang) : '',
                  note: <bdi>{adjustment.note}</bdi>,
                })}
                detail={
                  <>
                    <span className="font-medium">{adjustment.direction === 'debit' ? words.debit : words.credit}</span>
                    {' · '}
                    {dayText(adjustment.entry_date, lang)}
                    {adjustment.category && (
                      <>
                        {' · '}
                        {fill(words.adjustmentOf, {
                          category:
                            adjustment.category === 'rent' ? words.rentCategory : words.categories[adjustment.category],
                        })}
                      </>
                    )}
                  </>
                }
                property={money(adjustmentCents(adjustment))}
                yours=""
              />
            ))}

            <Row
              label={words.closing}
              property={money(statement.closing_cents)}
              yours={money(share.closing_cents)}
              level="closing"
            />
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-1 text-xs text-slate-600 print:text-black">
        <p>{words.formula}</p>
        <p>{words.shareNote}</p>
      </div>
    </>
  );
}
