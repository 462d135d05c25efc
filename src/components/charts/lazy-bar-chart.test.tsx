import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/render';
import { LazyBarChart } from './lazy-bar-chart';

// The chart's code does not arrive (a dropped chunk): the figures must still be there.
vi.mock('./bar-chart', () => {
  throw new Error('chunk failed to load');
});

describe('LazyBarChart', () => {
  it('keeps its height and shows the figures as a list when the chart cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { container } = renderWithProviders(
      <LazyBarChart
        title="Alerts by type"
        categories={[{ key: 'rent', label: 'Rent' }]}
        series={[{ key: 'alerts', label: 'Alerts', color: '#226a5f' }]}
        value={() => 6}
        formatValue={(count) => String(count)}
        orientation="horizontal"
        height={240}
      />,
    );
    const figure = await screen.findByRole('figure', { name: 'Alerts by type' });
    expect(figure).toHaveTextContent('Rent, Alerts: 6');
    expect(container.querySelector<HTMLElement>('div.min-w-0')?.style.minHeight).toBe('240px');
  });
});
