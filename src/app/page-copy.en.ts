// Every page's copy in English: the registry loads this module for a page in English (see
// page-registry.ts), and the compiler checks each entry against the copy type its page reads.
import type { ArticleCopy } from '@/features/articles/article-copy';
import type { CopyRegistry } from './page-registry';

export default {
  home: () => import('@/pages/home/copy.en'),
  about: () => import('@/pages/about/copy.en'),
  propertyManagement: () => import('@/pages/property-management/copy.en'),
  calculateCost: () => import('@/pages/calculate-cost/copy.en'),
  rentalAgreement: () => import('@/pages/rental-agreement/copy.en'),
  investment: () => import('@/pages/investment/copy.en'),
  purchaseCosts: () => import('@/pages/purchase-costs/copy.en'),
  relocation: () => import('@/pages/relocation/copy.en'),
  settling: () => import('@/pages/settling/copy.en'),
  articles: () => import('@/pages/articles/copy.en'),
  // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
  article: import.meta.glob<{ default: ArticleCopy }>('./*.en.ts', { base: '/src/pages/article/entries' }),
  realEstateAds: () => import('@/pages/real-estate-ads/copy.en'),
  contact: () => import('@/pages/contact/copy.en'),
  privacy: () => import('@/pages/privacy/copy.en'),
  terms: () => import('@/pages/terms/copy.en'),
  thankYou: () => import('@/pages/thank-you/copy.en'),
  adminLogoGenerator: () => import('@/pages/admin-logo-generator/copy.en'),
  adminFbListings: () => import('@/pages/admin-fb-listings/copy.en'),
  newsletterConfirm: () => import('@/pages/newsletter-confirm/copy.en'),
  newsletterUnsubscribe: () => import('@/pages/newsletter-unsubscribe/copy.en'),
  adminNewsletter: () => import('@/pages/admin-newsletter/copy.en'),
  adminLeads: () => import('@/pages/admin-leads/copy.en'),
  alertsConfirm: () => import('@/pages/alerts-confirm/copy.en'),
  adminOwners: () => import('@/pages/admin-owners/copy.en'),
  owner: () => import('@/pages/owner/copy.en'),
  alertsManage: () => import('@/pages/alerts-manage/copy.en'),
  adminDemand: () => import('@/pages/admin-demand/copy.en'),
} satisfies CopyRegistry;
