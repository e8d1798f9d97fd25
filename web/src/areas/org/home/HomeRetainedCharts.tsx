import { Flex, Grid, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ChartCard } from '../../intake/stats/StatsCharts';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { SeriesLegend } from '../../../ui/charts/SeriesLegend';
import { SelectInput } from '../../../ui/fields/SelectInput';
import type { HomeRetainedCharts_retained$key } from './__generated__/HomeRetainedCharts_retained.graphql';

type Key = 'retained' | 'netRetained' | 'fromSource' | 'leads' | 'wanted';
type Month = { readonly yearMonth: string } & { readonly [k in Key]: number };

/** 'Mar 26' for '2026-03'. */
function monthLabel(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' }) + ` ${String(y).slice(2)}`;
}

function MonthColumns({ title, months, series }: { title: string; months: readonly Month[]; series: { key: Key; name: string }[] }) {
  const data: ColumnDatum[] = months.map((m) => ({ label: monthLabel(m.yearMonth), values: Object.fromEntries(series.map((s) => [s.name, m[s.key]])) }));
  const totals = series.map((s) => `${s.name} ${months.reduce((n, m) => n + m[s.key], 0)}`).join(', ');
  return (
    <Flex direction="column" gap="1">
      <ChartCard title={title} empty={months.every((m) => series.every((s) => m[s.key] === 0))}>
        {(w, h) => <ColumnChart width={w} height={h} data={data} series={series.map((s) => s.name)} title={title} />}
      </ChartCard>
      <SeriesLegend series={series.map((s) => s.name)} label={`${title} key`} />
      <Text size="1" color="gray">{`${title}, ${months.length} months: ${totals}`}</Text>
    </Flex>
  );
}

/**
 * spec 3 §2.3 retained-case charts: retained by month, net retained (not closed within 60
 * days), retained by referral source (default Ref-PPC, a select to change) and leads by month.
 */
export function HomeRetainedCharts({ retained, onSource }: { retained: HomeRetainedCharts_retained$key; onSource: (source: string) => void }) {
  const data = useFragment(
    graphql`
      fragment HomeRetainedCharts_retained on HomeRetained {
        source
        sources
        months {
          yearMonth
          retained
          netRetained
          fromSource
          leads
          wanted
        }
      }
    `,
    retained,
  );
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3">
      <MonthColumns title="Retained Cases By Month" months={data.months} series={[{ key: 'retained', name: 'Retained' }]} />
      <MonthColumns title="Net Retained Cases By Month" months={data.months} series={[{ key: 'netRetained', name: 'Net Retained' }]} />
      <Flex direction="column" gap="1">
        <div style={{ maxWidth: 260 }}>
          <SelectInput label="Referral source" value={data.source} options={data.sources.map((s) => ({ value: s, label: s }))} onChange={onSource} />
        </div>
        <MonthColumns title={`Retained From ${data.source}`} months={data.months} series={[{ key: 'fromSource', name: data.source }]} />
      </Flex>
      <MonthColumns
        title="Leads By Month"
        months={data.months}
        series={[
          { key: 'leads', name: 'Leads' },
          { key: 'wanted', name: 'Wanted' },
        ]}
      />
    </Grid>
  );
}
