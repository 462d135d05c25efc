import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Three projects, so the inner loop runs only what it needs (docs/rules.md, "The test loop"):
// - unit: pure logic in Node (a file that needs a DOM says `// @vitest-environment jsdom`);
// - component: React components and pages in jsdom, with Testing Library and the dictionaries;
// - db: tests on a migrated PGlite database (schema, functions, local backend, contract); only this
//   project migrates one (about 15 s), once per run, and only when one of its tests is queued.
// `npx vitest run` runs all three (npm test); `npx vitest run --project unit` only the first.
const DB_TESTS = ['tests/{db,functions,backend,contract,postgres}/**/*.test.ts'];
/** Component tests: .tsx tests, and .ts tests that render routes. */
const COMPONENT_TESTS = ['src/**/*.test.tsx', 'tests/**/*.test.tsx', 'src/app/pages-without-intl.test.ts'];
const EXCLUDE = [...configDefaults.exclude, 'dist/**', 'e2e/**', 'supabase/**', 'tests/build/**'];

export default mergeConfig(
  // The tests see the app as the dev server and the build do.
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      css: false,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            setupFiles: ['./tests/setup-network.ts', './tests/setup-app.ts'],
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
            exclude: [...EXCLUDE, ...DB_TESTS, ...COMPONENT_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            setupFiles: ['./tests/setup-network.ts', './tests/setup-app.ts', './tests/setup.ts'],
            include: COMPONENT_TESTS,
            exclude: EXCLUDE,
          },
        },
        {
          extends: true,
          test: {
            name: 'db',
            environment: 'node',
            setupFiles: ['./tests/setup-network.ts'],
            globalSetup: ['./tests/db/global-setup.ts'],
            include: DB_TESTS,
            exclude: EXCLUDE,
          },
        },
      ],
    },
  }),
);
