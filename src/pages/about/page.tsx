import {
  BadgeCheck,
  Calculator,
  Check,
  Compass,
  Eye,
  Handshake,
  HardHat,
  Home,
  Landmark,
  Lightbulb,
  Scale,
  Search,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { IconBadge } from '@/components/sections/icon-badge';
import { ReadMoreLink } from '@/components/sections/read-more-link';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { PageProps } from '@/lib/routing/page-copy';
import { localizedPath, type RouteId } from '@/lib/routing/routes';
import type { AboutCopy } from './copy.en';
import { buildAboutStructuredData } from './structured-data';

type ValueId = AboutCopy['values']['items'][number]['id'];
type OfferingId = AboutCopy['offerings']['items'][number]['id'];
type BadgeId = AboutCopy['team']['badges'][number]['id'];

const VALUE_ICONS: Record<ValueId, LucideIcon> = {
  transparency: Eye,
  reliability: ShieldCheck,
  personal: Handshake,
  innovation: Lightbulb,
};

const OFFERINGS: Record<OfferingId, { icon: LucideIcon; route: RouteId }> = {
  investment: { icon: Search, route: 'investment' },
  management: { icon: Home, route: 'propertyManagement' },
  consulting: { icon: Compass, route: 'relocation' },
};

const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  attorneys: Scale,
  accountants: Calculator,
  brokers: Landmark,
  contractors: HardHat,
};

function VisionSection({ content }: { content: AboutCopy['vision'] }) {
  return (
    <section aria-labelledby="about-vision-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'grid gap-10 lg:grid-cols-[7fr_5fr] lg:gap-16')}>
        <div className="flex flex-col gap-5">
          <SectionHeading id="about-vision-title" eyebrow={content.eyebrow} title={content.title} />
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h3 className="text-lg font-semibold text-brand-900">{content.factsTitle}</h3>
          <dl className="mt-4 flex flex-col gap-4">
            {content.facts.map((fact) => (
              <div key={fact.id}>
                <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
                <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

function ValuesSection({ content }: { content: AboutCopy['values'] }) {
  return (
    <section aria-labelledby="about-values-title" className="bg-slate-50 py-16 sm:py-24">
      <div className={PAGE_CONTAINER}>
        <SectionHeading id="about-values-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.items.map((value) => (
            <li
              key={value.id}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <IconBadge icon={VALUE_ICONS[value.id]} className="bg-accent-50 text-accent-700" />
              <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="leading-relaxed text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OfferingsSection({ content }: { content: AboutCopy['offerings'] }) {
  return (
    <section aria-labelledby="about-offerings-title" className="py-16 sm:py-24">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id="about-offerings-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {content.items.map((offering) => {
            const { icon, route } = OFFERINGS[offering.id];
            return (
              <li
                key={offering.id}
                className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <IconBadge icon={icon} className="bg-brand-50 text-brand-700" />
                <h3 className="text-xl font-semibold text-slate-900">{offering.title}</h3>
                <p className="leading-relaxed text-slate-600">{offering.text}</p>
                <ul className="flex flex-col gap-2">
                  {offering.points.map((point) => (
                    <li key={point} className="flex items-start gap-2 text-slate-700">
                      <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-700" />
                      {point}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-2">
                  <ReadMoreLink to={route}>{offering.linkLabel}</ReadMoreLink>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function TeamSection({ content }: { content: AboutCopy['team'] }) {
  return (
    <section aria-labelledby="about-team-title" className="bg-brand-900 py-16 text-white sm:py-24">
      <div className={PAGE_CONTAINER}>
        <SectionHeading
          id="about-team-title"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
          tone="dark"
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {content.badges.map((badge) => (
            <li key={badge.id} className="flex gap-4 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <IconBadge icon={BADGE_ICONS[badge.id]} shape="circle" className="bg-accent-300 text-brand-950" />
              <div>
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  {badge.title}
                  <BadgeCheck aria-hidden className="size-5 shrink-0 text-accent-300" />
                </h3>
                <p className="mt-1 leading-relaxed text-brand-100">{badge.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-brand-100">{content.note}</p>
      </div>
    </section>
  );
}

function ClosingSection({ content }: { content: AboutCopy['closing'] }) {
  const { lang } = useI18n();
  const [primary, ...others] = content.links;
  return (
    <section aria-labelledby="about-closing-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col items-start gap-6')}>
        <h2 id="about-closing-title" className="max-w-3xl text-3xl font-bold text-balance text-slate-900 sm:text-4xl">
          {content.title}
        </h2>
        <p className="max-w-2xl text-lg text-slate-600">{content.text}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
          {primary && (
            <Button asChild variant="accent" size="lg">
              <Link to={localizedPath(lang, primary.id)}>{primary.label}</Link>
            </Button>
          )}
          {others.map((item) => (
            <Button key={item.id} asChild variant="outline" size="lg" className="text-brand-800">
              <Link to={localizedPath(lang, item.id)}>{item.label}</Link>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}

/** About page (docs/product-rules.md, "Pages"): vision, four values, three offerings, team and partners, links; business JSON-LD. */
export default function AboutPage({ copy }: PageProps<AboutCopy>) {
  const { lang } = useI18n();
  return (
    <>
      <RouteHero>
        <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
          <Link to={localizedPath(lang, 'contact')}>{copy.hero.contactButton}</Link>
        </Button>
      </RouteHero>
      <VisionSection content={copy.vision} />
      <ValuesSection content={copy.values} />
      <OfferingsSection content={copy.offerings} />
      <TeamSection content={copy.team} />
      <ClosingSection content={copy.closing} />
      <JsonLdScripts blocks={buildAboutStructuredData(lang, copy)} />
    </>
  );
}
