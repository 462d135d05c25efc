import { Globe } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { switchLangPath } from '@/lib/routing/routes';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Link to the same page, query and hash in the other language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { ui, lang } = useI18n();
  const location = useLocation();
  const other = lang === 'he' ? 'en' : 'he';
  return (
    <Link
      to={switchLangPath(location.pathname, location.search, location.hash, other)}
      lang={other}
      hrefLang={other}
      title={ui.nav.switchLanguageLabel}
      data-testid="language-toggle"
      className={`inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 ${className ?? ''}`}
    >
      <Globe aria-hidden className="size-4" />
      {ui.nav.switchLanguage}
    </Link>
  );
}
