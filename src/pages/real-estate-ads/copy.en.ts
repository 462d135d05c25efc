import type { AdsCopy } from '@/features/listings/ads-copy';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';

const ads = {
  filters: {
    title: 'Filter listings',
    type: 'Type',
    typeAny: 'Rent or sale',
    typeRent: 'For rent',
    typeSale: 'For sale',
    price: 'Price',
    pricePerMonth: 'Monthly rent',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    priceRange: '{min} – {max}',
    priceNoLimit: '{max}+',
    location: 'Location',
    locationPlaceholder: 'e.g. Lisbon, Porto, Cascais',
    bedrooms: 'Bedrooms',
    bedroomsAny: 'Any',
    bedroomsOrMore: '5+',
    published: 'Published',
    publishedAny: 'Any time',
    publishedToday: 'Today',
    publishedWeek: 'This week',
    publishedMonth: 'This month',
    clear: 'Clear filters',
    alert: 'E-mail me new ads like these',
    alertLoading: 'Loading the form...',
  },
  list: {
    title: 'Listings',
    count: { one: 'Showing {shown} of 1 listing', other: 'Showing {shown} of {total} listings' },
    loading: 'Loading listings…',
    errorTitle: 'Failed to load listings',
    unknownError: 'Unknown error',
    retry: 'Try again',
    emptyTitle: 'No listings found',
    emptyHint: 'Try adjusting your filters',
    loadingMore: 'Loading more listings…',
    loadMore: 'Show more listings',
    end: 'That’s all: no more listings to load',
  },
  card: {
    forRent: 'For rent',
    forSale: 'For sale',
    priceOnRequest: 'Price on request',
    perMonth: '{price} / month',
    studio: 'Studio',
    bedrooms: { one: '1 bedroom', other: '{count} bedrooms' },
    size: '{n} m²',
    furnished: 'Furnished',
    unfurnished: 'Unfurnished',
    petsAllowed: 'Pets allowed',
    noPets: 'No pets',
    recently: 'Recently',
    posted: 'Posted',
    noPhoto: 'No photo',
  },
  detail: {
    photos: 'Photos',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    photoOf: 'Photo {n} of {total}',
    noPhotos: 'This ad has no photos.',
    photosError: 'The photos could not be loaded.',
    details: 'Details',
    type: 'Type',
    price: 'Price',
    location: 'Location',
    bedrooms: 'Bedrooms',
    size: 'Size',
    furnished: 'Furnished',
    pets: 'Pets',
    posted: 'Posted',
    yes: 'Yes',
    no: 'No',
    notStated: 'Not stated',
    description: 'Description',
    phone: 'Phone',
    sourceLink: 'View the original post',
    groupLink: 'Open the group',
    newTab: '(opens in a new tab)',
    disclaimer:
      'This ad was posted by its advertiser in a public group. Check the property and the papers before you pay anything.',
  },
  // The listings write their places in English.
  places: {},
  legal: rich`Ads are collected from public social-media groups and shown as their advertisers posted them. We do not check them and are not party to any agreement: contact the advertiser directly. How we handle personal data is explained in our ${link('privacy', 'privacy policy')}.`,
} satisfies AdsCopy;

const copy = {
  meta: {
    title: 'Homes for rent and sale in Portugal',
    description:
      'Browse curated apartments and houses for rent and sale across Lisbon, Cascais, Porto and the Algarve, with filters for price, bedrooms and date.',
  },
  hero: {
    title: 'Real-estate ads in Portugal',
    subtitle:
      'Homes for rent and for sale, collected from public community groups and filtered by type, price, location and bedrooms.',
  },
  ads,
};

export default copy satisfies PageCopy;
export type RealEstateAdsCopy = typeof copy;
