import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellChunk } from './scripts/app-shell-chunk';

const appShell = appShellChunk({ entry: 'src/main.tsx', start: 'src/app/start.tsx' });

// The built site renders with Preact's React-compatible layer: 57 kB gzip less on every page, and
// with the app shell hinted, paint to ready within 1.5 s (docs/delivery.md, "Preact"). The dev server
// and Vitest keep React, for its development warnings, Fast Refresh and Testing Library (which loads
// React through Node, where these aliases do not reach); the end-to-end suite tests the build.
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), appShell.plugin],
  resolve: {
    alias: [
      ...(command === 'build' ? PREACT_ALIASES : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Pure code shared with the edge functions lives where the Supabase CLI bundles it.
      { find: '@shared', replacement: fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    sourcemap: false,
    // No modulepreload links for lazy chunks: adding twenty-odd links when a page's code is imported
    // was a long task of its own on the main thread. The browser fetches a chunk's imports as it
    // parses it instead (one more round trip, after the page has painted).
    modulePreload: false,
    // Which chunk holds which module: the prerender lists each page's chunks for the boot script to
    // preload at first paint (scripts/prerender-html.ts, pagePreloads). Deleted after the prerender.
    manifest: true,
  },
  environments: {
    // The browser's build only: everything the start module imports in one chunk
    // (scripts/app-shell-chunk.ts).
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [appShell.group] } } } } },
  },
  ssr: {
    // The prerender's build bundles every library, so each one imports Preact through the aliases
    // above, not React through Node.
    noExternal: command === 'build' ? true : ['@fontsource-variable/heebo', '@fontsource-variable/inter'],
  },
}));
