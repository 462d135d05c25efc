import { BedDouble, Clock, Home, MapPin, Ruler } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Listing } from '@/lib/listings/listing';
import { photoImage } from '@/lib/listings/listing-photos';
import { SUPABASE_URL } from '@/lib/supabase/config';
import type { AdsCopy } from './ads-copy';
import { formatBedrooms, formatListingPrice, formatPostedTime, formatSize, safeImageUrl } from './listing-format';
import { placeName } from '@shared/listings/place-name';

/** The thumbnail's intrinsic size (4:3): the browser reserves its box before it loads. */
const THUMB_WIDTH = 640;
const THUMB_HEIGHT = 480;

/** Cards are a third of the content width on large screens, half on tablets, full on phones. */
const THUMB_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * The cover of a listing's stored photos, offered at the card sizes only (400 and 800 px): a card
 * never downloads the 1600 px photo (docs/listing-photos.md).
 */
function coverImage(listing: Listing) {
  const cover = listing.photos?.[0];
  if (!cover) return null;
  const cardSizes = cover.sizes.filter((size) => Math.max(size.width, size.height) <= 800);
  return photoImage(SUPABASE_URL, { sizes: cardSizes.length > 0 ? cardSizes : cover.sizes.slice(0, 1) });
}

const NO_PLACES: AdsCopy['places'] = {};

interface ListingCardProps {
  listing: Listing;
  copy: AdsCopy['card'];
  /** Place names in the page's language (AdsCopy['places']). */
  places?: AdsCopy['places'];
  /** Opens the listing's detail dialog; `opener` gets the focus back when it closes. */
  onOpen: (listing: Listing, opener: HTMLElement) => void;
  /** Starts loading the dialog's code when the visitor heads for a card. */
  onIntent?: () => void;
  now?: Date;
}

/** One ad: photo, price, title (the button that opens its details), location, facts and posted time. */
export function ListingCard({ listing, copy, places = NO_PLACES, onOpen, onIntent, now }: ListingCardProps) {
  const { lang } = useI18n();
  const cover = coverImage(listing);
  // Rows without stored photos: the first of their pictures the site itself serves (never an outside one).
  const thumbnail =
    cover?.src ?? [listing.thumbnail_url, ...listing.images].map(safeImageUrl).find((src) => src !== null) ?? null;
  const bedrooms = formatBedrooms(listing.bedrooms, lang, copy);
  const size = formatSize(listing.size_m2, lang, copy);
  const flags = [
    listing.furnished === null ? null : listing.furnished ? copy.furnished : copy.unfurnished,
    listing.pets === null ? null : listing.pets ? copy.petsAllowed : copy.noPets,
  ].filter((flag): flag is string => flag !== null);

  return (
    <article
      data-testid="listing-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-4 focus-within:ring-brand-300 hover:shadow-md"
      onPointerEnter={onIntent}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {thumbnail ? (
          <img
            src={thumbnail}
            srcSet={cover?.srcSet}
            sizes={cover ? THUMB_SIZES : undefined}
            alt=""
            width={cover?.width ?? THUMB_WIDTH}
            height={cover?.height ?? THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-600">
            <Home aria-hidden className="size-10" />
            <span className="text-sm">{copy.noPhoto}</span>
          </div>
        )}
        <span
          className={cn(
            'absolute start-3 top-3 rounded-full px-3 py-1 text-xs font-semibold shadow-sm',
            listing.type === 'rent' ? 'bg-white text-brand-800' : 'bg-accent-700 text-white',
          )}
        >
          {listing.type === 'rent' ? copy.forRent : copy.forSale}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xl font-bold text-brand-800">{formatListingPrice(listing, lang, copy)}</p>
        <h3 className="text-base leading-snug font-semibold text-slate-900">
          <button
            type="button"
            dir="auto"
            className="text-start after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none"
            onClick={(event) => onOpen(listing, event.currentTarget)}
            onFocus={onIntent}
          >
            {listing.title}
          </button>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4 shrink-0" />
          <span dir="auto">{placeName(listing.location, places)}</span>
        </p>
        {bedrooms || size ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {bedrooms ? (
              <li className="flex items-center gap-1.5">
                <BedDouble aria-hidden className="size-4 shrink-0" />
                {bedrooms}
              </li>
            ) : null}
            {size ? (
              <li className="flex items-center gap-1.5">
                <Ruler aria-hidden className="size-4 shrink-0" />
                {size}
              </li>
            ) : null}
          </ul>
        ) : null}
        {flags.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {flags.map((flag) => (
              <li key={flag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {flag}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-xs text-slate-600">
          <Clock aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">{copy.posted}: </span>
          {formatPostedTime(listing.published_at, lang, copy, now)}
        </p>
      </div>
    </article>
  );
}
