// The title the paste helper proposes for a listing, built from what the post states (bedrooms, rent
// or sale, the place), in the post's language: Hebrew for a post written mostly in Hebrew, English
// otherwise (the listings are written in English, and so are Portuguese posts' titles). Staff check
// it as they check every field. Both languages live here, not in the staff copy, because the title
// follows the post, not the staff member's language. docs/listing-intake.md.
import { HEBREW_PLACE_NAMES } from '@shared/listings/places.he';
import type { PostFacts } from './parse-post';

export type TitleLang = 'en' | 'he';

/** Hebrew when the post has more Hebrew letters than Latin ones. */
export function postLanguage(text: string): TitleLang {
  const hebrew = text.match(/[\u05D0-\u05EA]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  return hebrew > latin ? 'he' : 'en';
}

/** "Lisbon, Alfama" as "Alfama, Lisbon": the neighbourhood first, as a title names it. */
function placeParts(location: string): string[] {
  return location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
}

function englishTitle(facts: PostFacts): string {
  const what =
    facts.bedrooms === undefined ? 'Property' : facts.bedrooms === 0 ? 'Studio' : `${facts.bedrooms}-bedroom property`;
  const type = facts.type === 'rent' ? ' for rent' : facts.type === 'sale' ? ' for sale' : '';
  const place = facts.location ? ` in ${placeParts(facts.location).join(', ')}` : '';
  return `${what}${type}${place}`;
}

function hebrewTitle(facts: PostFacts): string {
  const what =
    facts.bedrooms === undefined
      ? 'נכס'
      : facts.bedrooms === 0
        ? 'סטודיו'
        : facts.bedrooms === 1
          ? 'נכס עם חדר שינה אחד'
          : `נכס עם ${facts.bedrooms} חדרי שינה`;
  const type = facts.type === 'rent' ? ' להשכרה' : facts.type === 'sale' ? ' למכירה' : '';
  let place = '';
  if (facts.location) {
    const parts = placeParts(facts.location).map((part) => HEBREW_PLACE_NAMES[part] ?? part);
    // The preposition joins a Hebrew word ("בליסבון") and takes a hyphen before a Latin one ("ב-Nazaré").
    place = ` ב${/^[\u05D0-\u05EA]/.test(parts[0]!) ? '' : '-'}${parts.join(', ')}`;
  }
  return `${what}${type}${place}`;
}

/**
 * A title from the post's facts, or undefined when the post states neither the bedrooms, nor rent
 * or sale, nor the place (a title of "Property" alone helps no one).
 */
export function suggestTitle(facts: PostFacts, lang: TitleLang): string | undefined {
  if (facts.bedrooms === undefined && facts.type === undefined && facts.location === undefined) return undefined;
  return lang === 'he' ? hebrewTitle(facts) : englishTitle(facts);
}
