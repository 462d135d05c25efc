import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JAVASCRIPT_BUDGET_KB as BUDGET_KB } from '../../scripts/javascript-budget';
import { prerenderTargets } from '../../src/lib/routing/routes';
import { builtPage, DIST } from './built-site';

// The JavaScript a first visit fetches before the page responds: the chunks its boot script preloads
// (data-preload, scripts/prerender-html.ts), gzip. The real-browser bench (npm run bench) measures
// what the bytes cost in time; this catches a page that grows, without timing anything.

/** The chunks a built page preloads at first paint. */
function preloadedChunks(url: string): string[] {
  const preload = /data-preload="([^"]*)"/.exec(builtPage(url))?.[1] ?? '';
  return preload.split(' ').filter(Boolean);
}

/** The gzip size in kB of the chunks a built page preloads. */
function javascriptBeforeReadyKb(url: string): number {
  const files = preloadedChunks(url);
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0) / 1000;
}

describe('JavaScript before ready', () => {
  for (const { url, route } of prerenderTargets().filter((target) => target.route.layout === 'site')) {
    it(`${url} stays within ${BUDGET_KB[route.id]} kB gzip`, () => {
      const kb = javascriptBeforeReadyKb(url);
      expect(kb).toBeGreaterThan(50); // the list is there: React alone is more
      expect(kb).toBeLessThanOrEqual(BUDGET_KB[route.id]);
    });
  }
});

describe('supabase-js', () => {
  const supabaseChunk = (url: string) =>
    preloadedChunks(url).some((file) => /\/supabase-client-[\w-]+\.js$/.test(file));

  it.each(['/en/owner', '/he/owner', '/pt/owner'])(
    '%s preloads it with the account code at first paint: the page shows nothing without them',
    (url) => {
      expect(supabaseChunk(url)).toBe(true);
      expect(preloadedChunks(url).some((file) => /\/owner-portal-[\w-]+\.js$/.test(file))).toBe(true);
    },
  );

  it('stays off every other public page', () => {
    const pages = prerenderTargets().filter((target) => target.route.layout === 'site' && target.route.id !== 'owner');
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter(({ url }) => supabaseChunk(url)).map(({ url }) => url)).toEqual([]);
  });
});
