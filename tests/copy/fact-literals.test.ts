// The same fact is never typed by hand in copy: figures that live in src/lib/content/facts.ts must be
// read from there (docs/facts.md). Fails with the file, line and fact of every literal found.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUSINESS_FACTS, FACTS } from '@/lib/content/facts';
import { factNeedles, findFactLiterals, stripComments } from './fact-literals';

const ROOT = join(__dirname, '..', '..');

/** Copy modules: page copy, article entries, feature copy, the UI dictionaries, the rental template. */
function copyModules(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\/copy\.(en|he|pt)\.ts$/.test(path) || /^src\/pages\/article\/entries\/[^/]+\.ts$/.test(path)) {
        files.push(path);
      }
    }
  };
  walk('src/pages');
  walk('src/features');
  files.push(
    'src/pages/relocation/situation.he.ts',
    'src/lib/i18n/en.ts',
    'src/lib/i18n/he.ts',
    'src/lib/i18n/pt.ts',
    'scripts/rental-template/content.ts',
  );
  return files.sort();
}

/**
 * Genuine coincidences: a figure that equals a fact's but means something else. Each needs a reason.
 * Match by file, the fact's id and the text found.
 */
const ALLOWED: readonly { file: string; factId: string; text: string; reason: string }[] = [];

const needles = factNeedles([...FACTS, ...BUSINESS_FACTS]);

describe('fact literals in copy', () => {
  const files = copyModules();

  it('covers the copy modules', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain('src/pages/article/entries/portugal-tax-reforms-2025.he.ts');
    expect(files).toContain('src/features/management-calculator/copy.en.ts');
    expect(files).toContain('src/pages/article/entries/portugal-tax-reforms-2025.pt.ts');
  });

  it('finds no fact typed by hand in a copy module', () => {
    const found = files.flatMap((file) =>
      findFactLiterals(readFileSync(join(ROOT, file), 'utf8'), needles)
        .filter(
          (hit) =>
            !ALLOWED.some(
              (allowed) => allowed.file === file && allowed.factId === hit.factId && allowed.text === hit.text,
            ),
        )
        .map((hit) => `${file}:${hit.line}: "${hit.text}" is fact ${hit.factId} (${hit.path}); read it from facts.ts`),
    );
    expect(found).toEqual([]);
  });

  it('has no stale allow-list entry', () => {
    for (const allowed of ALLOWED) {
      const hits = findFactLiterals(readFileSync(join(ROOT, allowed.file), 'utf8'), needles);
      expect({
        allowed,
        found: hits.some((hit) => hit.factId === allowed.factId && hit.text === allowed.text),
      }).toEqual({
        allowed,
        found: true,
      });
    }
  });
});

describe('the literal detector', () => {
  const facts = [
    {
      id: 'young-buyers',
      value: { year: 2026, ceilingEuros: 330_539, ratePercent: 7.5, since: '2023-10-07', opens: '09:00' },
    },
    { id: 'coefficient', value: { year: 2026, value: 1.0224, days: 90, check: { due: '2027-01-31' } } },
  ];
  const planted = (source: string) => findFactLiterals(source, factNeedles(facts)).map((hit) => [hit.factId, hit.text]);

  it('finds a planted amount however it is grouped', () => {
    expect(planted("text: 'No IMT up to €330,539 in 2026.'")).toEqual([['young-buyers', '330,539']]);
    expect(planted("text: 'até 330.539 €'")).toEqual([['young-buyers', '330.539']]);
    expect(planted("text: 'עד 330\u00a0539 ‏€'")).toEqual([['young-buyers', '330\u00a0539']]);
    expect(planted('const limit = 330539;')).toEqual([['young-buyers', '330539']]);
  });

  it('finds a planted rate, date, time and coefficient', () => {
    expect(planted("'a rate of 7.5% above'")).toEqual([['young-buyers', '7.5%']]);
    expect(planted("'שיעור של 7,5%'")).toEqual([['young-buyers', '7,5%']]);
    expect(planted("'since 7 October 2023'")).toEqual([['young-buyers', '7 October 2023']]);
    expect(planted("'מאז 7 באוקטובר 2023'")).toEqual([['young-buyers', '7 באוקטובר 2023']]);
    expect(planted("'since October 2023'")).toEqual([['young-buyers', 'October 2023']]);
    expect(planted("'open 09:00–18:00'")).toEqual([['young-buyers', '09:00']]);
    expect(planted("'by 1.0224 this year'")).toEqual([['coefficient', '1.0224']]);
  });

  it('leaves alone figures read from facts, other numbers, years, small counts and comments', () => {
    expect(planted('text: `up to ${euro(TAXES.youngBuyersCeiling.euros)} in ${TAXES.year}`')).toEqual([]);
    expect(planted("'1,330,539 or 330,5390 or 17.5% or 2026 or 90 days'")).toEqual([]);
    expect(planted('// the 2026 ceiling is €330,539\n/* 7.5% */ const a = 1;')).toEqual([]);
    expect(planted("'https://example.com/330539'")).toEqual([['young-buyers', '330539']]);
  });

  it('keeps line numbers when it strips comments', () => {
    const source = "/* one\n two */\n// three\nconst a = '330,539';";
    expect(stripComments(source).split('\n')).toHaveLength(4);
    expect(findFactLiterals(source, factNeedles(facts))[0]?.line).toBe(4);
  });
});
