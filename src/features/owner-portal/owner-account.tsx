import { useQuery } from '@tanstack/react-query';
import { CircleAlert, FileSpreadsheet } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { fillNodes } from './fill-nodes';
import { MonthsChart } from './months-chart';
import { loadAccount, type OwnerAccount as Account } from './owner-api';
import type { PortalCopy } from './portal-copy.en';
import { euros, monthName } from './portal-format';
import { PropertiesSection } from './properties-section';
import { SignOutButton } from './sign-out-button';
import { StatementView } from './statement-view';
import { YearSection } from './year-section';
import type { YearSummaryCopy } from './year-summary-copy.en';

/** The statement to show, from the address (`?statement=<id>`: the e-mail's link, or a press on the list). */
const STATEMENT_PARAM = 'statement';

export interface OwnerAccountProps {
  userId: string;
  email: string;
  copy: PortalCopy;
  yearCopy: YearSummaryCopy;
  /** Told once the account's first reads have answered (the page verifies a new link after them). */
  onShown?: () => void;
}

/**
 * A signed-in owner's account: their properties, statements, the 12-month chart and the year's
 * figures, or one statement opened from the list or the e-mail's link. Loading, failure (with a
 * retry) and the empty account each say so.
 */
export function OwnerAccount({ userId, email, copy, yearCopy, onShown }: OwnerAccountProps) {
  const account = useQuery({ queryKey: ['owner', userId, 'account'], queryFn: loadAccount });
  const answered = !account.isPending;
  useEffect(() => {
    if (answered) onShown?.();
  }, [answered, onShown]);
  const words = copy.account;

  let body;
  if (account.isPending) body = <LoadingSpinner label={words.loading} />;
  else if (account.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CircleAlert aria-hidden className="size-5 shrink-0 text-amber-700" />
          {words.failedTitle}
        </h2>
        <p className="text-slate-700">{words.failedText}</p>
        <Button onClick={() => void account.refetch()}>{words.retry}</Button>
      </div>
    );
  else if (!account.data.owner)
    body = (
      <div role="alert" className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{copy.noAccount.title}</h2>
        <p className="text-slate-700">{fillNodes(copy.noAccount.text, { email: <bdi>{email}</bdi> })}</p>
      </div>
    );
  else body = <AccountBody account={account.data} userId={userId} copy={copy} yearCopy={yearCopy} />;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 print:hidden">
        <p className="min-w-0 text-sm text-slate-700">
          {account.data?.owner && (
            <span className="me-2 font-semibold text-slate-900">
              {fill(words.greeting, { name: account.data.owner.full_name })}
            </span>
          )}
          <span className="break-words">{fillNodes(words.signedInAs, { email: <bdi>{email}</bdi> })}</span>
        </p>
        <SignOutButton copy={words} />
      </div>
      {body}
    </div>
  );
}

