import { Card, Grid, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { LineChart } from '../../../ui/charts/LineChart';
import { PieChart } from '../../../ui/charts/PieChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { EmptyState } from '../../../ui/QueryBoundary';

/** A titled chart card; an empty series says so instead of drawing nothing. */
export function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: (width: number, height: number) => ReactNode }) {
  return (
    <Card>
      <Heading as="h3" size="2" mb="2">
        {title}
      </Heading>
      {empty ? <EmptyState>Nothing in this period.</EmptyState> : <ResponsiveChart>{children}</ResponsiveChart>}
    </Card>
  );
}

const shortDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** Days as columns of one series. */
export function DayColumns({ title, days }: { title: string; days: readonly { date: string; count: number }[] }) {
  const data: ColumnDatum[] = days.map((d) => ({ label: shortDate(d.date), values: { Retained: d.count } }));
  return <ChartCard title={title} empty={days.every((d) => d.count === 0)}>{(w, h) => <ColumnChart width={w} height={h} data={data} series={['Retained']} title={title} />}</ChartCard>;
}

/** Leads, wanted and retained per day as lines. */
export function LeadLines({ title, days }: { title: string; days: readonly { date: string; leads: number; wanted: number; retained: number }[] }) {
  const series = (['leads', 'wanted', 'retained'] as const).map((k) => ({ name: k[0].toUpperCase() + k.slice(1), points: days.map((d) => ({ x: shortDate(d.date), y: d[k] })) }));
  return <ChartCard title={title} empty={days.every((d) => d.leads === 0)}>{(w, h) => <LineChart width={w} height={h} series={series} title={title} />}</ChartCard>;
}

/** Rows of (group, series, value) as stacked columns, the largest `top` series kept and the rest as Other. */
export function StackedColumns({ title, rows, top = 8 }: { title: string; rows: readonly { group: string; series: string; value: number }[]; top?: number }) {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.series, (totals.get(r.series) ?? 0) + r.value);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s);
  const kept = new Set(ranked.slice(0, top));
  const series = [...ranked.slice(0, top), ...(ranked.length > top ? ['Other'] : [])];
  const groups = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const values = groups.get(r.group) ?? {};
    const key = kept.has(r.series) ? r.series : 'Other';
    values[key] = (values[key] ?? 0) + r.value;
    groups.set(r.group, values);
  }
  const data: ColumnDatum[] = [...groups.entries()].map(([label, values]) => ({ label, values }));
  return <ChartCard title={title} empty={rows.length === 0}>{(w, h) => <ColumnChart width={w} height={h} data={data} series={series} stacked title={title} />}</ChartCard>;
}

/** Named counts as columns of one series. */
export function NamedColumns({ title, seriesName, rows }: { title: string; seriesName: string; rows: readonly { name: string; value: number }[] }) {
  const data: ColumnDatum[] = rows.map((r) => ({ label: r.name, values: { [seriesName]: r.value } }));
  return <ChartCard title={title} empty={rows.length === 0}>{(w, h) => <ColumnChart width={w} height={h} data={data} series={[seriesName]} title={title} />}</ChartCard>;
}

/** spec 1 §2.5: the three pies, each slice with its percentage and count (the pie's legend). */
export function TypePies({ pies }: { pies: readonly { title: string; rows: readonly { type: string; total: number }[] }[] }) {
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="3">
      {pies.map((p) => {
        const slices = p.rows.map((r) => ({ label: r.type, value: r.total }));
        return (
          <ChartCard key={p.title} title={p.title} empty={slices.length === 0}>
            {(w, h) => <PieChart width={w} height={h} data={slices} title={p.title} />}
          </ChartCard>
        );
      })}
    </Grid>
  );
}
