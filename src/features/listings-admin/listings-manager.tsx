import { BedDouble, ExternalLink, ImageOff, MapPin, Pencil, Ruler, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatDate, formatEuro, formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { usePlaceNames } from '@/lib/listings/place-names';
import { placeName } from '@shared/listings/place-name';
import type { Lang } from '@/lib/i18n/lang';
import { countText } from '@/lib/i18n/plural';
import type { Listing } from '@/lib/listings/listing';
import { photoUrl } from '@/lib/listings/listing-photos';
import { SUPABASE_URL } from '@/lib/supabase/config';
import type { ListingsAdminCopy } from './copy.en';
import { ListingForm } from './listing-form';
import { PhotoImportButton } from './photos/photo-import-button';
import { listingToFormValues } from './listing-form-schema';
import { useAdminListings, useListingMutations } from './use-listings-admin';

/**
 * The admin listings manager (docs/product-rules.md, "Staff tools"): the add form, the list of every listing with its
 * count (newest created first), the edit dialog and deletion with a confirmation. Shown only to a
 * signed-in admin (the page wraps it in the admin gate); the database refuses anyone else anyway.
 */
export function ListingsManager({ copy }: { copy: ListingsAdminCopy }) {
  const { lang } = useI18n();
  const listings = useAdminListings();
  const { add, update, remove } = useListingMutations(copy);
  const [editing, setEditing] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="listings-add-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="listings-add-heading" className="text-2xl font-bold text-slate-900">
          {copy.addTitle}
        </h2>
        <p className="mt-2 mb-6 text-slate-600">{copy.addIntro}</p>
        <ListingForm
          copy={copy}
          idPrefix="listing-add"
          submitLabel={copy.add}
          busyLabel={copy.adding}
          resetOnSuccess
          postIntake
          onSubmit={(listing) => add.mutateAsync(listing)}
        />
      </section>

      <section aria-labelledby="listings-list-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="listings-list-heading" className="text-2xl font-bold text-slate-900">
            {copy.listTitle}
          </h2>
          {listings.data && (
            <p className="text-slate-600" data-testid="listing-count" aria-live="polite">
              {countText(copy.count, listings.data.length, lang)}
            </p>
          )}
        </div>

        {listings.isPending ? (
          <LoadingSpinner label={copy.loading} />
        ) : listings.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-5 text-red-800">
            <p>{fill(copy.loadError, { message: listings.error.message })}</p>
            <Button variant="outline" size="sm" onClick={() => void listings.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : listings.data.length === 0 ? (
          <p className="rounded-xl bg-white p-5 text-slate-600">{copy.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {listings.data.map((listing) => (
              <ListingItem
                key={listing.id}
                listing={listing}
                copy={copy}
                onEdit={() => setEditing(listing)}
                onDelete={() => setDeleting(listing)}
              />
            ))}
          </ul>
        )}
      </section>

      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={copy.editTitle}
        size="xl"
        data-testid="listing-edit-dialog"
      >
        {editing && (
          <ListingForm
            key={editing.id}
            copy={copy}
            idPrefix="listing-edit"
            defaultValues={listingToFormValues(editing)}
            defaultPhotos={editing.photos}
            submitLabel={copy.save}
            busyLabel={copy.saving}
            onCancel={() => setEditing(null)}
            onSubmit={async (listing) => {
              await update.mutateAsync({ id: editing.id, listing });
              setEditing(null);
            }}
          />
        )}
      </ModalDialog>

      <ModalDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={copy.deleteTitle}
        description={deleting ? fill(copy.deleteText, { title: deleting.title, location: deleting.location }) : ''}
        data-testid="listing-delete-dialog"
      >
        <div className="flex flex-wrap gap-3">
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            {remove.isPending ? copy.deleting : copy.confirmDelete}
          </Button>
          <Button
            variant="outline"
            className="text-slate-700"
            disabled={remove.isPending}
            onClick={() => setDeleting(null)}
          >
            {copy.cancel}
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}

function priceText(listing: Listing, copy: ListingsAdminCopy, lang: Lang): string {
  if (listing.price === null) return copy.priceOnRequest;
  const price = formatEuro(Number(listing.price), lang);
  return listing.type === 'rent' ? fill(copy.perMonth, { price }) : price;
}

function ListingItem({
  listing,
  copy,
  onEdit,
  onDelete,
}: {
  listing: Listing;
  copy: ListingsAdminCopy;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { lang } = useI18n();
  const places = usePlaceNames(lang);
  const [broken, setBroken] = useState(false);
  const cover = listing.photos?.[0]?.sizes[0];
  const picture = cover ? photoUrl(SUPABASE_URL, cover.path) : (listing.thumbnail_url ?? listing.images[0] ?? null);
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
      data-testid="admin-listing"
    >
      {picture && !broken ? (
        <img
          src={picture}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          onError={() => setBroken(true)}
          className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex h-18 w-24 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-xs text-slate-600">
          <ImageOff aria-hidden className="size-5" />
          {copy.noPicture}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={
              listing.type === 'rent'
                ? 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800'
                : 'rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800'
            }
          >
            {listing.type === 'rent' ? copy.rent : copy.sale}
          </span>
          <h3 dir="auto" className="min-w-0 font-semibold break-words text-slate-900">
            {listing.title}
          </h3>
        </div>
        <p className="mt-1 font-medium text-slate-900">{priceText(listing, copy, lang)}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-1">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <bdi>{placeName(listing.location, places)}</bdi>
          </li>
          {listing.bedrooms !== null && (
            <li className="flex items-center gap-1">
              <BedDouble aria-hidden className="size-4 shrink-0" />
              {countText(copy.bedroomsShort, listing.bedrooms, lang)}
            </li>
          )}
          {listing.size_m2 !== null && (
            <li className="flex items-center gap-1">
              <Ruler aria-hidden className="size-4 shrink-0" />
              {fill(copy.sizeShort, { size: formatNumber(Number(listing.size_m2), lang) })}
            </li>
          )}
          <li>{fill(copy.created, { date: formatDate(listing.created_at, lang) })}</li>
          {listing.source_url && (
            <li>
              <a
                href={listing.source_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 underline hover:text-brand-900"
              >
                {copy.openSource}
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            </li>
          )}
        </ul>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <PhotoImportButton listing={listing} copy={copy} />
        <Button
          variant="outline"
          size="sm"
          className="text-brand-800"
          aria-label={fill(copy.editLabel, { title: listing.title })}
          onClick={onEdit}
        >
          <Pencil aria-hidden className="size-4" />
          {copy.edit}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={fill(copy.deleteLabel, { title: listing.title })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
          {copy.delete}
        </Button>
      </div>
    </li>
  );
}
