// A listing's place in a reader's language (docs/listing-places.md): the ads pages, the ad-alert
// e-mails and an alert's description show it. Plain string work, shared by the site and Deno.

/**
 * "Lisbon, Arroios" is "ליסבון, ארויוש" with the Hebrew names. The stored text as it is when any part
 * of it has no name in `places` (English readers pass none).
 */
export function placeName(location: string, places: Readonly<Record<string, string>>): string {
  const known = (name: string) => (Object.hasOwn(places, name) ? places[name] : undefined);
  const whole = known(location.trim());
  if (whole) return whole;
  const parts = location.split(',').map((part) => part.trim());
  const named = parts.map(known);
  return parts.length > 1 && named.every((name) => name !== undefined) ? named.join(', ') : location;
}
