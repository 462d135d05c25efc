import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PropertyRow } from '@shared/owners/ledger';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { OwnersAdminCopy } from './copy.en';
import { LeasePanel } from './lease-panel';
import { LedgerPanel } from './ledger-panel';
import { packageTermsText } from './owner-form';
import { coOwnersText, PropertyDialog, sharesOf } from './properties-view';
import { locationSearch } from './tool-location';
import { ProblemAlert } from './ui';
import { useOwners, useProperties } from './use-owners-admin';

/** One property: its details and co-owners, its lease, and its ledger month by month. */
export function PropertyView({
  copy,
  propertyId,
  month,
  now,
}: {
  copy: OwnersAdminCopy;
  propertyId: string;
  month: string | null;
  now?: Date;
}) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const owners = useOwners();
  const properties = useProperties();
  const [editing, setEditing] = useState<PropertyRow | null>(null);
  const t = copy.property;

  const back = (
    <Button variant="ghost" size="sm" className="-ms-3 self-start" asChild>
      <Link to={{ search: locationSearch({ view: 'properties' }) }}>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t.back}
      </Link>
    </Button>
  );

  if (owners.isPending || properties.isPending) return <LoadingSpinner label={copy.loading} />;
  const failed = owners.isError ? owners : properties.isError ? properties : null;
  if (failed) return <ProblemAlert copy={copy} error={failed.error} onRetry={() => void failed.refetch()} />;
  const property = properties.data!.properties.find((row) => row.id === propertyId);
  if (!property) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p className="rounded-xl bg-white p-5 text-slate-700">{t.notFound}</p>
      </div>
    );
  }
  const shares = sharesOf(properties.data!, property.id);
  const coOwners = shares.flatMap((share) => owners.data!.filter((owner) => owner.id === share.owner_id));

  return (
    <div className="flex flex-col gap-6">
      {back}
      <section aria-labelledby="property-heading" className="flex flex-col gap-3">
        <h2 id="property-heading" className="text-2xl font-bold text-slate-900">
          <bdi>{property.address}</bdi>
        </h2>
        <p className="text-slate-700">
          {copy.cities[property.city]} · {copy.propertyTypes[property.property_type]}
        </p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t.coOwners}</dt>
            <dd className="text-slate-900">{coOwnersText(copy, shares, owners.data!, lang)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t.package}</dt>
            <dd className="text-slate-900">
              {copy.packages[property.package]}: {packageTermsText(copy, property.package, lang)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(property)}>
            {t.edit}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={{ search: locationSearch({ view: 'history', property: property.id }) }}>{t.history}</Link>
          </Button>
        </div>
      </section>

      <LeasePanel copy={copy} propertyId={property.id} />
      <LedgerPanel
        copy={copy}
        property={property}
        coOwners={coOwners}
        owners={owners.data!}
        month={month}
        now={now}
        onMonthChange={(next) =>
          void navigate({ search: locationSearch({ view: 'property', property: property.id, month: next }) })
        }
      />

      <PropertyDialog
        copy={copy}
        editing={editing}
        owners={owners.data!}
        data={properties.data}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
