import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = join(import.meta.dirname, '..', '..', 'dist');

if (!existsSync(join(DIST, 'en', 'index.html'))) {
  throw new Error('dist/ has no built site: run `npm run build` first');
}

/** Every HTML file of the built site, as paths relative to dist/ (the benchmark's own excluded). */
export function builtHtmlFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__bench' ? [] : builtHtmlFiles(path);
    return name.endsWith('.html') ? [relative(DIST, path)] : [];
  });
}

/** The prerendered file of a page URL (/en/about → dist/en/about/index.html). */
export function builtPage(url: string): string {
  return readFileSync(join(DIST, `.${url}`, 'index.html'), 'utf8');
}
