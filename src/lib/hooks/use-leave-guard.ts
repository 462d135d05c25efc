import { useEffect } from 'react';

/**
 * While `active`, leaving the page asks first: the browser's own question before a reload, a closed
 * tab or another site (beforeunload), and `message` in a confirmation before a link takes the
 * visitor elsewhere on the site (the app's router has no navigation blocker). A declined link does
 * nothing. Links that open a new tab or download a file leave nothing behind and pass. Used by the
 * staff tools whose work lives in the page until it is saved or downloaded.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const warnUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const warnLink = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.target === '_blank') return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warnUnload);
    // Capture, so the question comes before the router's own handler of the click.
    document.addEventListener('click', warnLink, true);
    return () => {
      window.removeEventListener('beforeunload', warnUnload);
      document.removeEventListener('click', warnLink, true);
    };
  }, [active, message]);
}
