import { DirectionProvider } from '@radix-ui/react-direction';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Lang } from '@/lib/i18n/lang';
import { I18nProvider } from '@/lib/i18n/i18n-context';
import { renderWithProviders } from '../../../tests/render';
import { AUTOPLAY_INTERVAL_MS, RESUME_DELAY_MS, TRANSITION_MS } from './carousel-model';
import { installCarouselStubs, type FakeAnimation } from '../../../tests/carousel-stubs';
import en from '@/pages/home/copy.en';
import he from '@/pages/home/copy.he';
import pt from '@/pages/home/copy.pt';

const HOME_CONTENT = { en, he, pt } as const;
import { InvestmentCarousel } from './investment-carousel';

let stubs: ReturnType<typeof installCarouselStubs>;

function setup(lang: Lang = 'en', { reducedMotion = false } = {}) {
  stubs.restore();
  stubs = installCarouselStubs({ reducedMotion });
  const content = HOME_CONTENT[lang].carousel;
  renderWithProviders(<InvestmentCarousel content={content} />, { lang });
  const region = screen.getByRole('region', { name: content.label });
  return { content, region };
}

/** The selected slide (0-based), read from the dots and checked against the slides and live text. */
function selected(): number {
  const dots = screen.getAllByRole('button', { name: /^(Go to slide|מעבר לשקופית) \d$/ });
  const current = dots.flatMap((dot, index) => (dot.getAttribute('aria-current') === 'true' ? [index] : []));
  expect(current).toHaveLength(1);
  const slides = screen.getAllByRole('group');
  expect(slides.map((slide) => slide.dataset.selected)).toEqual(
    slides.map((_, index) => (index === current[0] ? 'true' : 'false')),
  );
  return current[0]!;
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const liveRegion = (region: HTMLElement) => region.querySelector('[aria-live]') as HTMLElement;
const viewport = () => screen.getByTestId('carousel-viewport');
const latestAnimation = (): FakeAnimation => stubs.animations.at(-1)!;

/** A horizontal swipe on the viewport, whose width is mocked (jsdom lays nothing out). */
function swipe(fromX: number, toX: number, width = 1000) {
  const element = viewport();
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, width, 300));
  fireEvent.pointerDown(element, { clientX: fromX, pointerId: 7, pointerType: 'touch', button: 0 });
  fireEvent.pointerMove(element, { clientX: (fromX + toX) / 2, pointerId: 7, pointerType: 'touch' });
  fireEvent.pointerMove(element, { clientX: toX, pointerId: 7, pointerType: 'touch' });
  fireEvent.pointerUp(element, { clientX: toX, pointerId: 7, pointerType: 'touch' });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubs = installCarouselStubs();
});

afterEach(() => {
  stubs.restore();
  vi.useRealTimers();
});

