// The shape of the home page's copy. The words live in src/pages/home/copy.en.ts and copy.he.ts (one
// module per language, loaded only for the page's language); these sections render them.
import type { PageCopy } from '@/lib/routing/page-copy';
import type { Stat } from '@/components/sections/stat-list';
import type { FaqItem } from '@/lib/seo/json-ld';

export type CarouselSlideId = 'guidance' | 'financing' | 'management';
export type LocationId = 'lisbon' | 'cascais' | 'portugal';
export type WhyPortugalCardId = 'investment' | 'advisor' | 'foreigners';
export type HomeCtaId = 'property' | 'investment';

interface TitledText {
  title: string;
  text: string;
}

export interface CarouselContent {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly (TitledText & { id: CarouselSlideId })[];
  previous: string;
  next: string;
  /** Dot button label, {n} is the slide number. */
  goToSlide: string;
  /** Slide group label, e.g. '2 of 3'. */
  slideLabel: string;
  /** Live-region text after a change: {n}, {total}, {title}. */
  status: string;
  pause: string;
  play: string;
}

export interface HomeCtaContent {
  /** The section heading, also the title of the dialog it opens and the subject of the enquiry. */
  title: string;
  text: string;
  button: string;
}

export interface HomeFaqContent {
  title: string;
  intro: string;
  items: readonly FaqItem[];
}

export interface HomeContent extends PageCopy {
  hero: PageCopy['hero'] & {
    propertyButton: string;
    investmentButton: string;
    highlights: readonly string[];
  };
  management: {
    eyebrow: string;
    title: string;
    intro: string;
    citiesLabel: string;
    cities: readonly string[];
    services: readonly TitledText[];
    feesNote: string;
    readMore: string;
  };
  investment: {
    eyebrow: string;
    title: string;
    intro: string;
    stats: readonly Stat[];
    readMore: string;
  };
  carousel: CarouselContent;
  brand: {
    eyebrow: string;
    title: string;
    text: string;
    points: readonly TitledText[];
    readMore: string;
  };
  locations: {
    eyebrow: string;
    title: string;
    intro: string;
    items: readonly (TitledText & { id: LocationId; linkLabel: string })[];
  };
  whyPortugal: {
    eyebrow: string;
    title: string;
    intro: string;
    stats: readonly Stat[];
    cards: readonly (TitledText & { id: WhyPortugalCardId })[];
    readMore: string;
  };
  cta: Record<HomeCtaId, HomeCtaContent> & {
    dialogDescription: string;
    close: string;
  };
  faq: HomeFaqContent;
  closing: {
    title: string;
    text: string;
    link: string;
  };
  structuredData: {
    businessDescription: string;
    serviceName: string;
    serviceDescription: string;
    catalogName: string;
    propertyManagement: string;
    investmentAdvisory: string;
  };
}
