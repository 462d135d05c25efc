// @vitest-environment node
// Rules that used to show only as a failing test or a slow page now fail `npm run lint` where the
// code is written, with a message that says why and what to use (docs/rules.md).
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and its plugins (the React Compiler among them): seconds on a
// busy machine, so it happens here and not inside the first test's time limit.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' }), 60_000);

/** The messages of `ruleId` for `code` written at `filePath`. */
async function messages(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((m) => m.message);
}

describe('no Intl on the first load', () => {
  const intl = (file: string, code: string) => messages('no-restricted-syntax', file, code);

  it.each([
    ["export const euros = (n: number) => new Intl.NumberFormat('en-GB').format(n);\n"],
    ["export const day = (d: Date) => d.toLocaleDateString('he-IL');\n"],
    ["export const price = (n: number) => n.toLocaleString('en-GB');\n"],
    ["export const order = (a: string, b: string) => a.localeCompare(b, 'he');\n"],
    ["export const plural = new globalThis.Intl.PluralRules('en');\n"],
  ])('refuses it in site code: %s', async (code) => {
    const [message] = await intl('src/features/home/example.ts', code);
    expect(message).toMatch(/long task/);
    expect(message).toMatch(/@\/lib\/format\/intl/);
  });

  it('allows the format module, Intl types and the admin pages', async () => {
    const format = "export const f = new Intl.NumberFormat('en-GB');\n";
    expect(await intl('src/lib/format/intl.ts', format)).toEqual([]);
    expect(await intl('src/features/listings-admin/example.ts', format)).toEqual([]);
    expect(await intl('src/pages/admin-fb-listings/example.ts', format)).toEqual([]);
    expect(await intl('src/features/home/example.ts', 'export type O = Intl.NumberFormatOptions;\n')).toEqual([]);
  });
});

describe('heavy libraries stay out of the app shell', () => {
  const shell = (file: string, code: string) => messages('@typescript-eslint/no-restricted-imports', file, code);

  it.each([
    ['src/app/layouts.tsx', "import { Toaster } from 'sonner';\nexport const T = Toaster;\n"],
    ['src/components/layout/site-header.tsx', "import { z } from 'zod';\nexport const s = z.string();\n"],
    [
      'src/lib/i18n/example.ts',
      "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;\n",
    ],
    ['src/main.tsx', "import { QueryClient } from '@tanstack/react-query';\nexport const q = QueryClient;\n"],
    ['src/app/example.tsx', "import { useForm } from 'react-hook-form';\nexport const f = useForm;\n"],
    ['src/app/example.tsx', "import { zodResolver } from '@hookform/resolvers/zod';\nexport const r = zodResolver;\n"],
    [
      'src/features/newsletter/newsletter-form.tsx',
      "import { useForm } from 'react-hook-form';\nexport const f = useForm;\n",
    ],
    ['src/components/layout/example.tsx', "import { BarChart } from 'recharts';\nexport const B = BarChart;\n"],
    ['src/app/example.tsx', "import { BarChart } from '@/components/charts/bar-chart';\nexport const B = BarChart;\n"],
  ])('refuses a static import in %s: %s', async (file, code) => {
    const [message] = await shell(file, code);
    expect(message).toMatch(/not part of the first load/);
    expect(message).toMatch(/onDemand\(\) from/);
  });

  it('allows a type import, an import() and the same import in a lazily loaded feature', async () => {
    expect(
      await shell(
        'src/lib/toast/example.ts',
        "import type { ExternalToast } from 'sonner';\nexport type T = ExternalToast;\n",
      ),
    ).toEqual([]);
    expect(await shell('src/app/example.tsx', "export const load = () => import('sonner');\n")).toEqual([]);
    expect(
      await shell('src/features/contact/example.ts', "import { z } from 'zod';\nexport const s = z.string();\n"),
    ).toEqual([]);
  });
});

describe('no form validation on mount', () => {
  const onMount = (file: string, code: string) => messages('no-restricted-properties', file, code);

  it.each([
    ['export const ready = (form: { formState: { isValid: boolean } }) => form.formState.isValid;\n'],
    [
      'export function ready({ formState }: { formState: { isValid: boolean } }) {\n  const { isValid } = formState;\n  return isValid;\n}\n',
    ],
  ])('refuses formState.isValid in a form: %s', async (code) => {
    const [message] = await onMount('src/features/contact/example-form.tsx', code);
    expect(message).toMatch(/validates the form on mount/);
    expect(message).toMatch(/useValidityOnceEdited/);
  });

  it('allows the hook that reads it once the form is edited', async () => {
    const code = 'export const ready = (form: { formState: { isValid: boolean } }) => form.formState.isValid;\n';
    expect(await onMount('src/lib/forms/use-validity-once-edited.tsx', code)).toEqual([]);
  });
});

describe('no supabase-js on the public pages', () => {
  const publicPage = (file: string, code: string) => messages('no-restricted-imports', file, code);
  const code = "import { getSupabase } from '@/lib/supabase/get-supabase';\nexport const load = getSupabase;\n";

  it('refuses it in a public feature', async () => {
    const [message] = await publicPage('src/features/listings/example.ts', code);
    expect(message).toMatch(/staff pages/);
    expect(message).toMatch(/invokeFunction\(\)/);
  });

  it('allows it on the staff pages', async () => {
    expect(await publicPage('src/features/lead-inbox/example.ts', code)).toEqual([]);
    expect(await publicPage('src/pages/admin-leads/example.ts', code)).toEqual([]);
  });
});

describe('no € or % typed into markup', () => {
  const typed = (file: string, code: string) => messages('local/no-typed-units', file, code);

  it.each([
    ['export const L = ({ label }: { label: string }) => <label>{label} (€)</label>;\n'],
    ['export const P = () => <span>%</span>;\n'],
    ["export const L = ({ label }: { label: string }) => <label>{label}{' (€)'}</label>;\n"],
    ['export const L = ({ n }: { n: number }) => <b>{`${n}%`}</b>;\n'],
  ])('refuses it in a component: %s', async (code) => {
    const [message] = await typed('src/features/purchase-costs/example.tsx', code);
    expect(message).toMatch(/unit as a word/);
  });

  it('accepts a unit from the copy and a formatted figure', async () => {
    const code =
      "import { formatEuro } from '@/lib/format/intl';\nexport const L = ({ unit, n }: { unit: string; n: number }) => <label>{unit} {formatEuro(n, 'en')}</label>;\n";
    expect(await typed('src/features/purchase-costs/example.tsx', code)).toEqual([]);
  });
});
