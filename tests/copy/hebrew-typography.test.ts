// Figures in Hebrew copy come from the formatters (docs/copy-style.md): here the formatters return
// markers, so a "%" or "€" still in a text was typed by hand, and a range must use an en dash.
import type * as IntlModule from '@/lib/format/intl';
import { FORMATTED_EURO, FORMATTED_PERCENT, handTypedSymbols, hyphenRanges } from './hebrew-copy';
import { hebrewCopyTexts } from './hebrew-copy-texts';

vi.mock('@/lib/format/intl', async (importOriginal) => {
  const actual = await importOriginal<typeof IntlModule>();
  return {
    ...actual,
    formatPercent: () => FORMATTED_PERCENT,
    formatEuro: () => FORMATTED_EURO,
    formatNumber: (...args: Parameters<typeof actual.formatNumber>) => {
      const style = args[2]?.style;
      if (style === 'percent') return FORMATTED_PERCENT;
      if (style === 'currency') return FORMATTED_EURO;
      return actual.formatNumber(...args);
    },
  };
});

describe('Hebrew typography', () => {
  it('sees the formatters’ markers, so the stand-ins are in place', () => {
    const all = hebrewCopyTexts()
      .map(({ text }) => text)
      .join('\n');
    expect(all).toContain(FORMATTED_PERCENT);
    expect(all).toContain(FORMATTED_EURO);
  });

  it('has no "%" or "€" typed by hand', () => {
    const defects = hebrewCopyTexts().flatMap(({ where, text }) =>
      handTypedSymbols(text).map((context) => `${where}: "${context}"`),
    );
    expect(defects).toEqual([]);
  });

  it('writes ranges with an en dash', () => {
    const defects = hebrewCopyTexts().flatMap(({ where, text }) =>
      hyphenRanges(text).map((range) => `${where}: "${range}"`),
    );
    expect(defects).toEqual([]);
  });

  it.each(['תשואה של 5%', 'מחיר (€)', `לרוב 10% מהמחיר, כלומר ${FORMATTED_EURO}`])(
    'finds a hand-typed symbol: %s',
    (text) => {
      expect(handTypedSymbols(text)).not.toEqual([]);
    },
  );

  it.each([
    ['בדרך כלל 8-12 חודשים', '8-12'],
    [`עמלה של ${FORMATTED_PERCENT}-${FORMATTED_PERCENT}`, `${FORMATTED_PERCENT}-${FORMATTED_PERCENT}`],
    ['עוברים בדרך כלל חודשיים-שלושה', 'חודשיים-שלושה'],
  ])('finds a hyphen in a range: %s', (text, range) => {
    expect(hyphenRanges(text)).toEqual([range]);
  });

  it.each(['8–12 חודשים', 'חודשיים–שלושה', 'ב-2024', 'ברבעון ה-3', 'סעיף 6(1)(a)', 'חד-פעמי', 'D7-ו D8'])(
    'accepts: %s',
    (text) => {
      expect(hyphenRanges(text)).toEqual([]);
    },
  );
});
