import { RouteHero } from '@/components/layout/route-hero';

/** A route whose folder has copy but no page.tsx yet: its hero (title and subtitle) only. */
export default function HeroOnlyPage() {
  return <RouteHero />;
}
