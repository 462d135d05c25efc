// The dev server serves each content page as the build does: rendered by React on the server, then
// hydrated in the browser. So React's development build checks every hydration there, and a mismatch
// between the HTML and the first render (an attribute too, which the production build ignores) is a
// console error on the dev server (e2e/dev-server.spec.ts fails on any).
import { readFile } from 'node:fs/promises';
import type { Plugin, ViteDevServer } from 'vite';
import type * as RoutesModule from '../src/lib/routing/routes';
import type * as PrerenderHtmlModule from './prerender-html';
/** src/entry-server.tsx, typed here: importing its type would bring the whole app into this config. */
type ServerEntry = { render: (url: string) => Promise<string> };

async function renderPage(server: ViteDevServer, url: string): Promise<string | undefined> {
  const pathname = new URL(url, 'http://dev.invalid').pathname;
  const routes = (await server.ssrLoadModule('/src/lib/routing/routes.ts')) as typeof RoutesModule;
  const target = routes.prerenderTargets().find((candidate) => candidate.url === pathname);
  // Staff shells and unknown paths are rendered in the browser, as in the build.
  if (!target || target.route.prerender !== 'content') return undefined;
  const html = (await server.ssrLoadModule('/scripts/prerender-html.ts')) as typeof PrerenderHtmlModule;
  const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const template = await server.transformIndexHtml(url, await readFile('index.html', 'utf8'));
  const { head, body } = html.splitHoistedHead(await render(url));
  // The web fonts at once: Vite serves the whole stylesheet here, so nothing waits for it, and
  // switchToWebFonts (src/lib/async/web-fonts.ts) leaves a page already in them alone.
  return html
    .fillTemplate(template, target.lang, head, body)
    .replace(/<html lang="([\w-]+)" dir="(\w+)">/, '<html lang="$1" dir="$2" class="web-fonts">');
}

/** A Vite plugin: server-rendered content pages on the dev server. */
export function devPrerender(): Plugin {
  return {
    name: 'dev-prerender',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const accepts = request.headers.accept ?? '';
        if (request.method !== 'GET' || !request.url || !accepts.includes('text/html')) return next();
        renderPage(server, request.url).then(
          (page) => {
            if (page === undefined) return next();
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(page);
          },
          (error: Error) => {
            server.ssrFixStacktrace(error);
            next(error);
          },
        );
      });
    },
  };
}
