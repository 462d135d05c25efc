import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import { HomeLogoLink } from './site-logo';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      {/* Each item's place depends only on those before it (the last pushed to the end by
          ms-auto, not justify-between): a browser that paints a half-parsed header moves nothing
          when the rest arrives. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <HomeLogoLink markClassName="size-9" className="text-lg" />
        <DesktopNav />
        <div className="ms-auto flex items-center gap-2">
          {/* On a phone the switch is in the menu: the header has no room for it. */}
          <div className="hidden sm:block">
            <LanguageToggle />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
