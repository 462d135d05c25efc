import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { dirOf, type Lang } from '@/app/route-table';
import { I18nProvider } from '@/lib/i18n/i18n-context';

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
