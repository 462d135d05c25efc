import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconData, iconFiles, rewriteIconImports } from './icons-per-importer';

const esm = join(dirname(createRequire(import.meta.url).resolve('lucide-react')), '..', 'esm');
const files = iconFiles(readFileSync(join(esm, 'lucide-react.mjs'), 'utf8'));
const isIcon = (name: string) => files.has(name);
const moduleFor = (names: string[]) => `icons:${names.join(',')}`;

describe('iconFiles', () => {
  it('finds every name of an icon in the installed lucide-react, aliases included', () => {
    expect(files.get('Menu')).toBe('./icons/menu.mjs');
    expect(files.get('MenuIcon')).toBe('./icons/menu.mjs');
    expect(files.get('AlertTriangle')).toBe(files.get('TriangleAlert'));
    expect(files.size).toBeGreaterThan(1000);
    expect(files.has('createLucideIcon')).toBe(false);
  });
});

describe('iconData', () => {
  it("reads an installed icon's drawing, which createLucideIcon takes as it is", () => {
    const data = iconData(readFileSync(join(esm, files.get('Menu')!), 'utf8'));
    expect(data).toMatch(/^\{\s*name: "menu",[\s\S]*node: \[[\s\S]*\]\s*\}$/);
  });

  it('fails the build when the package changes the shape of its icon files', () => {
    expect(() => iconData('export default createLucideIcon("menu", [])')).toThrow(/no __iconData/);
  });
});

describe('rewriteIconImports', () => {
  it("points a module's icons at a module of its own, keeping local names", () => {
    const code = `import { Menu, Globe as World } from "lucide-react";\nexport const a = [Menu, World];`;
    expect(rewriteIconImports(code, isIcon, moduleFor)).toBe(
      `import { Menu, Globe as World } from "icons:Globe,Menu";\nexport const a = [Menu, World];`,
    );
  });

  it('reads imports over several lines and leaves what is not an icon with the package', () => {
    const code = `import {\n  X,\n  createLucideIcon,\n} from 'lucide-react';`;
    expect(rewriteIconImports(code, isIcon, moduleFor)).toBe(
      `import { X } from "icons:X"; import { createLucideIcon } from 'lucide-react';`,
    );
  });

  it('changes nothing in a module without icons', () => {
    expect(rewriteIconImports(`import { createLucideIcon } from 'lucide-react';`, isIcon, moduleFor)).toBeNull();
    expect(rewriteIconImports(`import { useState } from 'react';`, isIcon, moduleFor)).toBeNull();
  });
});
