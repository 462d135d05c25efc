// Browser APIs that embla and the carousel use and jsdom lacks (ResizeObserver, IntersectionObserver,
// matchMedia, PointerEvent, Element.animate). Imported by tests only. tests/setup.ts could install
// the first three for every test once more components use them.

export interface FakeAnimation {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  pause: ReturnType<typeof vi.fn>;
  play: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
  /** 'running' until paused or cancelled; what a visitor would see the bar doing. */
  playState: 'running' | 'paused' | 'idle';
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
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

  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('PointerEvent', FakePointerEvent);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );

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
