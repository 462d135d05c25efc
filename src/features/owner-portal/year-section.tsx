import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { yearSummary } from '@shared/owners/tax-summary';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { loadYearData, type OwnerAccount } from './owner-api';
import type { PortalCopy } from './portal-copy.en';
import { YearSummarySection } from './year-summary';
import type { YearSummaryCopy } from './year-summary-copy.en';

/** The tax years the owner has a published statement in, latest first. */
export function statementYears(account: Pick<OwnerAccount, 'statements' | 'shares'>): number[] {
  const own = new Set(account.shares.map((share) => share.statement_id));
  const years = new Set(
    account.statements
      .filter((statement) => own.has(statement.id))
      .map((statement) => Number(statement.month.slice(0, 4))),
  );
  return [...years].sort((a, b) => b - a);
}

/**
 * The year's figures for the tax returns (docs/owner-tax-summary.md): a year picker over the years
 * with published statements, the year's entries and rates loaded for it, and the summary section.
 * "Print the year's figures" prints this section alone.
 */
export function YearSection({
  account,
  ownerId,
  userId,
  copy,
  yearCopy,
  onPrint,
}: {
  account: OwnerAccount;
  ownerId: string;
  userId: string;
  copy: PortalCopy['year'];
  yearCopy: YearSummaryCopy;
  /** Prints this section alone. */
  onPrint: () => void;
}) {
  const pickId = useId();
  const years = statementYears(account);
  const [picked, setPicked] = useState<number | null>(null);
  const year = picked !== null && years.includes(picked) ? picked : years[0];
  const propertyIds = account.properties.map((property) => property.id);
  const data = useQuery({
    queryKey: ['owner', userId, 'year', year, propertyIds],
    queryFn: () => loadYearData(propertyIds, year!),
    enabled: year !== undefined,
  });
  const summary =
    data.data && year !== undefined
      ? yearSummary({
          year,
          ownerId,
          properties: account.properties,
          statements: account.statements,
          shares: account.shares,
          entries: data.data.entries,
          rates: data.data.rates,
        })
      : null;
  if (year === undefined) return null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <label htmlFor={pickId} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {copy.pick}
          <select
            id={pickId}
            value={year}
            onChange={(event) => setPicked(Number(event.target.value))}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <Button variant="outline" className="text-brand-700" disabled={!summary} onClick={onPrint}>
          <Printer aria-hidden className="size-4" />
          {copy.print}
        </Button>
      </div>
      {data.isPending ? (
        <LoadingSpinner label={copy.loading} />
      ) : data.isError || !summary ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-amber-900">{copy.failed}</p>
          <Button size="sm" onClick={() => void data.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <YearSummarySection summary={summary} copy={yearCopy} year={year} />
      )}
    </div>
  );
}
