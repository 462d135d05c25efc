// The listings table as the admin manager reads and writes it. Defined here, from the migration
// (supabase/migrations/20261123000000_initial_schema.sql, public.fb_listings), while the shared
// Listing type and query keys of src/lib/listings/ are built in parallel; unify them at merge.

/** One row of public.fb_listings (numeric columns arrive as JSON numbers). */
export interface AdminListingRow {
  id: string;
  type: 'rent' | 'sale';
  title: string;
  price: number | null;
  location: string;
  bedrooms: number | null;
  size_m2: number | null;
  furnished: boolean | null;
  pets: boolean | null;
  phone: string | null;
  thumbnail_url: string | null;
  images: string[];
  source_url: string | null;
  group_url: string | null;
  description: string | null;
  published_at: string | null;
  uploaded_at: string;
  created_at: string;
}

/** The fields the manager inserts and updates (spec section 7, calls 8 and 9). */
export type ListingWrite = Pick<
  AdminListingRow,
  | 'type'
  | 'title'
  | 'price'
  | 'location'
  | 'bedrooms'
  | 'size_m2'
  | 'furnished'
  | 'pets'
  | 'phone'
  | 'thumbnail_url'
  | 'source_url'
  | 'group_url'
  | 'description'
>;

/** Every listing query key starts with 'listings'; invalidating it refreshes the public and admin caches. */
export const LISTINGS_QUERY_ROOT = ['listings'] as const;
/** The admin list (spec section 7, call 7). */
export const ADMIN_LISTINGS_QUERY_KEY = ['listings', 'admin'] as const;

/** Column limits of the table's checks, repeated by the form. */
export const LISTING_LIMITS = {
  title: 300,
  location: 200,
  phone: 40,
  url: 2048,
  description: 10_000,
  bedrooms: 50,
  /** Not a table check: a sanity bound on a price in euros. */
  price: 1_000_000_000,
  /** Not a table check: a sanity bound on a size in square metres. */
  size: 1_000_000,
} as const;
