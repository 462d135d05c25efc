// @vitest-environment jsdom
import { KEPT_LOGOS_KEY, keepLogos, logosAtRisk, MAX_KEPT, readKeptLogos, type KeptLogo } from './kept-logos';

const logo = (n: number, downloaded?: boolean): KeptLogo => ({
  id: `logo-${n}`,
  url: `data:image/png;base64,${'A'.repeat(n)}`,
  prompt: `Logo ${n}`,
  style: 'modern',
  scheme: 'sunset',
  ...(downloaded === undefined ? {} : { downloaded }),
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('kept logos', () => {
  it('reads back what it kept, newest first', () => {
    expect(keepLogos([logo(2, true), logo(1)])).toBe(2);
    expect(readKeptLogos()).toEqual([logo(2, true), logo(1)]);
  });

  it('keeps the newest MAX_KEPT; the older ones not downloaded are at risk', () => {
    const logos = Array.from({ length: MAX_KEPT + 2 }, (_, index) => logo(MAX_KEPT + 2 - index, index === MAX_KEPT));
    const kept = keepLogos(logos);
    expect(kept).toBe(MAX_KEPT);
    expect(readKeptLogos()).toHaveLength(MAX_KEPT);
    expect(logosAtRisk(logos, kept).map((item) => item.id)).toEqual(['logo-1']);
  });

  it('keeps the newest that fit when the storage is full', () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length > 200) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const logos = [logo(40), logo(30), logo(20)];
    const kept = keepLogos(logos);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(3);
    expect(readKeptLogos()).toEqual(logos.slice(0, kept));
    expect(logosAtRisk(logos, kept)).toEqual(logos.slice(kept));
  });

  it('answers none kept when the storage refuses, and reads nothing from a broken entry', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('refused');
    });
    expect(keepLogos([logo(1)])).toBe(0);
    vi.restoreAllMocks();
    localStorage.setItem(KEPT_LOGOS_KEY, '{not json');
    expect(readKeptLogos()).toEqual([]);
  });
});
