import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the current page against WCAG 2.1 A and AA and fails with a readable list of the
 * violations. Every page's end-to-end test calls it, in both languages.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // A dialog fading in has its text blended with the page behind: checked mid-animation, axe reports
  // a contrast the visitor never reads. So the finite animations running end first (a spinner's never
  // does). Two frames before looking: a toast just mounted starts its fade-in transition a frame
  // later, and a transition not yet started is not among the document's animations. One pass only:
  // the home page's carousel starts a new finite animation for each slide.
  // A toast can also start to fade out while axe runs (its timer ends mid-check), which no wait
  // beforehand sees; with reduced motion sonner shows and removes toasts without a transition, so
  // the check runs with it and the page's own setting comes back afterwards.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
