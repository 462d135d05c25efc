import { Clock, Mail, MapPin, Phone, Timer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RouteHero } from '@/components/layout/route-hero';
import { SocialLinks } from '@/components/layout/social-links';
import { IconBadge } from '@/components/sections/icon-badge';
import { COMPANY } from '@/config/company';
import { formLoadedLater } from '@/components/forms/form-loaded-later';
import type { PageProps } from '@/lib/routing/page-copy';
import type { ContactPageCopy } from './copy.en';

// The form's code and react-hook-form come after the page is ready (docs/delivery.md).
const ContactForm = formLoadedLater(() =>
  import('@/features/contact/contact-form').then((module) => module.ContactForm),
);

function DetailItem({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <IconBadge icon={icon} size="sm" shape="circle" iconSize="sm" className="mt-0.5 bg-brand-50 text-brand-700" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <div className="break-words text-slate-900">{children}</div>
      </div>
    </li>
  );
}

/** Contact page (docs/product-rules.md, "Pages"): service choice and message form, contact details, social links. */
export default function ContactPage({ copy }: PageProps<ContactPageCopy>) {
  return (
    <>
      <RouteHero />

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {copy.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{copy.formIntro}</p>
          <ContactForm serviceChoice idPrefix="contact-page" />
        </section>

        <aside className="flex flex-col gap-6">
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-50 px-4 py-2 text-sm font-semibold text-accent-800 ring-1 ring-accent-200">
            <Timer aria-hidden className="size-4 shrink-0" />
            {copy.responseBadge}
          </p>

          <section aria-labelledby="contact-details-title" className="rounded-2xl bg-slate-50 p-5 sm:p-6">
            <h2 id="contact-details-title" className="text-lg font-semibold text-slate-900">
              {copy.detailsTitle}
            </h2>
            <ul className="mt-4 flex flex-col gap-4">
              <DetailItem icon={Mail} label={copy.emailLabel}>
                <a href={`mailto:${COMPANY.email}`} className="text-brand-700 hover:underline">
                  {COMPANY.email}
                </a>
              </DetailItem>
              <DetailItem icon={Phone} label={copy.phoneLabel}>
                <a href={COMPANY.phoneHref} dir="ltr" className="text-brand-700 hover:underline">
                  {COMPANY.phone}
                </a>
              </DetailItem>
              <DetailItem icon={MapPin} label={copy.locationLabel}>
                {copy.location}
              </DetailItem>
              <DetailItem icon={Clock} label={copy.hoursLabel}>
                {copy.hours}
              </DetailItem>
            </ul>
          </section>

          <section aria-labelledby="contact-social-title" className="rounded-2xl bg-slate-50 p-5 sm:p-6">
            <h2 id="contact-social-title" className="text-lg font-semibold text-slate-900">
              {copy.socialTitle}
            </h2>
            <SocialLinks
              className="mt-4 flex gap-3"
              labels={{ instagram: copy.instagram, youtube: copy.youtube }}
              linkClassName="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
            />
          </section>
        </aside>
      </div>
    </>
  );
}
