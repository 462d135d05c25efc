// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { HELPER_WITHOUT_DEPS, preloadHelperWithoutDeps } from './preload-helper-without-deps';

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

/** Builds a two-module app (an entry importing `lazy.js` on demand) and returns its chunks' code. */
async function buildApp({ cssCodeSplit }: { cssCodeSplit: boolean }) {
  root = await mkdtemp(join(tmpdir(), 'preload-helper-'));
  await writeFile(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  await writeFile(join(root, 'main.js'), "document.onclick = () => import('./lazy.js').then((m) => m.show());");
  await writeFile(join(root, 'lazy.css'), '.lazy { color: red }');
  await writeFile(join(root, 'lazy.js'), "import './lazy.css';\nexport const show = () => 'shown';");
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [preloadHelperWithoutDeps()],
    build: { write: false, modulePreload: false, cssCodeSplit, minify: false },
  })) as Rollup.RollupOutput;
  return output.output.filter((file) => file.type === 'chunk').map((chunk) => chunk.code);
}

describe('preloadHelperWithoutDeps', () => {
  it("leaves the entry chunk only what Vite's preload helper does without dependencies", async () => {
    const code = (await buildApp({ cssCodeSplit: false })).join('\n');
    expect(code).toMatch(/import\(["']\.\/lazy-[\w-]+\.js["']\)/); // the dynamic import is still there...
    expect(code).not.toContain('modulepreload'); // ...without the helper's link-making code
    expect(code).not.toContain('vite:preloadError');
    expect(HELPER_WITHOUT_DEPS).toContain('baseModule()');
  });

  it('fails the build when a dynamic import has a dependency to preload (CSS split per chunk)', async () => {
    await expect(buildApp({ cssCodeSplit: true })).rejects.toThrow(/preloads dependencies of a dynamic import/);
  });
});
