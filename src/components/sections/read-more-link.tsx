import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath, type RouteId } from '@/lib/routing/routes';
import type { SectionTone } from './section-heading';

/** A text link to another page of the site, in the current language, with an arrow mirrored in RTL. */
export function ReadMoreLink({
  to,
  children,
  tone = 'light',
}: {
  to: RouteId;
  children: ReactNode;
  tone?: SectionTone;
}) {
  const { lang } = useI18n();
  return (
    <Link
      to={localizedPath(lang, to)}
      className={cn(
        'inline-flex items-center gap-2 rounded font-semibold underline-offset-4 hover:underline',
        tone === 'dark' ? 'text-accent-200 hover:text-white' : 'text-brand-700 hover:text-brand-900',
      )}
    >
      {children}
      <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
    </Link>
  );
}
