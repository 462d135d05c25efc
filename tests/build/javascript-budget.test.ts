import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prerenderTargets, type RouteId } from '../../src/lib/routing/routes';
import { builtPage, DIST } from './built-site';

// The JavaScript a first visit fetches before the page responds: the chunks its boot script preloads
// (data-preload, scripts/prerender-html.ts), gzip. The real-browser bench (npm run bench) measures
// what the bytes cost in time; this catches a page that grows, without timing anything.

/**
 * Each public page's budget in kB (gzip), in either language: its size when set, plus a margin of
 * about 2.5 kB. Raise one only with the bench's figures for the change (docs/delivery.md, "Budgets").
 */
const BUDGET_KB: Readonly<Record<RouteId, number>> = {
  home: 156,
  about: 127,
  propertyManagement: 138,
  calculateCost: 145,
  rentalAgreement: 162,
  investment: 158,
  purchaseCosts: 139,
  relocation: 140,
  settling: 135,
  articles: 127,
  article: 138,
  realEstateAds: 145,
  contact: 143,
  privacy: 130,
  terms: 127,
  thankYou: 123,
  newsletterConfirm: 123,
  newsletterUnsubscribe: 124,
  alertsConfirm: 123,
  alertsManage: 126,
  // Staff pages are shells: nothing is preloaded before sign-in.
  adminLeads: 0,
  adminFbListings: 0,
  adminNewsletter: 0,
  adminLogoGenerator: 0,
  adminDemand: 0,
};

/** The gzip size in kB of the chunks a built page preloads. */
function javascriptBeforeReadyKb(url: string): number {
  const preload = /data-preload="([^"]*)"/.exec(builtPage(url))?.[1] ?? '';
  const files = preload.split(' ').filter(Boolean);
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
