import { useMemo, useState } from 'react';
import { Card, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { FEE_CHART_HEIGHT } from '../../../ui/charts/palette';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatMoneyCents, formatMoneyShort } from '../../../lib/format';
import { COLOUR_TEXT, colourTint, type Sort, type View } from './feeChartText';
import type { AttorneyFeesCard_chart$data, AttorneyFeesCard_chart$key } from './__generated__/AttorneyFeesCard_chart.graphql';

const fragment = graphql`
  fragment AttorneyFeesCard_chart on AttorneyFeeChart {
    monthlyGoal
    goalPerAttorney
    grouped {
      ...AttorneyFeesCard_bar @relay(mask: false)
    }
    detailed {
      ...AttorneyFeesCard_bar @relay(mask: false)
    }
  }
`;

graphql`
  fragment AttorneyFeesCard_bar on AttorneyFeeBar {
    code
    total
    goal
    colour
    showsLabel
    memberCount
    topMembers {
      code
      total
    }
  }
`;

type Bar = AttorneyFeesCard_chart$data['grouped'][number];
type Grouping = 'grouped' | 'detailed';

/** Bars in the order the person chose (display only: the figures and colours are the server's). */
export function sortBars(bars: readonly Bar[], sort: Sort): Bar[] {
  const copy = [...bars];
  if (sort === 'name') copy.sort((a, b) => a.code.localeCompare(b.code));
  else copy.sort((a, b) => Number(b.total) - Number(a.total) || a.code.localeCompare(b.code));
  return copy;
}

/** A bar as a chart column: dollars, the server's colour and label rule, the top members in the tooltip. */
export function barDatum(bar: Bar, grouped: boolean): ColumnDatum {
  const members = grouped && bar.memberCount > 1 ? bar.topMembers.map((m) => `${m.code}: ${formatMoneyCents(Number(m.total))}`) : [];
  return {
    label: bar.code,
    values: { Fees: Number(bar.total) / 100 },
    colour: bar.colour,
    showLabel: bar.showsLabel,
    details: [`Goal ${formatMoneyCents(Number(bar.goal))}`, ...members],
  };
}

const columns: DataColumn<Bar>[] = [
  { id: 'code', header: 'Attorney', value: (b) => b.code, sortable: true, searchable: true },
  { id: 'total', header: 'Fees', value: (b) => Number(b.total), cell: (b) => formatMoneyCents(Number(b.total)), sortable: true, align: 'right', csv: (b) => Number(b.total) / 100 },
  { id: 'goal', header: 'Goal', value: (b) => Number(b.goal), cell: (b) => formatMoneyCents(Number(b.goal)), sortable: true, align: 'right', csv: (b) => Number(b.goal) / 100 },
  { id: 'status', header: 'Status', value: (b) => COLOUR_TEXT[b.colour] ?? b.colour },
  { id: 'members', header: 'Top members', value: (b) => b.topMembers.map((m) => `${m.code} ${formatMoneyCents(Number(m.total))}`).join(', ') },
];

/** spec 3 §2.3: All Fees / Lit Fees in Period by attorney, grouped or detailed, chart or table, by name or amount. */
export function AttorneyFeesCard({ title, chart }: { title: string; chart: AttorneyFeesCard_chart$key }) {
  const data = useFragment(fragment, chart);
  const [grouping, setGrouping] = useState<Grouping>('grouped');
  const [view, setView] = useState<View>('chart');
  const [sort, setSort] = useState<Sort>('amount');
  const bars = useMemo(() => sortBars(grouping === 'grouped' ? data.grouped : data.detailed, sort), [data, grouping, sort]);
  const id = title.replace(/\W+/g, '-').toLowerCase();
  return (
    <Card role="region" aria-labelledby={id}>
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" wrap="wrap" gap="2">
          <Heading as="h2" size="3" id={id}>
            {title}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <SegmentedControl.Root size="1" value={grouping} onValueChange={(v) => setGrouping(v as Grouping)} aria-label={`${title} grouping`}>
              <SegmentedControl.Item value="grouped">Grouped</SegmentedControl.Item>
              <SegmentedControl.Item value="detailed">Detailed</SegmentedControl.Item>
            </SegmentedControl.Root>
            <SegmentedControl.Root size="1" value={view} onValueChange={(v) => setView(v as View)} aria-label={`${title} view`}>
              <SegmentedControl.Item value="chart">Chart</SegmentedControl.Item>
              <SegmentedControl.Item value="table">Table</SegmentedControl.Item>
            </SegmentedControl.Root>
            <SegmentedControl.Root size="1" value={sort} onValueChange={(v) => setSort(v as Sort)} aria-label={`${title} sort`}>
              <SegmentedControl.Item value="amount">By amount</SegmentedControl.Item>
              <SegmentedControl.Item value="name">By name</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
        </Flex>
        <Text size="1" color="gray">
          {`Goal per attorney ${formatMoneyCents(Number(data.goalPerAttorney))} (monthly ${formatMoneyCents(Number(data.monthlyGoal))})`}
        </Text>
        {bars.length === 0 ? (
          <Text color="gray" role="status">
            No attorney fee data available for the selected period
          </Text>
        ) : view === 'chart' ? (
          <ResponsiveChart height={FEE_CHART_HEIGHT}>
            {(width, height) => (
              <ColumnChart width={width} height={height} title={`${title} by attorney`} series={['Fees']} data={bars.map((b) => barDatum(b, grouping === 'grouped'))} formatValue={formatMoneyShort} />
            )}
          </ResponsiveChart>
        ) : (
          <DataTable label={`${title} by attorney`} rows={bars} columns={columns} rowId={(b) => b.code} rowColor={(b) => colourTint(b.colour)} csvFileName={id} />
        )}
      </Flex>
    </Card>
  );
}
