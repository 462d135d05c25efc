import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks of the built site (dist/): run by scripts/test-all.sh after the build, or by hand with
// `npm run build && npx vitest run --config vitest.build.config.ts`.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
