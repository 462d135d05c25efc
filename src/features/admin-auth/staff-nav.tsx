import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath, normalizePath, type RouteId } from '@/lib/routing/routes';
import type { AdminAuthCopy } from './copy.en';

/** The staff tools, in the order the navigation lists them (labels in the sign-in copy). */
const STAFF_TOOLS = [
  'adminLeads',
  'adminOwners',
  'adminDemand',
  'adminFbListings',
  'adminNewsletter',
  'adminLogoGenerator',
] as const satisfies readonly RouteId[];

/** Links between the staff tools, shown to a signed-in admin above each tool. */
export function StaffNav({ copy }: { copy: AdminAuthCopy }) {
  const { lang } = useI18n();
  const { pathname } = useLocation();
  const here = normalizePath(pathname);
  return (
    <nav aria-label={copy.staffNav.label} className="w-full">
      <ul className="flex flex-wrap gap-2">
        {STAFF_TOOLS.map((id) => {
          const path = localizedPath(lang, id);
          const current = normalizePath(path) === here;
          return (
            <li key={id}>
              <Link
                to={path}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium',
                  current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
                )}
              >
                {copy.staffNav[id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
