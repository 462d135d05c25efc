// Stored and URL codes ("apartment", "non_resident", "own_home") never reach a reader raw, on any
// page, in any language (copy review H20, E4: "Property type: apartment" in the lead inbox). Each
// list of codes a page shows has a name for every code in both languages, and no copy text is a
// bare code. docs/copy-style.md.
import { PROPERTY_TYPE_OPTIONS } from '@shared/calculators/investment-calculator';
import { PURCHASE_PURPOSES, REGIONS, RESIDENCES } from '@shared/tax/purchase-costs';
import investmentEn from '@/pages/investment/copy.en';
import investmentHe from '@/pages/investment/copy.he';
import investmentPt from '@/pages/investment/copy.pt';
import purchaseEn from '@/pages/purchase-costs/copy.en';
import purchaseHe from '@/pages/purchase-costs/copy.he';
import purchasePt from '@/pages/purchase-costs/copy.pt';
import { PROPERTY_TYPE_LABELS, RESIDENCE_LABELS, type Label } from '@shared/leads/vocabulary';
import summaryEn from '@/features/investment-calculator/summary-text.en';
import summaryHe from '@/features/investment-calculator/summary-text.he';
import summaryPt from '@/features/investment-calculator/summary-text.pt';
import { textsOf } from './hebrew-copy';

/** The staff vocabulary's labels in one language, as a copy module's record of names. */
const inLanguage = (labels: Readonly<Record<string, Label>>, lang: 'en' | 'he' | 'pt') =>
  Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, label[lang]]));

/** Every code the database or a URL holds for a field a page shows, with where each language names it. */
const LISTS = [
  {
    what: 'property type',
    codes: [...PROPERTY_TYPE_OPTIONS, 'single_family'],
    names: {
      'lead inbox': [
        inLanguage(PROPERTY_TYPE_LABELS, 'en'),
        inLanguage(PROPERTY_TYPE_LABELS, 'he'),
        inLanguage(PROPERTY_TYPE_LABELS, 'pt'),
      ],
    },
  },
  {
    what: 'property type (calculator)',
    codes: PROPERTY_TYPE_OPTIONS,
    names: {
      'investment calculator': [
        investmentEn.calculator.types,
        investmentHe.calculator.types,
        investmentPt.calculator.types,
      ],
      'e-mailed summary': [summaryEn.types, summaryHe.types, summaryPt.types],
    },
  },
  {
    what: 'residence',
    codes: RESIDENCES,
    names: {
      'lead inbox': [
        inLanguage(RESIDENCE_LABELS, 'en'),
        inLanguage(RESIDENCE_LABELS, 'he'),
        inLanguage(RESIDENCE_LABELS, 'pt'),
      ],
      'investment calculator': [
        investmentEn.calculator.residences,
        investmentHe.calculator.residences,
        investmentPt.calculator.residences,
      ],
      'purchase costs': [
        purchaseEn.calculator.residences,
        purchaseHe.calculator.residences,
        purchasePt.calculator.residences,
      ],
      'e-mailed summary': [summaryEn.residences, summaryHe.residences, summaryPt.residences],
    },
  },
  {
    what: 'purpose',
    codes: PURCHASE_PURPOSES,
    names: {
      'purchase costs': [
        purchaseEn.calculator.purposes,
        purchaseHe.calculator.purposes,
        purchasePt.calculator.purposes,
      ],
    },
  },
  {
    what: 'region',
    codes: REGIONS,
    names: {
      'purchase costs': [purchaseEn.calculator.regions, purchaseHe.calculator.regions, purchasePt.calculator.regions],
    },
  },
] as const;

const COPY_MODULES = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*.{en,he,pt}.ts', '/src/lib/i18n/{en,he,pt}.ts', '!/src/lib/format/**'],
  { eager: true },
);

describe('raw codes', () => {
  it.each(
    LISTS.flatMap((list) =>
      Object.entries(list.names).map(([where, pair]) => [list.what, where, list.codes, pair] as const),
    ),
  )('names every %s code in the %s, in every language', (_what, _where, codes, pair) => {
    for (const names of pair) {
      const record = (names ?? {}) as Record<string, string | undefined>;
      for (const code of codes) {
        expect(record[code], code).toBeTruthy();
        expect(record[code]).not.toBe(code);
      }
    }
  });

  it('no copy text, in either language, is a bare code', () => {
    const codes = new Set<string>(LISTS.flatMap((list) => [...list.codes]));
    const bare = Object.entries(COPY_MODULES).flatMap(([path, exports]) =>
      Object.entries(exports)
        .flatMap(([name, value]) => textsOf(value, `${path.slice(1)} › ${name}`))
        .filter(({ text }) => codes.has(text.trim()) || /^[a-z]+(?:_[a-z]+)+$/.test(text.trim()))
        .map(({ where, text }) => `${where}: "${text}"`),
    );
    expect(bare).toEqual([]);
  });
});
