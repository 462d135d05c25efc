import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANG } from '@/lib/i18n/lang';
import { switchLangPath } from '@/lib/routing/routes';

/** The page a path shows, whatever its language: "/he/about" and "/pt/about" are the same page. */
const pageOf = (pathname: string) => switchLangPath(pathname, '', '', DEFAULT_LANG);

/**
 * A new page opens at its top, or at the element its hash names. The same page in another language
 * (the language switch) keeps the reader's place: the sections are in the same order in every language.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const samePage = previous.current !== pathname && pageOf(previous.current) === pageOf(pathname);
    previous.current = pathname;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!samePage) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
