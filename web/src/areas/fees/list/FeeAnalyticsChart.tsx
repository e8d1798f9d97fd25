import { useMemo, useState } from 'react';
import { Card, Flex, Heading, SegmentedControl } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { formatMoneyShort } from '../../../lib/format';
import type { FeeAnalyticsChart_report$data, FeeAnalyticsChart_report$key } from './__generated__/FeeAnalyticsChart_report.graphql';

const reportFragment = graphql`
  fragment FeeAnalyticsChart_report on FeesReport {
    chartHeight
    byMonth {
      monthStart
      caseGroup
      cases
      totalFees
    }
  }
`;

type Month = FeeAnalyticsChart_report$data['byMonth'][number];
type Mode = 'timeline' | 'amounts';

const monthLabel = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Months as chart columns, one series per case group (pure: tested on its own). */
export function feeChartData(months: readonly Month[], mode: Mode): { data: ColumnDatum[]; series: string[] } {
  const series = [...new Set(months.map((m) => m.caseGroup))].sort();
  const byMonth = new Map<string, ColumnDatum>();
  for (const m of months) {
    const d = byMonth.get(m.monthStart) ?? { label: monthLabel(m.monthStart), values: {} };
    d.values[m.caseGroup] = mode === 'timeline' ? m.cases : m.totalFees / 100;
    byMonth.set(m.monthStart, d);
  }
  const data = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, d]) => d);
  return { data, series };
}

/** spec 2 §2 Fee Analytics: Timeline (cases resolved per month stacked by case group, with a total line) or Fee Amounts (monthly fees stacked by case group); 350 high (spec 2 §9). */
export function FeeAnalyticsChart({ report }: { report: FeeAnalyticsChart_report$key }) {
  const { byMonth: months, chartHeight: height } = useFragment(reportFragment, report);
  const [mode, setMode] = useState<Mode>('timeline');
  const { data, series } = useMemo(() => feeChartData(months, mode), [months, mode]);
  const title = mode === 'timeline' ? 'Cases resolved per month by case group' : 'Fees per month by case group';
  return (
    <Card>
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="3">
          Fee Analytics
        </Heading>
        <SegmentedControl.Root value={mode} onValueChange={(v) => setMode(v as Mode)} aria-label="Fee Analytics view">
          <SegmentedControl.Item value="timeline">Timeline</SegmentedControl.Item>
          <SegmentedControl.Item value="amounts">Fee Amounts</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <ResponsiveChart height={height}>
        {(width, h) => (
          <ColumnChart
            width={width}
            height={h}
            data={data}
            series={series}
            stacked
            totalLine={mode === 'timeline'}
            title={title}
            formatValue={mode === 'timeline' ? (v) => v.toLocaleString('en-US') : formatMoneyShort}
          />
        )}
      </ResponsiveChart>
    </Card>
  );
}
