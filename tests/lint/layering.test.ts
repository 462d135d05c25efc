// @vitest-environment node
// The import layering (app → pages → features → shared code) is enforced by the lint config
// (eslint/layers.js): a wrong-way import fails `npm run lint`, whatever file it is written in, and
// whether it is static, a re-export or an import() that splits the bundle, by alias or relative path.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and its plugins (the React Compiler among them): seconds on a
// busy machine, so it happens here and not inside the first test's time limit.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' }), 60_000);

/** The layering messages ESLint gives for `code` written at `filePath`. */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/layers').map((m) => m.message);
}

const use = (specifier: string) => `import { thing } from '${specifier}';\nexport const value = thing;\n`;
const load = (specifier: string) => `export const load = () => import('${specifier}');\n`;
const reexport = (specifier: string) => `export { thing } from '${specifier}';\n`;
const loadTemplate = (prefix: string) =>
  'export const load = (id: string) => import(`' + prefix + '${id}/page.tsx`);\n';
const typeOfImport = (specifier: string) => `export type Module = typeof import('${specifier}');\n`;

describe('import layering', () => {
  it.each([
    ['src/lib/format/example.ts', use('@/features/contact/contact-form')],
    ['src/lib/format/example.ts', use('@/app/app')],
    ['src/components/ui/example.tsx', use('@/pages/home/copy.en')],
    ['src/config/example.ts', use('@/features/newsletter/newsletter-form')],
    ['src/features/home/example.tsx', use('@/features/contact/contact-form')],
    ['src/features/home/example.tsx', use('../contact/contact-form')],
    ['src/features/home/example.tsx', use('@/app/page-registry')],
    ['src/features/home/example.tsx', use('@/pages/home/copy.en')],
    ['src/pages/home/example.tsx', use('@/app/route-page')],
    ['src/pages/home/example.tsx', use('@/pages/contact/copy.en')],
    ['src/pages/home/example.tsx', use('../contact/copy.en')],
    // What the prefix rules of no-restricted-imports let through:
    ['src/lib/format/example.ts', load('@/features/contact/contact-form')],
    ['src/lib/format/example.ts', use('../../features/contact/contact-form')],
    ['src/lib/format/example.ts', load('../../features/contact/contact-form')],
    ['src/components/ui/example.tsx', reexport('@/app/app')],
    ['src/lib/routing/example.ts', loadTemplate('@/pages/')],
    ['src/lib/routing/example.ts', typeOfImport('@/features/contact/contact-form')],
    ['src/features/home/example.tsx', load('@/features/contact/contact-form')],
    ['src/features/home/parts/example.tsx', use('../../contact/contact-form')],
    ['src/pages/home/example.tsx', load('../contact/copy.en')],
    ['src/features/home/example.tsx', use('../../../tests/browser-stubs')],
  ])('refuses %s: %s', async (file, code) => {
    expect(await layeringErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/app/example.tsx', use('@/features/contact/contact-form')],
    ['src/app/example.tsx', load('@/pages/home/copy.en')],
    ['src/app/example.tsx', loadTemplate('/src/pages/')],
    ['src/pages/home/example.tsx', use('@/features/home/home-sections')],
    ['src/pages/home/example.tsx', load('@/features/contact/contact-form')],
    ['src/pages/home/example.tsx', use('./copy.en')],
    ['src/pages/article/example.tsx', loadTemplate('./entries/')],
    ['src/features/home/example.tsx', use('@/components/sections/stat-list')],
    ['src/features/home/example.tsx', load('./home-content')],
    ['src/features/home/parts/example.tsx', use('../home-content')],
    ['src/features/home/example.tsx', use('@shared/calculators/investment-calculator')],
    ['src/lib/routing/example.ts', use('../i18n/lang')],
    ['src/lib/supabase/example.ts', load('@supabase/supabase-js')],
    ['src/components/forms/example.tsx', use('@/lib/forms/use-lead-submission')],
  ])('allows %s: %s', async (file, code) => {
    expect(await layeringErrors(file, code)).toEqual([]);
  });

  it('says what to do instead', async () => {
    const [message] = await layeringErrors('src/lib/format/example.ts', load('@/features/contact/contact-form'));
    expect(message).toMatch(/import\(\)/);
    expect(message).toMatch(/move what it needs into shared code/);
  });
});
