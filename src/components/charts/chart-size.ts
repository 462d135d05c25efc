// The chart's height, in a module without recharts: a caller reserves it before the chart's code
// has loaded, so nothing moves when the chart arrives.

export const LEGEND_HEIGHT = 28;

/**
 * A bar chart's default height in px, legend included: room for each group of bars when they grow
 * sideways (taller groups for more series), a fixed plot for columns.
 */
export function barChartHeight(orientation: 'vertical' | 'horizontal', categories: number, series: number): number {
  if (orientation === 'vertical') return 320;
  const group = Math.max(44, series * 20 + 20);
  return LEGEND_HEIGHT + categories * group + 16;
}
