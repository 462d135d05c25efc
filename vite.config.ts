import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellChunk } from './scripts/app-shell-chunk';
import { devPrerender } from './scripts/dev-prerender';
import { iconsPerImporter } from './scripts/icons-per-importer';
import { preloadHelperWithoutDeps } from './scripts/preload-helper-without-deps';

const appShell = appShellChunk({ entry: 'src/main.tsx', start: 'src/app/start.tsx' });

export default defineConfig({
  plugins: [react(), tailwindcss(), iconsPerImporter(), appShell.plugin, devPrerender(), preloadHelperWithoutDeps()],
  resolve: {
    alias: [
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
    // One stylesheet, which every page links: a lazy chunk then has no CSS to wait for, and Vite
    // wraps no dynamic import in its preload helper (0.13-0.27 kB gzip less on every page).
    cssCodeSplit: false,
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
    // Bundled into the prerender's build: Node would be handed their CSS. Every other library is
    // loaded by Node from node_modules, the same React as the browser's.
    noExternal: ['@fontsource-variable/heebo', '@fontsource-variable/inter'],
  },
});
