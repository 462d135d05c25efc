// Every page's copy module in English, in the order of the routes in ROUTES (RouteOrder): the
// registry loads this module for a page in English (see page-registry.ts). The compiler checks
// each entry against the copy type its route's component reads, and that no route is missing.
import type { ArticleCopy } from '@/features/articles/article-copy';
import type { CopyRegistry } from './page-registry';

export default [
  () => import('@/pages/home/copy.en'),
  () => import('@/pages/about/copy.en'),
  () => import('@/pages/property-management/copy.en'),
  () => import('@/pages/calculate-cost/copy.en'),
  () => import('@/pages/rental-agreement/copy.en'),
  () => import('@/pages/investment/copy.en'),
  () => import('@/pages/purchase-costs/copy.en'),
  () => import('@/pages/relocation/copy.en'),
  () => import('@/pages/settling/copy.en'),
  () => import('@/pages/articles/copy.en'),
  // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
  import.meta.glob<{ default: ArticleCopy }>('./*.en.ts', { base: '/src/pages/article/entries' }),
  () => import('@/pages/real-estate-ads/copy.en'),
  () => import('@/pages/contact/copy.en'),
  () => import('@/pages/privacy/copy.en'),
  () => import('@/pages/terms/copy.en'),
  () => import('@/pages/thank-you/copy.en'),
  () => import('@/pages/admin-logo-generator/copy.en'),
  () => import('@/pages/admin-fb-listings/copy.en'),
  () => import('@/pages/newsletter-confirm/copy.en'),
  () => import('@/pages/newsletter-unsubscribe/copy.en'),
  () => import('@/pages/admin-newsletter/copy.en'),
  () => import('@/pages/admin-leads/copy.en'),
  () => import('@/pages/alerts-confirm/copy.en'),
  () => import('@/pages/alerts-manage/copy.en'),
  () => import('@/pages/admin-demand/copy.en'),
  () => import('@/pages/admin-owners/copy.en'),
  () => import('@/pages/owner/copy.en'),
] satisfies CopyRegistry;
