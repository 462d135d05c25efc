import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app';

/** Renders a URL to HTML, waiting for every lazy page so the output holds the page's content. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // React outlines Suspense content larger than this (default 12.8 kB) into a hidden segment that an
    // inline script reveals on an animation frame; a static page must hold its content in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
