import { useMemo, useState } from 'react';
import { Card, Flex, Heading, Select, SegmentedControl, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { FEE_CHART_HEIGHT } from '../../../ui/charts/palette';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatMoneyCents, formatMoneyShort, formatPercent } from '../../../lib/format';
import { COLOUR_TEXT, LEVEL_COLOR, TREND_TEXT, YTD_ICON, colourTint, weekLabel, type View } from './feeChartText';
import type { FeesByWeekCard_firm$data, FeesByWeekCard_firm$key } from './__generated__/FeesByWeekCard_firm.graphql';
import type { FeesByWeekCard_offices$key } from './__generated__/FeesByWeekCard_offices.graphql';

graphql`
  fragment FeesByWeekCard_weekly on WeeklyFeesChart {
    weeklyGoal
    expectedPace
    currentTotal
    paceLevel
    ytdTotal
    ytdGoal
    ytdPercent
    ytdIcon
    trend
    weeks {
      weekStart
      total
      goal
      colour
      showsLabel
      current
    }
  }
`;

const firmFragment = graphql`
  fragment FeesByWeekCard_firm on WeeklyFeesChart {
    ...FeesByWeekCard_weekly @relay(mask: false)
  }
`;

const officesFragment = graphql`
  fragment FeesByWeekCard_offices on OfficeWeeklyFees @relay(plural: true) {
    officeId
    office
    chart {
      ...FeesByWeekCard_weekly @relay(mask: false)
    }
  }
`;

type Weekly = Omit<FeesByWeekCard_firm$data, ' $fragmentType'>;
type Week = Weekly['weeks'][number];

/** The chart shows the last 13 weeks (a quarter) so each bar stays readable; the table lists the year. */
const CHART_WEEKS = 13;

export function weekDatum(w: Week): ColumnDatum {
  return {
    label: weekLabel(w.weekStart),
    values: { Fees: Number(w.total) / 100 },
    colour: w.colour,
    showLabel: w.showsLabel,
    details: [w.current ? `Expected pace so far ${formatMoneyCents(Number(w.goal))}` : `Goal ${formatMoneyCents(Number(w.goal))}`],
  };
}

const columns: DataColumn<Week>[] = [
  { id: 'week', header: 'Week of', value: (w) => w.weekStart, cell: (w) => `${weekLabel(w.weekStart)}${w.current ? ' (this week)' : ''}`, sortable: true },
  { id: 'total', header: 'Fees', value: (w) => Number(w.total), cell: (w) => formatMoneyCents(Number(w.total)), sortable: true, align: 'right', csv: (w) => Number(w.total) / 100 },
  { id: 'goal', header: 'Goal', value: (w) => Number(w.goal), cell: (w) => formatMoneyCents(Number(w.goal)), align: 'right', csv: (w) => Number(w.goal) / 100 },
  { id: 'status', header: 'Status', value: (w) => COLOUR_TEXT[w.colour] ?? w.colour },
];

const FIRM = 'firm';

/** spec 3 §2.3, §9: Fees By Week (firm or one office): bars against the weekly goal, this week against its expected pace, the year-to-date icon and the 4-week trend. */
export function FeesByWeekCard({ firm, offices }: { firm: FeesByWeekCard_firm$key; offices: FeesByWeekCard_offices$key }) {
  const firmData = useFragment(firmFragment, firm);
  const officeData = useFragment(officesFragment, offices);
  const [scope, setScope] = useState<string>(FIRM);
  const [view, setView] = useState<View>('chart');
  const office = officeData.find((o) => String(o.officeId) === scope);
  const weekly: Weekly = office ? office.chart : firmData;
  const scopeName = office ? office.office : 'Firm';
  const data = useMemo(() => weekly.weeks.slice(-CHART_WEEKS).map(weekDatum), [weekly]);
  const ytd = YTD_ICON[weekly.ytdIcon];
  const trend = weekly.trend ? TREND_TEXT[weekly.trend] : null;
  return (
    <Card role="region" aria-labelledby="fees-by-week-title">
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" wrap="wrap" gap="2">
          <Heading as="h2" size="3" id="fees-by-week-title">
            Fees By Week
          </Heading>
          <Flex gap="2" wrap="wrap" align="center">
            <Select.Root value={scope} onValueChange={setScope}>
              <Select.Trigger aria-label="Fees By Week office" />
              <Select.Content>
                <Select.Item value={FIRM}>Firm</Select.Item>
                {officeData.map((o) => (
                  <Select.Item key={o.officeId} value={String(o.officeId)}>
                    {o.office}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            <SegmentedControl.Root size="1" value={view} onValueChange={(v) => setView(v as View)} aria-label="Fees By Week view">
              <SegmentedControl.Item value="chart">Chart</SegmentedControl.Item>
              <SegmentedControl.Item value="table">Table</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
        </Flex>
        <Flex gap="4" wrap="wrap" role="group" aria-label={`${scopeName} weekly pace`}>
          <Text size="2">{`Weekly goal ${formatMoneyCents(Number(weekly.weeklyGoal))}`}</Text>
          <Text size="2" color={LEVEL_COLOR[weekly.paceLevel]} data-level={weekly.paceLevel} aria-label="This week against its pace">
            {`This week ${formatMoneyCents(Number(weekly.currentTotal))} of ${formatMoneyCents(Number(weekly.expectedPace))} expected`}
          </Text>
          {ytd ? (
            <Text size="2" color={ytd.color} data-icon={weekly.ytdIcon} title={ytd.text} aria-label={`${ytd.text}: ${formatMoneyCents(Number(weekly.ytdTotal))} of ${formatMoneyCents(Number(weekly.ytdGoal))}`}>
              {`${ytd.symbol} YTD ${formatMoneyCents(Number(weekly.ytdTotal))} of ${formatMoneyCents(Number(weekly.ytdGoal))}${weekly.ytdPercent != null ? ` (${formatPercent(weekly.ytdPercent)})` : ''}`}
            </Text>
          ) : null}
          <Text size="2" data-trend={weekly.trend ?? 'none'}>
            {trend ? `${trend.symbol} ${trend.text}` : 'Trend after four weeks'}
          </Text>
        </Flex>
        {view === 'chart' ? (
          <ResponsiveChart height={FEE_CHART_HEIGHT}>
            {(width, height) => <ColumnChart width={width} height={height} title={`${scopeName} fees by week`} series={['Fees']} data={data} formatValue={formatMoneyShort} />}
          </ResponsiveChart>
        ) : (
          <DataTable
            label={`${scopeName} fees by week`}
            rows={weekly.weeks}
            columns={columns}
            rowId={(w) => w.weekStart}
            rowColor={(w) => colourTint(w.colour)}
            defaultSort={{ id: 'week', desc: true }}
            pageSizes={[13, 26, 'all']}
            csvFileName="Fees_By_Week"
          />
        )}
      </Flex>
    </Card>
  );
}
