// A prerendered page is set in local fonts resized to the web fonts' metrics (src/styles/index.css),
// so it paints without waiting for a font. Once the app is ready and the web fonts have loaded, the
// page switches to them: the swap moves nothing, and their download never competes with the code.
import { wholeStylesheetLoaded } from './whole-stylesheet';

/** Marks a block still set in the local font until it comes near the screen. */
const FONT_LATER = 'data-font-later';

/**
 * Switches a prerendered page to its web fonts, block by block: setting a whole long page again
 * in a new font was one task of 104-213 ms on a phone (npm run bench:machinery). The header
 * switches first (the class); then what is on screen or near it, a block per task, each laid out at
 * once so the browser cannot batch them into one frame; blocks further away keep the local font until
 * they come within a screen of the viewport. Text on screen that the web font would rewrap keeps the
 * local font. A page already in its web fonts is left alone.
 */
export async function switchToWebFonts(): Promise<void> {
  const html = document.documentElement;
  if (html.classList.contains('web-fonts')) return;
  // The web fonts' faces are in the whole stylesheet.
  await wholeStylesheetLoaded();
  const family = html.lang === 'he' ? '"Heebo Variable"' : '"Inter Variable"';
  await document.fonts?.load(`1em ${family}`, document.body.textContent ?? '').catch(() => undefined);
  if (html.classList.contains('web-fonts')) return;

  const { near, later } = blocksByDistance(document.querySelectorAll('main > *, footer'), window.innerHeight);
  for (const block of [...near, ...later]) block.setAttribute(FONT_LATER, '');
  html.classList.add('web-fonts');
  html.getBoundingClientRect();
  for (const block of near) {
    await nextTask();
    switchKeepingLinesOnScreen(block, window.innerHeight);
  }
  await nextTask();
  switchAsTheyComeNear(later);
}

/**
 * The page's blocks on or within half a screen of the viewport (`near`), and the others. A block
 * that reaches past that limit is sorted by its children, a few levels down.
 */
export function blocksByDistance(
  elements: ArrayLike<Element>,
  screenHeight: number,
): { near: Element[]; later: Element[] } {
  const near: Element[] = [];
  const later: Element[] = [];
  function sort(blocks: ArrayLike<Element>, depth: number) {
    for (const block of Array.from(blocks)) {
      const box = block.getBoundingClientRect();
      if (box.top > 1.5 * screenHeight || box.bottom < -screenHeight) later.push(block);
      else if (box.bottom > 1.5 * screenHeight && depth < 6 && block.children.length > 0) {
        sort(block.children, depth + 1);
      } else near.push(block);
    }
  }
  sort(elements, 0);
  return { near, later };
}

/**
 * Switches a block to its web font, except text on screen that the web font would wrap onto more or
 * fewer lines: that keeps the local font, since a line gained or lost moves what is below it while
 * the visitor reads (a layout shift). The local fonts match the web fonts' widths on average, not
 * every heading's: the Portuguese rental agreement's title at 412 px is 0.6% wider in Inter and took
 * a third line (CLS 0.028). Measured in one task, so the reverted text is never painted in the web font.
 */
function switchKeepingLinesOnScreen(block: Element, screenHeight: number): void {
  const texts = [block, ...Array.from(block.querySelectorAll('*'))].filter(
    (element) => hasOwnText(element) && isOnScreen(element.getBoundingClientRect(), screenHeight),
  );
  const before = texts.map((text) => ({ text, height: text.getBoundingClientRect().height }));
  block.removeAttribute(FONT_LATER);
  for (const { text, height } of before) {
    if (Math.abs(text.getBoundingClientRect().height - height) >= 1) text.setAttribute(FONT_LATER, '');
  }
  block.getBoundingClientRect();
}

function hasOwnText(element: Element): boolean {
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
  );
}

function isOnScreen(box: DOMRect, screenHeight: number): boolean {
  return box.height > 0 && box.top < screenHeight && box.bottom > 0;
}

function switchAsTheyComeNear(blocks: Element[]): void {
  if (typeof IntersectionObserver === 'undefined') {
    for (const block of blocks) block.removeAttribute(FONT_LATER);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.removeAttribute(FONT_LATER);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const block of blocks) observer.observe(block);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
