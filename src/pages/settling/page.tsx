import {
  Bus,
  Check,
  Globe,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Home,
  MapPin,
  ShoppingBasket,
  Sparkles,
  ThumbsDown,
  ThumbsUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { RouteHero } from '@/components/layout/route-hero';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { IconBadge } from '@/components/sections/icon-badge';
import { SectionHeading } from '@/components/sections/section-heading';
import { RichText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import type { PageProps } from '@/lib/routing/page-copy';
import type { SettlingCopy } from './copy.en';

type RegionId = SettlingCopy['regions']['items'][number]['id'];
type DailyLifeId = SettlingCopy['dailyLife']['items'][number]['id'];

const REGION_ICONS: Record<RegionId, LucideIcon> = { lisbon: MapPin, algarve: MapPin, portugal: Globe };
const DAILY_LIFE_ICONS: Record<DailyLifeId, LucideIcon> = {
  housing: Home,
  health: HeartPulse,
  schools: GraduationCap,
  transport: Bus,
  shopping: ShoppingBasket,
  community: Users,
};

function ProsConsList({
  id,
  title,
  items,
  icon: Icon,
  tone,
}: {
  id: string;
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  tone: 'pro' | 'con';
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border p-6 sm:p-8',
        tone === 'pro' ? 'border-brand-100 bg-brand-50' : 'border-accent-100 bg-accent-50',
      )}
    >
      <h3 id={id} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Icon aria-hidden className={cn('size-6 shrink-0', tone === 'pro' ? 'text-brand-700' : 'text-accent-800')} />
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-4 flex flex-col gap-3 text-slate-800">
        {items.map((item) => (
          <li key={item} className="flex gap-2 leading-relaxed">
            <span
              aria-hidden
              className={cn('mt-2.5 size-1.5 shrink-0 rounded-full', tone === 'pro' ? 'bg-brand-600' : 'bg-accent-700')}
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProsConsSection({ content }: { content: SettlingCopy['prosCons'] }) {
  return (
    <section aria-labelledby="settling-pros-cons-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading id="settling-pros-cons-title" title={content.title} intro={content.intro} />
        <div className="grid gap-6 md:grid-cols-2">
          <ProsConsList id="settling-pros" title={content.prosTitle} items={content.pros} icon={ThumbsUp} tone="pro" />
          <ProsConsList
            id="settling-cons"
            title={content.consTitle}
            items={content.cons}
            icon={ThumbsDown}
            tone="con"
          />
        </div>
      </div>
    </section>
  );
}

function RegionsSection({ content }: { content: SettlingCopy['regions'] }) {
  return (
    <section aria-labelledby="settling-regions-title" className="bg-brand-50 py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading id="settling-regions-title" title={content.title} intro={content.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {content.items.map((region) => (
            <li key={region.id} className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm">
              <IconBadge icon={REGION_ICONS[region.id]} className="bg-brand-700 text-white" />
              <h3 className="text-xl font-semibold text-slate-900">{region.title}</h3>
              <p className="flex-1 leading-relaxed text-slate-600">{region.text}</p>
              <ul className="flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm font-medium text-slate-800">
                {region.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-center gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-brand-600" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AdminSection({ content }: { content: SettlingCopy['admin'] }) {
  return (
    <section aria-labelledby="settling-admin-title" className="py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <div className="max-w-3xl">
          <SectionHeading id="settling-admin-title" title={content.title} />
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            <RichText value={content.intro} />
          </p>
        </div>
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-brand-800">
                  <span className="font-semibold">{content.whereLabel}: </span>
                  {step.where}
                </p>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="rounded-xl border-s-4 border-accent-500 bg-accent-50 px-4 py-3 text-slate-800">{content.note}</p>
      </div>
    </section>
  );
}

function DailyLifeSection({ content }: { content: SettlingCopy['dailyLife'] }) {
  return (
    <section aria-labelledby="settling-daily-title" className="bg-slate-50 py-16 sm:py-24">
      <div className={cn(PAGE_CONTAINER, 'flex flex-col gap-10')}>
        <SectionHeading id="settling-daily-title" title={content.title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((item) => (
            <li key={item.id} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
              <IconBadge icon={DAILY_LIFE_ICONS[item.id]} className="bg-brand-50 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function IntegrationSection({ content }: { content: SettlingCopy['integration'] }) {
  return (
    <section aria-labelledby="settling-integration-title" className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 sm:px-6">
        <SectionHeading id="settling-integration-title" title={content.title} intro={content.intro} />
        <ul className="flex flex-col gap-4">
          {content.tips.map((tip) => (
            <li key={tip} className="flex gap-3 text-lg leading-relaxed text-slate-700">
              <Sparkles aria-hidden className="mt-1.5 size-5 shrink-0 text-accent-700" />
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingSection({ content }: { content: SettlingCopy['closing'] }) {
  return (
    <CallToActionBand
      id="settling-closing-title"
      icon={HeartHandshake}
      title={content.title}
      text={content.text}
      primary={{ to: 'contact', label: content.contactButton }}
      secondary={{ to: 'investment', label: content.investmentButton }}
    />
  );
}

/**
 * Settling-in guide (docs/product-rules.md, "Pages"): pros and cons, three regions, administration steps, daily life,
 * integration tips and a call to action to investment and contact.
 */
export default function SettlingPage({ copy }: PageProps<SettlingCopy>) {
  return (
    <>
      <RouteHero />
      <ProsConsSection content={copy.prosCons} />
      <RegionsSection content={copy.regions} />
      <AdminSection content={copy.admin} />
      <DailyLifeSection content={copy.dailyLife} />
      <IntegrationSection content={copy.integration} />
      <ClosingSection content={copy.closing} />
    </>
  );
}
