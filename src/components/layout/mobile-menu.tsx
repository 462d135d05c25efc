import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useOpenUntilNavigation } from './use-open-until-navigation';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * The small-screen menu button. The panel (and Radix Dialog with it) loads when the visitor first
 * points at or opens the menu, which keeps it out of every page's initial JavaScript.
 */
export function MobileMenu() {
  const { ui } = useI18n();
  const [open, setOpen] = useOpenUntilNavigation();
  const [panelWanted, setPanelWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={ui.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setPanelWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
      </Button>
      {panelWanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
