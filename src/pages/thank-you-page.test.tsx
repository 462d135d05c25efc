import { screen, waitFor } from '@testing-library/react';
import { he } from '@/lib/i18n/he';
import { renderWithProviders } from '../../tests/render';
import ThankYouPage from './thank-you-page';

describe('ThankYouPage', () => {
  it('confirms the inquiry and says when the team answers', () => {
    renderWithProviders(<ThankYouPage />, { path: '/en/thank-you' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/Your inquiry was received\./)).toHaveTextContent(
      'Our team typically responds within 24 hours',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('links home and to property management in English', () => {
    renderWithProviders(<ThankYouPage />, { path: '/en/thank-you' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Explore Property Management' })).toHaveAttribute(
      'href',
      '/en/property-management',
    );
  });

  it('is in Hebrew with Hebrew links on the Hebrew page', () => {
    renderWithProviders(<ThankYouPage />, { lang: 'he', path: '/he/thank-you' });
    expect(screen.getByRole('heading', { level: 1, name: he.pages.thankYou.title })).toBeInTheDocument();
    expect(screen.getByText(he.pages.thankYou.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: he.thankYou.homeButton })).toHaveAttribute('href', '/he');
    expect(screen.getByRole('link', { name: he.thankYou.propertyButton })).toHaveAttribute(
      'href',
      '/he/property-management',
    );
    expect(screen.queryByText('Back to Home')).not.toBeInTheDocument();
  });

  it('asks search engines not to index it and gives no canonical URL', async () => {
    renderWithProviders(<ThankYouPage />, { path: '/en/thank-you' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'),
    );
    expect(document.title).toBe('Thank you | Lusa Property');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
