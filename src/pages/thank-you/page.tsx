import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RouteHero } from '@/components/layout/route-hero';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath } from '@/lib/routing/routes';
import type { ThankYouPageCopy } from './copy.en';

/** Shown after a successful submission; kept out of search engines (docs/product-rules.md, "Routes"). */
export default function ThankYouPage({ copy }: PageProps<ThankYouPageCopy>) {
  const { lang } = useI18n();
  return (
    <>
      <RouteHero />

      <section aria-labelledby="thank-you-next" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="thank-you-next" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
            <CircleCheck aria-hidden className="size-7 shrink-0 text-brand-600" />
            {copy.nextTitle}
          </h2>
          <ol className="mt-6 flex flex-col gap-4">
            {copy.steps.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5 text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-slate-600">
            <RichText value={copy.spamTip} />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={localizedPath(lang, 'home')}>{copy.homeButton}</Link>
            </Button>
            <Button asChild variant="outline" className="text-brand-700">
              <Link to={localizedPath(lang, 'propertyManagement')}>{copy.propertyButton}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
