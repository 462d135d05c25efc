// What a pasted post puts into the listings manager's form: the facts the reader found, as the
// form's string values, a title built from them in the post's language, every phone number (the
// first as the contact phone, the others in the staff-only field), and the post's text (without its
// phone numbers and links) as the description. Staff then review every field; nothing here saves
// anything.
import { LISTING_LIMITS } from '../admin-listing';
import type { ListingFormValues, TriState } from '../listing-form-schema';
import { parsePost, postDescription, type PostFacts } from './parse-post';
import { postLanguage, suggestTitle } from './suggest-title';

/** The form fields a post can fill, in the order the form shows them. */
export const INTAKE_FIELDS = [
  'type',
  'title',
  'location',
  'price',
  'bedrooms',
  'size_m2',
  'furnished',
  'pets',
  'phone',
  'other_phones',
  'source_url',
  'group_url',
  'description',
] as const satisfies readonly (keyof ListingFormValues)[];
export type IntakeField = (typeof INTAKE_FIELDS)[number];

/** Fields most posts leave empty, so their absence is not reported as "not found". */
export const OPTIONAL_INTAKE_FIELDS: readonly IntakeField[] = ['other_phones'];

export interface PostIntake {
  /** The values to put into the form; a field the post does not state is absent. */
  values: Partial<Pick<ListingFormValues, IntakeField>>;
  /** A price written only in another currency, which staff convert (or not) themselves. */
  otherCurrencyPrice?: PostFacts['otherCurrencyPrice'];
}

const triState = (value: boolean | undefined): TriState | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';

/** The other numbers as the form's field holds them ("+351 …, +972 …"), as many as a listing keeps. */
function otherPhones(phones: readonly string[] | undefined): string | undefined {
  const kept = (phones ?? []).filter((phone) => phone.length <= LISTING_LIMITS.phone);
  return kept.length > 0 ? kept.slice(0, LISTING_LIMITS.otherPhones).join(', ') : undefined;
}

/**
 * Reads a post into form values. A post in which nothing is found fills nothing (not even the
 * description), so the "nothing found" answer leaves the form as it was.
 */
export function postToFormValues(text: string): PostIntake {
  const facts = parsePost(text);
  const title = suggestTitle(facts, postLanguage(text));
  const values: PostIntake['values'] = {
    type: facts.type,
    title: title?.slice(0, LISTING_LIMITS.title),
    location: facts.location?.slice(0, LISTING_LIMITS.location),
    price: facts.price === undefined ? undefined : String(facts.price),
    bedrooms: facts.bedrooms === undefined ? undefined : String(facts.bedrooms),
    size_m2: facts.size_m2 === undefined ? undefined : String(facts.size_m2),
    furnished: triState(facts.furnished),
    pets: triState(facts.pets),
    phone: facts.phone?.slice(0, LISTING_LIMITS.phone),
    other_phones: otherPhones(facts.other_phones),
    source_url: facts.source_url && facts.source_url.length <= LISTING_LIMITS.url ? facts.source_url : undefined,
    group_url: facts.group_url,
  };
  for (const field of INTAKE_FIELDS) if (values[field] === undefined) delete values[field];
  // The description is the post without its phone numbers and links, which have fields of their own.
  if (Object.keys(values).length > 0) {
    const description = postDescription(text);
    if (description) values.description = description.slice(0, LISTING_LIMITS.description);
  }
  return facts.otherCurrencyPrice ? { values, otherCurrencyPrice: facts.otherCurrencyPrice } : { values };
}
