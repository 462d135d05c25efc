import { routeById } from '@/app/route-table';
import { HOME_CONTENT } from '@/features/home/home-content';
import { HomeCtaSections } from '@/features/home/home-cta-dialogs';
import { HomeFaq } from '@/features/home/home-faq';
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
import { StructuredDataScripts } from '@/features/home/structured-data-scripts';
import { useI18n } from '@/lib/i18n/i18n-context';
import { Seo } from '@/lib/seo/seo';

/** The home page (/en, /he): hero, services, locations, why Portugal, calls to action, FAQ, closing. */
export default function HomePage() {
  const { lang, dict } = useI18n();
  const content = HOME_CONTENT[lang];
  const text = dict.pages.home;
  return (
    <>
      <Seo title={text.metaTitle} description={text.metaDescription} path={routeById('home').path} />
      <HomeHero content={content.hero} />
      <PropertyManagementSection content={content.management} />
      <InvestmentSection content={content} />
      <BrandSection content={content.brand} />
      <LocationsSection content={content.locations} />
      <WhyPortugalSection content={content.whyPortugal} />
      <HomeCtaSections content={content.cta} />
      <HomeFaq content={content.faq} />
      <ClosingSection content={content.closing} />
      <StructuredDataScripts blocks={buildHomeStructuredData(lang, content)} />
    </>
  );
}
