import { existsSync } from 'node:fs';

/**
 * Debian's Chromium when present (CI and scripts/ensure-browser.sh put it there), or CHROMIUM_PATH;
 * otherwise undefined: the browser Playwright's own installer fetched (developer machines elsewhere).
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
