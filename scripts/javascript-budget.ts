// Each public page's budget of JavaScript before ready (gzip kB, the chunks its boot script preloads).
// tests/build/javascript-budget.test.ts fails `npm test` when a page passes it; `npm run bench` marks it.
import type { RouteId } from '../src/lib/routing/routes';

/**
 * Each public page's budget in kB (gzip), in either language: its size when set, plus a margin of
 * about 2.5 kB. Raise one only with the bench's figures for the change (docs/delivery.md, "Budgets").
 */
export const JAVASCRIPT_BUDGET_KB: Readonly<Record<RouteId, number>> = {
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
