import { Flex, Grid, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ChartCard } from '../../intake/stats/StatsCharts';
import { ColumnChart, type ColumnDatum } from '../../../ui/charts/ColumnChart';
import { SeriesLegend } from '../../../ui/charts/SeriesLegend';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import type { HomeInventoryCharts_inventory$data, HomeInventoryCharts_inventory$key } from './__generated__/HomeInventoryCharts_inventory.graphql';

/** spec 3 §2.3 inventory views: grouped or detailed, chart or table, by name or by amount, Active Only. */
export interface InventoryView {
  activeOnly: boolean;
  grouped: boolean;
  table: boolean;
  byAmount: boolean;
}

export function InventoryToggles({ view, onChange }: { view: InventoryView; onChange: (view: InventoryView) => void }) {
  const set = (patch: Partial<InventoryView>) => onChange({ ...view, ...patch });
  return (
    <Flex gap="4" wrap="wrap" mb="3" role="group" aria-label="Inventory view">
      <SwitchInput label="Grouped" checked={view.grouped} onChange={(grouped) => set({ grouped })} />
      <SwitchInput label="Table" checked={view.table} onChange={(table) => set({ table })} />
      <SwitchInput label="Sort by amount" checked={view.byAmount} onChange={(byAmount) => set({ byAmount })} />
      <SwitchInput label="Active Only" checked={view.activeOnly} onChange={(activeOnly) => set({ activeOnly })} />
    </Flex>
  );
}

type Bar = HomeInventoryCharts_inventory$data['preLit'][number];
type Rank = HomeInventoryCharts_inventory$data['ranks'][number];

/** Bars by attorney name, or largest first (then by name). */
export function sortBars(bars: readonly Bar[], byAmount: boolean): Bar[] {
  return [...bars].sort((a, b) => (byAmount ? b.total - a.total : 0) || a.attorney.localeCompare(b.attorney));
}

function stagesOf(bars: readonly Bar[]): string[] {
  return [...new Set(bars.flatMap((b) => b.stages.map((s) => s.stage)))].sort();
}

function InventoryChart({ title, bars, grouped }: { title: string; bars: readonly Bar[]; grouped: boolean }) {
  const series = stagesOf(bars);
  const data: ColumnDatum[] = bars.map((b) => ({
    label: b.attorney,
    values: Object.fromEntries(b.stages.map((s) => [s.stage, s.total])),
    // spec 3 §2.3: a tooltip lists the top 5 members of a group.
    details: grouped && (b.members.length > 1 || b.members[0]?.attorney !== b.attorney) ? b.members.map((m) => `${m.attorney}: ${m.total}`) : undefined,
  }));
  return (
    <Flex direction="column" gap="1">
      <ChartCard title={title} empty={bars.length === 0}>
        {(w, h) => <ColumnChart width={w} height={h} data={data} series={series} stacked title={title} />}
      </ChartCard>
      <SeriesLegend series={series} label={`${title} stages`} />
    </Flex>
  );
}

function InventoryTable({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const columns: DataColumn<Bar>[] = [
    { id: 'attorney', header: 'Attorney', value: (b) => b.attorney, sortable: false },
    { id: 'total', header: 'Cases', value: (b) => b.total, align: 'right', sortable: false },
    { id: 'stages', header: 'By stage', value: (b) => b.stages.map((s) => `${s.stage} ${s.total}`).join(', '), sortable: false },
  ];
  return <DataTable label={title} rows={bars} columns={columns} rowId={(b) => b.attorney} searchable={false} emptyText="No cases." />;
}

function RanksView({ ranks, table }: { ranks: readonly Rank[]; table: boolean }) {
  const title = 'Inventory Ranks';
  if (table) {
    const columns: DataColumn<Rank>[] = [
      { id: 'rank', header: 'Rank', value: (r) => r.rank, sortable: false },
      { id: 'preLit', header: 'Pre-lit', value: (r) => r.preLit, align: 'right', sortable: false },
      { id: 'lit', header: 'Lit', value: (r) => r.lit, align: 'right', sortable: false },
      { id: 'total', header: 'Total', value: (r) => r.total, align: 'right', sortable: false },
    ];
    return <DataTable label={title} rows={ranks} columns={columns} rowId={(r) => r.rank} searchable={false} />;
  }
  const data: ColumnDatum[] = ranks.map((r) => ({ label: r.rank.replace(' - Default', ''), values: { 'Pre-lit': r.preLit, Lit: r.lit } }));
  return (
    <Flex direction="column" gap="1">
      <ChartCard title={title} empty={ranks.every((r) => r.total === 0)}>
        {(w, h) => <ColumnChart width={w} height={h} data={data} series={['Pre-lit', 'Lit']} stacked title={title} />}
      </ChartCard>
      <SeriesLegend series={['Pre-lit', 'Lit']} label={`${title} key`} />
    </Flex>
  );
}

/** spec 3 §2.3 inventory charts: pre-lit and lit inventory by attorney, and the inventory ranks. */
export function HomeInventoryCharts({ inventory, view }: { inventory: HomeInventoryCharts_inventory$key; view: InventoryView }) {
  const data = useFragment(
    graphql`
      fragment HomeInventoryCharts_inventory on HomeInventory {
        activeOnly
        grouped
        preLit {
          attorney
          total
          stages {
            stage
            total
          }
          members {
            attorney
            total
          }
        }
        lit {
          attorney
          total
          stages {
            stage
            total
          }
          members {
            attorney
            total
          }
        }
        ranks {
          rank
          preLit
          lit
          total
        }
      }
    `,
    inventory,
  );
  const sections = [
    { title: 'Pre-lit Inventory', bars: sortBars(data.preLit, view.byAmount) },
    { title: 'Lit Inventory', bars: sortBars(data.lit, view.byAmount) },
  ];
  const count = (bars: readonly Bar[]) => bars.reduce((n, b) => n + b.total, 0);
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="3">
      {sections.map((s) => (
        <Flex key={s.title} direction="column" gap="1">
          {view.table ? <InventoryTable title={s.title} bars={s.bars} /> : <InventoryChart title={s.title} bars={s.bars} grouped={data.grouped} />}
          <Text size="1" color="gray">{`${s.title}: ${count(s.bars)} cases${data.activeOnly ? ' (active only)' : ''}`}</Text>
        </Flex>
      ))}
      <RanksView ranks={data.ranks} table={view.table} />
    </Grid>
  );
}
