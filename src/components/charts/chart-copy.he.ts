import type { ChartCopy } from './chart-copy.en';

const chartCopy: ChartCopy = {
  bar: '{category}, {series}: {value}',
  noData: 'עדיין אין נתונים להצגה.',
};

export default chartCopy;
