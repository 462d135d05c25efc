// Every page's copy module in Portuguese, in the order of the routes in ROUTES (RouteOrder): the
// registry loads this module for a page in Portuguese (see page-registry.ts). The compiler checks
// each entry against the copy type its route's component reads, and that no route is missing.
import type { ArticleCopy } from '@/features/articles/article-copy';
import type { CopyRegistry } from './page-registry';

export default [
  () => import('@/pages/home/copy.pt'),
  () => import('@/pages/about/copy.pt'),
  () => import('@/pages/property-management/copy.pt'),
  () => import('@/pages/calculate-cost/copy.pt'),
  () => import('@/pages/rental-agreement/copy.pt'),
  () => import('@/pages/investment/copy.pt'),
  () => import('@/pages/purchase-costs/copy.pt'),
  () => import('@/pages/relocation/copy.pt'),
  () => import('@/pages/settling/copy.pt'),
  () => import('@/pages/articles/copy.pt'),
  // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
  import.meta.glob<{ default: ArticleCopy }>('./*.pt.ts', { base: '/src/pages/article/entries' }),
  () => import('@/pages/real-estate-ads/copy.pt'),
  () => import('@/pages/contact/copy.pt'),
  () => import('@/pages/privacy/copy.pt'),
  () => import('@/pages/terms/copy.pt'),
  () => import('@/pages/thank-you/copy.pt'),
  () => import('@/pages/admin-logo-generator/copy.pt'),
  () => import('@/pages/admin-fb-listings/copy.pt'),
  () => import('@/pages/newsletter-confirm/copy.pt'),
  () => import('@/pages/newsletter-unsubscribe/copy.pt'),
  () => import('@/pages/admin-newsletter/copy.pt'),
  () => import('@/pages/admin-leads/copy.pt'),
  () => import('@/pages/alerts-confirm/copy.pt'),
  () => import('@/pages/alerts-manage/copy.pt'),
  () => import('@/pages/admin-demand/copy.pt'),
  () => import('@/pages/admin-owners/copy.pt'),
  () => import('@/pages/owner/copy.pt'),
] satisfies CopyRegistry;
