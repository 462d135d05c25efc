// The body of a listing's detail dialog, loaded when a visitor first opens one (with embla).
import { ExternalLink, ImageOff, Phone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Listing } from '@/lib/listings/listing';
import { photoImage } from '@/lib/listings/listing-photos';
import { SUPABASE_URL } from '@/lib/supabase/config';
import type { AdsCopy } from './ads-copy';
import {
  formatBedrooms,
  formatListingPrice,
  formatPostedTime,
  formatSize,
  phoneHref,
  safeExternalUrl,
  safeImageUrl,
} from './listing-format';
import { PhotoCarousel, type CarouselPicture } from './photo-carousel';
import { useListingImages } from './use-listings-queries';
import { placeName } from '@shared/listings/place-name';

interface ListingDetailProps {
  listing: Listing;
  copy: AdsCopy;
}

export default function ListingDetail({ listing, copy }: ListingDetailProps) {
  const { lang } = useI18n();
  const { card, detail } = copy;
  const yesNo = (value: boolean | null) => (value === null ? detail.notStated : value ? detail.yes : detail.no);
  const source = safeExternalUrl(listing.source_url);
  const group = safeExternalUrl(listing.group_url);
  const tel = listing.phone ? phoneHref(listing.phone) : null;

  const facts: [string, ReactNode][] = [
    [detail.type, listing.type === 'rent' ? card.forRent : card.forSale],
    [detail.price, formatListingPrice(listing, lang, card)],
    [detail.location, <span dir="auto">{placeName(listing.location, copy.places)}</span>],
    [detail.bedrooms, formatBedrooms(listing.bedrooms, lang, card) ?? detail.notStated],
    [detail.size, formatSize(listing.size_m2, lang, card) ?? detail.notStated],
    [detail.furnished, yesNo(listing.furnished)],
    [detail.pets, yesNo(listing.pets)],
    [detail.posted, formatPostedTime(listing.published_at, lang, card)],
  ];

  return (
    <div className="flex flex-col gap-6">
      <ListingPhotos listing={listing} copy={detail} />

      <section aria-labelledby="listing-detail-facts">
        <h3 id="listing-detail-facts" className="text-lg font-semibold text-slate-900">
          {detail.details}
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 border-b border-slate-100 py-1.5">
              <dt className="text-slate-600">{term}</dt>
              <dd className="text-end font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {listing.description ? (
        <section aria-labelledby="listing-detail-description">
          <h3 id="listing-detail-description" className="text-lg font-semibold text-slate-900">
            {detail.description}
          </h3>
          <p dir="auto" className="mt-2 text-start whitespace-pre-line text-slate-700">
            {listing.description}
          </p>
        </section>
      ) : null}

      {listing.phone || source || group ? (
        <div className="flex flex-wrap items-center gap-3">
          {listing.phone ? (
            <p className="flex items-center gap-2 text-slate-900">
              <Phone aria-hidden className="size-4 text-brand-700" />
              <span>{detail.phone}:</span>
              {tel ? (
                <a href={tel} dir="ltr" className="font-medium text-brand-700 underline underline-offset-2">
                  {listing.phone}
                </a>
              ) : (
                <span dir="ltr">{listing.phone}</span>
              )}
            </p>
          ) : null}
          {source ? (
            <ExternalAction href={source} newTab={detail.newTab} icon={<ExternalLink aria-hidden className="size-4" />}>
              {detail.sourceLink}
            </ExternalAction>
          ) : null}
          {group ? (
            <ExternalAction href={group} newTab={detail.newTab} icon={<Users aria-hidden className="size-4" />}>
              {detail.groupLink}
            </ExternalAction>
          ) : null}
        </div>
      ) : null}

      <p className="text-sm text-slate-600">{detail.disclaimer}</p>
    </div>
  );
}

/** A link to the social-media post or group, opened in a new tab without access to this page. */
function ExternalAction({
  href,
  newTab,
  icon,
  children,
}: {
  href: string;
  newTab: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 font-medium text-brand-800 hover:bg-brand-50"
    >
      {icon}
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/** The carousel, with the listing's pictures read by id (docs/product-rules.md, call 6). */
function ListingPhotos({ listing, copy }: { listing: Listing; copy: AdsCopy['detail'] }) {
  const { data, isPending, isError } = useListingImages(listing.id);
  if (isPending) return <LoadingSpinner label={copy.photos} />;
  // Photos in Storage first (docs/listing-photos.md); rows from before them keep their addresses.
  const stored: CarouselPicture[] = isError
    ? []
    : (data.photos ?? []).map((photo) => photoImage(SUPABASE_URL, photo)).filter((picture) => picture !== null);
  const images: CarouselPicture[] =
    isError || stored.length > 0
      ? stored
      : [...new Set(data.images.length > 0 ? data.images : data.thumbnail_url ? [data.thumbnail_url] : [])]
          .map(safeImageUrl)
          .filter((src): src is string => src !== null)
          .map((src) => ({ src }));
  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] max-h-64 w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600">
        <ImageOff aria-hidden className="size-8" />
        <p>{isError ? copy.photosError : copy.noPhotos}</p>
      </div>
    );
  }
  return <PhotoCarousel images={images} title={listing.title} copy={copy} />;
}
