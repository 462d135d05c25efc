import { describe, expect, it } from 'vitest';
import { appShellModules, type ModuleNode } from './app-shell-chunk';

// A small module graph: the entry holds React; the start module reaches the router, an icon through a
// barrel, and React again; a page is imported dynamically, so it is not among anyone's static imports.
const graph: Record<string, ModuleNode> = {
  main: { importedIds: ['react-dom', 'styles.css'] },
  'react-dom': { importedIds: ['react', 'scheduler'] },
  react: { importedIds: [] },
  scheduler: { importedIds: [] },
  'styles.css': { importedIds: [] },
  start: { importedIds: ['react', 'router', 'layout'] },
  router: { importedIds: ['react'] },
  layout: { importedIds: ['icons-barrel', 'cn', 'react'] },
  'icons-barrel': { importedIds: ['icon-menu', 'icon-globe'] },
  'icon-menu': { importedIds: ['create-icon'] },
  'icon-globe': { importedIds: ['create-icon'] },
  'create-icon': { importedIds: ['react'] },
  cn: { importedIds: [] },
  'page-about': { importedIds: ['cn', 'icon-globe', 'about-only'] },
  'about-only': { importedIds: [] },
};
const info = (id: string) => graph[id] ?? null;

describe('appShellModules', () => {
  it('takes everything the start module reaches statically, icons through their barrel included', () => {
    expect([...appShellModules('main', 'start', info)].sort()).toEqual(
      ['cn', 'create-icon', 'icon-globe', 'icon-menu', 'icons-barrel', 'layout', 'router', 'start'].sort(),
    );
  });

  it('leaves to the entry chunk what the entry already holds, and to the pages what only they import', () => {
    const shell = appShellModules('main', 'start', info);
    expect(shell.has('react')).toBe(false);
    expect(shell.has('react-dom')).toBe(false);
    expect(shell.has('about-only')).toBe(false);
    expect(shell.has('page-about')).toBe(false);
  });

  it('survives import cycles', () => {
    const cyclic: Record<string, ModuleNode> = {
      main: { importedIds: [] },
      start: { importedIds: ['a'] },
      a: { importedIds: ['b'] },
      b: { importedIds: ['a', 'start'] },
    };
    expect([...appShellModules('main', 'start', (id) => cyclic[id] ?? null)].sort()).toEqual(['a', 'b', 'start']);
  });
});
