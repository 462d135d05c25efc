import type { TimeUnit } from './locale-text';
import { PORTUGUESE_MONTHS } from '@shared/portuguese-months';
import { localeWords } from './locale-words';

// European Portuguese's formats (see locale-words.ts), in a module of their own so that only
// Portuguese pages download them: what the browser's Intl gives for pt-PT with
// `useGrouping: 'always'` ("1 234,56 €", thousands grouped from 1 000 on, as Portugal writes),
// written out from the English text (locale-text.ts), which has the same digits and minus sign.

const NBSP = '\u00a0';

/** Each unit, singular: the plural adds an s, but for "meses". */
const UNITS: Record<TimeUnit, string> = { minute: 'minuto', hour: 'hora', day: 'dia', month: 'mês', year: 'ano' };

/** Portuguese separators: a no-break space between thousands and a decimal comma ("1 234,5"). */
const localDigits = (text: string) => text.replace(/[,.]/g, (mark) => (mark === ',' ? NBSP : ','));

/** English's "-€1,234.50" → "-1 234,50 €". */
const amount = (text: string | undefined, sign: string) =>
  text && `${localDigits(text.replace(sign, ''))}${NBSP}${sign}`;

/** English's formats and the Lisbon date, there by the time intl.ts calls anything here. */
const english = () => localeWords.base!;

/** "novembro de 2026". */
const monthYear = (parts: { year: number; month: number }) => `${PORTUGUESE_MONTHS[parts.month]} de ${parts.year}`;

localeWords.pt = {
  numberText: (value, _lang, options) => {
    const text = english().numberText(value, 'en', options);
    return text && localDigits(text);
  },
  euroText: (value) => amount(english().euroText(value, 'en'), '€'),
  minorUnitsText: (minor, currency) =>
    amount(english().minorUnitsText(minor, currency, 'en'), currency === 'EUR' ? '€' : '₪'),
  longDateText: (date) => {
    const parts = english().lisbonDate(date);
    return parts && `${parts.day} de ${monthYear(parts)}`;
  },
  monthYearText: (date) => {
    const parts = english().lisbonDate(date);
    return parts && monthYear(parts);
  },
  // The figure as English writes it ("5 minutes ago"), as this has since Portuguese was added
  // (counts stay under 1 000).
  timeAgoText: (count, unit) => {
    const figure = english().timeAgoText(count, unit, 'en')?.split(' ')[0];
    const word = UNITS[unit];
    return figure && `há ${figure} ${count === 1 ? word : word === 'mês' ? 'meses' : `${word}s`}`;
  },
  // Portuguese says "1 milhão de euros": CLDR's "many" is a whole number of millions.
  pluralText: (count) => {
    const category = english().pluralText(count, 'en');
    return category === 'other' && count % 1_000_000 === 0 && count !== 0 ? 'many' : category;
  },
};
