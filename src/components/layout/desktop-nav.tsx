import { ChevronDown } from 'lucide-react';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localizedPath } from '@/lib/routing/routes';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { NAV_ITEMS, navState, type NavItem } from './nav-items';
import { useOpenUntilNavigation } from './use-open-until-navigation';

const linkClass = (active: boolean, large: boolean) =>
  cn(
    'rounded-md px-3 py-2 font-medium transition-colors hover:text-brand-700',
    large ? 'text-base' : 'text-sm',
    active ? 'text-brand-700' : 'text-slate-700',
  );

/** A link of the site's navigation; `large` in the mobile menu's top level. */
function NavLinkItem({ item, large = false, className }: { item: NavItem; large?: boolean; className?: string }) {
  const { ui, lang } = useI18n();
  const { pathname } = useLocation();
  const state = navState(lang, item.id, pathname);
  return (
    <Link
      to={localizedPath(lang, item.id)}
      aria-current={state === 'current' ? 'page' : state === 'section' ? 'true' : undefined}
      data-active={state !== null}
      className={cn(linkClass(state !== null, large), className)}
    >
      {item.label(ui)}
    </Link>
  );
}

/**
 * A top-level item with a sub-menu, following the WAI-ARIA disclosure navigation pattern: the label
 * stays a link, a separate button toggles the sub-menu (keyboard and touch), and hovering opens it.
 */
function NavItemWithSubmenu({ item }: { item: NavItem }) {
  const { ui } = useI18n();
  const [open, setOpen] = useOpenUntilNavigation();
  const submenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <li
      className="relative flex items-center"
      // Hover opens only for a mouse: a tap also fires compatibility mouse events, which would open the
      // sub-menu just before the button's click toggles it shut again.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      <NavLinkItem item={item} className="pe-1" />
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={fill(ui.nav.submenuToggle, { label: item.label(ui) })}
        // With a mouse, hovering has opened the sub-menu already; a click must not shut it again.
        onClick={(event) =>
          setOpen(
            (value) => ('pointerType' in event.nativeEvent && event.nativeEvent.pointerType === 'mouse') || !value,
          )
        }
        className="rounded-md p-1 text-slate-600 hover:text-brand-700"
      >
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={submenuId}
        hidden={!open}
        className="absolute start-0 top-full z-40 min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {item.children?.map((child) => (
          <li key={child.id}>
            <NavLinkItem item={child} className="block w-full" />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav() {
  const { ui } = useI18n();
  return (
    <nav aria-label={ui.nav.mainLabel} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) =>
          item.children ? (
            <NavItemWithSubmenu key={item.id} item={item} />
          ) : (
            <li key={item.id}>
              <NavLinkItem item={item} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

export { NavLinkItem };
