// The add and edit form of the listings manager: its values (strings, as the inputs hold them), the
// conversion of a row into them, and the zod schema that checks them and turns them into the row
// written to fb_listings (docs/product-rules.md, "Staff tools": title and location required, price
// and size decimals, bedrooms an integer, empty optional fields null). Error messages are codes;
// the form shows them in the page's language.
import { z } from '@shared/validation/zod';
import type { Listing, ListingWrite } from '@/lib/listings/listing';
import { LISTING_LIMITS } from './admin-listing';

export type TriState = '' | 'yes' | 'no';

export interface ListingFormValues {
  type: 'rent' | 'sale';
  title: string;
  location: string;
  price: string;
  bedrooms: string;
  size_m2: string;
  furnished: TriState;
  pets: TriState;
  phone: string;
  /** The other phone numbers, separated by commas. */
  other_phones: string;
  thumbnail_url: string;
  source_url: string;
  group_url: string;
  description: string;
}

export const LISTING_FORM_ERRORS = {
  required: 'required',
  decimal: 'decimal',
  integer: 'integer',
  range: 'range',
  url: 'url',
  phone: 'phone',
  tooManyPhones: 'tooManyPhones',
  tooLong: 'tooLong',
} as const;
export type ListingFormError = (typeof LISTING_FORM_ERRORS)[keyof typeof LISTING_FORM_ERRORS];

export const EMPTY_LISTING_FORM: ListingFormValues = {
  type: 'rent',
  title: '',
  location: '',
  price: '',
  bedrooms: '',
  size_m2: '',
  furnished: '',
  pets: '',
  phone: '',
  other_phones: '',
  thumbnail_url: '',
  source_url: '',
  group_url: '',
  description: '',
};

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));
const triState = (value: boolean | null): TriState => (value === null ? '' : value ? 'yes' : 'no');

/** A stored listing as the edit form's starting values. */
export function listingToFormValues(row: Listing): ListingFormValues {
  return {
    type: row.type,
    title: row.title,
    location: row.location,
    price: numberText(row.price),
    bedrooms: numberText(row.bedrooms),
    size_m2: numberText(row.size_m2),
    furnished: triState(row.furnished),
    pets: triState(row.pets),
    phone: text(row.phone),
    other_phones: (row.other_phones ?? []).join(', '),
    thumbnail_url: text(row.thumbnail_url),
    source_url: text(row.source_url),
    group_url: text(row.group_url),
    description: text(row.description),
  };
}

/**
 * Digits with an optional decimal point, or a decimal comma followed by one or two digits (Lisbon
 * staff type "1250,50"). No thousands separators: "1,250" is refused as ambiguous.
 */
const DECIMAL = /^\d+(\.\d+)?$/;
const DECIMAL_COMMA = /^(\d+),(\d{1,2})$/;
const INTEGER = /^\d+$/;
const PHONE = /^[+\d\s().-]*$/;

/** Removes spaces (a pasted "1 250" means 1250). */
const compact = (value: string) => value.replace(/\s+/g, '');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const requiredText = (max: number) =>
  z.string().trim().min(1, LISTING_FORM_ERRORS.required).max(max, LISTING_FORM_ERRORS.tooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, LISTING_FORM_ERRORS.tooLong)
    .transform((value) => value || null);

const optionalDecimal = ({ max, positive }: { max: number; positive: boolean }) =>
  z
    .string()
    .transform((value) => compact(value).replace(DECIMAL_COMMA, '$1.$2'))
    .refine((value) => value === '' || DECIMAL.test(value), LISTING_FORM_ERRORS.decimal)
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || ((positive ? value > 0 : value >= 0) && value <= max), {
      message: LISTING_FORM_ERRORS.range,
      abort: true,
    });

const optionalInteger = (max: number) =>
  z
    .string()
    .transform(compact)
    .refine((value) => value === '' || INTEGER.test(value), LISTING_FORM_ERRORS.integer)
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || value <= max, { message: LISTING_FORM_ERRORS.range, abort: true });

/** A path on this site, such as the seed pictures' /seed/listings/city-rooftops.svg (not //host). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

const optionalUrl = (accepts: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(LISTING_LIMITS.url, LISTING_FORM_ERRORS.tooLong)
    .refine((value) => value === '' || accepts(value), LISTING_FORM_ERRORS.url)
    .transform((value) => value || null);

const triStateValue = z.enum(['', 'yes', 'no']).transform((value) => (value === '' ? null : value === 'yes'));

export const listingFormSchema = z.object({
  type: z.enum(['rent', 'sale']),
  title: requiredText(LISTING_LIMITS.title),
  location: requiredText(LISTING_LIMITS.location),
  price: optionalDecimal({ max: LISTING_LIMITS.price, positive: false }),
  bedrooms: optionalInteger(LISTING_LIMITS.bedrooms),
  size_m2: optionalDecimal({ max: LISTING_LIMITS.size, positive: true }),
  furnished: triStateValue,
  pets: triStateValue,
  phone: optionalText(LISTING_LIMITS.phone).refine(
    (value) => value === null || PHONE.test(value),
    LISTING_FORM_ERRORS.phone,
  ),
  other_phones: z
    .string()
    .transform((value) =>
      value
        .split(/[,;\n]/)
        .map((phone) => phone.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    )
    .refine(
      (phones) => phones.every((phone) => phone.length <= LISTING_LIMITS.phone && PHONE.test(phone)),
      LISTING_FORM_ERRORS.phone,
    )
    .refine((phones) => phones.length <= LISTING_LIMITS.otherPhones, LISTING_FORM_ERRORS.tooManyPhones),
  // A picture may also be served by the site itself (the seed's pictures are).
  thumbnail_url: optionalUrl((value) => isHttpUrl(value) || isSitePath(value)),
  source_url: optionalUrl(isHttpUrl),
  group_url: optionalUrl(isHttpUrl),
  description: optionalText(LISTING_LIMITS.description),
}) satisfies z.ZodType<ListingWrite, ListingFormValues>;

/** Checks form values; the row to write, or the first error code per field. */
export function parseListingForm(
  values: ListingFormValues,
): { ok: true; listing: ListingWrite } | { ok: false; errors: Partial<Record<keyof ListingFormValues, string>> } {
  const result = listingFormSchema.safeParse(values);
  if (result.success) return { ok: true, listing: result.data };
  const errors: Partial<Record<keyof ListingFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ListingFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
