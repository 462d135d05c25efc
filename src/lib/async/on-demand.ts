import { memoizeAsync } from './tracked-promise';

/** A module that loads when the visitor heads for it (see `onDemand`). */
export interface OnDemand<Module> {
  /** The module: one shared request; after a failure the next call asks the network again. */
  load: () => Promise<Module>;
  /** Starts loading (on hover, focus or nearing the viewport); a failure is left to `load` to retry. */
  preload: () => void;
}

/**
 * Code that is not part of the first load and starts downloading on a visitor's intent: a form behind
 * a button, a dialog, a calculator revealed by a click. Hover or focus calls `preload`; the lazy
 * component waits on the same `load`, so both share one request. A failed load (a network blip) is
 * forgotten, so the next hover or render tries again instead of replaying the failure.
 *
 * Whatever the page shows at first paint is imported statically instead (docs/delivery.md); for
 * data keyed by an argument (a dictionary per language), `memoizeAsync`. docs/rules.md says which to
 * use where.
 */
export function onDemand<Module>(load: () => Promise<Module>): OnDemand<Module> {
  const once = memoizeAsync(() => 'module', load);
  return {
    load: () => once(),
    preload: () => void once().catch(() => undefined),
  };
}
