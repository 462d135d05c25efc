// @vitest-environment node
// The browser's build gives each module its own copy of the icons it imports by name from
// 'lucide-react' (scripts/icons-per-importer.ts; docs/rules.md, "Icons by name from lucide-react").
// Any other form of import would bring lucide's index, and with it every icon, back into the app shell.
import { readFileSync } from 'node:fs';
import { sourceFiles } from './source-files';

/** The files that import lucide-react's values otherwise than by name from the package itself. */
function otherIconImports(files: { path: string; code: string }[]): string[] {
  const fromPackage = /^import\s+(?!type\b)([^;]*?)\s*from\s+['"]lucide-react(\/[^'"]*)?['"]/gm;
  return files
    .filter(({ code }) =>
      [...code.matchAll(fromPackage)].some(([, clause, subpath]) => subpath || !/^\{[^}]*\}$/.test(clause!.trim())),
    )
    .map(({ path }) => path);
}

describe('icons come by name from lucide-react', () => {
  it('finds namespace, default and deep imports and lets named and type imports through', () => {
    const files = [
      { path: 'a.tsx', code: "import { Menu, X as Close } from 'lucide-react';\n" },
      { path: 'b.tsx', code: "import type { LucideIcon } from 'lucide-react';\n" },
      { path: 'c.tsx', code: "import * as icons from 'lucide-react';\n" },
      { path: 'd.tsx', code: "import Menu from 'lucide-react/icons/menu';\n" },
      { path: 'e.tsx', code: "import {\n  Menu,\n  Globe,\n} from 'lucide-react';\n" },
    ];
    expect(otherIconImports(files)).toEqual(['c.tsx', 'd.tsx']);
  });

  it('is how every source file imports them', () => {
    const files = sourceFiles('src').map((path) => ({ path, code: readFileSync(path, 'utf8') }));
    expect(files.filter(({ code }) => code.includes("from 'lucide-react'")).length).toBeGreaterThan(20);
    expect(otherIconImports(files)).toEqual([]);
  });
});
