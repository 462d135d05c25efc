// The listings' places in the reader's language (docs/listing-places.md): the ads are posted with
// English names ("Lisbon, Arroios"); Hebrew and Portuguese readers, staff included, read each place
// as their language writes it. Each language's names are a chunk of their own, loaded on demand, so
// a page carries only its own language's.
import { useQuery } from '@tanstack/react-query';
import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { Lang } from '@/lib/i18n/lang';

export type PlaceNames = Readonly<Record<string, string>>;

const NONE: PlaceNames = {};

const LOADERS: Record<Lang, () => Promise<PlaceNames>> = {
  en: () => Promise.resolve(NONE),
  he: () => import('@shared/listings/places.he').then((module) => module.HEBREW_PLACE_NAMES),
  pt: () => import('@shared/listings/places.pt').then((module) => module.PORTUGUESE_PLACE_NAMES),
};

export const loadPlaceNames = memoizeAsync(
  (lang: Lang) => lang,
  (lang: Lang) => LOADERS[lang](),
);

/** The page language's place names for staff screens: none (English, as stored) until they load. */
export function usePlaceNames(lang: Lang): PlaceNames {
  const { data } = useQuery({
    queryKey: ['place-names', lang],
    queryFn: () => loadPlaceNames(lang),
    staleTime: Infinity,
  });
  return data ?? NONE;
}
