import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { OwnerRow, PropertyOwnerRow, PropertyRow } from '@shared/owners/ledger';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { countText } from '@/lib/i18n/plural';
import { toast } from '@/lib/toast/toast';
import type { OwnersAdminCopy } from './copy.en';
import type { PropertiesData } from './owners-admin-api';
import { PropertyForm } from './property-form';
import { emptyPropertyForm, propertyToFormValues } from './property-form-schema';
import { locationSearch } from './tool-location';
import { Cell, INPUT_CLASS, LABEL_CLASS, ProblemAlert, shareText, TABLE, TABLE_BOX, TBODY, TH, THEAD, TR } from './ui';
import { useOwners, useProperties, useSaveProperty } from './use-owners-admin';

/** A property's co-owners, the largest share first. */
export function sharesOf(data: PropertiesData, propertyId: string): PropertyOwnerRow[] {
  return data.shares.filter((share) => share.property_id === propertyId).sort((a, b) => b.share_bp - a.share_bp);
}

/** "Dana Levi (50%), Amir Cohen (50%)". */
export function coOwnersText(
  copy: OwnersAdminCopy,
  shares: readonly PropertyOwnerRow[],
  owners: readonly OwnerRow[],
  lang: Lang,
): string {
  return shares
    .map((share) =>
      fill(copy.properties.coOwner, {
        name: owners.find((owner) => owner.id === share.owner_id)?.full_name ?? copy.none,
        share: shareText(share.share_bp, lang),
      }),
    )
    .join(', ');
}

/** The dialog that adds or edits a property; shared by the list and a property's own view. */
export function PropertyDialog({
  copy,
  editing,
  owners,
  data,
  defaultOwnerId,
  onClose,
  onSaved,
}: {
  copy: OwnersAdminCopy;
  editing: PropertyRow | 'new' | null;
  /** A new property's first co-owner (the owner the list is filtered by). */
  defaultOwnerId?: string | null;
  owners: readonly OwnerRow[];
  data: PropertiesData | undefined;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const save = useSaveProperty();
  const t = copy.properties;
  const active = owners.filter((owner) => owner.anonymised_at === null);
  const firstOwner =
    active.find((owner) => owner.id === defaultOwnerId) ?? (active.length === 1 ? active[0] : undefined);
  return (
    <ModalDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? t.addTitle : editing ? fill(t.editTitle, { address: editing.address }) : ''}
      size="xl"
      data-testid="property-dialog"
    >
      {editing !== null && (
        <PropertyForm
          key={editing === 'new' ? 'new' : editing.id}
          copy={copy}
          owners={active}
          defaultValues={
            editing === 'new'
              ? emptyPropertyForm(firstOwner)
              : propertyToFormValues(editing, data ? sharesOf(data, editing.id) : [])
          }
          onCancel={onClose}
          onSave={async (property) => {
            const id = editing === 'new' ? undefined : editing.id;
            const saved = await save.mutateAsync({ property, id });
            toast.success(id ? t.saved : t.added);
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </ModalDialog>
  );
}

/** Every property, or one owner's, with its co-owners; add and edit. */
export function PropertiesView({ copy, ownerFilter }: { copy: OwnersAdminCopy; ownerFilter: string | null }) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const owners = useOwners();
  const properties = useProperties();
  const [editing, setEditing] = useState<PropertyRow | 'new' | null>(null);
  const filterId = useId();
  const t = copy.properties;

  const pending = owners.isPending || properties.isPending;
  const failed = owners.isError ? owners : properties.isError ? properties : null;
  const list =
    properties.data && ownerFilter
      ? properties.data.properties.filter((property) =>
          properties.data.shares.some((share) => share.property_id === property.id && share.owner_id === ownerFilter),
        )
      : (properties.data?.properties ?? []);
  const noOwners = owners.data !== undefined && owners.data.every((owner) => owner.anonymised_at !== null);

  return (
    <section aria-labelledby="properties-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="properties-heading" className="text-2xl font-bold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-slate-600">{t.intro}</p>
        </div>
        <Button disabled={pending || noOwners} onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t.add}
        </Button>
      </div>
      {noOwners && <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t.needOwner}</p>}

      {owners.data && owners.data.length > 0 && (
        <div className="flex max-w-md flex-col gap-1.5">
          <label htmlFor={filterId} className={LABEL_CLASS}>
            {t.filter}
          </label>
          <select
            id={filterId}
            className={INPUT_CLASS}
            value={ownerFilter ?? ''}
            onChange={(event) =>
              void navigate({ search: locationSearch({ view: 'properties', owner: event.target.value || null }) })
            }
          >
            <option value="">{t.allOwners}</option>
            {owners.data.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.full_name}
              </option>
            ))}
          </select>
        </div>
      )}

      {pending ? (
        <LoadingSpinner label={copy.loading} />
      ) : failed ? (
        <ProblemAlert copy={copy} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-600">{ownerFilter ? t.emptyFiltered : t.empty}</p>
      ) : (
        <>
          <p className="text-slate-600" aria-live="polite">
            {countText(t.count, list.length, lang)}
          </p>
          <div role="region" aria-label={t.listLabel} tabIndex={0} className={TABLE_BOX}>
            <table className={`${TABLE} md:min-w-[48rem]`}>
              <thead className={THEAD}>
                <tr>
                  <th scope="col" className={TH}>
                    {t.columns.address}
                  </th>
                  <th scope="col" className={TH}>
                    {t.columns.place}
                  </th>
                  <th scope="col" className={TH}>
                    {t.columns.package}
                  </th>
                  <th scope="col" className={TH}>
                    {t.columns.coOwners}
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">{t.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className={TBODY}>
                {list.map((property) => (
                  <tr key={property.id} className={TR} data-testid="property-row">
                    <Cell label={t.columns.address}>
                      <bdi className="font-semibold">{property.address}</bdi>
                    </Cell>
                    <Cell label={t.columns.place}>
                      {copy.cities[property.city]} · {copy.propertyTypes[property.property_type]}
                    </Cell>
                    <Cell label={t.columns.package}>{copy.packages[property.package]}</Cell>
                    <Cell label={t.columns.coOwners}>
                      {coOwnersText(copy, sharesOf(properties.data!, property.id), owners.data!, lang)}
                    </Cell>
                    <td className="flex flex-wrap gap-2 pt-3 align-top md:table-cell md:px-3 md:py-2">
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" asChild>
                          <Link
                            to={{ search: locationSearch({ view: 'property', property: property.id }) }}
                            aria-label={fill(t.openLabel, { address: property.address })}
                          >
                            {t.open}
                          </Link>
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={fill(t.editLabel, { address: property.address })}
                          onClick={() => setEditing(property)}
                        >
                          {t.edit}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <PropertyDialog
        copy={copy}
        editing={editing}
        owners={owners.data ?? []}
        data={properties.data}
        defaultOwnerId={ownerFilter}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
