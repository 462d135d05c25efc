// Vite wraps every dynamic import in its preload helper, `__vitePreload(() => import(x), deps)`, which
// adds a `<link>` for each of the chunk's dependencies before importing it. This build gives it none:
// no modulepreload for lazy chunks (`build.modulePreload: false`) and one stylesheet, so no CSS
// dependency either (`cssCodeSplit: false`); every call reads `__vitePreload(f, [])` and the helper
// only calls `f`. Yet its code (about 0.6 kB gzip) sits in the entry chunk every page loads first
// (vitejs/vite#13952, open). Here the helper module becomes what it amounts to in this build. Should
// a dependency list ever appear (`__vite__mapDeps`, e.g. with CSS split per chunk again), the build
// fails rather than ship a helper that would ignore it.
import type { Plugin } from 'vite';

/** Vite's id for the helper module, as the transform hook sees it. */
const HELPER_ID = /(^|\0)vite\/preload-helper(\.js)?$/;

/** What `__vitePreload(f, deps)` does when `deps` is always empty. */
export const HELPER_WITHOUT_DEPS = 'export const __vitePreload = (baseModule) => baseModule();';

/** The marker Vite writes in a chunk whose dynamic import has dependencies to preload. */
const DEPS_MARKER = '__vite__mapDeps';

export function preloadHelperWithoutDeps(): Plugin {
  let replaced = false;
  return {
    name: 'preload-helper-without-deps',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!HELPER_ID.test(id)) return null;
        if (!code.includes('export const __vitePreload')) {
          this.error('vite/preload-helper no longer exports __vitePreload: review preload-helper-without-deps.ts');
        }
        replaced = true;
        return { code: HELPER_WITHOUT_DEPS, map: null };
      },
    },
    // After Vite's own generateBundle, which writes each import's dependency list.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.code.includes(DEPS_MARKER)) {
            this.error(
              `${file.fileName} preloads dependencies of a dynamic import, which the reduced helper would ignore`,
            );
          }
        }
        if (!replaced) this.warn('no preload helper was bundled: preload-helper-without-deps.ts has nothing to do');
      },
    },
  };
}
