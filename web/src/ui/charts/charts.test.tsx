import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ColumnChart } from './ColumnChart';
import { LineChart } from './LineChart';
import { PieChart, sliceText } from './PieChart';
import { ProgressBar } from './ProgressBar';
import { fitLabel } from './ValueAxes';
import { CHART_PALETTE, GOAL_COLORS, goalBarColor } from './palette';
import { renderUi } from '../testUtils';

describe('charts', () => {
  it('column chart hides data labels below the threshold and colours against the goal', () => {
    const { container } = renderUi(
      <ColumnChart
        width={400}
        height={200}
        title="Fees by attorney"
        series={['fees']}
        goal={5000}
        labelThreshold={1000}
        data={[
          { label: 'AB', values: { fees: 6000 } },
          { label: 'CD', values: { fees: 4200 } },
          { label: 'EF', values: { fees: 500 } },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Fees by attorney' })).toBeInTheDocument();
    const labels = [...container.querySelectorAll('g > text')].map((t) => t.textContent);
    expect(labels).toContain('6,000');
    expect(labels).toContain('4,200');
    expect(labels).not.toContain('500');
    const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    expect(fills).toEqual(expect.arrayContaining([GOAL_COLORS.atGoal, GOAL_COLORS.near, GOAL_COLORS.below]));
  });

  it('stacked column chart draws one bar per series and label', () => {
    const { container } = renderUi(
      <ColumnChart
        width={400}
        height={200}
        stacked
        title="Inventory by attorney"
        series={['Treating', 'Litigation']}
        data={[
          { label: 'AB', values: { Treating: 3, Litigation: 2 } },
          { label: 'CD', values: { Treating: 1, Litigation: 4 } },
        ]}
      />,
    );
    const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    expect(fills.filter((f) => f === CHART_PALETTE[0])).toHaveLength(2);
    expect(fills.filter((f) => f === CHART_PALETTE[1])).toHaveLength(2);
  });

  it('line chart renders each series', () => {
    renderUi(<LineChart width={400} height={200} title="Calls by day" series={[{ name: 'Calls', points: [{ x: 'Mon', y: 3 }, { x: 'Tue', y: 5 }] }]} />);
    expect(screen.getByRole('img', { name: 'Calls by day' })).toBeInTheDocument();
  });

  it('pie chart shows percentage and count', () => {
    renderUi(
      <PieChart
        width={200}
        height={200}
        title="Leads by Type"
        data={[
          { label: 'Auto', value: 3 },
          { label: 'Slip', value: 1 },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Leads by Type legend' });
    expect(legend).toHaveTextContent('Auto: 75.0% (3)');
    expect(legend).toHaveTextContent('Slip: 25.0% (1)');
    expect(sliceText({ label: 'x', value: 0 }, 0)).toBe('x: 0.0% (0)');
  });

  it('progress bar reports its value against the goal', () => {
    renderUi(<ProgressBar label="4th Quarter Demands" value={400} goal={487} />);
    const bar = screen.getByRole('progressbar', { name: '4th Quarter Demands' });
    expect(bar).toHaveAttribute('aria-valuenow', '400');
    expect(bar).toHaveAttribute('aria-valuetext', '400 of 487 (82.1%)');
    expect(goalBarColor(0, 10)).toBe(GOAL_COLORS.none);
  });

  it('has 12 colours', () => {
    expect(new Set(CHART_PALETTE).size).toBe(12);
  });
});

describe('category labels', () => {
  it('are cut to the room of their column, short ones kept whole', () => {
    expect(fitLabel('CASE SETTLED - FEES DISBURSED', 60)).toBe('CASE SETT…');
    expect(fitLabel('LS', 20)).toBe('LS');
    expect(fitLabel('Nov 26', undefined)).toBe('Nov 26');
    expect(fitLabel('ABCDEFGH', 6)).toBe('AB…');
  });

  it('are cut in a crowded column chart and whole in a roomy one', () => {
    const data = [
      { label: 'CASE SETTLED - FEES DISBURSED', values: { Cases: 63 } },
      { label: 'CLIENT FIRED FIRM', values: { Cases: 6 } },
    ];
    const { unmount } = renderUi(<ColumnChart width={200} height={200} title="Closed Reasons" series={['Cases']} data={data} />);
    expect(screen.queryByText('CASE SETTLED - FEES DISBURSED')).toBeNull();
    expect(screen.getByText(/^CASE SET.*…$/)).toBeInTheDocument();
    unmount();
    renderUi(<ColumnChart width={1200} height={200} title="Closed Reasons" series={['Cases']} data={data} />);
    expect(screen.getByText('CASE SETTLED - FEES DISBURSED')).toBeInTheDocument();
  });
});
