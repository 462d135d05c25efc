// The slider's arithmetic, apart from React: keys, steps, and thumbs that never cross. The keys
// follow the WAI-ARIA slider pattern (and Radix Slider, which the site used before): an arrow moves
// one step, Page Up/Down and Shift with an arrow ten, Home and End to the ends, and the horizontal
// arrows follow the direction of text (in Hebrew, the left arrow goes up).

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The nearest step (counted from `min`) within the bounds, without binary-fraction noise. */
export function snapToStep(value: number, { min, max, step }: SliderBounds): number {
  const snapped = min + Math.round((value - min) / step) * step;
  const decimals = (String(step).split('.')[1] ?? '').length;
  return clamp(Number(snapped.toFixed(decimals)), min, max);
}

/** Where a key moves a thumb from `value`, or undefined for a key the slider leaves alone. */
export function valueForKey(
  key: string,
  { value, shiftKey, dir, ...bounds }: SliderBounds & { value: number; shiftKey: boolean; dir: 'ltr' | 'rtl' },
): number | undefined {
  const arrow = bounds.step * (shiftKey ? 10 : 1);
  const page = bounds.step * 10;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const moves: Record<string, number> = {
    Home: bounds.min - value,
    End: bounds.max - value,
    PageUp: page,
    PageDown: -page,
    ArrowUp: arrow,
    [forward]: arrow,
    ArrowDown: -arrow,
    [back]: -arrow,
  };
  const move = moves[key];
  return move === undefined ? undefined : snapToStep(value + move, bounds);
}

/** The thumbs' values with one of them moved, kept between its neighbours (thumbs never cross). */
export function withThumbMoved(values: readonly number[], index: number, next: number): number[] {
  const moved = [...values];
  moved[index] = clamp(next, values[index - 1] ?? -Infinity, values[index + 1] ?? Infinity);
  return moved;
}

/** The thumb a press at `target` moves: the nearer one; at or past the top thumb, the top one. */
export function nearestThumb(values: readonly number[], target: number): number {
  const last = values.length - 1;
  // Two thumbs on one value: a press above them takes the upper, a press below the lower.
  if (target >= values[last]!) return last;
  let nearest = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - target) < Math.abs(values[nearest]! - target)) nearest = index;
  });
  return nearest;
}

/** A value's place along the track, from 0 (the minimum) to 1. */
export function fractionOf(value: number, { min, max }: SliderBounds): number {
  return max === min ? 0 : clamp((value - min) / (max - min), 0, 1);
}
