import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { NavLinkItem } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { NAV_ITEMS } from './nav-items';

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives focus when the panel closes (the menu button lives outside this module). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The small-screen menu panel: slides in from the end side (the right in English, the left in
 * Hebrew). Radix Dialog traps focus and closes on Escape; focus returns to the menu button.
 * Loaded on demand by MobileMenu, so Radix Dialog is not in any page's initial JavaScript.
 */
export default function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const { ui } = useI18n();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          data-testid="mobile-menu"
          className="fixed inset-y-0 end-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl ltr:animate-slide-in-from-right rtl:animate-slide-in-from-left lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{ui.nav.menuTitle}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={ui.nav.closeMenu}>
                <X aria-hidden className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <nav
            aria-label={ui.nav.mainLabel}
            onClick={(event) => {
              // Close on navigation, including a tap on the link of the page already shown.
              if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
            }}
          >
            <ul className="flex flex-col gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.id}>
                  <NavLinkItem item={item} large className="block" />
                  {item.children && (
                    <ul className="ms-4 flex flex-col gap-1 border-s border-slate-200 ps-2">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <NavLinkItem item={child} className="block" />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <LanguageToggle className="self-start" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
