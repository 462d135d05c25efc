// The countries offered as an owner's country of tax residence (ISO 3166-1 alpha-2), Israel and
// Portugal first: most owners live in one of the two. The copy names each in the page's language.
export const TAX_COUNTRIES = [
  'IL',
  'PT',
  'GB',
  'US',
  'FR',
  'DE',
  'ES',
  'NL',
  'BE',
  'CH',
  'BR',
  'CA',
  'IE',
  'IT',
  'LU',
  'AT',
  'SE',
  'DK',
  'NO',
  'AU',
  'ZA',
  'AR',
] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

export function isTaxCountry(value: string): value is TaxCountry {
  return (TAX_COUNTRIES as readonly string[]).includes(value);
}
