// Every page's copy module in Hebrew, in the order of the routes in ROUTES (RouteOrder): the
// registry loads this module for a page in Hebrew (see page-registry.ts). The compiler checks
// each entry against the copy type its route's component reads, and that no route is missing.
import type { ArticleCopy } from '@/features/articles/article-copy';
import type { CopyRegistry } from './page-registry';

export default [
  () => import('@/pages/home/copy.he'),
  () => import('@/pages/about/copy.he'),
  () => import('@/pages/property-management/copy.he'),
  () => import('@/pages/calculate-cost/copy.he'),
  () => import('@/pages/rental-agreement/copy.he'),
  () => import('@/pages/investment/copy.he'),
  () => import('@/pages/purchase-costs/copy.he'),
  () => import('@/pages/relocation/copy.he'),
  () => import('@/pages/settling/copy.he'),
  () => import('@/pages/articles/copy.he'),
  // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
  import.meta.glob<{ default: ArticleCopy }>('./*.he.ts', { base: '/src/pages/article/entries' }),
  () => import('@/pages/real-estate-ads/copy.he'),
  () => import('@/pages/contact/copy.he'),
  () => import('@/pages/privacy/copy.he'),
  () => import('@/pages/terms/copy.he'),
  () => import('@/pages/thank-you/copy.he'),
  () => import('@/pages/admin-logo-generator/copy.he'),
  () => import('@/pages/admin-fb-listings/copy.he'),
  () => import('@/pages/newsletter-confirm/copy.he'),
  () => import('@/pages/newsletter-unsubscribe/copy.he'),
  () => import('@/pages/admin-newsletter/copy.he'),
  () => import('@/pages/admin-leads/copy.he'),
  () => import('@/pages/alerts-confirm/copy.he'),
  () => import('@/pages/alerts-manage/copy.he'),
  () => import('@/pages/admin-demand/copy.he'),
  () => import('@/pages/admin-owners/copy.he'),
  () => import('@/pages/owner/copy.he'),
] satisfies CopyRegistry;
