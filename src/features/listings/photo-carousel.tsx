import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { AdsCopy } from './ads-copy';

const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 720;

/** One picture: an outside address (checked by safeImageUrl), or a stored photo with its sizes. */
export interface CarouselPicture {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** The dialog is at most about 48rem wide; on a phone the photo spans the screen. */
const PHOTO_SIZES = '(min-width: 800px) 768px, 100vw';

interface PhotoCarouselProps {
  images: CarouselPicture[];
  title: string;
  copy: AdsCopy['detail'];
}

/** A listing's photos, one at a time: swipe, the previous/next buttons, or the arrow keys. */
export function PhotoCarousel({ images, title, copy }: PhotoCarouselProps) {
  const { dir } = useI18n();
  const [viewportRef, embla] = useEmblaCarousel({ direction: dir, loop: false });
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(images.length > 1);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setCanPrevious(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    // The arrow that points back goes back: right to left, that is the right arrow.
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back) previous();
    else if (event.key === forward) next();
    else return;
    event.preventDefault();
  };

  const label = (index: number) => fill(copy.photoOf, { n: index + 1, total: images.length });
  const several = images.length > 1;

  return (
    <section aria-roledescription="carousel" aria-label={copy.photos} onKeyDown={onKeyDown}>
      <div ref={viewportRef} dir={dir} className="overflow-hidden rounded-xl bg-slate-100">
        <div className="flex touch-pan-y">
          {images.map((picture, index) => (
            <div
              key={`${index}-${picture.src}`}
              role="group"
              aria-roledescription="slide"
              aria-label={label(index)}
              data-testid="listing-photo"
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <img
                src={picture.src}
                srcSet={picture.srcSet}
                sizes={picture.srcSet ? PHOTO_SIZES : undefined}
                alt={`${title} – ${label(index)}`}
                width={picture.width ?? PHOTO_WIDTH}
                height={picture.height ?? PHOTO_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[4/3] w-full object-contain"
              />
            </div>
          ))}
        </div>
      </div>
      {/* The buttons are never disabled, only marked so: a disabled button drops the focus it
          holds, and with it the arrow keys, which this section hears. */}
      {several ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="icon"
            className="aria-disabled:opacity-40"
            aria-label={copy.previousPhoto}
            aria-disabled={!canPrevious}
            onClick={previous}
          >
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </Button>
          <p aria-live="polite" className="text-sm font-medium text-slate-700" data-testid="photo-position">
            {label(selected)}
          </p>
          <Button
            variant="outline"
            size="icon"
            className="aria-disabled:opacity-40"
            aria-label={copy.nextPhoto}
            aria-disabled={!canNext}
            onClick={next}
          >
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
