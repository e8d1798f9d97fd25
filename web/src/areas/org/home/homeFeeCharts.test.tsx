import { describe, expect, it } from 'vitest';
import { ColumnChart } from '../../../ui/charts/ColumnChart';
import { GOAL_COLORS } from '../../../ui/charts/palette';
import { renderUi } from '../../../ui/testUtils';
import { barDatum, sortBars } from './AttorneyFeesCard';
import { weekDatum } from './FeesByWeekCard';

const bar = (code: string, total: number, colour: string, showsLabel = true, members: [string, number][] = [[code, total]]) => ({
  code,
  total,
  goal: 1_000_000,
  colour,
  showsLabel,
  memberCount: members.length,
  topMembers: members.map(([c, t]) => ({ code: c, total: t })),
});

describe('Home fee charts', () => {
  it('orders bars by amount or by name without changing the server’s figures', () => {
    const bars = [bar('MCA', 500, 'red'), bar('LS', 900, 'amber'), bar('ACS', 900, 'amber')];
    expect(sortBars(bars, 'amount').map((b) => b.code)).toEqual(['ACS', 'LS', 'MCA']);
    expect(sortBars(bars, 'name').map((b) => b.code)).toEqual(['ACS', 'LS', 'MCA']);
    expect(sortBars([bar('B', 1, 'red'), bar('A', 2, 'red')], 'name').map((b) => b.code)).toEqual(['A', 'B']);
  });

  it('turns a grouped bar into a column with its goal and top members in the tooltip (spec 3 §2.3)', () => {
    const d = barDatum(bar('LS', 1_900_000, 'red', true, [['LS', 1_500_000], ['EMR', 400_000]]), true);
    expect(d).toMatchObject({ label: 'LS', values: { Fees: 19_000 }, colour: 'red', showLabel: true });
    expect(d.details).toEqual(['Goal $10,000', 'LS: $15,000', 'EMR: $4,000']);
    expect(barDatum(bar('MCA', 100, 'red'), false).details).toEqual(['Goal $10,000']);
    const week = weekDatum({ weekStart: '2026-11-16', total: 5_000_000, goal: 32_400_000, colour: 'amber', showsLabel: true, current: true });
    expect(week).toMatchObject({ label: 'Nov 16', values: { Fees: 50_000 }, details: ['Expected pace so far $324,000'] });
  });

  it('paints the server’s colours and hides the labels it hides', () => {
    const { container } = renderUi(
      <ColumnChart
        width={400}
        height={200}
        title="All Fees in Period by attorney"
        series={['Fees']}
        data={[
          { label: 'MCA', values: { Fees: 160_000 }, colour: 'green', showLabel: true },
          { label: 'WC', values: { Fees: 900 }, colour: 'red', showLabel: false },
        ]}
      />,
    );
    expect(container.querySelector('rect[data-bar="MCA"]')?.getAttribute('fill')).toBe(GOAL_COLORS.atGoal);
    expect(container.querySelector('rect[data-bar="WC"]')?.getAttribute('data-colour')).toBe('red');
    const labels = [...container.querySelectorAll('g > text')].map((t) => t.textContent);
    expect(labels).toContain('160,000');
    expect(labels).not.toContain('900');
  });
});
