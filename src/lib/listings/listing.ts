// The listing row (public.fb_listings, supabase/migrations/20261123000000_initial_schema.sql) as
// PostgREST returns it: numeric columns as JSON numbers, timestamps as ISO strings. Shared by the
// public ads page and the admin listings manager.

import type { ListingPhoto } from './listing-photos';

export const LISTINGS_TABLE = 'fb_listings';

export const LISTING_TYPES = ['rent', 'sale'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export interface Listing {
  id: string;
  type: ListingType;
  title: string;
  /** Euros; null is shown as "Price on request". Rent is per month. */
  price: number | null;
  location: string;
  bedrooms: number | null;
  size_m2: number | null;
  furnished: boolean | null;
  pets: boolean | null;
  phone: string | null;
  /**
   * The post's other phone numbers, shown to staff in the listings manager only (phone is the ad's
   * contact). Optional in the type only so rows built before the column still type-check.
   */
  other_phones?: string[];
  thumbnail_url: string | null;
  images: string[];
  /**
   * Photos in Storage, in order, the first the cover (docs/listing-photos.md). Optional in the type
   * only so rows built before the column (test fixtures) still type-check; the API always sends it.
   */
  photos?: ListingPhoto[];
  /** The social-media post the ad comes from. */
  source_url: string | null;
  /** The social-media group it was posted in. */
  group_url: string | null;
  description: string | null;
  published_at: string | null;
  uploaded_at: string;
  created_at: string;
}

/** The columns an admin writes (docs/product-rules.md, calls 8 and 9); the rest are set by the database. */
export type ListingWrite = Pick<
  Listing,
  | 'type'
  | 'title'
  | 'price'
  | 'location'
  | 'bedrooms'
  | 'size_m2'
  | 'furnished'
  | 'pets'
  | 'phone'
  | 'other_phones'
  | 'thumbnail_url'
  | 'photos'
  | 'source_url'
  | 'group_url'
  | 'description'
>;

/** The pictures of one listing, read when its detail dialog opens (call 6). */
export type ListingImages = Pick<Listing, 'images' | 'thumbnail_url' | 'photos'>;
