import * as RadixSlider from '@radix-ui/react-slider';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';

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

/**
 * The site's slider (Radix): keyboard (arrows, Page Up/Down, Home/End), touch and mouse, mirrored in
 * right-to-left pages, each thumb named for screen readers.
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
  return (
    <RadixSlider.Root
      id={id}
      // A press before hydration moves it at the place pressed (src/lib/async/early-input.ts).
      data-early-input="pointer"
      dir={dir}
      value={value}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      className={cn(
        'relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
    >
      <RadixSlider.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full bg-brand-700" />
      </RadixSlider.Track>
      {value.map((thumbValue, index) => (
        <RadixSlider.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          // Radix learns a thumb's index only after mounting; the prerendered HTML needs the value too.
          aria-valuenow={thumbValue}
          aria-valuetext={valueText ? valueText(thumbValue) : undefined}
          className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none data-[disabled]:cursor-not-allowed"
        />
      ))}
    </RadixSlider.Root>
  );
}
