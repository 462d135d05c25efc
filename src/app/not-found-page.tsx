import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { markPageHydrated } from '@/lib/async/app-ready';
import { localizedPath } from '@/lib/routing/routes';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { Seo } from '@/lib/seo/seo';

export default function NotFoundPage() {
  const { ui, lang } = useI18n();
  useEffect(markPageHydrated, []);
  return (
    <>
      <Seo title={ui.errors.notFoundMetaTitle} description={ui.errors.notFoundMetaDescription} noindex />
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-7xl font-bold text-brand-700">{ui.errors.notFoundCode}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{ui.errors.notFoundMessage}</h1>
        <Button asChild>
          <Link to={localizedPath(lang, 'home')}>{ui.errors.notFoundHome}</Link>
        </Button>
      </section>
    </>
  );
}
