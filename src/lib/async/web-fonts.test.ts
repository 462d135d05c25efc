// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchToWebFonts } from './web-fonts';
import { loadWholeStylesheet, wholeStylesheetLoaded } from './whole-stylesheet';

/** A block of the page at a given place on an 800 px screen. */
function block(top: number, bottom: number, parent: Element, tag = 'section'): HTMLElement {
  const element = document.createElement(tag);
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  parent.append(element);
  return element;
}

const waiting = (element: Element) => element.hasAttribute('data-font-later');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let loadFont: () => void;
let observed: Element[];
let reportNear: (targets: Element[]) => void;

beforeEach(() => {
  document.documentElement.className = '';
  document.documentElement.lang = 'he';
  document.head.innerHTML = '';
  document.body.innerHTML = '<main></main><footer></footer>';
  window.innerHeight = 800;
  const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (loadFont = () => resolve([]))));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
        reportNear = (targets) => callback(targets.map((target) => ({ target, isIntersecting: true })));
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve(target: Element) {
        observed.splice(observed.indexOf(target), 1);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The whole stylesheet as a prerendered page links it: disabled, not yet loaded. */
function laterStylesheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/style.css';
  link.disabled = true;
  link.setAttribute('data-later', '');
  document.head.append(link);
  return link;
}

describe('the whole stylesheet', () => {
  it('is enabled when asked, and counts as loaded on its load event', async () => {
    const link = laterStylesheet();
    const loaded = vi.fn();
    void wholeStylesheetLoaded().then(loaded);
    loadWholeStylesheet();
    expect(link.disabled).toBe(false);
    await nextTask();
    expect(loaded).not.toHaveBeenCalled();
    link.dispatchEvent(new Event('load'));
    await nextTask();
    expect(loaded).toHaveBeenCalled();
  });

  it('counts as loaded at once where a page has none waiting (dev server, shells)', async () => {
    await expect(wholeStylesheetLoaded()).resolves.toBeUndefined();
    expect(() => loadWholeStylesheet()).not.toThrow();
  });
});

describe('switchToWebFonts', () => {
  it('waits for the whole stylesheet (the faces) and then the page language’s font', async () => {
    const link = laterStylesheet();
    const switched = switchToWebFonts();
    await nextTask();
    expect(document.fonts.load).not.toHaveBeenCalled();
    link.dispatchEvent(new Event('load'));
    await nextTask();
    expect(document.fonts.load).toHaveBeenCalledWith('1em "Heebo Variable"', expect.any(String));
    expect(document.documentElement.classList.contains('web-fonts')).toBe(false);
    loadFont();
    await switched;
    expect(document.documentElement.classList.contains('web-fonts')).toBe(true);
  });

  it('switches what is on screen first, one block per task, and further blocks as they come near', async () => {
    // 800 px screen: the limit is 1200 px. The hero is on screen; the second section reaches past the
    // limit, so its children are sorted; the last section and the footer are far below.
    const main = document.querySelector('main')!;
    const hero = block(0, 700, main);
    const section = block(700, 1900, main);
    const firstItem = block(700, 1100, section, 'div');
    const secondItem = block(1100, 1500, section, 'div');
    const farItem = block(1500, 1900, section, 'div');
    const lastSection = block(1900, 3000, main);
    const footer = document.querySelector('footer')!;
    footer.getBoundingClientRect = () => ({ top: 3000, bottom: 3400 }) as DOMRect;

    const switched = switchToWebFonts();
    await nextTask();
    loadFont();
    await nextTask();
    await nextTask();
    // The class switches the header at once; every block keeps the local font until its turn.
    expect(document.documentElement.classList.contains('web-fonts')).toBe(true);
    expect(waiting(hero)).toBe(false);
    expect([firstItem, secondItem, farItem, lastSection, footer].every(waiting)).toBe(true);
    await nextTask();
    expect(waiting(firstItem)).toBe(false);
    expect(waiting(secondItem)).toBe(true);
    await switched;
    expect([hero, firstItem, secondItem].some(waiting)).toBe(false);
    // Far blocks wait for the viewport to come within a screen of them.
    expect(observed).toEqual([farItem, lastSection, footer]);
    expect([farItem, lastSection, footer].every(waiting)).toBe(true);
    reportNear([farItem]);
    expect(waiting(farItem)).toBe(false);
    expect(waiting(lastSection)).toBe(true);
    expect(observed).toEqual([lastSection, footer]);
  });

  it('keeps the local font for text on screen that the web font would wrap onto another line', async () => {
    const main = document.querySelector('main')!;
    const hero = block(0, 700, main);
    const localFont = (element: Element) => element.closest('[data-font-later]') !== null;
    /** Text at a place on screen, `lines` lines high in the local font and `webLines` in the web font. */
    function text(tag: string, top: number, lines: number, webLines: number, parent: Element): HTMLElement {
      const element = document.createElement(tag);
      element.textContent = 'Minuta gratuita de contrato de arrendamento para habitação';
      element.getBoundingClientRect = () => {
        const height = 36 * (localFont(element) ? lines : webLines);
        return { top, bottom: top + height, height } as DOMRect;
      };
      parent.append(element);
      return element;
    }
    const title = text('h1', 100, 2, 3, hero);
    const lead = text('p', 300, 3, 3, hero);
    const belowScreen = block(700, 1100, main);
    const rewrappedBelow = text('p', 900, 2, 3, belowScreen);

    const switched = switchToWebFonts();
    await nextTask();
    loadFont();
    await switched;
    expect(waiting(hero)).toBe(false);
    expect(waiting(lead)).toBe(false);
    expect(waiting(title)).toBe(true);
    // Below the screen, a line more moves nothing the visitor sees.
    expect(waiting(belowScreen)).toBe(false);
    expect(waiting(rewrappedBelow)).toBe(false);
  });

  it('leaves a page already in its web fonts alone (the dev server, a shell)', async () => {
    document.documentElement.classList.add('web-fonts');
    const hero = block(0, 700, document.querySelector('main')!);
    await switchToWebFonts();
    expect(document.fonts.load).not.toHaveBeenCalled();
    expect(waiting(hero)).toBe(false);
  });
});
