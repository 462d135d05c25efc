// @vitest-environment node
// The import layering (app → pages → features → shared code) is enforced by the lint config:
// a wrong-way import fails `npm run lint`, whatever file it is written in.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The layering messages ESLint gives for `code` written at `filePath`. */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (specifier: string) => `import { thing } from '${specifier}';\nexport const value = thing;\n`;

describe('import layering', () => {
  it.each([
    ['src/lib/format/example.ts', '@/features/contact/contact-form'],
    ['src/lib/format/example.ts', '@/app/app'],
    ['src/components/ui/example.tsx', '@/pages/home/copy.en'],
    ['src/config/example.ts', '@/features/newsletter/newsletter-form'],
    ['src/features/home/example.tsx', '@/features/contact/contact-form'],
    ['src/features/home/example.tsx', '../contact/contact-form'],
    ['src/features/home/example.tsx', '@/app/page-registry'],
    ['src/features/home/example.tsx', '@/pages/home/copy.en'],
    ['src/pages/home/example.tsx', '@/app/route-page'],
    ['src/pages/home/example.tsx', '@/pages/contact/copy.en'],
    ['src/pages/home/example.tsx', '../contact/copy.en'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await layeringErrors(file, use(specifier))).toHaveLength(1);
  });

  it.each([
    ['src/app/example.tsx', '@/features/contact/contact-form'],
    ['src/app/example.tsx', '@/pages/home/copy.en'],
    ['src/pages/home/example.tsx', '@/features/home/home-sections'],
    ['src/pages/home/example.tsx', './copy.en'],
    ['src/features/home/example.tsx', '@/components/sections/stat-list'],
    ['src/features/home/example.tsx', './home-content'],
    ['src/lib/routing/example.ts', '../i18n/lang'],
    ['src/components/forms/example.tsx', '@/lib/forms/use-lead-submission'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await layeringErrors(file, use(specifier))).toEqual([]);
  });
});
