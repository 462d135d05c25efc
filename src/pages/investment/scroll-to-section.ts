/** Room left between the sticky header and a section scrolled to (docs/product-rules.md, "Pages": header height + 16 px). */
export const SCROLL_GAP_PX = 16;

/**
 * Scrolls smoothly (instantly with reduced motion) so that the element with `id` starts just below
 * the sticky header, and moves keyboard focus there without a second jump.
 */
export function scrollToSection(id: string, { reducedMotion = false, focus = true } = {}): void {
  const target = document.getElementById(id);
  if (!target) return;
  const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const top = target.getBoundingClientRect().top + window.scrollY - headerHeight - SCROLL_GAP_PX;
  window.scrollTo({ top: Math.max(top, 0), behavior: reducedMotion ? 'auto' : 'smooth' });
  if (focus) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
}
