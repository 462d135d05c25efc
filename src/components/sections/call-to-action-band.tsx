import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath, type RouteId } from '@/lib/routing/routes';
import { IconBadge } from './icon-badge';
import { SectionHeading } from './section-heading';

export interface CallToActionLink {
  to: RouteId;
  label: string;
}

/**
 * A page's closing band on the brand colour: an icon, a heading with its text, a main button and
 * an optional second one, each a link to a page in the current language.
 */
export function CallToActionBand({
  id,
  icon,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
}) {
  const { lang } = useI18n();
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6">
        <IconBadge icon={icon} className="bg-white/10 text-accent-300" />
        <SectionHeading id={id} title={title} intro={text} tone="dark" />
        <div className="flex w-full flex-wrap gap-3">
          <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
            <Link to={localizedPath(lang, primary.to)}>{primary.label}</Link>
          </Button>
          {secondary ? (
            <Button asChild variant="outlineOnDark" size="lg" className="w-full sm:w-auto">
              <Link to={localizedPath(lang, secondary.to)}>{secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
