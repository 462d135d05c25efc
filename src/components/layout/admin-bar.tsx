import { ShieldAlert } from 'lucide-react';
import { useCurrentRoute } from '@/lib/routing/current-route';

/**
 * A staff tool's opening line: its title (the page's one h1) and the spec's "Admin Tool - Not
 * Public" in one slim bar, so that the tool itself starts on a phone's first screen.
 */
export function AdminBar() {
  const { copy } = useCurrentRoute();
  return (
    <div className="bg-brand-900 text-white" data-testid="admin-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <h1 className="text-lg font-bold">{copy.hero.title}</h1>
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-200">
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          {copy.hero.subtitle}
        </p>
      </div>
    </div>
  );
}
