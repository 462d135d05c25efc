// What only the staff tools need about listings; the row type, table name and query keys are the
// shared ones of src/lib/listings/.

/** Column limits of the table's checks, repeated by the form. */
export const LISTING_LIMITS = {
  title: 300,
  location: 200,
  phone: 40,
  /** Other phone numbers a listing keeps (the table's check). */
  otherPhones: 5,
  url: 2048,
  description: 10_000,
  bedrooms: 50,
  /** Not a table check: a sanity bound on a price in euros. */
  price: 1_000_000_000,
  /** Not a table check: a sanity bound on a size in square metres. */
  size: 1_000_000,
} as const;
