import { describe, expect, it } from 'vitest';
import { fractionOf, nearestThumb, snapToStep, valueForKey, withThumbMoved } from './slider-values';

const PRICE = { min: 0, max: 20_000_000, step: 50_000 };
const TERM = { min: 5, max: 30, step: 5 };

describe('snapToStep', () => {
  it('rounds to the nearest step counted from the minimum and stays within bounds', () => {
    expect(snapToStep(12, TERM)).toBe(10);
    expect(snapToStep(13, TERM)).toBe(15);
    expect(snapToStep(-40, TERM)).toBe(5);
    expect(snapToStep(99, TERM)).toBe(30);
  });

  it('leaves no binary-fraction noise on decimal steps', () => {
    expect(snapToStep(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });
});

describe('valueForKey', () => {
  const at = (value: number, key: string, dir: 'ltr' | 'rtl' = 'ltr', shiftKey = false) =>
    valueForKey(key, { ...PRICE, value, dir, shiftKey });

  it('moves one step on an arrow, ten on Page Up/Down or Shift with an arrow', () => {
    expect(at(100_000, 'ArrowUp')).toBe(150_000);
    expect(at(100_000, 'ArrowDown')).toBe(50_000);
    expect(at(100_000, 'PageUp')).toBe(600_000);
    expect(at(1_000_000, 'PageDown')).toBe(500_000);
    expect(at(100_000, 'ArrowUp', 'ltr', true)).toBe(600_000);
  });

  it('goes to the ends on Home and End, and no further on any key', () => {
    expect(at(1_000_000, 'Home')).toBe(0);
    expect(at(1_000_000, 'End')).toBe(20_000_000);
    expect(at(0, 'PageDown')).toBe(0);
    expect(at(19_950_000, 'PageUp')).toBe(20_000_000);
  });

  it('follows the direction of text on the horizontal arrows: in Hebrew, left goes up', () => {
    expect(at(100_000, 'ArrowRight', 'ltr')).toBe(150_000);
    expect(at(100_000, 'ArrowLeft', 'ltr')).toBe(50_000);
    expect(at(100_000, 'ArrowLeft', 'rtl')).toBe(150_000);
    expect(at(100_000, 'ArrowRight', 'rtl')).toBe(50_000);
  });

  it('leaves other keys to the page', () => {
    expect(at(100_000, 'Tab')).toBeUndefined();
    expect(at(100_000, 'a')).toBeUndefined();
  });
});

describe('withThumbMoved', () => {
  it('moves one thumb and keeps it between its neighbours', () => {
    expect(withThumbMoved([100, 500], 0, 300)).toEqual([300, 500]);
    expect(withThumbMoved([100, 500], 0, 900)).toEqual([500, 500]);
    expect(withThumbMoved([100, 500], 1, 50)).toEqual([100, 100]);
    expect(withThumbMoved([100], 0, 900)).toEqual([900]);
  });
});

describe('nearestThumb', () => {
  it('takes the nearer thumb, and the one at the end for a press past either end', () => {
    expect(nearestThumb([1000, 5000], 2000)).toBe(0);
    expect(nearestThumb([1000, 5000], 4000)).toBe(1);
    expect(nearestThumb([1000, 5000], 0)).toBe(0);
    expect(nearestThumb([1000, 5000], 9000)).toBe(1);
  });

  it('of two thumbs on one value, moves the upper for a press above and the lower for one below', () => {
    expect(nearestThumb([3000, 3000], 4000)).toBe(1);
    expect(nearestThumb([3000, 3000], 2000)).toBe(0);
  });
});

describe('fractionOf', () => {
  it('places a value along the track from 0 to 1', () => {
    expect(fractionOf(10, TERM)).toBe(0.2);
    expect(fractionOf(5, TERM)).toBe(0);
    expect(fractionOf(30, TERM)).toBe(1);
    expect(fractionOf(7, { min: 7, max: 7, step: 1 })).toBe(0);
  });
});