describe('InvestmentCarousel', () => {
  it('renders an accessible carousel with three labelled slides, dots and buttons', () => {
    const { region, content } = setup();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(3);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} of 3`);
      expect(within(slide).getByRole('heading', { level: 3 })).toHaveTextContent(content.slides[index]!.title);
    });
    expect(content.slides.map((slide) => slide.id)).toEqual(['guidance', 'financing', 'management']);
    for (const name of ['Previous slide', 'Next slide', 'Go to slide 1', 'Go to slide 2', 'Go to slide 3']) {
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(viewport()).toHaveAttribute('dir', 'ltr');
    expect(selected()).toBe(0);
  });

  it('prerenders with the first slide selected and centred', () => {
    const html = renderToString(
      <I18nProvider lang="he">
        <DirectionProvider dir="rtl">
          <InvestmentCarousel content={HOME_CONTENT.he.carousel} />
        </DirectionProvider>
      </I18nProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const slides = [...doc.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('data-selected'))).toEqual(['true', 'false', 'false']);
    expect(doc.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('מעבר לשקופית 1');
    expect(doc.querySelector('[data-testid="carousel-viewport"]')?.getAttribute('dir')).toBe('rtl');
    // The track starts where embla will put slide 1: centred (mirrored in right-to-left).
    const track = doc.querySelector('[data-testid="carousel-viewport"] > div');
    expect(track?.getAttribute('style')).toContain('translate3d(calc((100% - var(--slide-size)) / 2 * -1)');
  });

  it('advances every 4000 ms and not before, looping after the last slide', async () => {
    setup();
    expect(AUTOPLAY_INTERVAL_MS).toBe(4000);
    await wait(3999);
    expect(selected()).toBe(0);
    await wait(1);
    expect(selected()).toBe(1);
    await wait(3999);
    expect(selected()).toBe(1);
    await wait(1);
    expect(selected()).toBe(2);
    await wait(4000);
    expect(selected()).toBe(0);
  });

  it('fills the progress bar over each 4000 ms cycle and restarts it on every change', async () => {
    setup();
    const first = latestAnimation();
    expect(first.options).toMatchObject({ duration: 4000, easing: 'linear' });
    // It slides in from the left edge, on the compositor (translate), not by relaying out a width.
    expect(first.keyframes).toEqual([{ translate: '-100%' }, { translate: '0' }]);
    expect(screen.getByTestId('carousel-progress')).toHaveAttribute('data-state', 'running');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(first.cancel).toHaveBeenCalled();
    const second = latestAnimation();
    expect(second).not.toBe(first);
    expect(second.playState).toBe('running');

    await wait(4000);
    expect(second.cancel).toHaveBeenCalled();
    expect(latestAnimation()).not.toBe(second);
  });

  it('animates a slide change only through opacity and transforms, which the compositor runs (it repeats every 4 s)', () => {
    const { region } = setup();
    // What changes with the selection: the slides and the dots (the buttons' hover colours do not repeat).
    const dots = within(region).getAllByRole('button', { name: /^Go to slide/ });
    const changing = [viewport(), ...dots].flatMap((root) => [root, ...root.querySelectorAll('*')]);
    const transitions = changing.flatMap((element) =>
      [...element.classList].filter((name) => /(^|:)transition(-|$)/.test(name)),
    );
    expect(transitions.length).toBeGreaterThan(0);
    const compositorOnly = ['transition-opacity', 'transition-transform', 'transition-[opacity,scale]'];
    expect(transitions.filter((name) => !compositorOnly.includes(name) && !name.endsWith(':transition-none'))).toEqual(
      [],
    );
  });

  it('fills the progress bar from the right in Hebrew', () => {
    setup('he');
    expect(latestAnimation().keyframes).toEqual([{ translate: '100%' }, { translate: '0' }]);
  });

  it('pauses on hover, stops the bar, and resumes with a full cycle 1000 ms after the pointer leaves', async () => {
    const { region } = setup();
    await wait(2000);
    fireEvent.mouseEnter(region);
    expect(latestAnimation().playState).toBe('paused');
    expect(screen.getByTestId('carousel-progress')).toHaveAttribute('data-state', 'paused');
    await wait(20_000);
    expect(selected()).toBe(0);

    fireEvent.mouseLeave(region);
    expect(RESUME_DELAY_MS).toBe(1000);
    await wait(999);
    const paused = latestAnimation();
    expect(paused.playState).toBe('paused');
    await wait(1);
    // Resumed: a fresh bar from zero (not the paused one going on) and a full 4000 ms to the next slide.
    expect(paused.cancel).toHaveBeenCalled();
    expect(latestAnimation()).not.toBe(paused);
    expect(latestAnimation().playState).toBe('running');
    expect(screen.getByTestId('carousel-progress')).toHaveAttribute('data-state', 'running');
    await wait(3999);
    expect(selected()).toBe(0);
    await wait(1);
    expect(selected()).toBe(1);
  });

  it('re-entering within the resume delay keeps it paused', async () => {
    const { region } = setup();
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    await wait(500);
    fireEvent.mouseEnter(region);
    await wait(10_000);
    expect(selected()).toBe(0);
  });

  it('pauses while touched and resumes 1000 ms after the touch ends', async () => {
    const { region } = setup();
    fireEvent.touchStart(region);
    await wait(9000);
    expect(selected()).toBe(0);
    fireEvent.touchEnd(region);
    await wait(RESUME_DELAY_MS - 1);
    expect(screen.getByTestId('carousel-progress')).toHaveAttribute('data-state', 'paused');
    await wait(1);
    expect(screen.getByTestId('carousel-progress')).toHaveAttribute('data-state', 'running');
    await wait(AUTOPLAY_INTERVAL_MS - 1);
    expect(selected()).toBe(0);
    await wait(1);
    expect(selected()).toBe(1);
  });

  it('moves with the arrow keys in English: ArrowRight next, ArrowLeft previous', async () => {
    const { region } = setup('en');
    region.focus();
    expect(region).toHaveFocus();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(selected()).toBe(1);
    await wait(TRANSITION_MS);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(selected()).toBe(0);
    await wait(TRANSITION_MS);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(selected()).toBe(2);
  });

  it('reverses the arrow keys in Hebrew: ArrowLeft next, ArrowRight previous', async () => {
    const { region } = setup('he');
    expect(viewport()).toHaveAttribute('dir', 'rtl');
    region.focus();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(selected()).toBe(1);
    await wait(TRANSITION_MS);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(selected()).toBe(2);
    await wait(TRANSITION_MS);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(selected()).toBe(1);
  });

  it('ignores any change within 500 ms of the previous one', async () => {
    const { region } = setup();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(selected()).toBe(1);
    await wait(TRANSITION_MS - 1);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(selected()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(selected()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(selected()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(selected()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(selected()).toBe(1);
    fireEvent.click(screen.getByRole('group', { name: '1 of 3' }));
    expect(selected()).toBe(1);
    swipe(800, 200);
    expect(selected()).toBe(1);
    swipe(200, 800);
    expect(selected()).toBe(1);
    await wait(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(selected()).toBe(2);
  });

  it('selects a side card when it is clicked', async () => {
    setup();
    fireEvent.click(screen.getByRole('group', { name: '2 of 3' }));
    expect(selected()).toBe(1);
    await wait(TRANSITION_MS);
    fireEvent.click(screen.getByRole('group', { name: '3 of 3' }));
    expect(selected()).toBe(2);
    await wait(TRANSITION_MS);
    fireEvent.click(screen.getByText(HOME_CONTENT.en.carousel.slides[0]!.text));
    expect(selected()).toBe(0);
  });

  it('goes to a slide from its dot and marks it current', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(selected()).toBe(2);
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('changes slide on a swipe beyond 20% of the viewport width and snaps back under it', async () => {
    setup('en');
    swipe(600, 400); // 200 px of 1000: exactly 20%, not beyond
    expect(selected()).toBe(0);
    expect(screen.getByTestId('carousel-viewport').firstElementChild).toHaveStyle({ translate: '' });

    swipe(600, 399); // towards the start (left): next
    expect(selected()).toBe(1);
    await wait(TRANSITION_MS);
    swipe(300, 550, 1000); // towards the end (right): previous
    expect(selected()).toBe(0);
    await wait(TRANSITION_MS);
    swipe(100, 160, 300); // 60 of 300 px: exactly 20% of a narrow viewport
    expect(selected()).toBe(0);
    swipe(100, 161, 300);
    expect(selected()).toBe(2);
  });

  it('mirrors swipes in Hebrew', async () => {
    setup('he');
    swipe(400, 601); // towards the start in right-to-left (right): next
    expect(selected()).toBe(1);
    await wait(TRANSITION_MS);
    swipe(600, 399);
    expect(selected()).toBe(0);
    await wait(TRANSITION_MS);
    swipe(400, 550);
    expect(selected()).toBe(0);
  });

  it('moves the track with the finger while dragging and releases it afterwards', () => {
    setup();
    const element = viewport();
    const track = element.firstElementChild as HTMLElement;
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 300));
    const capture = vi.fn();
    element.setPointerCapture = capture;
    fireEvent.pointerDown(element, { clientX: 500, pointerId: 3 });
    fireEvent.pointerMove(element, { clientX: 495, pointerId: 3 });
    expect(track.style.translate).toBe('-5px 0');
    // Captured only once it is a drag, so that a plain click still reaches the card under it.
    expect(capture).not.toHaveBeenCalled();
    fireEvent.pointerMove(element, { clientX: 430, pointerId: 3 });
    expect(track.style.translate).toBe('-70px 0');
    expect(capture).toHaveBeenCalledWith(3);
    fireEvent.pointerUp(element, { clientX: 430, pointerId: 3 });
    expect(track.style.translate).toBe('');
    expect(selected()).toBe(0);
  });

  it('does not pick the card under a mouse drag that ends on it', () => {
    setup();
    const element = viewport();
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 300));
    const sideCard = screen.getByRole('group', { name: '2 of 3' });
    fireEvent.pointerDown(element, { clientX: 500, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(element, { clientX: 450, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.click(sideCard);
    expect(selected()).toBe(0);
    // A plain click afterwards works again.
    fireEvent.pointerDown(element, { clientX: 500, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(element, { clientX: 501, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.click(sideCard);
    expect(selected()).toBe(1);
  });

  it('does not auto-advance or animate the bar with reduced motion, but manual navigation works', async () => {
    const { region } = setup('en', { reducedMotion: true });
    await wait(20_000);
    expect(selected()).toBe(0);
    expect(stubs.animations).toHaveLength(0);
    expect(screen.getByTestId('carousel-progress')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause automatic rotation' })).not.toBeInTheDocument();
    expect(liveRegion(region)).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(selected()).toBe(1);
    expect(liveRegion(region)).toHaveTextContent('Slide 2 of 3: Financing');
    await wait(TRANSITION_MS);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(selected()).toBe(2);
    await wait(20_000);
    expect(selected()).toBe(2);
  });

  it('announces changes politely only when not auto-playing', async () => {
    const { region } = setup();
    expect(liveRegion(region)).toHaveAttribute('aria-live', 'off');
    expect(liveRegion(region)).toHaveTextContent('Slide 1 of 3: Personal guidance');
    fireEvent.mouseEnter(region);
    expect(liveRegion(region)).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    await wait(RESUME_DELAY_MS);
    expect(liveRegion(region)).toHaveAttribute('aria-live', 'off');
  });

  it('lets the visitor stop and restart the rotation', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    await wait(20_000);
    expect(selected()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    await wait(AUTOPLAY_INTERVAL_MS - 1);
    expect(selected()).toBe(0);
    await wait(1);
    expect(selected()).toBe(1);
  });
});
