import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { dirOf, type Lang } from '@/lib/i18n/lang';
import { RoutePage } from '@/app/route-page';
import { loadPage } from '@/app/page-registry';
import { I18nProvider } from '@/lib/i18n/i18n-context';
import { matchPath } from '@/lib/routing/routes';

interface Options extends RenderOptions {
  lang?: Lang;
  path?: string;
}

/** Renders a component inside the app's providers (router, i18n, direction, query client, toasts). */
export function renderWithProviders(ui: ReactElement, { lang = 'en', path = `/${lang}`, ...options }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider lang={lang}>
          <DirectionProvider dir={dirOf(lang)}>
            {ui}
            <Toaster dir={dirOf(lang)} />
          </DirectionProvider>
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    options,
  );
}

/**
 * Renders the page a path shows (its head tags, hero and content, without the site's header and
 * footer), after loading its code and copy as the app does before hydrating.
 */
export async function renderRoute(path: string, options: RenderOptions = {}) {
  // The route is the path without its query string or hash (which the router still gets).
  const match = matchPath(path.split(/[?#]/)[0]!);
  if (!match?.route) throw new Error(`No route for ${path}`);
  await loadPage(match.route.id, match.lang, match.slug);
  return renderWithProviders(<RoutePage route={match.route} slug={match.slug} />, {
    ...options,
    lang: match.lang,
    path,
  });
}
