import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { NavLinkItem } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { useOpenUntilNavigation } from './use-open-until-navigation';
import { NAV_ITEMS } from './nav-items';

/**
 * The small-screen menu: a panel that slides in from the end side (the right in English, the left
 * in Hebrew). Radix Dialog traps focus, closes on Escape and restores focus to the menu button.
 */
export function MobileMenu() {
  const { t } = useI18n();
  const [open, setOpen] = useOpenUntilNavigation();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden className="size-6" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-menu"
          className="fixed inset-y-0 end-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl ltr:animate-slide-in-from-right rtl:animate-slide-in-from-left lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X aria-hidden className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <nav
            aria-label={t('nav.mainLabel')}
            onClick={(event) => {
              // Close on navigation, including a tap on the link of the page already shown.
              if ((event.target as HTMLElement).closest('a')) setOpen(false);
            }}
          >
            <ul className="flex flex-col gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.id}>
                  <NavLinkItem item={item} className="block text-base" />
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
