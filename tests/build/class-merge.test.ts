// cn() merges only the tailwind-merge class groups listed in CLASS_GROUPS (src/lib/cn.ts): every
// class the built stylesheet has must belong to one of them, or an override of it would silently
// keep both classes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';
import { DIST } from './built-site';

const stylesheet = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(join(DIST, 'assets', name), 'utf8'))
  .join('\n');
/** Class selectors, unescaped ("sm\:p-8" → "sm:p-8"; escaped dots and slashes too). */
const classes = [
  ...new Set(
    [...stylesheet.matchAll(/(?<![\w\\])\.((?:[\w-]|\\.)+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1')),
  ),
];

/** The default configuration's group a class belongs to, to name it in a failure. */
function groupOf(className: string): string | undefined {
  const config = getDefaultConfig();
  return Object.keys(config.classGroups).find((group) => {
    const merge = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: config.classGroups[group as keyof typeof config.classGroups] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    return merge(`${className} ${className}`) === className;
  });
}

describe('class merging', () => {
  it('reads the classes of the built stylesheet', () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['sm:p-8', 'mt-0.5', 'bg-brand-50/40', 'hover:bg-black/5']));
  });

  it('merges every class of the built stylesheet that tailwind-merge knows', () => {
    // Repeated, a class tailwind-merge knows comes out once; so it must from cn.
    const missing = classes.filter((name) => twMerge(name, name) === name && cn(name, name) !== name);
    expect(
      missing.map((name) => `${name} (group ${groupOf(name)})`),
      'Add each group named here to src/lib/class-groups.json: cn() merges only the listed groups (so that its first call, during hydration, stays cheap) and keeps both classes of any other group. See docs/rules.md.',
    ).toEqual([]);
  });
});
