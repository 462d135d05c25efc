// The words of the ads feature. The ads page's copy modules (src/pages/real-estate-ads/copy.*.ts)
// hold them in each language and hand them to the feature, so a visitor loads only one language.
import type { Plural } from '@/lib/i18n/plural';
import type { RichText } from '@/lib/i18n/rich-text';

export interface AdsCopy {
  filters: {
    title: string;
    type: string;
    typeAny: string;
    typeRent: string;
    typeSale: string;
    price: string;
    /** Under the price slider when the type is rent. */
    pricePerMonth: string;
    minPrice: string;
    maxPrice: string;
    /** The slider's range as text: "{min} – {max}". */
    priceRange: string;
    /** The top of the scale, meaning "no upper bound": "{max}+". */
    priceNoLimit: string;
    location: string;
    locationPlaceholder: string;
    bedrooms: string;
    bedroomsAny: string;
    /** The last choice, 5 or more. */
    bedroomsOrMore: string;
    published: string;
    publishedAny: string;
    publishedToday: string;
    publishedWeek: string;
    publishedMonth: string;
    clear: string;
    /** The ad alert's button (docs/ad-alerts.md); the form's own words load with it. */
    alert: string;
    alertLoading: string;
  };
  list: {
    title: string;
    /** "Showing {shown} of {total} listings", by the plural of the total. */
    count: Plural;
    loading: string;
    errorTitle: string;
    unknownError: string;
    retry: string;
    emptyTitle: string;
    emptyHint: string;
    loadingMore: string;
    loadMore: string;
    end: string;
  };
  card: {
    forRent: string;
    forSale: string;
    priceOnRequest: string;
    /** "{price} / month". */
    perMonth: string;
    studio: string;
    /** "1 bedroom", "{count} bedrooms". */
    bedrooms: Plural;
    /** "{n} m²". */
    size: string;
    furnished: string;
    unfurnished: string;
    petsAllowed: string;
    noPets: string;
    /** Posted time when the publish date is unknown. */
    recently: string;
    /** Screen-reader label before the posted time. */
    posted: string;
    noPhoto: string;
  };
  detail: {
    photos: string;
    previousPhoto: string;
    nextPhoto: string;
    /** "Photo {n} of {total}". */
    photoOf: string;
    noPhotos: string;
    photosError: string;
    details: string;
    type: string;
    price: string;
    location: string;
    bedrooms: string;
    size: string;
    furnished: string;
    pets: string;
    posted: string;
    yes: string;
    no: string;
    notStated: string;
    description: string;
    phone: string;
    sourceLink: string;
    groupLink: string;
    /** Screen-reader note after a link that opens a new tab. */
    newTab: string;
    disclaimer: string;
  };
  /** The legal line under the list, linking to the privacy page. */
  legal: RichText;
  /**
   * Place names in the page's language, by the English name the listings write ("Lisbon" →
   * "ליסבון"); empty in English. docs/listing-places.md.
   */
  places: Readonly<Record<string, string>>;
}
