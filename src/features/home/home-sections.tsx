// The home page's content sections between the hero and the call-to-action band, plus the hero and
// the closing section. Copy comes from the home page's copy modules (shape in home-content.ts); links carry the page's language prefix.
import {
  ArrowRight,
  BadgeCheck,
  Banknote,
  BookOpen,
  Check,
  ClipboardCheck,
  FileText,
  Globe,
  Handshake,
  Languages,
  MapPin,
  TrendingUp,
  UserRoundSearch,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { IconBadge } from '@/components/sections/icon-badge';
import { ReadMoreLink } from '@/components/sections/read-more-link';
import { SectionHeading } from '@/components/sections/section-heading';
import { StatList } from '@/components/sections/stat-list';
import { Button } from '@/components/ui/button';
import { localizedPath, type RouteId } from '@/lib/routing/routes';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { HomeContent, LocationId, WhyPortugalCardId } from './home-content';
import { InvestmentCarousel } from './investment-carousel';

export function HomeHero({ content }: { content: HomeContent['hero'] }) {
  const { lang } = useI18n();
  return (
    <RouteHero>
      <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
        <Link to={localizedPath(lang, 'propertyManagement')}>{content.propertyButton}</Link>
      </Button>
      <Button asChild variant="outlineOnDark" size="lg" className="w-full sm:w-auto">
        <Link to={localizedPath(lang, 'investment')}>{content.investmentButton}</Link>
      </Button>
      <ul className="mt-4 flex basis-full flex-col gap-x-6 gap-y-2 text-brand-50 sm:flex-row sm:flex-wrap">
        {content.highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-2">
            <Check aria-hidden className="size-5 shrink-0 text-accent-300" />
            {highlight}
          </li>
        ))}
      </ul>
    </RouteHero>
  );
}

const MANAGEMENT_ICONS: readonly LucideIcon[] = [UserRoundSearch, Banknote, Wrench, ClipboardCheck, FileText];

export function PropertyManagementSection({ content }: { content: HomeContent['management'] }) {
  return (
    <section aria-labelledby="home-management-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'grid gap-12 lg:grid-cols-[5fr_7fr] lg:gap-16')}>
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="home-management-title"
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
          />
          <div>
            <p className="text-sm font-semibold text-slate-900">{content.citiesLabel}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {content.cities.map((city) => (
                <li
                  key={city}
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
                >
                  <MapPin aria-hidden className="size-4" />
                  {city}
                </li>
              ))}
            </ul>
          </div>
          <p className="rounded-xl border-s-4 border-accent-500 bg-accent-50 px-4 py-3 text-slate-800">
            {content.feesNote}
          </p>
          <div>
            <ReadMoreLink to="propertyManagement">{content.readMore}</ReadMoreLink>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {content.services.map((service, index) => (
            <li
              key={service.title}
              className={cn(
                'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
                index === content.services.length - 1 && content.services.length % 2 === 1 && 'sm:col-span-2',
              )}
            >
              <IconBadge icon={MANAGEMENT_ICONS[index] ?? Check} className="bg-brand-50 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function InvestmentSection({ content }: { content: HomeContent }) {
  const { investment } = content;
  return (
    <section aria-labelledby="home-investment-title" className="bg-brand-50 py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading
          id="home-investment-title"
          eyebrow={investment.eyebrow}
          title={investment.title}
          intro={investment.intro}
        />
        <StatList stats={investment.stats} />
        <div className="mx-auto w-full max-w-4xl">
          <InvestmentCarousel content={content.carousel} />
        </div>
        <div>
          <ReadMoreLink to="investment">{investment.readMore}</ReadMoreLink>
        </div>
      </div>
    </section>
  );
}

const BRAND_ICONS: readonly LucideIcon[] = [BadgeCheck, Languages, Handshake];

export function BrandSection({ content }: { content: HomeContent['brand'] }) {
  return (
    <section aria-labelledby="home-brand-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'grid items-start gap-12 lg:grid-cols-2 lg:gap-16')}>
        <div className="flex flex-col gap-6">
          <SectionHeading id="home-brand-title" eyebrow={content.eyebrow} title={content.title} intro={content.text} />
          <div>
            <ReadMoreLink to="about">{content.readMore}</ReadMoreLink>
          </div>
        </div>
        <ul className="flex flex-col gap-5">
          {content.points.map((point, index) => (
            <li key={point.title} className="flex gap-4 rounded-2xl bg-slate-50 p-5">
              <IconBadge icon={BRAND_ICONS[index] ?? Check} className="bg-accent-100 text-accent-800" />
              <div>
                <h3 className="font-semibold text-slate-900">{point.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-600">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Lisbon leads to property management; Cascais and Portugal as a whole to investment (docs/product-rules.md, "Pages"). */
const LOCATION_TARGETS: Record<LocationId, RouteId> = {
  lisbon: 'propertyManagement',
  cascais: 'investment',
  portugal: 'investment',
};

export function LocationsSection({ content }: { content: HomeContent['locations'] }) {
  return (
    <section aria-labelledby="home-locations-title" className="border-t border-slate-100 bg-white py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading
          id="home-locations-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {content.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-gradient-to-b from-brand-50 to-white p-6"
            >
              <IconBadge icon={item.id === 'portugal' ? Globe : MapPin} className="bg-brand-700 text-white" />
              <h3 className="text-xl font-semibold text-slate-900">{item.title}</h3>
              <p className="flex-1 leading-relaxed text-slate-600">{item.text}</p>
              <div>
                <ReadMoreLink to={LOCATION_TARGETS[item.id]}>{item.linkLabel}</ReadMoreLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const WHY_ICONS: Record<WhyPortugalCardId, LucideIcon> = {
  investment: TrendingUp,
  advisor: Users,
  foreigners: Globe,
};

export function WhyPortugalSection({ content }: { content: HomeContent['whyPortugal'] }) {
  return (
    <section aria-labelledby="home-why-title" className="bg-brand-900 py-16 text-white sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading
          id="home-why-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
          tone="dark"
        />
        <StatList stats={content.stats} tone="dark" />
        <ul className="grid gap-6 md:grid-cols-3">
          {content.cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-4 rounded-2xl bg-white p-6 text-slate-700 shadow-lg">
              <IconBadge icon={WHY_ICONS[card.id]} className="bg-accent-100 text-accent-800" />
              <h3 className="text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="leading-relaxed">{card.text}</p>
            </li>
          ))}
        </ul>
        <div>
          <ReadMoreLink to="relocation" tone="dark">
            {content.readMore}
          </ReadMoreLink>
        </div>
      </div>
    </section>
  );
}

export function ClosingSection({ content }: { content: HomeContent['closing'] }) {
  const { lang } = useI18n();
  return (
    <section aria-labelledby="home-closing-title" className="bg-brand-50 py-16 sm:py-20">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col items-center gap-5 text-center')}>
        <IconBadge icon={BookOpen} size="lg" shape="roundedLarge" className="bg-white text-brand-700 shadow-sm" />
        <h2 id="home-closing-title" className="text-3xl font-bold text-balance text-slate-900 sm:text-4xl">
          {content.title}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-slate-600">{content.text}</p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={localizedPath(lang, 'articles')}>
            {content.link}
            <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
