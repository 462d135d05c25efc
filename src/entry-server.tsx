import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { HelmetProvider } from 'react-helmet-async';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadPath } from '@/app/app';

/**
 * Renders a URL to HTML with React, as the browser will hydrate it. The page's head tags come first:
 * React 19 hoists the <title>, <meta> and <link> that react-helmet-async renders to the start of a
 * rendered fragment, and scripts/prerender-html.ts (splitHoistedHead) moves them into <head>.
 */
export async function render(url: string): Promise<string> {
  // Loaded first, as the browser does before hydrating: nothing suspends while rendering, so the
  // HTML holds the page's content in order with no inline script (React writes one to move a part
  // that resolved after its fallback).
  await preloadPath(new URL(url, 'https://prerender.invalid').pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <HelmetProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </HelmetProvider>
    </StrictMode>,
    // React outlines Suspense content larger than this (default 12.8 kB) into a hidden segment that an
    // inline script reveals; a static page holds its content in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
