import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

let loadedAndIdle: Promise<void> | undefined;
let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Called once the app's chrome (and every page that does not wait for idle) has hydrated; deferred
 * code waits for it, so it never competes with hydration. The benchmark reads the performance mark,
 * end-to-end tests the data-app-hydrated attribute (a paused test clock hides performance marks).
 */
export function markAppHydrated(): void {
  markDocument('appHydrated', 'app-hydrated');
  markHydrated();
}

/** Sets a data attribute on <html> and a performance mark (once), where there is a document. */
function markDocument(attribute: 'appHydrated' | 'hydrated', mark: string): void {
  if (typeof document !== 'undefined') document.documentElement.dataset[attribute] = 'true';
  if (typeof performance !== 'undefined' && performance.getEntriesByName(mark).length === 0) performance.mark(mark);
}

/**
 * Called by a page once it has hydrated (after the app's chrome when the page hydrates when idle):
 * the document says so to end-to-end tests (data-hydrated) and the benchmark (the performance mark).
 */
export function markPageHydrated(): void {
  markDocument('hydrated', 'page-hydrated');
}

/**
 * Resolves once the page has finished loading, the app has hydrated and the browser is idle: the
 * moment code that is not needed for first paint (forms, toasts) may start downloading. On the
 * server it resolves at once.
 */
export function afterLoadIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loadedAndIdle ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 1500 })
        : setTimeout(resolve, 1);
    const afterLoad = () => void hydrated.then(whenIdle);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return loadedAndIdle;
}

/**
 * A lazy component whose code starts loading only after the page has loaded and gone idle. The
 * prerender waits for it, so its HTML is in the page; while hydrating, React keeps that HTML in
 * place (inside the nearest Suspense boundary) and hydrates it once the code has arrived, so the
 * code is not part of what delays first paint. Its interactive parts should stay inert until then
 * (see `useHydrated`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyIsland<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => afterLoadIdle().then(load));
}
