import { Clock, Mail, MapPin, Phone, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { routeById } from '@/app/route-table';
import { PageHero } from '@/components/layout/page-hero';
import { SocialLinks } from '@/components/layout/social-links';
import { COMPANY } from '@/config/company';
import { ContactForm } from '@/features/contact/contact-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { Seo } from '@/lib/seo/seo';

function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <div className="break-words text-slate-900">{children}</div>
      </div>
    </li>
  );
}

/** Contact page (spec section 2): service choice and message form, contact details, social links. */
export default function ContactPage() {
  const { t, dict } = useI18n();
  const text = dict.pages.contact;
  return (
    <>
      <Seo title={text.metaTitle} description={text.metaDescription} path={routeById('contact').path} />
      <PageHero title={text.title} subtitle={text.subtitle} />

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {t('contactPage.formTitle')}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{t('contactPage.formIntro')}</p>
          <ContactForm serviceChoice idPrefix="contact-page" />
        </section>

        <aside className="flex flex-col gap-6">
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-50 px-4 py-2 text-sm font-semibold text-accent-800 ring-1 ring-accent-200">
            <Timer aria-hidden className="size-4 shrink-0" />
            {t('contactPage.responseBadge')}
          </p>

          <section aria-labelledby="contact-details-title" className="rounded-2xl bg-slate-50 p-5 sm:p-6">
            <h2 id="contact-details-title" className="text-lg font-semibold text-slate-900">
              {t('contactPage.detailsTitle')}
            </h2>
            <ul className="mt-4 flex flex-col gap-4">
              <DetailItem icon={<Mail aria-hidden className="size-4" />} label={t('contactPage.emailLabel')}>
                <a href={`mailto:${COMPANY.email}`} className="text-brand-700 hover:underline">
                  {COMPANY.email}
                </a>
              </DetailItem>
              <DetailItem icon={<Phone aria-hidden className="size-4" />} label={t('contactPage.phoneLabel')}>
                <a href={COMPANY.phoneHref} dir="ltr" className="text-brand-700 hover:underline">
                  {COMPANY.phone}
                </a>
              </DetailItem>
              <DetailItem icon={<MapPin aria-hidden className="size-4" />} label={t('contactPage.locationLabel')}>
                {t('contactPage.location')}
              </DetailItem>
              <DetailItem icon={<Clock aria-hidden className="size-4" />} label={t('contactPage.hoursLabel')}>
                {t('contactPage.hours')}
              </DetailItem>
            </ul>
          </section>

          <section aria-labelledby="contact-social-title" className="rounded-2xl bg-slate-50 p-5 sm:p-6">
            <h2 id="contact-social-title" className="text-lg font-semibold text-slate-900">
              {t('contactPage.socialTitle')}
            </h2>
            <SocialLinks
              className="mt-4 flex gap-3"
              labels={{ instagram: t('contactPage.instagram'), youtube: t('contactPage.youtube') }}
              linkClassName="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
            />
          </section>
        </aside>
      </div>
    </>
  );
}
