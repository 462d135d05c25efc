// Each public page's budget of JavaScript before ready (gzip kB, the chunks its boot script preloads).
// tests/build/javascript-budget.test.ts fails `npm test` when a page passes it; `npm run bench` marks it.
import type { RouteId } from '../src/lib/routing/routes';

/**
 * Each public page's budget in kB (gzip), in either language: its size when set, plus a margin of
 * about 2.5 kB. Raise one only with the bench's figures for the change (docs/delivery.md, "Budgets").
 */
export const JAVASCRIPT_BUDGET_KB: Readonly<Record<RouteId, number>> = {
  home: 147,
  about: 117,
  propertyManagement: 129,
  calculateCost: 134,
  // The three form pages: their form's code and react-hook-form come after ready (formLoadedLater).
  rentalAgreement: 128,
  contact: 111,
  investment: 131,
  purchaseCosts: 127,
  relocation: 130,
  settling: 125,
  articles: 115,
  article: 129,
  realEstateAds: 136,
  privacy: 118,
  terms: 115,
  thankYou: 111,
  newsletterConfirm: 111,
  newsletterUnsubscribe: 112,
  alertsConfirm: 111,
  alertsManage: 114,
  // The owner's page: its sign-in form and the account behind it, supabase-js included, preloaded
  // at first paint because the page shows nothing without them (docs/owner-accounts.md, "Speed").
  owner: 205,
  // Staff pages are shells: nothing is preloaded before sign-in.
  adminLeads: 0,
  adminFbListings: 0,
  adminNewsletter: 0,
  adminLogoGenerator: 0,
  adminDemand: 0,
  adminOwners: 0,
};
