import { Flex, Grid, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ChartCard } from '../../intake/stats/StatsCharts';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { SeriesLegend } from '../../../ui/charts/SeriesLegend';
import { SelectInput } from '../../../ui/fields/SelectInput';
import type { HomeRetainedCharts_retained$key } from './__generated__/HomeRetainedCharts_retained.graphql';

type Key = 'retained' | 'netRetained' | 'fromSource' | 'leads' | 'wanted';
type Month = { readonly yearMonth: string } & { readonly [k in Key]: number };
type OfficeKey = 'retainedByOffice' | 'netRetainedByOffice' | 'fromSourceByOffice';
type OfficeMonth = Month & { readonly [k in OfficeKey]: readonly { readonly office: string; readonly count: number }[] };

/** The server's name for cases without an office, listed last. */
export const NO_OFFICE = 'No office';

/** Every office of the months, by name, 'No office' last (the server's order within a month). */
export function officesOf(months: readonly OfficeMonth[], key: OfficeKey): string[] {
  const names = [...new Set(months.flatMap((m) => m[key].map((o) => o.office)))];
  return names.sort((a, b) => Number(a === NO_OFFICE) - Number(b === NO_OFFICE) || a.localeCompare(b));
}

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
 * A retained chart stacked by office (spec 3 §3 "Retained by month: count, office, ..."), with
 * its key; the line under it gives the total and each office's.
 */
function OfficeColumns({ title, name, months, total, byOffice }: { title: string; name: string; months: readonly OfficeMonth[]; total: Key; byOffice: OfficeKey }) {
  const offices = officesOf(months, byOffice);
  const data: ColumnDatum[] = months.map((m) => ({ label: monthLabel(m.yearMonth), values: Object.fromEntries(m[byOffice].map((o) => [o.office, o.count])) }));
  const sum = months.reduce((n, m) => n + m[total], 0);
  const perOffice = offices.map((o) => `${o} ${months.reduce((n, m) => n + (m[byOffice].find((x) => x.office === o)?.count ?? 0), 0)}`);
  return (
    <Flex direction="column" gap="1">
      <ChartCard title={title} empty={sum === 0}>
        {(w, h) => <ColumnChart width={w} height={h} data={data} series={offices} stacked title={title} />}
      </ChartCard>
      <SeriesLegend series={offices} label={`${title} key`} />
      <Text size="1" color="gray">{`${title}, ${months.length} months: ${name} ${sum}${perOffice.length ? ` (${perOffice.join(', ')})` : ''}`}</Text>
    </Flex>
  );
}

/**
 * spec 3 §2.3 retained-case charts: retained by month, net retained (not closed within 60
 * days), retained by referral source (default Ref-PPC, a select to change) — each stacked by
 * office — and leads by month.
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
          retainedByOffice {
            office
            count
          }
          netRetainedByOffice {
            office
            count
          }
          fromSourceByOffice {
            office
            count
          }
        }
      }
    `,
    retained,
  );
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3">
      <OfficeColumns title="Retained Cases By Month" name="Retained" months={data.months} total="retained" byOffice="retainedByOffice" />
      <OfficeColumns title="Net Retained Cases By Month" name="Net Retained" months={data.months} total="netRetained" byOffice="netRetainedByOffice" />
      <Flex direction="column" gap="1">
        <div style={{ maxWidth: 260 }}>
          <SelectInput label="Referral source" value={data.source} options={data.sources.map((s) => ({ value: s, label: s }))} onChange={onSource} />
        </div>
        <OfficeColumns title={`Retained From ${data.source}`} name={data.source} months={data.months} total="fromSource" byOffice="fromSourceByOffice" />
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
