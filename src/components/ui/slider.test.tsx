import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/lib/i18n/lang';
import { renderWithProviders } from '../../../tests/render';
import { Slider } from './slider';

const euro = (value: number) => `€${value.toLocaleString('en')}`;

function PriceRange({ onCommit, initial = [0, 10_000] }: { onCommit: (value: number[]) => void; initial?: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Slider
        id="price"
        min={0}
        max={10_000}
        step={100}
        value={value}
        thumbLabels={['Minimum price', 'Maximum price']}
        valueText={euro}
        onValueChange={setValue}
        onValueCommit={onCommit}
      />
      <output data-testid="shown">{value.join('–')}</output>
    </>
  );
}

function setup({ lang = 'en', initial }: { lang?: Lang; initial?: number[] } = {}) {
  const onCommit = vi.fn();
  renderWithProviders(<PriceRange onCommit={onCommit} initial={initial} />, { lang });
  const min = screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
  const max = screen.getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
  const shown = () => screen.getByTestId('shown').textContent;
  return { onCommit, min, max, shown };
}

/** A press on the track at a fraction of its width (the track is 424 px wide: 400 px of travel). */
function pressTrack(fraction: number) {
  const root = document.getElementById('price')!;
  root.getBoundingClientRect = () => ({ left: 0, width: 424, top: 0, height: 24 }) as DOMRect;
  // jsdom has no PointerEvent; React reads a press's button and place from any event of this type.
  act(() => {
    root.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 12 + fraction * 400 }));
  });
}

describe('Slider', () => {
  it('is a native range input per thumb, named, bounded and read out as the page writes values', () => {
    const { min, max } = setup();
    expect(min).toHaveAttribute('type', 'range');
    expect(min).toHaveAttribute('min', '0');
    expect(min).toHaveAttribute('max', '10000');
    expect(min).toHaveAttribute('step', '100');
    expect(min).toHaveValue('0');
    expect(max).toHaveValue('10000');
    expect(max).toHaveAttribute('aria-valuetext', '€10,000');
  });

  it('moves by the keys and commits each key press; the thumbs never cross', () => {
    const { min, max, shown, onCommit } = setup();
    fireEvent.keyDown(max, { key: 'PageDown' });
    expect(shown()).toBe('0–9000');
    expect(onCommit).toHaveBeenLastCalledWith([0, 9000]);
    fireEvent.keyDown(min, { key: 'End' });
    expect(shown()).toBe('9000–9000');
    expect(min).toHaveValue('9000');
    fireEvent.keyDown(max, { key: 'Home' });
    expect(shown()).toBe('9000–9000');
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('mirrors the horizontal arrows on a right-to-left page', () => {
    const { max, shown } = setup({ lang: 'he' });
    fireEvent.keyDown(max, { key: 'ArrowRight' });
    expect(shown()).toBe('0–9900');
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    expect(shown()).toBe('0–10000');
  });

  it('follows a drag on every step and commits once, when the browser says the drag ended', () => {
    const { max, shown, onCommit } = setup();
    // The browser sends `input` on every step of a drag, and `change` when the thumb is let go.
    fireEvent.input(max, { target: { value: '8000' } });
    fireEvent.input(max, { target: { value: '7500' } });
    expect(shown()).toBe('0–7500');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.change(max);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith([0, 7500]);
  });

  it('moves the nearer thumb to a press on the track, and focuses it', () => {
    const en = setup({ initial: [2000, 8000] });
    pressTrack(0.25);
    expect(en.shown()).toBe('2500–8000');
    expect(en.onCommit).toHaveBeenLastCalledWith([2500, 8000]);
    expect(en.min).toHaveFocus();
    pressTrack(0.9);
    expect(en.shown()).toBe('2500–9000');
  });

  it('reads a press on the track from the right on a Hebrew page', () => {
    const he = setup({ lang: 'he', initial: [2000, 8000] });
    pressTrack(0.25); // a quarter from the left is three quarters up
    expect(he.shown()).toBe('2000–7500');
    expect(he.max).toHaveFocus();
  });
});
