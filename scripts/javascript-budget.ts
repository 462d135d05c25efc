// Each public page's budget of JavaScript before ready (gzip kB, the chunks its boot script preloads).
// tests/build/javascript-budget.test.ts fails `npm test` when a page passes it; `npm run bench` marks it.
import type { RouteId } from '../src/lib/routing/routes';

/**
 * Each public page's budget in kB (gzip), in either language: its size when set, plus a margin of
 * about 2.5 kB. Raise one only with the bench's figures for the change (docs/delivery.md, "Budgets").
 */
export const JAVASCRIPT_BUDGET_KB: Readonly<Record<RouteId, number>> = {
  home: 150,
  about: 120,
  propertyManagement: 132,
  calculateCost: 137,
  // The three form pages: their form's code and react-hook-form come after ready (formLoadedLater).
  rentalAgreement: 131,
  contact: 114,
  investment: 134,
  purchaseCosts: 130,
  relocation: 133,
  settling: 128,
  articles: 118,
  article: 132,
  realEstateAds: 139,
  privacy: 121,
  terms: 118,
  thankYou: 114,
  newsletterConfirm: 114,
  newsletterUnsubscribe: 115,
  alertsConfirm: 114,
  alertsManage: 117,
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
