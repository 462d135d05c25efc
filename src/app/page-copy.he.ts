// Every page's copy in Hebrew: the registry loads this module for a page in Hebrew (see
// page-registry.ts), and the compiler checks each entry against the copy type its page reads.
import type { ArticleCopy } from '@/features/articles/article-copy';
import type { CopyRegistry } from './page-registry';

export default {
  home: () => import('@/pages/home/copy.he'),
  about: () => import('@/pages/about/copy.he'),
  propertyManagement: () => import('@/pages/property-management/copy.he'),
  calculateCost: () => import('@/pages/calculate-cost/copy.he'),
  rentalAgreement: () => import('@/pages/rental-agreement/copy.he'),
  investment: () => import('@/pages/investment/copy.he'),
  purchaseCosts: () => import('@/pages/purchase-costs/copy.he'),
  relocation: () => import('@/pages/relocation/copy.he'),
  settling: () => import('@/pages/settling/copy.he'),
  articles: () => import('@/pages/articles/copy.he'),
  // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
  article: import.meta.glob<{ default: ArticleCopy }>('./*.he.ts', { base: '/src/pages/article/entries' }),
  realEstateAds: () => import('@/pages/real-estate-ads/copy.he'),
  contact: () => import('@/pages/contact/copy.he'),
  privacy: () => import('@/pages/privacy/copy.he'),
  terms: () => import('@/pages/terms/copy.he'),
  thankYou: () => import('@/pages/thank-you/copy.he'),
  adminLogoGenerator: () => import('@/pages/admin-logo-generator/copy.he'),
  adminFbListings: () => import('@/pages/admin-fb-listings/copy.he'),
  newsletterConfirm: () => import('@/pages/newsletter-confirm/copy.he'),
  newsletterUnsubscribe: () => import('@/pages/newsletter-unsubscribe/copy.he'),
  adminNewsletter: () => import('@/pages/admin-newsletter/copy.he'),
  adminLeads: () => import('@/pages/admin-leads/copy.he'),
  alertsConfirm: () => import('@/pages/alerts-confirm/copy.he'),
  adminOwners: () => import('@/pages/admin-owners/copy.he'),
  owner: () => import('@/pages/owner/copy.he'),
  alertsManage: () => import('@/pages/alerts-manage/copy.he'),
  adminDemand: () => import('@/pages/admin-demand/copy.he'),
} satisfies CopyRegistry;
