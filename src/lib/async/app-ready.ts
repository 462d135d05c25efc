// When the page responds: the marks end-to-end tests and the benchmark wait on.
import { replayEarlyInput } from './early-input';

let appHydrated = false;
let pageHydrated = false;
let readyScheduled = false;

/**
 * Called once the app's chrome has hydrated. The benchmark reads the performance mark, end-to-end
 * tests the data-app-hydrated attribute (a paused test clock hides performance marks).
 */
export function markAppHydrated(): void {
  markDocument('appHydrated', 'app-hydrated');
  appHydrated = true;
  whenBothHydrated();
}

/**
 * Called by a page once it has hydrated: the document says so to end-to-end tests (data-hydrated)
 * and the benchmark (the performance mark).
 */
export function markPageHydrated(): void {
  markDocument('hydrated', 'page-hydrated');
  pageHydrated = true;
  whenBothHydrated();
}

/**
 * Once the chrome and the page respond, what the visitor did before (recorded by the boot script:
 * docs/delivery.md, "Nothing is lost before hydration") is done again, then the page says it is ready.
 */
function whenBothHydrated(): void {
  if (!appHydrated || !pageHydrated || readyScheduled || typeof document === 'undefined') return;
  readyScheduled = true;
  const nextFrame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => setTimeout(run, 16);
  // After a frame, once React has rendered what hydration set in motion (effects that render again),
  // the recorded actions are replayed.
  nextFrame(() =>
    setTimeout(() => {
      void replayEarlyInput().finally(() => {
        markDocument('ready', 'app-ready');
        // The page switches to its web fonts now (src/app/start.tsx), so they do not compete with its code.
        document.dispatchEvent(new Event('app-ready'));
      });
    }, 0),
  );
}

/** Sets a data attribute on <html> and a performance mark (once), where there is a document. */
function markDocument(attribute: 'appHydrated' | 'hydrated' | 'ready', mark: string): void {
  if (typeof document !== 'undefined') document.documentElement.dataset[attribute] = 'true';
  if (typeof performance !== 'undefined' && performance.getEntriesByName(mark).length === 0) performance.mark(mark);
}
