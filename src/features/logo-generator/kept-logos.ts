// The generated logos this browser keeps (docs/product-rules.md, "Staff tools"): they are drawn in
// the browser and stored nowhere else, so the list is written to localStorage after each change
// and read back when the tool opens. A reload or a visit to another page loses nothing; what the
// storage cannot hold (it is full, refused, or past MAX_KEPT logos) is reported so the page can
// warn before a logo not yet downloaded is lost.
import { COLOR_SCHEMES, LOGO_STYLES } from './logo-design';
import type { GeneratedLogo } from './generate-logo';

export const KEPT_LOGOS_KEY = 'lusa.logo-generator.logos';
/** The newest logos kept, each a 400 × 400 PNG as a data URL (localStorage holds about 5 MB per site). */
export const MAX_KEPT = 24;

export interface KeptLogo extends GeneratedLogo {
  /** Downloaded at least once in this browser: losing it costs nothing. */
  downloaded?: boolean;
}

function isLogo(value: unknown): value is KeptLogo {
  if (typeof value !== 'object' || value === null) return false;
  const logo = value as Record<string, unknown>;
  return (
    typeof logo.id === 'string' &&
    typeof logo.url === 'string' &&
    /^(data:image\/png;base64,|https:\/\/)/.test(logo.url) &&
    typeof logo.prompt === 'string' &&
    (LOGO_STYLES as readonly unknown[]).includes(logo.style) &&
    (COLOR_SCHEMES as readonly unknown[]).includes(logo.scheme) &&
    (logo.downloaded === undefined || typeof logo.downloaded === 'boolean')
  );
}

/** The logos kept in this browser, newest first; none when there are none or they cannot be read. */
export function readKeptLogos(): KeptLogo[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEPT_LOGOS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLogo).slice(0, MAX_KEPT) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the newest MAX_KEPT logos (newest first) and answers how many of the list are kept: all of
 * them, MAX_KEPT when the list is longer, fewer when the storage is full (the newest that fit), 0
 * when it refuses every write.
 */
export function keepLogos(logos: readonly KeptLogo[]): number {
  try {
    if (logos.length === 0) {
      localStorage.removeItem(KEPT_LOGOS_KEY);
      return 0;
    }
  } catch {
    return 0;
  }
  for (let count = Math.min(logos.length, MAX_KEPT); count > 0; count -= 1) {
    try {
      localStorage.setItem(KEPT_LOGOS_KEY, JSON.stringify(logos.slice(0, count)));
      return count;
    } catch {
      // Full: try again with the oldest left out.
    }
  }
  return 0;
}

/** The logos that would be lost with the page: not downloaded, and beyond what the storage keeps. */
export function logosAtRisk(logos: readonly KeptLogo[], keptCount: number): KeptLogo[] {
  return logos.slice(keptCount).filter((logo) => !logo.downloaded);
}
