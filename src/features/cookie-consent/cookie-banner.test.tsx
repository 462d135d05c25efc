import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { he } from '@/lib/i18n/he';
import { renderWithProviders } from '../../../tests/render';
import { CONSENT_STORAGE_KEY, openCookieSettings, saveConsent } from './consent-storage';
import { COOKIE_BANNER_DELAY_MS, CookieBanner } from './cookie-banner';

const TITLE = 'We value your privacy';

const banner = () => screen.queryByRole('region', { name: TITLE });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;

function setup(lang: 'en' | 'he' = 'en') {
  renderWithProviders(<CookieBanner />, { lang });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Renders the banner, lets its delay pass on the fake clock, then returns to real time for user-event. */
async function setupShown(lang: 'en' | 'he' = 'en') {
  setup(lang);
  await wait(COOKIE_BANNER_DELAY_MS);
  expect(screen.getByRole('region', { name: lang === 'en' ? TITLE : he.cookies.title })).toBeInTheDocument();
  vi.useRealTimers();
  return { user: userEvent.setup() };
}

// The banner's delay runs on a fake clock, so the timing assertions are exact.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CookieBanner', () => {
  it('waits one second before showing when nothing is stored', async () => {
    setup();
    expect(COOKIE_BANNER_DELAY_MS).toBe(1000);
    expect(banner()).not.toBeInTheDocument();

    await wait(999);
    expect(banner()).not.toBeInTheDocument();

    await wait(1);
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(within(region!).getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(within(region!).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    for (const name of ['Accept All', 'Necessary Only', 'Reject', 'Show details', 'Close without choosing']) {
      expect(within(region!).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('on a prerendered page, waits for the whole stylesheet that styles it', async () => {
    // The page painted from its own rules; the banner's are in the stylesheet it loads later.
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.setAttribute('data-later', '');
    document.head.append(stylesheet);
    try {
      setup();
      await wait(COOKIE_BANNER_DELAY_MS + 2000);
      expect(banner()).not.toBeInTheDocument();
      await act(async () => {
        stylesheet.dispatchEvent(new Event('load'));
      });
      expect(banner()).toBeInTheDocument();
    } finally {
      stylesheet.remove();
    }
  });

  it('stays hidden when a choice is stored', async () => {
    saveConsent('rejected');
    setup();
    await wait(5000);
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows when the stored choice is unreadable', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{broken');
    await setupShown();
    expect(banner()).toBeInTheDocument();
  });

  it('Accept All stores consent with analytics and marketing on, and hides', async () => {
    const { user } = await setupShown();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({
      consent: 'accepted',
      preferences: { necessary: true, analytics: true, marketing: true },
      savedAt: expect.any(String),
    });
  });

  it('Necessary Only stores consent with analytics and marketing off, and hides', async () => {
    const { user } = await setupShown();
    await user.click(screen.getByRole('button', { name: 'Necessary Only' }));

    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({
      consent: 'necessary-only',
      preferences: { necessary: true, analytics: false, marketing: false },
      savedAt: expect.any(String),
    });
  });

  it('Reject stores a rejection and hides', async () => {
    const { user } = await setupShown();
    await user.click(screen.getByRole('button', { name: 'Reject' }));

    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({
      consent: 'rejected',
      preferences: { necessary: true, analytics: false, marketing: false },
      savedAt: expect.any(String),
    });
  });

  it('the close button hides the banner without storing a choice', async () => {
    const { user } = await setupShown();
    await user.click(screen.getByRole('button', { name: 'Close without choosing' }));

    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('toggles the details panel', async () => {
    const { user } = await setupShown();
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(screen.queryByText('Necessary')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByText('Necessary')).toBeInTheDocument();
    expect(within(panel!).getByText('Always on')).toBeInTheDocument();
    expect(within(panel!).getByText('Analytics')).toBeInTheDocument();
    expect(within(panel!).getByText('Marketing')).toBeInTheDocument();
    // Nothing chosen yet: the optional categories are off.
    expect(within(panel!).getAllByText('Off')).toHaveLength(2);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Show details');
    expect(panel).not.toBeInTheDocument();
    expect(screen.queryByText('Analytics')).not.toBeInTheDocument();
  });

  it('reopens through openCookieSettings() after a choice, showing the stored choice', async () => {
    const { user } = await setupShown();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).not.toBeInTheDocument();

    act(() => openCookieSettings());
    expect(banner()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getAllByText('On')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ consent: 'rejected' });
  });

  it('reopens through openCookieSettings() when a choice was stored before the page loaded', async () => {
    saveConsent('accepted');
    setup();
    await wait(2000);
    expect(banner()).not.toBeInTheDocument();

    act(() => openCookieSettings());
    expect(banner()).toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    const { user } = await setupShown('he');
    const region = screen.getByRole('region', { name: he.cookies.title });
    expect(within(region).getByRole('link', { name: he.cookies.privacyLink })).toHaveAttribute('href', '/he/privacy');

    await user.click(within(region).getByRole('button', { name: he.cookies.necessaryOnly }));
    expect(screen.queryByRole('region', { name: he.cookies.title })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ consent: 'necessary-only' });
  });
});
