// An ad alert as the ads page's form sends it and the alert-save function checks it
// (docs/ad-alerts.md): the ads page's filters (type, price range, place, bedrooms; "published
// within" does not apply to new ads), the address, the language, how often, and the newsletter's
// marketing consent. Plain checks, no zod: the same code runs in the browser's form (which loads it
// only when the form opens), in Deno and in Node. The database checks the same again.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../validation/email.ts';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_TYPES = ['any', 'rent', 'sale'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export type AlertLanguage = 'en' | 'he';

/** At most this many alerts per address that have not ended (the database enforces it too). */
export const MAX_ALERTS_PER_ADDRESS = 10;
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
  frequency: 'frequency_invalid',
  type: 'type_invalid',
  bedrooms: 'bedrooms_invalid',
  consent: 'consent_required',
} as const;
export type AlertInputError = (typeof ALERT_INPUT_ERRORS)[keyof typeof ALERT_INPUT_ERRORS];

/** Answered (409) when an address already has the most alerts it may keep. */
export const TOO_MANY_ALERTS = 'too_many_alerts';

const isWholeEuros = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Collapses white space and trims; control characters become spaces (as the ads search does). */
export function tidyLocation(text: string): string {
  return (
    text
      // deno-lint-ignore no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export type AlertCheck =
  | { ok: true; value: AlertInput }
  | { ok: false; fields: Partial<Record<keyof AlertInput | 'agrees_to_marketing', AlertInputError>> };

/**
 * Checks a body field by field. Prices are whole euros within the type's scale, the minimum not above
 * the maximum; a place up to 100 characters; bedrooms 1 to 5; the marketing consent ticked.
 */
export function checkAlertInput(body: Record<string, unknown>): AlertCheck {
  const fields: Extract<AlertCheck, { ok: false }>['fields'] = {};
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) fields.email = ALERT_INPUT_ERRORS.email;
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
  const location = typeof rawLocation === 'string' ? tidyLocation(rawLocation) : null;
  if (location === null || location.length > ALERT_LOCATION_MAX_LENGTH) fields.location = ALERT_INPUT_ERRORS.location;
  const bedrooms = body.bedrooms ?? null;
  if (bedrooms !== null && !(Number.isInteger(bedrooms) && (bedrooms as number) >= 1 && (bedrooms as number) <= 5)) {
    fields.bedrooms = ALERT_INPUT_ERRORS.bedrooms;
  }
  if (!(ALERT_FREQUENCIES as readonly unknown[]).includes(body.frequency))
    fields.frequency = ALERT_INPUT_ERRORS.frequency;
  if (body.agrees_to_marketing !== true) fields.agrees_to_marketing = ALERT_INPUT_ERRORS.consent;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      email,
      language: body.language === 'he' ? 'he' : 'en',
      frequency: body.frequency as AlertFrequency,
      type: type as AlertType,
      minPrice: minPrice === 0 ? null : (minPrice as number | null),
      maxPrice: maxPrice === max ? null : (maxPrice as number | null),
      location: location!,
      bedrooms: bedrooms as number | null,
    },
  };
}
