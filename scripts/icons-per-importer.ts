// Each module's icons travel with that module. lucide-react's index re-exports every icon, and the app
// shell's chunk takes everything the start module reaches (scripts/app-shell-chunk.ts), so every icon
// of every page sat in the shell: about 10 kB gzip that each first visit fetched, for the dozen the
// header, footer and cookie banner draw. Importing an icon's own file instead makes each icon shared
// by two pages a file of its own. So, in the browser's build, `import { Menu } from 'lucide-react'` in
// a module becomes an import of a module made for that importer alone, which holds the icons'
// drawings; it joins its importer's chunk, and two pages that draw the same icon each carry its few
// hundred bytes. The drawing is lucide's; the component that renders it is the site's own
// (src/components/ui/icon.tsx), which leaves out the attributes every icon shares. It runs wherever
// the app is rendered (the browser's build, the prerender, the dev server and the tests), so each
// renders the same markup and hydration finds what the prerender wrote.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'lucide-icons-for:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** lucide-react's export names (`Menu`, `MenuIcon`, `LucideMenu`, aliases) mapped to their icon files. */
export function iconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g)) {
    for (const spec of names!.split(',')) {
      const name = /default\s+as\s+(\w+)/.exec(spec)?.[1];
      if (name) files.set(name, file!);
    }
  }
  return files;
}

/** An icon file's drawing: the object literal it hands to createLucideIcon. */
export function iconData(iconSource: string): string {
  const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(iconSource)?.[1];
  if (!data) throw new Error('lucide-react changed the shape of its icon files: no __iconData found');
  return data;
}

/**
 * `code` with its named imports of icons from lucide-react pointed at `moduleFor(names)`; any other
 * name imported from lucide-react stays with the package. Null when nothing changes.
 */
export function rewriteIconImports(
  code: string,
  isIcon: (name: string) => boolean,
  moduleFor: (names: string[]) => string,
): string | null {
  let changed = false;
  const rewritten = code.replace(IMPORT, (statement, specifiers: string) => {
    const parts = specifiers
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const icons = parts.filter((part) => isIcon(part.split(/\s+as\s+/)[0]!));
    if (icons.length === 0) return statement;
    changed = true;
    const rest = parts.filter((part) => !icons.includes(part));
    const imported = [...new Set(icons.map((part) => part.split(/\s+as\s+/)[0]!))].sort();
    const iconImport = `import { ${icons.join(', ')} } from ${JSON.stringify(moduleFor(imported))};`;
    return rest.length > 0 ? `${iconImport} import { ${rest.join(', ')} } from 'lucide-react';` : iconImport;
  });
  return changed ? rewritten : null;
}

/** The Vite plugin. */
export function iconsPerImporter(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's `exports` hide its files; its CommonJS entry shows where they are.
  const esm = join(dirname(require.resolve('lucide-react')), '..', 'esm');
  const files = iconFiles(readFileSync(join(esm, 'lucide-react.mjs'), 'utf8'));
  return {
    name: 'icons-per-importer',
    transform: {
      filter: { id: /\/src\/.*\.[jt]sx?$/, code: 'lucide-react' },
      handler(code, id) {
        const result = rewriteIconImports(
          code,
          (name) => files.has(name),
          (names) => `${PREFIX}${names.join(',')}@${id}`,
        );
        return result === null ? null : { code: result, map: null };
      },
    },
    resolveId: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${PREFIX}`) },
      handler(id) {
        const names = id.slice(PREFIX.length + 1, id.indexOf('@')).split(',');
        const icons = names.map((name) => {
          const source = readFileSync(join(esm, files.get(name)!), 'utf8');
          return `export const ${name} = /* @__PURE__ */ createIcon(${iconData(source)});`;
        });
        return [`import { createIcon } from '@/components/ui/icon';`, ...icons].join('\n');
      },
    },
  };
}
