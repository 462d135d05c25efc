import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'coverage', 'playwright-report', 'test-results', '.local-data', 'supabase/functions'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
    },
  },
  // Layering: app → pages → features → shared code (components, lib, config, @shared). Imports only
  // run down the list, so shared code never depends on a feature and features stay independent.
  // A file reaches its own folder with './'; anything else goes through the '@/' alias.
  ...layerRules(),
  prettier,
);

function layerRules() {
  const up = (group, message) => ({ group, message });
  const shared = ['src/components/**', 'src/lib/**', 'src/config/**'];
  const restrict = (files, patterns) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    restrict(shared, [
      up(['@/app/*', '@/pages/*', '@/features/*'], 'Shared code imports no app, page or feature module.'),
    ]),
    restrict(
      ['src/features/**'],
      [
        up(['@/app/*', '@/pages/*'], 'A feature imports shared code only, never the app or a page.'),
        up(['@/features/*', '../*'], 'A feature does not import another feature: move what both need to shared code.'),
      ],
    ),
    restrict(
      ['src/pages/**'],
      [up(['@/app/*', '@/pages/*', '../*'], 'A page imports features and shared code, never the app or another page.')],
    ),
  ];
}
