import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { OwnersAdminCopy } from './copy.en';
import { HistoryView } from './history-view';
import { OwnersView } from './owners-view';
import { PropertiesView } from './properties-view';
import { PropertyView } from './property-view';
import { locationSearch, parseLocation, type ToolView } from './tool-location';

/**
 * The owners' staff tool (docs/owner-accounts.md): owners, properties (each with its lease and its
 * ledger month by month) and the change history. Where staff are is kept in the address. Shown only
 * to a signed-in admin (the page wraps it in the admin gate); the database refuses anyone else.
 */
export function OwnersAdminTool({ copy, now }: { copy: OwnersAdminCopy; now?: Date }) {
  const [params] = useSearchParams();
  const location = parseLocation(params);
  const current: ToolView = location.view === 'property' ? 'properties' : location.view;
  const parts: { view: ToolView; label: string }[] = [
    { view: 'owners', label: copy.nav.owners },
    { view: 'properties', label: copy.nav.properties },
    { view: 'history', label: copy.nav.history },
  ];

  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={copy.nav.label}>
        <ul className="flex flex-wrap gap-2">
          {parts.map((part) => (
            <li key={part.view}>
              <Link
                to={{ search: locationSearch({ view: part.view }) }}
                aria-current={current === part.view ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 items-center rounded-lg border px-4 font-medium',
                  current === part.view
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {part.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {location.view === 'owners' && <OwnersView copy={copy} />}
      {location.view === 'properties' && <PropertiesView copy={copy} ownerFilter={location.owner} />}
      {location.view === 'property' && location.property && (
        <PropertyView copy={copy} propertyId={location.property} month={location.month} now={now} />
      )}
      {location.view === 'history' && (
        <HistoryView copy={copy} ownerFilter={location.owner} propertyFilter={location.property} />
      )}
    </div>
  );
}