function AccountBody({
  account,
  userId,
  copy,
  yearCopy,
}: {
  account: Account;
  userId: string;
  copy: PortalCopy;
  yearCopy: YearSummaryCopy;
}) {
  const owner = account.owner!;
  const [params, setParams] = useSearchParams();
  const openId = params.get(STATEMENT_PARAM);
  const opened = openId ? openStatement(account, openId) : null;
  // After "Back to all statements", the list's heading takes the focus.
  const [cameBack, setCameBack] = useState(false);
  // "Print the year's figures" prints that section alone; any other print shows the whole overview.
  const [printingYear, setPrintingYear] = useState(false);

  useEffect(() => {
    if (!printingYear) return;
    const done = () => setPrintingYear(false);
    window.addEventListener('afterprint', done, { once: true });
    // The section is marked for print in this render; the dialog opens after it is painted.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printingYear]);

  if (opened) {
    return (
      <StatementView
        statement={opened.statement}
        share={opened.share}
        property={opened.property}
        owner={owner}
        userId={userId}
        copy={copy}
        onClose={() => {
          setCameBack(true);
          setParams({});
        }}
      />
    );
  }

  const hasStatements = account.shares.length > 0;
  return (
    <div className="flex flex-col gap-10">
      {openId && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 print:hidden">
          {copy.statements.notFound}
        </p>
      )}
      <div className={cn('flex flex-col gap-10', printingYear && 'print:hidden')}>
        <PropertiesSection
          ownerId={owner.id}
          properties={account.properties}
          holdings={account.holdings}
          leases={account.leases}
          copy={copy}
        />
        <StatementList
          account={account}
          copy={copy.statements}
          focusHeading={cameBack}
          onOpen={(id) => setParams({ [STATEMENT_PARAM]: id })}
        />
        {hasStatements && <MonthsChart statements={account.statements} shares={account.shares} copy={copy.chart} />}
      </div>
      {hasStatements && (
        <ErrorBoundary
          fallback={
            <p role="alert" className="text-amber-900">
              {copy.year.failed}
            </p>
          }
        >
          <YearSection
            account={account}
            ownerId={owner.id}
            userId={userId}
            copy={copy.year}
            yearCopy={yearCopy}
            onPrint={() => setPrintingYear(true)}
          />
        </ErrorBoundary>
      )}
    </div>
  );
}

/** The statement with this id, if it is one of the owner's (with their part and its property). */
function openStatement(account: Account, id: string) {
  const statement = account.statements.find((row) => row.id === id);
  const share = account.shares.find((row) => row.statement_id === id);
  const property = statement && account.properties.find((row) => row.id === statement.property_id);
  return statement && share && property ? { statement, share, property } : null;
}

function StatementList({
  account,
  copy,
  focusHeading,
  onOpen,
}: {
  account: Account;
  copy: PortalCopy['statements'];
  focusHeading: boolean;
  onOpen: (id: string) => void;
}) {
  const { lang } = useI18n();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const shareOf = new Map(account.shares.map((share) => [share.statement_id, share]));
  const addressOf = new Map(account.properties.map((property) => [property.id, property.address]));
  // Latest month first (the query's order), then by address.
  const rows = account.statements
    .filter((statement) => shareOf.has(statement.id))
    .map((statement) => ({
      statement,
      share: shareOf.get(statement.id)!,
      address: addressOf.get(statement.property_id) ?? '',
    }));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2
        ref={heading}
        id={titleId}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
      >
        {copy.title}
      </h2>
      {rows.length === 0 ? (
        <p className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
          <FileSpreadsheet aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {copy.empty}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm sm:text-base">
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="pb-2 text-start font-medium">
                  {copy.month}
                </th>
                {/* On a phone the property goes under the month, so the row fits 390 px. */}
                <th scope="col" className="hidden pb-2 ps-3 text-start font-medium sm:table-cell">
                  {copy.property}
                </th>
                <th scope="col" className="pb-2 ps-3 text-end font-medium">
                  {copy.closing}
                </th>
                <th scope="col" className="pb-2 ps-3">
                  <span className="sr-only">{copy.view}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ statement, share, address }) => {
                const month = monthName(statement.month, lang);
                return (
                  <tr key={statement.id} className="border-t border-slate-200">
                    <th scope="row" className="py-2 text-start align-top font-medium text-slate-900">
                      <span className="whitespace-nowrap">{month}</span>
                      <span className="block text-sm font-normal break-words text-slate-600 sm:hidden">
                        <bdi>{address}</bdi>
                      </span>
                    </th>
                    <td className="hidden py-2 ps-3 align-top break-words text-slate-700 sm:table-cell">
                      <bdi>{address}</bdi>
                    </td>
                    <td className="py-2 ps-3 text-end align-top whitespace-nowrap tabular-nums">
                      {euros(share.closing_cents, lang)}
                    </td>
                    <td className="py-1 ps-3 text-end align-top">
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-brand-700"
                        aria-label={fill(copy.viewLabel, { month, property: address })}
                        onClick={() => onOpen(statement.id)}
                      >
                        {copy.view}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
