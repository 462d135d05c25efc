// Every page's copy in Portuguese: the registry loads this module for a page in Portuguese (see
// page-registry.ts), and the compiler checks each entry against the copy type its page reads.
import type { ArticleCopy } from '@/features/articles/article-copy';
import type { CopyRegistry } from './page-registry';

export default {
  home: () => import('@/pages/home/copy.pt'),
  about: () => import('@/pages/about/copy.pt'),
  propertyManagement: () => import('@/pages/property-management/copy.pt'),
  calculateCost: () => import('@/pages/calculate-cost/copy.pt'),
  rentalAgreement: () => import('@/pages/rental-agreement/copy.pt'),
  investment: () => import('@/pages/investment/copy.pt'),
  purchaseCosts: () => import('@/pages/purchase-costs/copy.pt'),
  relocation: () => import('@/pages/relocation/copy.pt'),
  settling: () => import('@/pages/settling/copy.pt'),
  articles: () => import('@/pages/articles/copy.pt'),
  // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
  article: import.meta.glob<{ default: ArticleCopy }>('./*.pt.ts', { base: '/src/pages/article/entries' }),
  realEstateAds: () => import('@/pages/real-estate-ads/copy.pt'),
  contact: () => import('@/pages/contact/copy.pt'),
  privacy: () => import('@/pages/privacy/copy.pt'),
  terms: () => import('@/pages/terms/copy.pt'),
  thankYou: () => import('@/pages/thank-you/copy.pt'),
  adminLogoGenerator: () => import('@/pages/admin-logo-generator/copy.pt'),
  adminFbListings: () => import('@/pages/admin-fb-listings/copy.pt'),
  newsletterConfirm: () => import('@/pages/newsletter-confirm/copy.pt'),
  newsletterUnsubscribe: () => import('@/pages/newsletter-unsubscribe/copy.pt'),
  adminNewsletter: () => import('@/pages/admin-newsletter/copy.pt'),
  adminLeads: () => import('@/pages/admin-leads/copy.pt'),
  alertsConfirm: () => import('@/pages/alerts-confirm/copy.pt'),
  adminOwners: () => import('@/pages/admin-owners/copy.pt'),
  owner: () => import('@/pages/owner/copy.pt'),
  alertsManage: () => import('@/pages/alerts-manage/copy.pt'),
  adminDemand: () => import('@/pages/admin-demand/copy.pt'),
} satisfies CopyRegistry;
