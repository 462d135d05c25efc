// An ad alert as the ads page's form sends it and the alert-save function checks it
// (docs/ad-alerts.md): the ads page's filters (type, price range, place, bedrooms; "published
// within" does not apply to new ads), the address, the language, how often, and the newsletter's
// marketing consent. Plain checks, no zod: the same code runs in the browser's form (which loads it
// only when the form opens), in Deno and in Node. The database checks the same again. The address
// follows the one rule of every form (validation/email-address.ts, security review N2).
import { languageOr, type Language } from '../languages.ts';
import { PUBLISHED_CONSENT_VERSIONS } from '../validation/consent.ts';
import { checkEmailAddress } from '../validation/email-address.ts';
import { hasControlCharacters, LINE_PATTERN } from '../validation/field-rules.ts';
import { containsScriptContent } from '../validation/input-safety.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from './frequencies.ts';

export { ALERT_FREQUENCIES, type AlertFrequency };
export const ALERT_TYPES = ['any', 'rent', 'sale'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export type AlertLanguage = Language;

/**
 * At most this many confirmed or paused alerts per address (the database enforces it too). A save
 * over it is answered as a success and its owner is told by e-mail (security review N5).
 */
export const MAX_ALERTS_PER_ADDRESS = 10;
/** At most this many alerts per address waiting for their confirmation, counted apart. */
export const MAX_PENDING_ALERTS_PER_ADDRESS = 3;
/** The longest place the ads search takes (src/lib/listings/ad-filters.ts, LOCATION_MAX_LENGTH). */
export const ALERT_LOCATION_MAX_LENGTH = 100;

/** The price slider's scale per type (src/lib/listings/ad-filters.ts, priceScale). */
export function alertPriceMax(type: AlertType): number {
  return type === 'rent' ? 10_000 : 20_000_000;
}

export interface AlertFilters {
  type: AlertType;
  minPrice: number | null;
  maxPrice: number | null;
  location: string;
  /** 1 to 5 (5 = 5 or more); null = any. */
  bedrooms: number | null;
}

export interface AlertInput extends AlertFilters {
  email: string;
  language: AlertLanguage;
  frequency: AlertFrequency;
}

/** Why a field was refused; the page words each code in its language. */
export const ALERT_INPUT_ERRORS = {
  email: 'email_invalid',
  price: 'price_range_invalid',
  location: 'location_too_long',
  /** Control, bidirectional or invisible characters, or tags, in the place (security review I1). */
  locationCharacters: 'location_invalid',
  /** A consent text version the site never published (security review N3). */
  consentVersion: 'consent_version_unknown',
  frequency: 'frequency_invalid',
  type: 'type_invalid',
  bedrooms: 'bedrooms_invalid',
  consent: 'consent_required',
} as const;
export type AlertInputError = (typeof ALERT_INPUT_ERRORS)[keyof typeof ALERT_INPUT_ERRORS];

/**
 * Raised by the database for a save or a confirmation over the cap. alert-save never answers it
 * (a save over the cap answers as a success does); alert-confirm does, to the address's owner.
 */
export const TOO_MANY_ALERTS = 'too_many_alerts';

const isWholeEuros = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Collapses white space and trims, in NFC (as the ads search reads a place). */
export function tidyLocation(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Why a place is refused, or null: longer than the search takes, or holding what a place never
 * does and what would change how the e-mails read (control, line-separator, bidirectional and
 * zero-width characters, lone surrogates: the LINE_PATTERN of one line of text), or a tag.
 */
function locationProblem(raw: unknown): AlertInputError | null {
  if (typeof raw !== 'string') return ALERT_INPUT_ERRORS.locationCharacters;
  const location = tidyLocation(raw);
  if (location.length > ALERT_LOCATION_MAX_LENGTH) return ALERT_INPUT_ERRORS.location;
  if (hasControlCharacters(raw) || !LINE_PATTERN.test(location) || containsScriptContent(location)) {
    return ALERT_INPUT_ERRORS.locationCharacters;
  }
  return null;
}

export type AlertCheck =
  | { ok: true; value: AlertInput }
  | {
      ok: false;
      fields: Partial<Record<keyof AlertInput | 'agrees_to_marketing' | 'consent_version', AlertInputError>>;
    };

/**
 * Checks a body field by field. The address by the one address rule (trimmed and NFC: the database
 * lower-cases it); prices are whole euros within the type's scale, the minimum not above the
 * maximum; a place up to 100 characters of one line of text; bedrooms 1 to 5; the marketing
 * consent ticked, with a consent text version the site published.
 */
export function checkAlertInput(body: Record<string, unknown>): AlertCheck {
  const fields: Extract<AlertCheck, { ok: false }>['fields'] = {};
  const address = checkEmailAddress(body.email);
  if (!address.ok) fields.email = ALERT_INPUT_ERRORS.email;
  const type = body.type ?? 'any';
  if (!(ALERT_TYPES as readonly unknown[]).includes(type)) fields.type = ALERT_INPUT_ERRORS.type;
  const max = alertPriceMax((type as AlertType) ?? 'any');
  const minPrice = body.minPrice ?? null;
  const maxPrice = body.maxPrice ?? null;
  const priceOk = (price: unknown) => price === null || (isWholeEuros(price) && price <= max);
  if (
    !priceOk(minPrice) ||
    !priceOk(maxPrice) ||
    (minPrice !== null && maxPrice !== null && (minPrice as number) > (maxPrice as number))
  ) {
    fields.minPrice = ALERT_INPUT_ERRORS.price;
  }
  const rawLocation = body.location ?? '';
  const placeProblem = locationProblem(rawLocation);
  if (placeProblem) fields.location = placeProblem;
  const bedrooms = body.bedrooms ?? null;
  if (bedrooms !== null && !(Number.isInteger(bedrooms) && (bedrooms as number) >= 1 && (bedrooms as number) <= 5)) {
    fields.bedrooms = ALERT_INPUT_ERRORS.bedrooms;
  }
  if (!(ALERT_FREQUENCIES as readonly unknown[]).includes(body.frequency))
    fields.frequency = ALERT_INPUT_ERRORS.frequency;
  if (body.agrees_to_marketing !== true) fields.agrees_to_marketing = ALERT_INPUT_ERRORS.consent;
  const consentVersion = typeof body.consent_version === 'string' ? body.consent_version.trim() : '';
  if (!PUBLISHED_CONSENT_VERSIONS.includes(consentVersion)) fields.consent_version = ALERT_INPUT_ERRORS.consentVersion;
  if (Object.keys(fields).length > 0 || !address.ok) return { ok: false, fields };
  return {
    ok: true,
    value: {
      email: address.email,
      language: languageOr(body.language),
      frequency: body.frequency as AlertFrequency,
      type: type as AlertType,
      minPrice: minPrice === 0 ? null : (minPrice as number | null),
      maxPrice: maxPrice === max ? null : (maxPrice as number | null),
      location: tidyLocation(rawLocation as string),
      bedrooms: bedrooms as number | null,
    },
  };
}
