// A prerendered page paints from the rules its own HTML uses, inline (scripts/prerender-css.ts); the
// whole stylesheet, for what the app shows later (the cookie banner, states, dialogs, the web fonts'
// faces), waits in the head as a disabled <link data-later>. It is enabled once the page's code has
// arrived, so its bytes never share the phone's bandwidth with that code (docs/delivery.md).

/** Marks the link to the whole stylesheet (written by the prerender, scripts/prerender-css.ts). */
export const LATER_STYLESHEET_ATTRIBUTE = 'data-later';

function laterLink(): HTMLLinkElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLLinkElement>(`link[${LATER_STYLESHEET_ATTRIBUTE}]`);
}

/** Starts loading the whole stylesheet (cached for every later page); nothing to do on a page without one. */
export function loadWholeStylesheet(): void {
  const link = laterLink();
  if (link) link.disabled = false;
}

/**
 * Resolves once the whole stylesheet applies: at once where the page has none waiting (the dev
 * server, staff shells, tests), else on its load, or its error (what is shown then is no worse for
 * waiting longer).
 */
export function wholeStylesheetLoaded(): Promise<void> {
  const link = laterLink();
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
