import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from './route-table';

// Each route's page, loaded lazily so a visitor downloads only the page they open. Routes whose full
// page a later change builds show the shared hero page (their real title and subtitle) until then.
type PageComponent = LazyExoticComponent<ComponentType>;

const heroPage = (id: RouteId): PageComponent =>
  lazy(async () => {
    const { default: RouteHeroPage } = await import('@/pages/route-hero-page');
    return { default: () => <RouteHeroPage id={id} /> };
  });

export const PAGES: Record<RouteId, PageComponent> = {
  home: heroPage('home'),
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
  contact: heroPage('contact'),
  privacy: heroPage('privacy'),
  terms: heroPage('terms'),
  thankYou: heroPage('thankYou'),
  adminLogoGenerator: heroPage('adminLogoGenerator'),
  adminFbListings: heroPage('adminFbListings'),
};

export const NotFoundPage = lazy(() => import('@/pages/not-found-page'));

/** Loads a page's code ahead of rendering (before hydrating prerendered HTML, so nothing suspends). */
export async function preloadPage(id: RouteId | null): Promise<void> {
  // React.lazy has no public preload; rendering after the import resolves uses the cached module.
  await (id ? import('@/pages/route-hero-page') : import('@/pages/not-found-page'));
}
