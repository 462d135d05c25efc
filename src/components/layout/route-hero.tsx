import type { ReactNode } from 'react';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageHero } from './page-hero';

/** The current route's hero: title and subtitle from its copy, plus optional actions. */
export function RouteHero({ children }: { children?: ReactNode }) {
  const { copy } = useCurrentRoute();
  return (
    <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle}>
      {children}
    </PageHero>
  );
}
