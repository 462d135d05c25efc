import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OwnerRow, PropertyRow } from '@shared/owners/ledger';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { formatEuroCents, formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { auditChanges, auditConcerns, type AuditRow } from './audit-diff';
import type { OwnersAdminCopy } from './copy.en';
import { AUDIT_LIMIT } from './owners-admin-api';
import { locationSearch } from './tool-location';
import { INPUT_CLASS, LABEL_CLASS, momentText, ProblemAlert, shareText } from './ui';
import { useAudit, useOwners, useProperties } from './use-owners-admin';

interface Names {
  owners: readonly OwnerRow[];
  properties: readonly PropertyRow[];
}

/** A stored value as staff read it: amounts in euros, shares in percent, codes named, ids by name. */
export function valueText(copy: OwnersAdminCopy, field: string, value: unknown, names: Names, lang: Lang): string {
  if (value === null || value === undefined || value === '') return copy.history.emptyValue;
  if (field.endsWith('_cents') && typeof value === 'number') return formatEuroCents(value, lang);
  if (field === 'share_bp' && typeof value === 'number') return shareText(value, lang);
  if (typeof value === 'string') {
    if (field === 'owner_id') return names.owners.find((owner) => owner.id === value)?.full_name ?? value;
    if (field === 'property_id') return names.properties.find((property) => property.id === value)?.address ?? value;
    const coded: Record<string, Record<string, string> | undefined> = {
      language: copy.languages,
      tax_country: copy.countries,
      package: copy.packages,
      city: copy.cities,
      property_type: copy.propertyTypes,
      category: copy.categories,
      kind: copy.kinds,
      direction: { credit: copy.ledger.credit, debit: copy.ledger.debit },
    };
    return coded[field]?.[value] ?? value;
  }
  if (typeof value === 'number') return formatNumber(value, lang);
  return JSON.stringify(value);
}

/** What a history row is about: the owner's name or the property's address, where known. */
function subjectOf(row: AuditRow, names: Names): string | null {
  const values = row.new_row ?? row.old_row ?? {};
  if (row.table_name === 'owners') return names.owners.find((owner) => owner.id === row.row_id)?.full_name ?? null;
  const propertyId = row.table_name === 'owner_properties' ? row.row_id : values.property_id;
  return names.properties.find((property) => property.id === propertyId)?.address ?? null;
}

/** The latest staff changes, each with who, when, what and the fields it changed. */
export function HistoryView({
  copy,
  ownerFilter,
  propertyFilter,
}: {
  copy: OwnersAdminCopy;
  ownerFilter: string | null;
  propertyFilter: string | null;
}) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const audit = useAudit();
  const owners = useOwners();
  const properties = useProperties();
  const ownerId = useId();
  const propertyId = useId();
  const t = copy.history;
  const names: Names = { owners: owners.data ?? [], properties: properties.data?.properties ?? [] };
  const ownerPropertyIds = ownerFilter
    ? (properties.data?.shares ?? [])
        .filter((share) => share.owner_id === ownerFilter)
        .map((share) => share.property_id)
    : [];
  const rows = (audit.data ?? []).filter((row) =>
    auditConcerns(row, { ownerId: ownerFilter, ownerPropertyIds, propertyId: propertyFilter }),
  );
  const filter = (change: { owner?: string | null; property?: string | null }) =>
    void navigate({
      search: locationSearch({
        view: 'history',
        owner: change.owner !== undefined ? change.owner : ownerFilter,
        property: change.property !== undefined ? change.property : propertyFilter,
      }),
    });

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="history-heading" className="text-2xl font-bold text-slate-900">
          {t.title}
        </h2>
        <p className="mt-1 text-slate-600">{fill(t.intro, { count: formatNumber(AUDIT_LIMIT, lang) })}</p>
      </div>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ownerId} className={LABEL_CLASS}>
            {t.owner}
          </label>
          <select
            id={ownerId}
            className={INPUT_CLASS}
            value={ownerFilter ?? ''}
            onChange={(event) => filter({ owner: event.target.value || null })}
          >
            <option value="">{t.all}</option>
            {names.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.full_name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={propertyId} className={LABEL_CLASS}>
            {t.property}
          </label>
          <select
            id={propertyId}
            className={INPUT_CLASS}
            value={propertyFilter ?? ''}
            onChange={(event) => filter({ property: event.target.value || null })}
          >
            <option value="">{t.all}</option>
            {names.properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.address}
              </option>
            ))}
          </select>
        </div>
      </div>

      {audit.isPending ? (
        <LoadingSpinner label={copy.loading} />
      ) : audit.isError ? (
        <ProblemAlert copy={copy} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-600">{audit.data.length === 0 ? t.empty : t.emptyFiltered}</p>
      ) : (
        <ol aria-label={t.listLabel} className="flex flex-col gap-3">
          {rows.map((row) => (
            <HistoryItem key={row.id} copy={copy} row={row} names={names} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ copy, row, names }: { copy: OwnersAdminCopy; row: AuditRow; names: Names }) {
  const { lang, dir } = useI18n();
  const t = copy.history;
  const changes = auditChanges(row);
  const table = (t.tables as Record<string, string | undefined>)[row.table_name] ?? row.table_name;
  const subject = subjectOf(row, names);
  const fieldName = (field: string) => (t.fields as Record<string, string | undefined>)[field] ?? field;
  const value = (field: string, raw: unknown) => valueText(copy, field, raw, names, lang);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="history-item">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">
          {table}: {t.actions[row.action]}
        </span>
        {subject && <bdi className="text-slate-800">{subject}</bdi>}
      </p>
      <p className="mt-1 text-slate-600">
        <time dateTime={row.at}>
          <bdi>{momentText(row.at, lang)}</bdi>
        </time>
        {' · '}
        {fill(t.by, { who: row.actor_email ?? t.system })}
      </p>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.noChanges}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {changes.map((change) => (
            <li key={change.field} className="[overflow-wrap:anywhere]">
              <span className="text-slate-600">{fieldName(change.field)}: </span>
              {'before' in change && 'after' in change ? (
                <>
                  <bdi className="text-slate-900">{value(change.field, change.before)}</bdi>{' '}
                  {/* The arrow points the way the line reads. */}
                  <span aria-hidden>{dir === 'rtl' ? '←' : '→'}</span> <span className="sr-only">{t.changedTo}</span>{' '}
                  <bdi className="text-slate-900">{value(change.field, change.after)}</bdi>
                </>
              ) : (
                <bdi className="text-slate-900">
                  {value(change.field, 'after' in change ? change.after : change.before)}
                </bdi>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
