import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../tests/render';
import he from './copy.he';

describe('ThankYouPage', () => {
  it('confirms the inquiry and says when the team answers', async () => {
    await renderRoute('/en/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/Your enquiry was received\./)).toHaveTextContent(
      'Our team replies within one business day',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('links home and to property management in English', async () => {
    await renderRoute('/en/thank-you');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Explore Property Management' })).toHaveAttribute(
      'href',
      '/en/property-management',
    );
  });

  it('is in Hebrew with Hebrew links on the Hebrew page', async () => {
    await renderRoute('/he/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: he.hero.title })).toBeInTheDocument();
    expect(screen.getByText(he.hero.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: he.homeButton })).toHaveAttribute('href', '/he');
    expect(screen.getByRole('link', { name: he.propertyButton })).toHaveAttribute('href', '/he/property-management');
    expect(screen.queryByText('Back to home')).not.toBeInTheDocument();
  });

  it('asks search engines not to index it and gives no canonical URL', async () => {
    await renderRoute('/en/thank-you');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'),
    );
    expect(document.title).toBe('Thank you | Lusa Property');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
