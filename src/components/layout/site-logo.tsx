import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';

export function SiteLogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <rect width="64" height="64" rx="14" fill="#1d564e" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fff" />
      <rect x="27" y="36" width="10" height="14" rx="1" fill="#e07b0c" />
    </svg>
  );
}

/** The logo and brand name, linking to the home page in the current language (header and admin bar). */
export function HomeLogoLink({ markClassName, className }: { markClassName: string; className: string }) {
  const { ui, lang } = useI18n();
  return (
    <Link
      to={localizedPath(lang, 'home')}
      aria-label={ui.nav.homeLinkLabel}
      className={cn('flex items-center gap-2 font-bold text-brand-900', className)}
    >
      <SiteLogoMark className={markClassName} />
      <span dir="ltr">{ui.meta.siteName}</span>
    </Link>
  );
}
