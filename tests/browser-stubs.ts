// Browser APIs that jsdom lacks and components read (embla, the carousel, the ads list): stand-ins
// installed with vi.stubGlobal, so vi.unstubAllGlobals() takes them away again.

/** An observer that observes nothing. */
export class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** matchMedia whose queries match where `matches` says so (none by default). */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

/**
 * A ResizeObserver that reports a box of this size as soon as it observes an element: recharts'
 * ResponsiveContainer draws nothing until it has been told its size, and jsdom lays nothing out.
 */
export function stubResizeObserverSize(width: number, height: number) {
  class FixedSizeObserver extends InertObserver {
    constructor(private readonly callback: ResizeObserverCallback) {
      super();
    }
    override observe() {
      const entry = { contentRect: { width, height } } as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
  }
  vi.stubGlobal('ResizeObserver', FixedSizeObserver);
}
