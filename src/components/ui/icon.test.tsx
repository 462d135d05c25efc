import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Menu } from 'lucide-react';
import { createIcon } from './icon';

// The site draws lucide's icons with its own component (scripts/icons-per-importer.ts), in the tests too.
const Tick = createIcon({ name: 'tick', node: [['path', { d: 'M20 6 9 17l-5-5', key: 'tick' }]] });

const svgOf = (element: ReactElement) => render(element).container.querySelector('svg')!;

describe('createIcon', () => {
  it('draws the icon with its box and the caller’s classes, and nothing every icon repeats', () => {
    const svg = svgOf(<Tick className="size-4 text-brand-700" />);
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('class')).toBe('icon size-4 text-brand-700');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M20 6 9 17l-5-5');
    for (const name of ['xmlns', 'width', 'height', 'fill', 'stroke', 'stroke-width', 'style']) {
      expect(svg.hasAttribute(name), name).toBe(false);
    }
  });

  it('hides a decorative icon from assistive technology, and not one that is labelled', () => {
    expect(svgOf(<Tick />).getAttribute('aria-hidden')).toBe('true');
    const labelled = svgOf(<Tick aria-label="Done" role="img" />);
    expect(labelled.hasAttribute('aria-hidden')).toBe(false);
    expect(labelled.getAttribute('aria-label')).toBe('Done');
  });

  it('lets a caller set the size and the line, which the icon class would otherwise decide', () => {
    const svg = svgOf(<Tick size={16} color="red" strokeWidth={1.5} fill="currentColor" />);
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.style.stroke).toBe('red');
    expect(svg.style.strokeWidth).toBe('1.5');
    expect(svg.style.fill.toLowerCase()).toBe('currentcolor');
  });

  it('is what an icon imported from lucide-react renders', () => {
    const svg = svgOf(<Menu className="size-6" />);
    expect(svg.getAttribute('class')).toBe('icon size-6');
    expect(svg.hasAttribute('xmlns')).toBe(false);
  });
});
