import { lazy } from 'react';
import { HydratedLater } from '@/components/layout/hydrated-later';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import type * as ContactFormModule from '@/features/contact/contact-form';
import type { HomeContent } from '@/features/home/home-content';
import { HomeCtaSections, type CtaDialogForm } from '@/features/home/home-cta-dialogs';
import {
  BrandSection,
  ClosingSection,
  HomeHero,
  InvestmentSection,
  LocationsSection,
  PropertyManagementSection,
  WhyPortugalSection,
} from '@/features/home/home-sections';
import { buildHomeStructuredData } from '@/features/home/home-structured-data';
import { onDemand } from '@/lib/async/on-demand';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';

// The contact form (form library, validation, submission) loads only when a visitor heads for a
// call-to-action button, not with the home page itself. One shared request: the preload on hover or
// focus and the dialog's lazy component wait for the same import (a failed one may be retried).
const contactForm = onDemand<typeof ContactFormModule>(() => import('@/features/contact/contact-form'));
const ContactForm = lazy(() => contactForm.load().then((module) => ({ default: module.ContactForm })));

const CTA_FORM: CtaDialogForm = {
  render: (id, subject) => <ContactForm subject={subject} service={id} phoneMarkedRequired idPrefix={`home-${id}`} />,
  preload: contactForm.preload,
};

/** The home page (/en, /he): hero, services, locations, why Portugal, calls to action, FAQ, closing. */
export default function HomePage({ copy }: PageProps<HomeContent>) {
  const { lang } = useI18n();
  return (
    <>
      <HomeHero content={copy.hero} />
      <HydratedLater>
        <PropertyManagementSection content={copy.management} />
        <InvestmentSection content={copy} />
        <BrandSection content={copy.brand} />
        <LocationsSection content={copy.locations} />
        <WhyPortugalSection content={copy.whyPortugal} />
        <HomeCtaSections content={copy.cta} form={CTA_FORM} />
        <FaqAccordion id="home-faq-title" title={copy.faq.title} intro={copy.faq.intro} items={copy.faq.items} />
        <ClosingSection content={copy.closing} />
      </HydratedLater>
      <JsonLdScripts blocks={buildHomeStructuredData(lang, copy)} />
    </>
  );
}
