// Draws lucide's icons (scripts/icons-per-importer.ts hands each icon's drawing to `createIcon`) with
// only the attributes that differ from one icon to the next. lucide-react writes xmlns, width,
// height, fill, stroke and the line's style, and two class names of its own, on every icon: 0.1-0.6 kB
// gzip of each page's HTML. Here the `icon` class carries the line's style (src/styles/index.css) and
// the caller's size class the size.
import { createElement, forwardRef, type CSSProperties } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

/** An icon's drawing as lucide-react ships it (the `__iconData` of its icon files). */
export interface IconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
}

/** lucide-react's rule: an icon that says nothing to assistive technology is hidden from it. */
const speaks = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );

export function createIcon({ name, size: box = 24, node }: IconData): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, LucideProps>(function Icon(
    {
      size,
      color,
      fill,
      stroke = color,
      strokeWidth,
      strokeLinecap,
      strokeLinejoin,
      absoluteStrokeWidth: _absolute,
      nonScalingStroke: _nonScaling,
      className,
      style,
      children,
      ...rest
    },
    ref,
  ) {
    // The `icon` class outranks presentation attributes, so a caller's line style goes in `style`.
    const line = { fill, stroke, strokeWidth, strokeLinecap, strokeLinejoin } as CSSProperties;
    const overrides = Object.values(line).some((value) => value !== undefined);
    return createElement(
      'svg',
      {
        ref,
        viewBox: `0 0 ${box} ${box}`,
        className: className ? `icon ${className}` : 'icon',
        width: size,
        height: size,
        style: overrides ? { ...line, ...style } : style,
        'aria-hidden': children != null || speaks(rest) ? undefined : 'true',
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}
