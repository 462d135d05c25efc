import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import { fractionOf, nearestThumb, snapToStep, valueForKey, withThumbMoved } from './slider-values';

export interface SliderProps {
  /** One value for a single thumb, two for a range. */
  value: number[];
  onValueChange: (value: number[]) => void;
  /** Called once when the visitor lets go (for work too costly to do on every step). */
  onValueCommit?: (value: number[]) => void;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  /** Accessible name of each thumb, in order (a range has two: "Minimum price", "Maximum price"). */
  thumbLabels: string[];
  /** What a screen reader announces for a value ("€250,000" rather than "250000"). */
  valueText?: (value: number) => string;
  className?: string;
  id?: string;
}

/** The thumb's width in pixels (`size-6`, src/styles/index.css): its centre travels the track less one thumb. */
const THUMB_PX = 24;

/** Where a thumb's centre sits along the track, as CSS: the range input keeps the thumb inside it. */
const centreAt = (fraction: number) => `calc(${fraction} * (100% - ${THUMB_PX}px) + ${THUMB_PX / 2}px)`;

/**
 * The site's slider: one native range input per thumb (`.slider-input` in src/styles/index.css), so it
 * is a slider from first paint, before any script: the browser moves it by pointer, touch and keys,
 * mirrored in right-to-left pages, and a screen reader names each thumb. Once hydrated, the keys
 * follow slider-values.ts, so they act the same in every browser. A range stacks two inputs that take
 * presses only on their thumbs; a press elsewhere on the track moves the nearer thumb there (before
 * hydration, the boot script records it and src/lib/async/early-input.ts replays it).
 */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step,
  disabled,
  thumbLabels,
  valueText,
  className,
  id,
}: SliderProps) {
  const { dir } = useI18n();
  const bounds = { min, max, step };
  const isRange = value.length > 1;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  // The values last chosen, for a drag's commit: its `change` may come before the parent has rendered
  // them (a replayed drag sends `input` and `change` back to back).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });

  const update = (next: number[], commit: boolean) => {
    if (next.every((thumb, index) => thumb === value[index])) return;
    latest.current = next;
    onValueChange(next);
    if (commit) onValueCommit?.(next);
  };

  // A pointer or touch drag ends with the input's native `change` (onChange fires on every step):
  // that is when the value is committed.
  const commitDrag = useEffectEvent(() => onValueCommit?.(latest.current));
  useEffect(() => {
    const elements = inputs.current.filter((input) => input !== null);
    const onCommit = () => commitDrag();
    for (const input of elements) input.addEventListener('change', onCommit);
    return () => {
      for (const input of elements) input.removeEventListener('change', onCommit);
    };
  }, [value.length]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const thumb = value[index];
    if (thumb === undefined) return;
    const next = valueForKey(event.key, { ...bounds, value: thumb, shiftKey: event.shiftKey, dir });
    if (next === undefined) return;
    event.preventDefault();
    update(withThumbMoved(value, index, next), true);
  };

  // A range's inputs let presses through except on their thumbs: a press on the track lands here.
  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0 || event.target instanceof HTMLInputElement) return;
    const box = event.currentTarget.getBoundingClientRect();
    const along = (event.clientX - box.left - THUMB_PX / 2) / Math.max(1, box.width - THUMB_PX);
    const target = snapToStep(min + (dir === 'rtl' ? 1 - along : along) * (max - min), bounds);
    const index = nearestThumb(value, target);
    inputs.current[index]?.focus();
    update(withThumbMoved(value, index, target), true);
  };

  const fractions = value.map((thumb) => fractionOf(thumb, bounds));
  const lowest = isRange ? (fractions[0] ?? 0) : 0;
  const highest = fractions[fractions.length - 1] ?? 0;

  return (
    <div
      id={id}
      dir={dir}
      data-disabled={disabled ? '' : undefined}
      // A press on a range's track before hydration moves it there (src/lib/async/early-input.ts).
      data-early-input={isRange ? 'pointer' : undefined}
      onPointerDown={isRange ? onTrackPointerDown : undefined}
      className={cn('relative h-6 w-full touch-none select-none data-[disabled]:opacity-50', className)}
    >
      <div aria-hidden className="absolute inset-x-0 top-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="absolute h-full bg-brand-700"
          style={{
            insetInlineStart: isRange ? centreAt(lowest) : 0,
            insetInlineEnd: `calc(100% - ${centreAt(highest)})`,
          }}
        />
      </div>
      {value.map((thumb, index) => (
        <input
          key={index}
          ref={(input) => {
            inputs.current[index] = input;
          }}
          type="range"
          className="slider-input"
          data-thumb-only={isRange ? '' : undefined}
          // Of two thumbs at the top end, the lower must be on top, or it could not be moved down.
          style={isRange && index === 0 && lowest > 0.5 ? { zIndex: 1 } : undefined}
          min={min}
          max={max}
          step={step}
          value={thumb}
          disabled={disabled}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText ? valueText(thumb) : undefined}
          onChange={(event) =>
            update(withThumbMoved(value, index, snapToStep(Number(event.target.value), bounds)), false)
          }
          onKeyDown={onKeyDown(index)}
        />
      ))}
    </div>
  );
}
