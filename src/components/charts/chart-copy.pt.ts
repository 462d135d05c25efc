import type { ChartCopy } from './chart-copy.en';

const chartCopy: ChartCopy = {
  bar: '{category}, {series}: {value}',
  noData: 'Ainda não há valores para apresentar.',
};

export default chartCopy;
