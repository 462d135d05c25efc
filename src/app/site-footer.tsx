import { Mail, MapPin, Phone } from 'lucide-react';
import { SocialLinks } from '@/components/layout/social-links';
import { Link } from 'react-router-dom';
import { localizedPath, type RouteId } from '@/lib/routing/routes';
import { COMPANY } from '@/config/company';
import { openCookieSettings } from '@/features/cookie-consent/consent-storage';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { SiteLogoMark } from '@/components/layout/site-logo';
import { formLoadedLater } from '@/components/forms/form-loaded-later';

// On every page, below everything else: every page is ready without the form's code, which loads as
// the page hydrates (docs/delivery.md).
const NewsletterForm = formLoadedLater(() =>
  import('@/features/newsletter/newsletter-form').then((module) => module.NewsletterForm),
);

interface FooterLink {
  id: RouteId;
  label: (ui: Dictionary) => string;
}

const SERVICE_LINKS: readonly FooterLink[] = [
  { id: 'propertyManagement', label: (ui) => ui.nav.propertyManagement },
  { id: 'investment', label: (ui) => ui.nav.investment },
  { id: 'articles', label: (ui) => ui.nav.articles },
];

const SUPPORT_LINKS: readonly FooterLink[] = [
  { id: 'contact', label: (ui) => ui.nav.contact },
  { id: 'about', label: (ui) => ui.nav.about },
  { id: 'articles', label: (ui) => ui.footer.blog },
];

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { ui, lang } = useI18n();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.label(ui)}>
            <Link to={localizedPath(lang, link.id)} className="hover:text-white hover:underline">
              {link.label(ui)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { ui, lang } = useI18n();
  return (
    <footer className="bg-brand-950 text-brand-100 print:hidden">
      <section aria-labelledby="newsletter-title" className="bg-brand-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="newsletter-title" className="text-2xl font-bold text-white">
              {ui.footer.newsletter.title}
            </h2>
            <p className="mt-2 text-brand-50">
              {ui.footer.newsletter.subtitle}{' '}
              {/* The way out is one step away from the way in (docs/newsletter.md, "Leaving"). */}
              <Link
                to={localizedPath(lang, 'newsletterUnsubscribe')}
                className="font-medium text-white underline underline-offset-2"
              >
                {ui.footer.newsletter.leave}
              </Link>
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link to={localizedPath(lang, 'home')} className="flex items-center gap-2 text-lg font-bold text-white">
            <SiteLogoMark className="size-9" />
            <span dir="ltr">{ui.meta.siteName}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{ui.footer.blurb}</p>
          <SocialLinks
            aria-label={ui.footer.followUs}
            className="mt-4 flex gap-3"
            labels={{ instagram: ui.footer.instagram, youtube: ui.footer.youtube }}
            linkClassName="block rounded-full bg-white/10 p-2 hover:bg-white/20"
          />
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{ui.footer.contactTitle}</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{ui.footer.emailLabel}: </span>
              <a href={`mailto:${COMPANY.email}`} className="hover:text-white hover:underline">
                {COMPANY.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{ui.footer.phoneLabel}: </span>
              <a href={COMPANY.phoneHref} dir="ltr" className="hover:text-white hover:underline">
                {COMPANY.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {ui.footer.location}
            </li>
          </ul>
        </div>

        <FooterColumn title={ui.footer.servicesTitle} links={SERVICE_LINKS} />
        <FooterColumn title={ui.footer.supportTitle} links={SUPPORT_LINKS} />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{fill(ui.footer.copyright, { year: COMPANY.copyrightYear })}</p>
          <nav aria-label={ui.footer.legalLabel}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to={localizedPath(lang, 'privacy')} className="hover:text-white hover:underline">
                  {ui.footer.privacy}
                </Link>
              </li>
              <li>
                <Link to={localizedPath(lang, 'terms')} className="hover:text-white hover:underline">
                  {ui.footer.terms}
                </Link>
              </li>
              <li>
                <button type="button" onClick={openCookieSettings} className="hover:text-white hover:underline">
                  {ui.footer.cookieSettings}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
