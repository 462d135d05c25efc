import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { fill } from '@/lib/i18n/dictionary';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import type { LogoImageService } from './generate-logo';
import { KEPT_LOGOS_KEY } from './kept-logos';
import type { LogoDrawingPlan } from './logo-design';
import { LogoGenerator } from './logo-generator';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup({
  lang = 'en',
  draw = vi.fn((_plan: LogoDrawingPlan) => PNG),
  service,
}: { lang?: 'en' | 'he'; draw?: (plan: LogoDrawingPlan) => string; service?: LogoImageService } = {}) {
  cleanup();
  renderWithProviders(<LogoGenerator copy={lang === 'en' ? en : he} draw={draw} service={service} />, {
    lang,
    path: `/${lang}/admin/logo-generator`,
  });
  return { draw };
}

/** Moves the fake clock and lets the resulting promises and renders settle. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A toast's text: sonner shows toasts on a timer, so the fake clock moves until it is there. */
async function toastText(text: string) {
  for (let step = 0; step < 50 && !screen.queryByText(text); step += 1) await elapse(20);
  return screen.getByText(text);
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LogoGenerator', () => {
  it('offers the five styles and six colour schemes, and an optional instructions field', () => {
    setup();
    expect(
      within(screen.getByRole('combobox', { name: 'Style' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Modern', 'Elegant', 'Playful', 'Classic', 'Bold']);
    expect(within(screen.getByRole('combobox', { name: 'Colour scheme' })).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Instructions (optional)' })).not.toBeRequired();
    expect(screen.getByText(en.empty)).toBeInTheDocument();
  });

  it('generates after the simulated 2 seconds and draws the chosen style and colours', async () => {
    const { draw } = setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), { target: { value: 'elegant' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Colour scheme' }), { target: { value: 'golden' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Instructions (optional)' }), {
      target: { value: 'office sign' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    await elapse(1999);
    expect(screen.queryAllByTestId('generated-logo')).toHaveLength(0);
    expect(draw).not.toHaveBeenCalled();

    await elapse(1);
    expect(screen.getAllByTestId('generated-logo')).toHaveLength(1);
    expect(draw).toHaveBeenCalledWith(
      expect.objectContaining({
        background: '#1f1a10',
        emblem: expect.objectContaining({ shape: 'ring' }),
        name: expect.objectContaining({ text: 'LUSA PROPERTY' }),
      }),
    );
    expect(screen.getByRole('img', { name: 'Logo 1: Elegant, Golden' })).toHaveAttribute('src', PNG);
    expect(
      screen.getByText('Elegant logo for Lusa Property, Golden colours. Instructions: office sign'),
    ).toBeInTheDocument();
    expect(await toastText('Logo created from your choices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate logo' })).toBeEnabled();
  });

  it('puts the newest logo first', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), { target: { value: 'bold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    const logos = screen.getAllByTestId('generated-logo');
    expect(logos.map((logo) => within(logo).getByRole('img').getAttribute('alt'))).toEqual([
      'Logo 2: Bold, Portugal flag',
      'Logo 1: Modern, Portugal flag',
    ]);
  });

  it('says so when the generation fails', async () => {
    setup({
      draw: () => {
        throw new Error('Canvas 2D is not available');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    expect(await toastText('Failed to generate logo. Please try again.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('generated-logo')).toHaveLength(0);
  });

  it('uses an image service when one is connected', async () => {
    const service = vi.fn(() => Promise.resolve('https://images.example/logo.png'));
    const { draw } = setup({ service });
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    expect(await toastText('AI Logo generated successfully!')).toBeInTheDocument();
    expect(draw).not.toHaveBeenCalled();
  });

  it('shows a placeholder for a logo image that fails to load', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    fireEvent.error(screen.getByRole('img', { name: 'Logo 1: Modern, Portugal flag' }));
    expect(screen.getByTestId('logo-placeholder')).toHaveAccessibleName(
      'Logo 1: Modern, Portugal flag – Image unavailable',
    );
    expect(screen.getByRole('button', { name: 'Download PNG: logo 1' })).toBeDisabled();
  });

  it('downloads a logo as a PNG file', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG: logo 1' }));
    expect(clicks).toEqual([{ href: PNG, download: 'lusa-property-logo-modern-portugal-flag.png' }]);
    expect(await toastText('Logo download started!')).toBeInTheDocument();
  });

  it('says so when a download fails', async () => {
    server.use(http.get('https://images.example/logo.png', () => new HttpResponse(null, { status: 404 })));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup({ service: () => Promise.resolve('https://images.example/logo.png') });
    fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
    await elapse(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG: logo 1' }));
    expect(await toastText('Failed to download logo. Please try again.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it.each([
    ['en', en],
    ['he', he],
  ] as const)('names the download and remove buttons with their visible text first (%s)', (_, copy) => {
    expect(fill(copy.downloadLabel, { n: 1 }).startsWith(copy.download)).toBe(true);
    expect(fill(copy.removeLabel, { n: 1 }).startsWith(copy.remove)).toBe(true);
  });

  it('is in Hebrew on the Hebrew page', async () => {
    renderWithProviders(<LogoGenerator copy={he} draw={() => PNG} />, { lang: 'he', path: '/he/admin/logo-generator' });
    fireEvent.click(screen.getByRole('button', { name: he.generate }));
    expect(screen.getByRole('button', { name: he.generating })).toBeDisabled();
    await elapse(2000);
    expect(await toastText(he.toasts.fallbackSuccess)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'לוגו 1: מודרני, דגל פורטוגל' })).toBeInTheDocument();
  });

  describe('keeping the logos', () => {
    /** Generates one logo with the default choices. */
    async function generate() {
      fireEvent.click(screen.getByRole('button', { name: 'Generate logo' }));
      await elapse(2000);
    }

    it('keeps the logos through a reload, marks a downloaded one, and forgets a removed one', async () => {
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      setup();
      await generate();
      fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), { target: { value: 'bold' } });
      await generate();
      fireEvent.click(screen.getByRole('button', { name: 'Download PNG: logo 2' }));
      expect(await toastText('Logo download started!')).toBeInTheDocument();

      setup(); // the page again, as after a reload
      const logos = screen.getAllByTestId('generated-logo');
      expect(logos.map((logo) => within(logo).getByRole('img').getAttribute('alt'))).toEqual([
        'Logo 2: Bold, Portugal flag',
        'Logo 1: Modern, Portugal flag',
      ]);
      expect(within(logos[0]!).getByText('Downloaded')).toBeInTheDocument();
      expect(within(logos[1]!).queryByText('Downloaded')).not.toBeInTheDocument();
      expect(screen.getByTestId('logos-kept')).toHaveTextContent('stay in this browser, even after a reload');

      fireEvent.click(screen.getByRole('button', { name: 'Remove logo 1' }));
      setup();
      expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
        'Logo 1: Bold, Portugal flag',
      ]);
    });

    it('ignores what it cannot read back', () => {
      localStorage.setItem(
        KEPT_LOGOS_KEY,
        JSON.stringify([
          { id: 'a', url: 'javascript:alert(1)', prompt: 'x', style: 'modern', scheme: 'sunset' },
          { id: 'b', url: PNG, prompt: 'kept', style: 'modern', scheme: 'sunset' },
          { id: 'c', url: PNG, prompt: 'x', style: 'gothic', scheme: 'sunset' },
        ]),
      );
      setup();
      expect(screen.getAllByTestId('generated-logo')).toHaveLength(1);
      expect(screen.getByText('kept')).toBeInTheDocument();
    });

    it('warns before a logo the browser could not keep is lost, until it is downloaded', async () => {
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      setup({ lang: 'he' });
      const elsewhere = document.body.appendChild(document.createElement('a'));
      elsewhere.href = '/he/contact';
      elsewhere.textContent = 'elsewhere';

      fireEvent.click(screen.getByRole('button', { name: he.generate }));
      await elapse(2000);
      expect(screen.getByTestId('logos-at-risk')).toHaveTextContent(he.atRisk.one);
      expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(false);
      expect(fireEvent.click(elsewhere)).toBe(false);
      expect(confirm).toHaveBeenCalledWith(he.leaveWarning);

      fireEvent.click(screen.getByRole('button', { name: fill(he.downloadLabel, { n: 1 }) }));
      expect(await toastText(he.toasts.downloadStarted)).toBeInTheDocument();
      expect(screen.queryByTestId('logos-at-risk')).not.toBeInTheDocument();
      expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(true);
      confirm.mockClear();
      expect(fireEvent.click(elsewhere)).toBe(true);
      expect(confirm).not.toHaveBeenCalled();
      elsewhere.remove();
    });
  });
});
