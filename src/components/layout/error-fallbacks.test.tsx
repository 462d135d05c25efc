import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
import { PageBoundary, SectionBoundary } from './error-fallbacks';

function Broken(): never {
  throw new Error('boom');
}

describe('error boundaries', () => {
  beforeEach(() => {
    // React and the boundary log the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a failing page shows the generic fallback whose button reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderWithProviders(
      <PageBoundary resetKey="/en">
        <Broken />
      </PageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a failing section shows the section message and leaves the rest of the page', () => {
    renderWithProviders(
      <>
        <p>Still here</p>
        <SectionBoundary>
          <Broken />
        </SectionBoundary>
      </>,
    );
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrongWe encountered an error loading this section. Please try refreshing the page.',
    );
  });

  it('speaks Hebrew on Hebrew pages', () => {
    renderWithProviders(
      <SectionBoundary>
        <Broken />
      </SectionBoundary>,
      { lang: 'he' },
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/\p{Script=Hebrew}/u);
  });
});
