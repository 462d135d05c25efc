// The words a chart says itself (the callers give its title, labels and formatted values).
const chartCopy = {
  /** What a screen reader reads for one bar: "Rent, Alerts: 3". */
  bar: '{category}, {series}: {value}',
  /** Shown instead of the bars when there is nothing to draw. */
  noData: 'No figures to show yet.',
};

export default chartCopy;
export type ChartCopy = typeof chartCopy;
