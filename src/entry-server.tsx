import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadPath } from '@/app/app';
import { serializeHeadTags, type HeadTag } from '@/lib/seo/head-tags';
import { HeadTagsCollector } from '@/lib/seo/seo';

/**
 * Renders a URL to HTML, waiting for anything lazy so the output holds the page's content. The
 * page's head tags come first (scripts/prerender-html.ts, splitHoistedHead, moves them to <head>).
 */
export async function render(url: string): Promise<string> {
  // Loaded first, as the browser does before hydrating: then the only parts that suspend while
  // rendering are the hydration turns, and only theirs are the comments preact-render-to-string
  // writes around a suspended part (src/lib/async/hydration-turns.tsx). A part that suspends here but
  // not in the browser would leave comments that throw the hydration of its neighbours off.
  await preloadPath(new URL(url, 'https://prerender.invalid').pathname);
  let head: HeadTag[] = [];
  const body = await renderToStringAsync(
    <StrictMode>
      <HeadTagsCollector.Provider value={(tags) => (head = tags)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </HeadTagsCollector.Provider>
    </StrictMode>,
  );
  return serializeHeadTags(head) + body;
}
