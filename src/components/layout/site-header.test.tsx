import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { he } from '@/lib/i18n/he';
import type { Lang } from '@/lib/i18n/lang';
import { renderWithProviders } from '../../../tests/render';
import { SiteHeader } from './site-header';

function setup(path = '/en', lang: Lang = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<SiteHeader />, { lang, path });
  return { user };
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('SiteHeader', () => {
  describe('logo', () => {
    it('links to the English home page', () => {
      setup('/en/about');
      const logo = screen.getByRole('link', { name: 'Lusa Property, home page' });
      expect(logo).toHaveAttribute('href', '/en');
    });

    it('links to the Hebrew home page in Hebrew', () => {
      setup('/he/about', 'he');
      const logo = screen.getByRole('link', { name: he.nav.homeLinkLabel });
      expect(logo).toHaveAttribute('href', '/he');
    });
  });

  describe('desktop navigation', () => {
    it('lists the main pages with localized links', () => {
      setup('/en');
      const nav = desktopNav();
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
      expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
      expect(within(nav).getByRole('link', { name: 'Property Management' })).toHaveAttribute(
        'href',
        '/en/property-management',
      );
      expect(within(nav).getByRole('link', { name: 'Investment' })).toHaveAttribute('href', '/en/investment');
      expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/en/articles');
      expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
    });

    it('marks the current page and not Home', () => {
      setup('/en/about');
      const nav = desktopNav();
      expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
      expect(within(nav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
    });

    it('marks Home on the home page', () => {
      setup('/en');
      expect(within(desktopNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });

    it('marks the parent section of a sub-page', () => {
      setup('/en/property-management/calculate-cost');
      const nav = desktopNav();
      expect(within(nav).getByRole('link', { name: 'Property Management' })).toHaveAttribute('aria-current', 'true');
      expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    });

    it('opens and closes the property-management submenu with its button and Escape', async () => {
      const { user } = setup('/en/about');
      const nav = desktopNav();
      const toggle = within(nav).getByRole('button', { name: 'Show the Property Management submenu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(nav).queryByRole('link', { name: 'Calculate Management Cost' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Rental Agreement Template' })).not.toBeInTheDocument();

      toggle.focus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(submenu).toBeVisible();
      expect(within(submenu!).getByRole('link', { name: 'Calculate Management Cost' })).toHaveAttribute(
        'href',
        '/en/property-management/calculate-cost',
      );
      expect(within(submenu!).getByRole('link', { name: 'Rental Agreement Template' })).toHaveAttribute(
        'href',
        '/en/property-management/rental-agreement',
      );

      // Escape from inside the submenu closes it and returns focus to its button.
      within(submenu!).getByRole('link', { name: 'Rental Agreement Template' }).focus();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      expect(submenu).not.toBeVisible();
      expect(within(nav).queryByRole('link', { name: 'Calculate Management Cost' })).not.toBeInTheDocument();
    });

    it('toggles the submenu with the button from the keyboard', async () => {
      const { user } = setup('/en');
      const toggle = within(desktopNav()).getByRole('button', { name: 'Show the Property Management submenu' });
      toggle.focus();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens the submenu with a tap on its button (touch)', async () => {
      const { user } = setup('/en');
      const nav = desktopNav();
      const toggle = within(nav).getByRole('button', { name: 'Show the Property Management submenu' });
      await user.pointer({ keys: '[TouchA]', target: toggle });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(nav).getByRole('link', { name: 'Calculate Management Cost' })).toBeVisible();

      await user.pointer({ keys: '[TouchA]', target: toggle });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens the submenu on mouse hover and closes it when the mouse leaves', async () => {
      const { user } = setup('/en');
      const nav = desktopNav();
      const toggle = within(nav).getByRole('button', { name: 'Show the Property Management submenu' });
      await user.hover(within(nav).getByRole('link', { name: 'Property Management' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(nav).getByRole('link', { name: 'Rental Agreement Template' })).toBeVisible();

      await user.hover(within(nav).getByRole('link', { name: 'Contact' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the submenu when focus leaves it', async () => {
      const { user } = setup('/en');
      const nav = desktopNav();
      const toggle = within(nav).getByRole('button', { name: 'Show the Property Management submenu' });
      toggle.focus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.tab(); // into the submenu: stays open
      expect(within(nav).getByRole('link', { name: 'Calculate Management Cost' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.tab();
      expect(within(nav).getByRole('link', { name: 'Rental Agreement Template' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.tab(); // on to the next top-level item: closes
      expect(within(nav).getByRole('link', { name: 'Investment' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the submenu after navigating through it', async () => {
      const { user } = setup('/en');
      const nav = desktopNav();
      const toggle = within(nav).getByRole('button', { name: 'Show the Property Management submenu' });
      toggle.focus();
      await user.keyboard('{Enter}');
      await user.click(within(nav).getByRole('link', { name: 'Calculate Management Cost' }));

      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // The new page is now the current one.
      expect(within(nav).getByRole('link', { name: 'Property Management' })).toHaveAttribute('aria-current', 'true');
    });

    it('shows the investment submenu with the real-estate ads link', async () => {
      const { user } = setup('/en');
      const nav = desktopNav();
      within(nav).getByRole('button', { name: 'Show the Investment submenu' }).focus();
      await user.keyboard('{Enter}');
      expect(within(nav).getByRole('link', { name: 'Real Estate Ads' })).toHaveAttribute('href', '/en/real-estate-ads');
    });

    it('is in Hebrew under /he', () => {
      setup('/he/about', 'he');
      const nav = screen.getByRole('navigation', { name: he.nav.mainLabel });
      expect(within(nav).getByRole('link', { name: he.nav.about })).toHaveAttribute('href', '/he/about');
      expect(within(nav).getByRole('link', { name: he.nav.about })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: he.nav.home })).toHaveAttribute('href', '/he');
    });
  });

  describe('mobile menu', () => {
    it('opens a dialog with the navigation links and closes it with Escape', async () => {
      const { user } = setup('/en/about');
      const button = screen.getByRole('button', { name: 'Open menu' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      const nav = within(dialog).getByRole('navigation', { name: 'Main navigation' });
      for (const [name, href] of [
        ['Home', '/en'],
        ['About', '/en/about'],
        ['Property Management', '/en/property-management'],
        ['Calculate Management Cost', '/en/property-management/calculate-cost'],
        ['Rental Agreement Template', '/en/property-management/rental-agreement'],
        ['Investment', '/en/investment'],
        ['Real Estate Ads', '/en/real-estate-ads'],
        ['Articles', '/en/articles'],
        ['Contact', '/en/contact'],
      ] as const) {
        expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
      }
      expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
      expect(within(dialog).getByTestId('language-toggle-he')).toHaveAttribute('href', '/he/about');
      expect(within(dialog).getByTestId('language-toggle-pt')).toHaveAttribute('href', '/pt/about');

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    });

    it('closes with its close button', async () => {
      const { user } = setup('/en');
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('closes when a link is followed', async () => {
      const { user } = setup('/en');
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      await user.click(within(dialog).getByRole('link', { name: 'Contact' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(desktopNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    });

    it('closes when the link of the current page is followed', async () => {
      const { user } = setup('/en/about');
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      await user.click(within(dialog).getByRole('link', { name: 'About' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('is in Hebrew under /he', async () => {
      const { user } = setup('/he', 'he');
      await user.click(screen.getByRole('button', { name: he.nav.openMenu }));
      const dialog = await screen.findByRole('dialog', { name: he.nav.menuTitle });
      expect(within(dialog).getByRole('link', { name: he.nav.contact })).toHaveAttribute('href', '/he/contact');
      expect(within(dialog).getByRole('button', { name: he.nav.closeMenu })).toBeInTheDocument();
    });
  });

  describe('language switch', () => {
    const header = () => within(screen.getByRole('banner'));

    it('links to the same page, query and hash in each other language, named in that language', () => {
      setup('/en/about?x=1#faq');
      const group = header().getByRole('group', { name: 'Languages' });
      const hebrew = within(group).getByRole('link', { name: 'עברית' });
      expect(hebrew).toHaveAttribute('href', '/he/about?x=1#faq');
      expect(hebrew).toHaveAttribute('hreflang', 'he');
      expect(hebrew).toHaveAttribute('lang', 'he');
      const portuguese = within(group).getByRole('link', { name: 'Português' });
      expect(portuguese).toHaveAttribute('href', '/pt/about?x=1#faq');
      expect(portuguese).toHaveAttribute('hreflang', 'pt-PT');
      expect(portuguese).toHaveAttribute('lang', 'pt-PT');
      expect(within(group).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
    });

    it('offers English and Portuguese from Hebrew', () => {
      setup('/he/property-management/calculate-cost?rent=900', 'he');
      expect(header().getByTestId('language-toggle-en')).toHaveAttribute(
        'href',
        '/en/property-management/calculate-cost?rent=900',
      );
      expect(header().getByTestId('language-toggle-pt')).toHaveAttribute(
        'href',
        '/pt/property-management/calculate-cost?rent=900',
      );
      expect(header().queryByTestId('language-toggle-he')).not.toBeInTheDocument();
    });

    it('offers English and Hebrew from Portuguese', () => {
      setup('/pt', 'pt');
      expect(header().getByTestId('language-toggle-en')).toHaveAttribute('href', '/en');
      expect(header().getByTestId('language-toggle-he')).toHaveAttribute('href', '/he');
      expect(header().queryByTestId('language-toggle-pt')).not.toBeInTheDocument();
    });
  });
});
