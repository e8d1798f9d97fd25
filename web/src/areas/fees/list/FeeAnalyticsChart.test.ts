import { describe, expect, it } from 'vitest';
import { feeChartData } from './FeeAnalyticsChart';

// spec 2 §2 Fee Analytics: Timeline (cases resolved per month stacked by case group) and Fee
// Amounts (monthly fees stacked by case group); the server sends one entry per month and group.
const months = [
  { monthStart: '2026-11-01', caseGroup: 'Auto', cases: 3, totalFees: 1_600_000 },
  { monthStart: '2026-10-01', caseGroup: 'Auto', cases: 2, totalFees: 1_600_000 },
  { monthStart: '2026-10-01', caseGroup: 'Dog Bite', cases: 1, totalFees: 300_000 },
];

describe('feeChartData', () => {
  it('stacks case counts per month, months in order, groups sorted', () => {
    const { data, series } = feeChartData(months, 'timeline');
    expect(series).toEqual(['Auto', 'Dog Bite']);
    expect(data.map((d) => d.label)).toEqual(['Oct 2026', 'Nov 2026']);
    expect(data[0].values).toEqual({ Auto: 2, 'Dog Bite': 1 });
    expect(data[1].values).toEqual({ Auto: 3 });
  });

  it('stacks fee amounts in dollars', () => {
    const { data } = feeChartData(months, 'amounts');
    expect(data[0].values).toEqual({ Auto: 16_000, 'Dog Bite': 3_000 });
  });
});
