// @vitest-environment node
// Every schema takes zod from @shared/validation/zod, which turns zod's eval probe off before any
// schema is built (docs/rules.md, "zod comes from one module"). A value import of 'zod' anywhere else
// could build a schema first, and the site's CSP would report the probe as a violation.
import { readFileSync } from 'node:fs';
import { sourceFiles } from './source-files';

const WRAPPER = 'supabase/functions/_shared/domain/validation/zod.ts';
const ROOTS = ['src', 'supabase/functions'];

/** The files that import a value (not only types) from 'zod' or a subpath of it. */
function zodValueImporters(files: { path: string; code: string }[]): string[] {
  const valueImport = /^import\s+(?!type\b)[^;]*?\sfrom\s+['"]zod(\/[^'"]*)?['"]/m;
  return files.filter(({ code }) => valueImport.test(code)).map(({ path }) => path);
}

describe('zod comes from one module', () => {
  it('finds value imports and lets type imports through', () => {
    const files = [
      { path: 'a.ts', code: "import { z } from 'zod';\n" },
      { path: 'b.ts', code: "import type { z } from 'zod';\n" },
      { path: 'c.ts', code: "import * as zod from 'zod/mini';\n" },
      { path: 'd.ts', code: "import { z } from '@shared/validation/zod';\n" },
    ];
    expect(zodValueImporters(files)).toEqual(['a.ts', 'c.ts']);
  });

  it('is imported for its values by the wrapper only', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root, ['_tests'])).map((path) => ({
      path,
      code: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(zodValueImporters(files)).toEqual([WRAPPER]);
  });
});
