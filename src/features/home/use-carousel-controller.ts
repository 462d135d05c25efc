// Timing and input handling of the investment carousel. The rules themselves are the pure reducer in
// carousel-model.ts; this hook only runs its timers (auto-advance, transition lock, resume delay),
// drives the progress bar, and turns DOM events into actions. Timers start only in effects and
// handlers, so rendering stays deterministic for the prerender.
import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type TouchEvent,
} from 'react';
import {
  AUTOPLAY_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  RESUME_DELAY_MS,
  stepForKey,
  stepForSwipe,
  TRANSITION_MS,
  type Direction,
} from './carousel-model';

/** Travel (px) after which a press counts as a drag, so the click that ends it does not pick a card. */
const CLICK_SLOP_PX = 8;
/** Mouse events that browsers emulate after a tap arrive within this time; they must not pause again. */
const EMULATED_MOUSE_WINDOW_MS = 1000;
const SNAP_BACK = 'translate 300ms ease-out';

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
  /**
   * Set once the press has become a drag. Not earlier: a click whose pointer is captured lands on the
   * viewport instead of the card under it.
   */
  captured: boolean;
}

export interface CarouselControllerOptions {
  count: number;
  dir: Direction;
  reducedMotion: boolean;
  /** The element that moves with the finger while dragging (embla's container). */
  trackRef: RefObject<HTMLElement | null>;
  /** The progress bar's fill; its width is animated over each auto-advance cycle. */
  progressRef: RefObject<HTMLElement | null>;
}

export function useCarouselController({ count, dir, reducedMotion, trackRef, progressRef }: CarouselControllerOptions) {
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarouselState);
  const autoplay = !reducedMotion && !state.stopped;
  const rotating = autoplay && !state.paused;

  // Auto-advance: a full interval after every slide change or resume, never while paused.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'step', step: 1 }), AUTOPLAY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.cycle]);

  // The transition lock: changes are ignored until it ends.
  useEffect(() => {
    if (!state.locked) return;
    const timer = window.setTimeout(() => dispatch({ type: 'unlock' }), TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state.locked]);

  // The progress bar fills over one interval, restarting with every cycle, and stops while paused.
  // The fill slides in from the start edge (`translate`) rather than growing (`width`): the browser's
  // compositor runs it, where a width would lay out and repaint the page every frame, for as long as
  // the carousel turns, and while the rest of the home page hydrates (docs/delivery.md).
  const animation = useRef<Animation | null>(null);
  useEffect(() => {
    const bar = progressRef.current;
    if (!autoplay || !bar || typeof bar.animate !== 'function') return;
    const fill = bar.animate(progressKeyframes(dir), {
      duration: AUTOPLAY_INTERVAL_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    animation.current = fill;
    return () => {
      fill.cancel();
      animation.current = null;
    };
  }, [autoplay, state.cycle, progressRef, dir]);
  useEffect(() => {
    if (state.paused) animation.current?.pause();
    else animation.current?.play();
  }, [state.paused, state.cycle, autoplay]);

  // Pause while hovered or touched; resume (with a fresh cycle) one second after leaving.
  const resumeTimer = useRef<number | undefined>(undefined);
  const lastTouch = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const timers = resumeTimer;
    return () => window.clearTimeout(timers.current);
  }, []);
  const pause = useCallback(() => {
    window.clearTimeout(resumeTimer.current);
    dispatch({ type: 'pause' });
  }, []);
  const resumeLater = useCallback(() => {
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => dispatch({ type: 'resume' }), RESUME_DELAY_MS);
  }, []);
  const isEmulatedMouse = (event: MouseEvent) => event.timeStamp - lastTouch.current < EMULATED_MOUSE_WINDOW_MS;

  const step = useCallback((by: 1 | -1) => dispatch({ type: 'step', step: by }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index }), []);
  const toggleStopped = useCallback(() => dispatch({ type: 'toggleStopped' }), []);

  /** Handlers for the carousel region: hover and touch pause it, arrow keys move it. */
  const regionHandlers = {
    onMouseEnter: (event: MouseEvent) => {
      if (!isEmulatedMouse(event)) pause();
    },
    onMouseLeave: (event: MouseEvent) => {
      if (!isEmulatedMouse(event)) resumeLater();
    },
    onTouchStart: (event: TouchEvent) => {
      lastTouch.current = event.timeStamp;
      pause();
    },
    onTouchEnd: (event: TouchEvent) => {
      lastTouch.current = event.timeStamp;
      resumeLater();
    },
    onTouchCancel: (event: TouchEvent) => {
      lastTouch.current = event.timeStamp;
      resumeLater();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const by = stepForKey(event.key, dir);
      if (!by) return;
      event.preventDefault();
      step(by);
    },
  };

  // Swipe and mouse drag: the track follows the pointer; on release, a travel beyond the threshold
  // changes slide, anything less snaps back. Embla's own dragging is off, so this is the only rule.
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const setTrackOffset = (offset: number | null) => {
    const track = trackRef.current;
    if (!track) return;
    track.style.transition = offset === null && !reducedMotion ? SNAP_BACK : 'none';
    track.style.translate = offset === null ? '' : `${offset}px 0`;
  };
  const release = (event: PointerEvent<HTMLElement>, commit: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setTrackOffset(null);
    if (!commit) return;
    const deltaX = event.clientX - current.startX;
    if (Math.abs(deltaX) > CLICK_SLOP_PX) suppressClick.current = true;
    const by = stepForSwipe(deltaX, current.width, dir);
    if (by) step(by);
  };

  const viewportHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      suppressClick.current = false;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        width: event.currentTarget.getBoundingClientRect().width,
        captured: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const deltaX = event.clientX - current.startX;
      if (!current.captured && Math.abs(deltaX) > CLICK_SLOP_PX) {
        current.captured = true;
        try {
          // The release then reaches the viewport even when the pointer has left it.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // Not every pointer can be captured; the drag still works while it stays over the viewport.
        }
      }
      setTrackOffset(deltaX);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => release(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => release(event, false),
    onClickCapture: (event: MouseEvent) => {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Stops the browser's native image and link dragging from taking over a mouse drag.
    onDragStart: (event: MouseEvent) => event.preventDefault(),
  };

  return { state, autoplay, rotating, step, goTo, toggleStopped, regionHandlers, viewportHandlers };
}

/** The progress bar's fill, out of sight before the start edge (left, or right in right-to-left), to in place. */
export function progressKeyframes(dir: Direction): Keyframe[] {
  return [{ translate: dir === 'rtl' ? '100%' : '-100%' }, { translate: '0' }];
}
