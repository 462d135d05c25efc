import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/features/cookie-consent/consent-storage';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

// The first render loads the page's code and copy, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe.each([
  ['en', en],
  ['he', he],
] as const)('PrivacyPage (%s)', (lang, copy) => {
  it('has six sections plus contact, each linked from the table of contents by its id', async () => {
    await renderRoute(`/${lang}/privacy`);
    expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeInTheDocument();
    const ids = copy.document.sections.map((section) => section.id);
    expect(ids).toEqual([
      'data-we-collect',
      'purposes',
      'recipients',
      'retention',
      'cookies',
      'your-rights',
      'contact-us',
    ]);
    const toc = screen.getByRole('navigation', { name: copy.document.tocTitle });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ids.map((id) => `#${id}`));
    for (const id of ids) expect(document.getElementById(id)?.tagName).toBe('H2');
    expect(screen.getByText(copy.document.updated.label, { exact: false })).toBeInTheDocument();
  });

  it('links to terms and contact in the same language', async () => {
    await renderRoute(`/${lang}/privacy`);
    const internal = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.sort()).toEqual([`/${lang}/contact`, `/${lang}/terms`]);
    expect(screen.getByRole('link', { name: 'www.cnpd.pt' })).toHaveAttribute('href', 'https://www.cnpd.pt');
  });

  it('reopens the cookie choice from the cookies section', async () => {
    const user = userEvent.setup();
    await renderRoute(`/${lang}/privacy`);
    const opened = vi.fn();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, opened);
    const cookies = document.getElementById('cookies')!.closest('section')!;
    await user.click(within(cookies).getByRole('button', { name: copy.cookieSettingsButton }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, opened);
  });
});
