import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';
import noTypedUnits from './eslint/no-typed-units.js';

// The rules the code follows, what enforces each and why: docs/rules.md.

const local = { rules: { layers, 'no-typed-units': noTypedUnits } };
const TESTS = ['**/*.test.{ts,tsx}'];
/** Site code: what the browser runs (tests excluded). */
const SITE = ['src/**/*.{ts,tsx}'];

// React's hook rules split in two: the classic ones are cheap and guard every file that may call a
// hook; the React Compiler's rules (static components, purity, refs, ...) compile each file, three
// quarters of the lint time, so they run where components and hooks are written: site .tsx files
// and the site's hook modules (use-*.ts).
const {
  'react-hooks/rules-of-hooks': rulesOfHooks,
  'react-hooks/exhaustive-deps': exhaustiveDeps,
  ...compilerRules
} = reactHooks.configs.recommended.rules;

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'coverage', 'playwright-report', 'test-results', '.local-data', 'supabase/functions'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    rules: { 'react-hooks/rules-of-hooks': rulesOfHooks, 'react-hooks/exhaustive-deps': exhaustiveDeps },
  },
  { files: ['src/**/*.tsx', 'src/**/use-*.ts'], ignores: TESTS, rules: compilerRules },
  // Layering: app → pages → features → shared code (components, lib, config, @shared). Imports only
  // run down the list, so shared code never depends on a feature and features stay independent.
  // Checked on the file an import names, static or import(), alias or relative (eslint/layers.js).
  { files: SITE, ignores: TESTS, rules: { 'local/layers': 'error' } },
  // A unit is a word of the copy and a sign comes from the formatters, never typed into markup.
  { files: ['src/**/*.tsx'], ignores: TESTS, rules: { 'local/no-typed-units': 'error' } },
  noIntlOnFirstLoad(),
  noHeavyImportsInShell(),
  noValidationOnMount(),
  noSupabaseJsOnPublicPages(),
  prettier,
);

/**
 * The site's number and date formats are written out in src/lib/format/locale-text.ts and reached
 * through src/lib/format/intl.ts, which asks Intl only for what locale-text.ts lacks: a page's first
 * Intl formatter costs a long task while the browser loads its locale data. Checked at run time by
 * src/app/pages-without-intl.test.ts; this rule names the cause where it is written. Admin pages
 * are not prerendered with content, so the rule leaves them out.
 */
function noIntlOnFirstLoad() {
  const message =
    'No Intl on the first load: a page\'s first Intl formatter is a long task (locale data). Use formatNumber/formatEuro/formatPercent/formatDate/formatTimeAgo from "@/lib/format/intl", which writes the site\'s formats without Intl (docs/rules.md).';
  return {
    files: SITE,
    ignores: [
      ...TESTS,
      'src/lib/format/intl.ts',
      'src/pages/admin-*/**',
      'src/features/{admin-auth,lead-inbox,listings-admin,logo-generator,newsletter-admin,owners-admin}/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Intl']", message },
        { selector: "MemberExpression[object.name='globalThis'][property.name='Intl']", message },
        {
          selector:
            'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]',
          message,
        },
      ],
    },
  };
}

/**
 * The app shell (entry points, router, layouts, header, footer with its newsletter form, and the lib
 * code they use) is in every page's first JavaScript. These libraries are not needed for first paint:
 * importing one there statically puts it in every page's initial bundle. A type import is free.
 */
function noHeavyImportsInShell() {
  const lazily =
    'is not part of the first load: import it from the module that needs it and load that module on demand (onDemand() from "@/lib/async/on-demand", or a client getter of "@/lib/supabase/get-supabase"), see docs/rules.md.';
  const heavy = (name, what) => ({ name, message: `${what} ${lazily}`, allowTypeImports: true });
  return {
    files: [
      'src/main.tsx',
      'src/entry-server.tsx',
      'src/app/**',
      'src/components/layout/**',
      'src/components/ui/**',
      'src/lib/{async,hooks,i18n,routing,format,seo,toast}/**',
      'src/lib/cn.ts',
      'src/lib/supabase/get-supabase.ts',
      // The footer's newsletter form is on every page, and so is what it submits with.
      'src/features/newsletter/newsletter-form.tsx',
      'src/lib/forms/{honeypot,use-lead-submission,submission-rate-limit}.ts',
    ],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            heavy('@supabase/supabase-js', 'supabase-js (the backend client)'),
            heavy('zod', 'zod (form validation)'),
            heavy('sonner', 'sonner (toasts)'),
            heavy('@tanstack/react-query', 'TanStack Query'),
            heavy('react-hook-form', 'react-hook-form (forms)'),
            // Staff and owner pages only: LazyBarChart loads it with the first chart.
            heavy('recharts', 'recharts (charts)'),
            heavy('@/components/charts/bar-chart', 'The bar chart (recharts)'),
          ],
          patterns: [
            {
              group: ['@hookform/*', 'zod/*'],
              message: `Form validation ${lazily}`,
              allowTypeImports: true,
            },
            {
              group: ['@supabase/*', '!@supabase/supabase-js'],
              message: `A backend client (PostgREST, functions) ${lazily}`,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  };
}

/**
 * react-hook-form validates a whole form as it mounts once anything reads its formState.isValid: with
 * a lazy resolver that loads the schema, and zod with it, while the page hydrates, for a visitor who
 * may never touch the form. A button that waits for a valid form reads useValidityOnceEdited, which
 * starts validating at the first edit.
 */
function noValidationOnMount() {
  return {
    files: SITE,
    ignores: [...TESTS, 'src/lib/forms/use-validity-once-edited.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'isValid',
          message:
            'Reading formState.isValid validates the form on mount, loading its schema (zod) during hydration. Use useValidityOnceEdited from "@/lib/forms/use-validity-once-edited" (docs/delivery.md, "After hydration: on-demand code").',
        },
      ],
    },
  };
}

/**
 * supabase-js is 51 kB gzip, a chunk to load before a public page's first call can leave. A visitor
 * never signs in, so the public pages call the edge functions with one fetch (invokeFunction) and
 * read the ads through PostgREST's own client (getPublicRest); supabase-js is the staff pages'.
 */
function noSupabaseJsOnPublicPages() {
  const STAFF = '{admin-auth,lead-inbox,listings-admin,logo-generator,newsletter-admin,owners-admin}';
  return {
    files: SITE,
    ignores: [...TESTS, 'src/pages/admin-*/**', `src/features/${STAFF}/**`, 'src/lib/supabase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@/lib/supabase/get-supabase', '@/lib/supabase/supabase-client', '@supabase/supabase-js'].map(
            (name) => ({
              name,
              message:
                'supabase-js (51 kB gzip) is for the staff pages. A public page calls an edge function with invokeFunction() and reads public tables with getPublicRest() (docs/delivery.md, "The public pages without supabase-js").',
            }),
          ),
        },
      ],
    },
  };
}
