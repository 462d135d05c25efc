// Browser APIs that embla and the carousel use and jsdom lacks (ResizeObserver, IntersectionObserver,
// matchMedia, PointerEvent, Element.animate).

import { InertObserver, stubMatchMedia } from './browser-stubs';

export interface FakeAnimation {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  pause: ReturnType<typeof vi.fn>;
  play: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
  /** 'running' until paused or cancelled; what a visitor would see the bar doing. */
  playState: 'running' | 'paused' | 'idle';
}

/** A PointerEvent good enough for React's handlers: a MouseEvent (clientX, button) with pointer fields. */
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}

export function installCarouselStubs({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  const animations: FakeAnimation[] = [];

  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('PointerEvent', FakePointerEvent);
  stubMatchMedia((query) => reducedMotion && query.includes('prefers-reduced-motion: reduce'));

  Object.defineProperty(HTMLElement.prototype, 'animate', {
    configurable: true,
    writable: true,
    value(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const animation: FakeAnimation = {
        keyframes,
        options,
        playState: 'running',
        pause: vi.fn(() => {
          animation.playState = 'paused';
        }),
        play: vi.fn(() => {
          animation.playState = 'running';
        }),
        cancel: vi.fn(() => {
          animation.playState = 'idle';
        }),
      };
      animations.push(animation);
      return animation;
    },
  });

  return {
    animations,
    restore() {
      vi.unstubAllGlobals();
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    },
  };
}
