import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On each path change, scrolls to the top, or to the element the hash names when there is one. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
