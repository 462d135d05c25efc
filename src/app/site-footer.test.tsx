import { screen, within } from '@testing-library/react';
import { en } from '@/lib/i18n/en';
import { he } from '@/lib/i18n/he';
import { renderWithProviders } from '../../tests/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it.each([
    ['en', en],
    ['he', he],
  ] as const)('links its newsletter sign-up to the page to leave the list (%s)', (lang, dict) => {
    renderWithProviders(<SiteFooter />, { lang, path: `/${lang}/about` });
    const section = screen.getByRole('region', { name: dict.footer.newsletter.title });
    expect(within(section).getByRole('link', { name: dict.footer.newsletter.leave })).toHaveAttribute(
      'href',
      `/${lang}/newsletter/unsubscribe`,
    );
  });
});
