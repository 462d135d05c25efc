// One chunk for the app shell. Left to itself, the bundler splits the code every page shares into a
// chunk per set of importers: the router, cn, the button and some forty icons each became a file of
// their own, most under 1 kB. A page then fetched 33–53 files, and on a phone's network each file
// costs a request's round of work besides its bytes. With the same bytes in half the files or fewer,
// pages were ready 0.22 s sooner on average (6 pages; docs/delivery.md, "One chunk for the app shell").
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the selection needs to know of a module; the bundler's module info has these fields. */
export type ModuleNode = { importedIds: readonly string[] };

/** The modules `root` reaches through static imports, `root` included. */
export function staticClosure(root: string, moduleInfo: (id: string) => ModuleNode | null): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    moduleInfo(id)?.importedIds.forEach((imported) => stack.push(imported));
  }
  return seen;
}

/**
 * The modules of the app shell chunk: everything the start module reaches statically, less what the
 * entry module already holds (React DOM, evaluated first).
 *
 * The whole closure, not a hand-picked part: a chunk whose modules import one another's chunks both
 * ways is evaluated in the wrong order (an icon chunk ran before the `createLucideIcon` it calls, and
 * the page never started). Taking every static import keeps the shell's only dependency the entry.
 * Icons come in through lucide-react's index, which re-exports every icon, so every icon the site
 * uses is in the shell (about 10 kB gzip); the pages' own icon chunks, which held much the same, are
 * gone.
 */
export function appShellModules(
  entry: string,
  start: string,
  moduleInfo: (id: string) => ModuleNode | null,
): Set<string> {
  const inEntry = staticClosure(entry, moduleInfo);
  return new Set([...staticClosure(start, moduleInfo)].filter((id) => !inEntry.has(id)));
}

/**
 * The Vite plugin that finds the shell's modules once the module graph is complete, and the
 * code-splitting group that puts them in one chunk named `app`. The group is for the client build only.
 */
export function appShellChunk({ entry, start }: { entry: string; start: string }) {
  const modules = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'app-shell-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      modules.clear();
      const info = (id: string) => this.getModuleInfo(id);
      appShellModules(resolve(root, entry), resolve(root, start), info).forEach((id) => modules.add(id));
      if (!modules.has(resolve(root, start)) && this.environment.name === 'client') {
        this.error(`The app shell chunk found no module ${start}`);
      }
    },
  };
  const group = {
    name: 'app',
    test: (id: string) => modules.has(id),
    // The closure is complete, so nothing it needs is left behind to pull in.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
