// An alert's filters in words, in the alert's language: the form shows them back before saving, and
// every e-mail names the alert by them. Every language's words, for code that writes in any (the
// e-mails, the form); a page that shows one language imports describe-with.ts and its own words.
import type { AlertFilters, AlertFrequency, AlertLanguage } from './alert-input.ts';
import { ALERT_WORDS_EN } from './alert-words.en.ts';
import { ALERT_WORDS_HE } from './alert-words.he.ts';
import { ALERT_WORDS_PT } from './alert-words.pt.ts';
import { describeWith, type AlertWords } from './describe-with.ts';
import { placeName } from '../listings/place-name.ts';

export { euros, filtersOfRow } from './describe-with.ts';

const WORDS: Readonly<Record<AlertLanguage, AlertWords>> = {
  en: ALERT_WORDS_EN,
  he: ALERT_WORDS_HE,
  pt: ALERT_WORDS_PT,
};

export function describeAlert(filters: AlertFilters, language: AlertLanguage): string {
  return describeWith(filters, WORDS[language]);
}

/** Whole euros as the alert's language writes them ("€1,500", "1 500 €"). */
export function eurosIn(amount: number, language: AlertLanguage): string {
  return WORDS[language].euros(amount);
}

/** A listing's place in the alert's language, by the same names as the alert's description. */
export function placeIn(location: string, language: AlertLanguage): string {
  return placeName(location, WORDS[language].places);
}

export const FREQUENCY_WORDS: Record<AlertLanguage, Record<AlertFrequency, string>> = {
  en: { instant: 'As soon as published', daily: 'Daily', weekly: 'Weekly' },
  he: { instant: 'מיד כשמתפרסמת', daily: 'פעם ביום', weekly: 'פעם בשבוע' },
  pt: { instant: 'Assim que for publicado', daily: 'Diariamente', weekly: 'Semanalmente' },
};
