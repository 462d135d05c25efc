import { lazy, type ComponentType } from 'react';
import type { RouteId } from './route-table';

// Each route's page, loaded lazily so a visitor downloads only the page they open. Routes whose full
// page a later change builds show the shared hero page (their real title and subtitle) until then.
type PageLoader = () => Promise<{ default: ComponentType }>;

const heroPage =
  (id: RouteId): PageLoader =>
  async () => {
    const { default: RouteHeroPage } = await import('@/pages/route-hero-page');
    return { default: () => <RouteHeroPage id={id} /> };
  };

const PAGE_LOADERS: Record<RouteId, PageLoader> = {
  home: () => import('@/pages/home-page'),
  about: heroPage('about'),
  propertyManagement: heroPage('propertyManagement'),
  calculateCost: heroPage('calculateCost'),
  rentalAgreement: heroPage('rentalAgreement'),
  investment: heroPage('investment'),
  relocation: heroPage('relocation'),
  settling: heroPage('settling'),
  articles: heroPage('articles'),
  articleRealEstateInvestment: heroPage('articleRealEstateInvestment'),
  articlePropertyManagementLisbon: heroPage('articlePropertyManagementLisbon'),
  articleTaxReforms2025: heroPage('articleTaxReforms2025'),
  realEstateAds: heroPage('realEstateAds'),
  contact: () => import('@/pages/contact-page'),
  privacy: heroPage('privacy'),
  terms: heroPage('terms'),
  thankYou: () => import('@/pages/thank-you-page'),
  adminLogoGenerator: heroPage('adminLogoGenerator'),
  adminFbListings: heroPage('adminFbListings'),
};

const loadNotFoundPage: PageLoader = () => import('@/pages/not-found-page');

export const PAGES = Object.fromEntries(Object.entries(PAGE_LOADERS).map(([id, load]) => [id, lazy(load)])) as Record<
  RouteId,
  ReturnType<typeof lazy<ComponentType>>
>;

export const NotFoundPage = lazy(loadNotFoundPage);

/** Loads a page's code ahead of rendering (before hydrating prerendered HTML); null is the 404 page. */
export async function preloadPage(id: RouteId | null): Promise<void> {
  // The module cache makes the lazy component's own import resolve at once afterwards.
  await (id ? PAGE_LOADERS[id]() : loadNotFoundPage());
}
