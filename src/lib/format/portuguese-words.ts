import type { TimeUnit } from './locale-text';
import { localeWords } from './locale-words';

// European Portuguese's formats (see locale-words.ts), in a module of their own so that only
// Portuguese pages download them: what the browser's Intl gives for pt-PT with
// `useGrouping: 'always'` ("1 234,56 €", thousands grouped from 1 000 on, as Portugal writes),
// written out from the English text (locale-text.ts), which has the same digits and minus sign.

const NBSP = '\u00a0';

/** Lowercase, as Portugal writes months since the 1990 agreement. */
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** One and more of each unit. */
const UNITS: Record<TimeUnit, readonly [string, string]> = {
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['dia', 'dias'],
  month: ['mês', 'meses'],
  year: ['ano', 'anos'],
};

/** Portuguese separators: a no-break space between thousands and a decimal comma ("1 234,5"). */
const localDigits = (text: string) => text.replace(/[,.]/g, (mark) => (mark === ',' ? NBSP : ','));

/** "-1,234.50" and its currency sign in English → "-1 234,50 €". */
const amount = (text: string | undefined, sign: string) =>
  text && `${localDigits(text.replace(sign, ''))}${NBSP}${sign}`;

/** English's formats and the Lisbon date, there by the time intl.ts calls anything here. */
const english = () => localeWords.base!;

localeWords.pt = {
  numberText: (value, _lang, options) => {
    const text = english().numberText(value, 'en', options);
    return text && localDigits(text);
  },
  // Whole euros: English's number with no fraction digits is the same digits as its whole euros.
  euroText: (value) => amount(english().numberText(value, 'en', { maximumFractionDigits: 0 }), '€'),
  minorUnitsText: (minor, currency) =>
    amount(english().minorUnitsText(minor, currency, 'en'), currency === 'EUR' ? '€' : '₪'),
  longDateText: (date) => {
    const parts = english().lisbonDate(date);
    return parts && `${parts.day} de ${MONTHS[parts.month]} de ${parts.year}`;
  },
  monthYearText: (date) => {
    const parts = english().lisbonDate(date);
    return parts && `${MONTHS[parts.month]} de ${parts.year}`;
  },
  // The figure as English writes it, as this has since Portuguese was added (counts stay under 1 000).
  timeAgoText: (count, unit) => {
    const figure =
      Number.isInteger(count) && count >= 1
        ? english().numberText(count, 'en', { maximumFractionDigits: 0 })
        : undefined;
    return figure && `há ${figure} ${UNITS[unit][count === 1 ? 0 : 1]}`;
  },
  // Portuguese says "1 milhão de euros": CLDR's "many" is a whole number of millions.
  pluralText: (count) => {
    const category = english().pluralText(count, 'en');
    return category === 'other' && count % 1_000_000 === 0 && count !== 0 ? 'many' : category;
  },
};
