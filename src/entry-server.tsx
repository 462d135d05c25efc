import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app';
import { serializeHeadTags, type HeadTag } from '@/lib/seo/head-tags';
import { HeadTagsCollector } from '@/lib/seo/seo';

/**
 * Renders a URL to HTML, waiting for every lazy page so the output holds the page's content. The
 * page's head tags come first (scripts/prerender-html.ts, splitHoistedHead, moves them to <head>).
 */
export async function render(url: string): Promise<string> {
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
