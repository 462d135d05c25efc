// How a listing's figures read on a card and in its dialog (docs/product-rules.md, "Ads (listings)"), in the page's language.
import { formatEuro, formatNumber, formatTimeAgo } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { countText } from '@/lib/i18n/plural';
import type { Lang } from '@/lib/i18n/lang';
import type { Listing } from '@/lib/listings/listing';
import { SUPABASE_URL } from '@/lib/supabase/config';
import { storedImageUrl } from '@shared/listings/stored-image';
import type { AdsCopy } from './ads-copy';

type CardCopy = AdsCopy['card'];

/** "€1,650 / month" for rent, "€285,000" for sale, "Price on request" without a price. */
export function formatListingPrice(listing: Pick<Listing, 'price' | 'type'>, lang: Lang, copy: CardCopy): string {
  if (listing.price === null || !Number.isFinite(listing.price)) return copy.priceOnRequest;
  const price = formatEuro(listing.price, lang);
  return listing.type === 'rent' ? fill(copy.perMonth, { price }) : price;
}

/** "Studio", "1 bedroom", "3 bedrooms"; null when unknown. */
export function formatBedrooms(bedrooms: number | null, lang: Lang, copy: CardCopy): string | null {
  if (bedrooms === null) return null;
  if (bedrooms === 0) return copy.studio;
  return countText(copy.bedrooms, bedrooms, lang);
}

/** "78 m²"; null when unknown. */
export function formatSize(size: number | null, lang: Lang, copy: CardCopy): string | null {
  if (size === null || !Number.isFinite(size)) return null;
  return fill(copy.size, { n: formatNumber(size, lang, { maximumFractionDigits: 1 }) });
}

/**
 * When the ad was posted: minutes, hours, days (under 30) or months ago in the page's language, or
 * "Recently" when the date is unknown (or in the future, a clock off on the server).
 */
export function formatPostedTime(publishedAt: string | null, lang: Lang, copy: CardCopy, now = new Date()): string {
  return formatTimeAgo(publishedAt, lang, now, { largestUnit: 'month' }) ?? copy.recently;
}

/**
 * A link the dialog may open: an absolute http(s) URL, else null (a `javascript:` or malformed
 * address typed into the admin form is never rendered as a link).
 */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A picture the pages show: a path on this site ("/seed/...") or a file of the project's own
 * Storage, else null. An outside address (a pasted social-network link) is not shown: it would tell
 * that host who looked and when, and the CSP blocks it anyway (security review L8,
 * docs/listing-photos.md); staff copy it into Storage with "Copy photos".
 */
export function safeImageUrl(url: string | null): string | null {
  return storedImageUrl(url, SUPABASE_URL);
}

/** A tel: link for a phone number as written in an ad ("+351 912 438 106" → "tel:+351912438106"). */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}
