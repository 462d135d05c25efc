import { Link } from 'react-router-dom';
import { localizedPath } from '@/lib/routing/routes';
import { useI18n } from '@/lib/i18n/i18n-context';
import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import { SiteLogoMark } from './site-logo';

export function SiteHeader() {
  const { ui, lang } = useI18n();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={localizedPath(lang, 'home')}
          aria-label={ui.nav.homeLinkLabel}
          className="flex items-center gap-2 text-lg font-bold text-brand-900"
        >
          <SiteLogoMark className="size-9" />
          <span dir="ltr">{ui.meta.siteName}</span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageToggle className="hidden sm:inline-flex" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
