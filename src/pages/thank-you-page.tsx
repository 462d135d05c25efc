import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { localizedPath, routeById } from '@/app/route-table';
import { PageHero } from '@/components/layout/page-hero';
import { Button } from '@/components/ui/button';
import { COMPANY } from '@/config/company';
import { useI18n } from '@/lib/i18n/i18n-context';
import { Seo } from '@/lib/seo/seo';

const NEXT_STEPS = ['thankYou.stepRead', 'thankYou.stepReply', 'thankYou.stepPlan'] as const;

/** Shown after a successful submission; kept out of search engines (spec section 2). */
export default function ThankYouPage() {
  const { t, lang, dict } = useI18n();
  const text = dict.pages.thankYou;
  const route = routeById('thankYou');
  return (
    <>
      <Seo title={text.metaTitle} description={text.metaDescription} path={route.path} noindex={!route.indexable} />
      <PageHero title={text.title} subtitle={text.subtitle} />

      <section aria-labelledby="thank-you-next" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="thank-you-next" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
            <CircleCheck aria-hidden className="size-7 shrink-0 text-brand-600" />
            {t('thankYou.nextTitle')}
          </h2>
          <ol className="mt-6 flex flex-col gap-4">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5 text-slate-700">{t(step)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-slate-600">
            {t('thankYou.spamTip')}{' '}
            <a href={`mailto:${COMPANY.email}`} className="font-medium text-brand-700 hover:underline">
              {COMPANY.email}
            </a>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={localizedPath(lang, 'home')}>{t('thankYou.homeButton')}</Link>
            </Button>
            <Button asChild variant="outline" className="text-brand-700">
              <Link to={localizedPath(lang, 'propertyManagement')}>{t('thankYou.propertyButton')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
