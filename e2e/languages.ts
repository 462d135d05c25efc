import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';
import { pt } from '../src/lib/i18n/pt';
import contactEn from '../src/pages/contact/copy.en';
import contactHe from '../src/pages/contact/copy.he';
import contactPt from '../src/pages/contact/copy.pt';
import homeEn from '../src/pages/home/copy.en';
import homeHe from '../src/pages/home/copy.he';
import homePt from '../src/pages/home/copy.pt';
import calculateCostEn from '../src/pages/calculate-cost/copy.en';
import calculateCostHe from '../src/pages/calculate-cost/copy.he';
import calculateCostPt from '../src/pages/calculate-cost/copy.pt';
import adsEn from '../src/pages/real-estate-ads/copy.en';
import adsHe from '../src/pages/real-estate-ads/copy.he';
import adsPt from '../src/pages/real-estate-ads/copy.pt';
import thankYouEn from '../src/pages/thank-you/copy.en';
import thankYouHe from '../src/pages/thank-you/copy.he';
import thankYouPt from '../src/pages/thank-you/copy.pt';

/** Each language with its UI dictionary, for tests that run once per language. */
export const LANGUAGES = [
  ['en', en],
  ['he', he],
  ['pt', pt],
] as const;

/** The copy of the pages the journeys check, per language. */
export const PAGE_COPY = {
  en: { home: homeEn, contact: contactEn, thankYou: thankYouEn, realEstateAds: adsEn, calculateCost: calculateCostEn },
  he: { home: homeHe, contact: contactHe, thankYou: thankYouHe, realEstateAds: adsHe, calculateCost: calculateCostHe },
  pt: { home: homePt, contact: contactPt, thankYou: thankYouPt, realEstateAds: adsPt, calculateCost: calculateCostPt },
} as const;
