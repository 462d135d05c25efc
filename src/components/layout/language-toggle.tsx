import { Globe } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { switchLangPath } from '@/lib/routing/routes';
import { useI18n } from '@/lib/i18n/i18n-context';
import { LANG_TAG, LANGS } from '@/lib/i18n/lang';
import { LANGUAGE_NAMES } from '@/lib/i18n/language-names';

/** Links to the same page, query and hash in each other language, each named in its own language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { ui, lang } = useI18n();
  const location = useLocation();
  return (
    <div
      role="group"
      aria-label={ui.nav.languages}
      data-testid="language-switch"
      className={cn('inline-flex items-center gap-1', className)}
    >
      <Globe aria-hidden className="size-4 shrink-0 text-slate-500" />
      {LANGS.filter((other) => other !== lang).map((other) => (
        <Link
          key={other}
          to={switchLangPath(location.pathname, location.search, location.hash, other)}
          lang={LANG_TAG[other]}
          hrefLang={LANG_TAG[other]}
          title={LANGUAGE_NAMES[other].readIn}
          data-testid={`language-toggle-${other}`}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {LANGUAGE_NAMES[other].name}
        </Link>
      ))}
    </div>
  );
}
