import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Compass, KeyRound, Landmark, Pause, Play, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { CarouselContent, CarouselSlideId } from './home-content';
import { useCarouselController } from './use-carousel-controller';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';

const SLIDE_ICONS: Record<CarouselSlideId, LucideIcon> = {
  guidance: Compass,
  financing: Landmark,
  management: KeyRound,
};

/** A layer that shows the selected slide's look, fading in and out with the selection. */
const SELECTED_FADE = 'pointer-events-none absolute transition-opacity duration-500';

/**
 * Embla's speed (its own unit): a change covers 93% of its way within the 500 ms lock and the rest
 * within a second; embla's frame loop runs on until the track is within 0.001 px, about 2 s.
 */
const EMBLA_DURATION = 28;

/**
 * Where the track sits before embla measures it: the first slide centred, exactly where embla puts it
 * on start-up, so the prerendered page does not jump at hydration. Embla's inline transform replaces
 * it once running. --slide-size is the slide width as a share of the viewport (set per breakpoint).
 */
const initialTrackStyle = (dir: 'ltr' | 'rtl'): CSSProperties => ({
  transform: `translate3d(calc((100% - var(--slide-size)) / 2 * ${dir === 'rtl' ? -1 : 1}), 0, 0)`,
});

/**
 * The home page's three-card carousel (guidance, financing, management): the selected card centred
 * with its neighbours partly visible, looping. Auto-advances every 4 s with a progress bar, pauses on
 * hover or touch, moves with arrow keys (mirrored in Hebrew), swipes, side-card clicks, dots and
 * previous/next buttons. The rules live in carousel-model.ts and use-carousel-controller.ts; embla
 * only scrolls to the slide chosen there.
 */
export function InvestmentCarousel({ content }: { content: CarouselContent }) {
  const { dir } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const count = content.slides.length;
  const { state, autoplay, rotating, step, goTo, toggleStopped, regionHandlers, viewportHandlers } =
    useCarouselController({ count, dir, reducedMotion, trackRef, progressRef });

  // Embla's own dragging and focus scrolling are off: every change goes through the controller,
  // which owns the swipe threshold and the transition lock.
  const [viewportRef, emblaApi] = useEmblaCarousel({
    direction: dir,
    loop: true,
    align: 'center',
    startIndex: 0,
    watchDrag: false,
    watchFocus: false,
    duration: EMBLA_DURATION,
  });

  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== state.selected) emblaApi.scrollTo(state.selected, reducedMotion);
  }, [emblaApi, state.selected, reducedMotion]);

  const selectedSlide = content.slides[state.selected]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={content.label}
      tabIndex={0}
      className="rounded-2xl py-2"
      {...regionHandlers}
    >
      <div
        ref={viewportRef}
        dir={dir}
        data-testid="carousel-viewport"
        // relative: embla measures with offsetLeft, and the track's pre-hydration transform makes it the
        // slides' offset parent; positioning the viewport keeps track and slides on one origin.
        // overflow: clip, not hidden: a hidden overflow is a scroll container, which Chromium repaints on
        // every frame of the track's move in right-to-left (about 90 → 15 paints a slide change on /he).
        className="relative cursor-grab touch-pan-y overflow-hidden select-none active:cursor-grabbing supports-[overflow:clip]:overflow-clip"
        {...viewportHandlers}
      >
        <div
          ref={trackRef}
          className="flex [--slide-size:85%] sm:[--slide-size:64%] lg:[--slide-size:56%]"
          style={initialTrackStyle(dir)}
        >
          {content.slides.map((slide, index) => {
            const Icon = SLIDE_ICONS[slide.id];
            const selected = index === state.selected;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(content.slideLabel, { n: index + 1, total: count })}
                data-selected={selected ? 'true' : 'false'}
                className="min-w-0 shrink-0 grow-0 basis-(--slide-size) px-2 py-3 sm:px-3"
                onClick={() => goTo(index)}
              >
                <div
                  className={cn(
                    'relative isolate flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 transition-transform duration-500 sm:p-8',
                    !selected && 'scale-95 cursor-pointer hover:border-brand-200',
                  )}
                >
                  {/* The selected card's look fades in as a layer of its own: the slide change repeats
                      every 4 s, so it animates only opacity and scale (docs/delivery.md). */}
                  <span
                    aria-hidden
                    className={cn(
                      SELECTED_FADE,
                      '-inset-px -z-10 rounded-2xl border border-brand-200 bg-white shadow-xl shadow-brand-900/10',
                      !selected && 'opacity-0',
                    )}
                  />
                  <span className="relative flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                    <Icon aria-hidden className="size-6" />
                    <span
                      aria-hidden
                      className={cn(
                        SELECTED_FADE,
                        'inset-0 flex items-center justify-center rounded-xl bg-brand-700 text-white',
                        !selected && 'opacity-0',
                      )}
                    >
                      <Icon className="size-6" />
                    </span>
                  </span>
                  <h3 className="text-xl font-semibold text-slate-900">{slide.title}</h3>
                  <p className="leading-relaxed text-slate-700">{slide.text}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      <div aria-hidden className="mx-auto mt-4 h-1 w-40 overflow-hidden rounded-full bg-slate-200 motion-reduce:hidden">
        <div
          ref={progressRef}
          data-testid="carousel-progress"
          data-state={rotating ? 'running' : 'paused'}
          hidden={!autoplay}
          className="h-full w-full -translate-x-full rounded-full bg-accent-500 rtl:translate-x-full"
        />
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
        <Button
          variant="outline"
          size="iconRound"
          className="border-slate-300 text-brand-800"
          aria-label={content.previous}
          onClick={() => step(-1)}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </Button>
        <div className="flex items-center">
          {content.slides.map((slide, index) => {
            const selected = index === state.selected;
            return (
              <button
                key={slide.id}
                type="button"
                aria-label={fill(content.goToSlide, { n: index + 1 })}
                aria-current={selected ? 'true' : undefined}
                onClick={() => goTo(index)}
                className="group relative flex size-11 items-center justify-center rounded-full"
              >
                <span className="block size-2.5 rounded-full bg-slate-400 group-hover:bg-slate-500" />
                {/* The selected dot's bar grows over it without moving the other dots. */}
                <span
                  className={cn(
                    'absolute h-2.5 w-7 rounded-full bg-brand-700 transition-[opacity,scale] duration-300',
                    !selected && 'scale-x-[0.36] opacity-0',
                  )}
                />
              </button>
            );
          })}
        </div>
        <Button
          variant="outline"
          size="iconRound"
          className="border-slate-300 text-brand-800"
          aria-label={content.next}
          onClick={() => step(1)}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </Button>
        <Button
          variant="ghost"
          size="iconRound"
          className="text-brand-800 motion-reduce:hidden"
          hidden={reducedMotion}
          aria-label={state.stopped ? content.play : content.pause}
          onClick={toggleStopped}
        >
          {state.stopped ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
        </Button>
      </div>

      <p className="sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {fill(content.status, { n: state.selected + 1, total: count, title: selectedSlide.title })}
      </p>
    </section>
  );
}
