import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript source files under `dir`, tests and folders named in `skip` left out. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
