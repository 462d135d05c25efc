import type { OwnerRow, StatementRow } from '@shared/owners/ledger';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { OwnersAdminCopy } from './copy.en';
import { statementFigures } from './fee-preview';
import { Figures } from './figures';
import { Cell, Money, monthText, ProblemAlert, shareText, TABLE, TABLE_BOX, TBODY, TH, THEAD, TR } from './ui';
import { useStatementShares } from './use-owners-admin';

/** A published statement: its figures as frozen, and each co-owner's part with its e-mail. */
export function StatementView({
  copy,
  statement,
  owners,
}: {
  copy: OwnersAdminCopy;
  statement: StatementRow;
  owners: readonly OwnerRow[];
}) {
  const { lang } = useI18n();
  const shares = useStatementShares(statement.id);
  const t = copy.statement;
  const c = t.columns;
  const month = monthText(statement.month, lang);
  return (
    <section aria-labelledby="statement-heading" className="flex flex-col gap-4" data-testid="statement">
      <h4 id="statement-heading" className="text-lg font-bold text-slate-900">
        {fill(t.title, { month })}
      </h4>
      <Figures
        copy={copy}
        figures={statementFigures(statement)}
        closingLabel={copy.figures.closing}
        label={t.figuresLabel}
      />
      <h5 className="font-semibold text-slate-900">{t.shares}</h5>
      {shares.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : shares.isError ? (
        <ProblemAlert copy={copy} error={shares.error} onRetry={() => void shares.refetch()} />
      ) : (
        <div role="region" aria-label={t.sharesLabel} tabIndex={0} className={TABLE_BOX}>
          <table className={`${TABLE} md:min-w-[60rem]`}>
            <thead className={THEAD}>
              <tr>
                {[
                  c.owner,
                  c.share,
                  c.opening,
                  c.income,
                  c.expenses,
                  c.fee,
                  c.payouts,
                  c.adjustments,
                  c.closing,
                  c.email,
                ].map((header) => (
                  <th key={header} scope="col" className={TH}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={TBODY}>
              {[...shares.data]
                .sort((a, b) => b.share_bp - a.share_bp)
                .map((share) => (
                  <tr key={share.owner_id} className={TR} data-testid="statement-share">
                    <Cell label={c.owner}>
                      <bdi className="font-semibold">
                        {owners.find((owner) => owner.id === share.owner_id)?.full_name ?? copy.none}
                      </bdi>
                    </Cell>
                    <Cell label={c.share}>{shareText(share.share_bp, lang)}</Cell>
                    <Cell label={c.opening}>
                      <Money cents={share.opening_cents} />
                    </Cell>
                    <Cell label={c.income}>
                      <Money cents={Number(share.income_cents) - Number(share.withheld_cents)} />
                    </Cell>
                    <Cell label={c.expenses}>
                      <Money cents={-share.expenses_cents} />
                    </Cell>
                    <Cell label={c.fee}>
                      <Money cents={-(Number(share.fee_cents) + Number(share.vat_cents))} />
                    </Cell>
                    <Cell label={c.payouts}>
                      <Money cents={-share.payouts_cents} />
                    </Cell>
                    <Cell label={c.adjustments}>
                      <Money cents={share.adjustments_cents} />
                    </Cell>
                    <Cell label={c.closing}>
                      <Money cents={share.closing_cents} className="font-semibold" />
                    </Cell>
                    <Cell label={c.email}>{t.email[share.email_status] ?? share.email_status}</Cell>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
