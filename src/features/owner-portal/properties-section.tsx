import { useId, useState } from 'react';
import type { LeaseRow, PropertyOwnerRow, PropertyRow } from '@shared/owners/ledger';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { DocumentButton } from './document-button';
import type { PortalCopy } from './portal-copy.en';
import { dayText, euros, sharePercent } from './portal-format';

/** The lease running on `today` ('YYYY-MM-DD'): started, and not ended. The latest such, if several. */
export function currentLease(leases: readonly LeaseRow[], propertyId: string, today: string): LeaseRow | null {
  const running = leases
    .filter((lease) => lease.property_id === propertyId)
    .filter((lease) => lease.starts_on <= today && (lease.ends_on === null || lease.ends_on >= today))
    .sort((a, b) => (a.starts_on < b.starts_on ? 1 : -1));
  return running[0] ?? null;
}

/** The owner's properties: address, type, their share, and the lease running now. */
export function PropertiesSection({
  ownerId,
  properties,
  holdings,
  leases,
  copy,
}: {
  ownerId: string;
  properties: readonly PropertyRow[];
  holdings: readonly PropertyOwnerRow[];
  leases: readonly LeaseRow[];
  copy: PortalCopy;
}) {
  const { lang } = useI18n();
  const titleId = useId();
  // Read once as the section mounts (after hydration): the day decides which lease is current.
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const words = copy.properties;
  const own = properties.filter((property) =>
    holdings.some((holding) => holding.property_id === property.id && holding.owner_id === ownerId),
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 print:hidden">
      <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {words.title}
      </h2>
      {own.length === 0 ? (
        <p className="text-slate-700">{words.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {own.map((property) => {
            const share = holdings.find(
              (holding) => holding.property_id === property.id && holding.owner_id === ownerId,
            );
            const lease = currentLease(leases, property.id, today);
            return (
              <li
                key={property.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
              >
                <div>
                  <h3 className="text-lg font-semibold break-words text-slate-900">
                    <bdi>{property.address}</bdi>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {words.types[property.property_type]} · {words.cities[property.city]}
                    {share && <> · {fill(words.share, { share: sharePercent(share.share_bp, lang) })}</>}
                  </p>
                </div>
                <div className="border-t border-slate-100 pt-3">
                  <h4 className="text-sm font-semibold text-slate-900">{words.lease.title}</h4>
                  {lease ? (
                    <>
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                        <dt className="text-slate-600">{words.lease.tenant}</dt>
                        <dd className="break-words text-slate-900">
                          <bdi>{lease.tenant_name}</bdi>
                        </dd>
                        <dt className="text-slate-600">{words.lease.rent}</dt>
                        <dd className="text-slate-900 tabular-nums">{euros(lease.monthly_rent_cents, lang)}</dd>
                        <dt className="text-slate-600">{words.lease.term}</dt>
                        <dd className="text-slate-900">
                          {lease.ends_on
                            ? fill(words.lease.termRange, {
                                start: dayText(lease.starts_on, lang),
                                end: dayText(lease.ends_on, lang),
                              })
                            : fill(words.lease.termOpen, { start: dayText(lease.starts_on, lang) })}
                        </dd>
                        <dt className="text-slate-600">{words.lease.deposit}</dt>
                        <dd className="text-slate-900 tabular-nums">{euros(lease.deposit_cents, lang)}</dd>
                      </dl>
                      <p className="mt-2 text-sm">
                        {lease.document_path ? (
                          <DocumentButton
                            path={lease.document_path}
                            label={words.lease.document}
                            copy={copy.documents}
                          />
                        ) : (
                          <span className="text-slate-600">{words.lease.noDocument}</span>
                        )}
                      </p>
                    </>
                  ) : (
                    <p className="mt-1 text-sm text-slate-700">{words.lease.none}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
