import { useState } from 'react';
import { Card, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn, type PageSize } from '../../../ui/DataTable';
import { formatMoneyCents } from '../../../lib/format';
import type { SettledStats_stats$data, SettledStats_stats$key } from './__generated__/SettledStats_stats.graphql';

const fragment = graphql`
  fragment SettledStats_stats on SettledCaseStats @relay(plural: true) {
    key
    cases
    qualifyingCases
    litigationCases
    totalFees
    averageFee
    normalRangeAverage
    preLitigationAverage
    litigationAverage
  }
`;

type Stat = SettledStats_stats$data[number];

const money = (id: string, header: string, get: (s: Stat) => number): DataColumn<Stat> => ({ id, header, value: get, cell: (s) => formatMoneyCents(get(s)), align: 'right' });

function columns(keyHeader: string): DataColumn<Stat>[] {
  return [
    { id: 'key', header: keyHeader, value: (s) => s.key },
    { id: 'cases', header: 'Cases', value: (s) => s.cases, align: 'right' },
    { id: 'qualifying', header: 'Cases Over $2,000', value: (s) => s.qualifyingCases, align: 'right' },
    { id: 'litigation', header: 'Litigation Cases', value: (s) => s.litigationCases, align: 'right' },
    money('total', 'Total Fees', (s) => s.totalFees),
    money('average', 'Average Fee', (s) => s.averageFee),
    money('normal', 'Normal Range Average', (s) => s.normalRangeAverage),
    money('prelit', 'Pre-Litigation Average', (s) => s.preLitigationAverage),
    money('lit', 'Litigation Average', (s) => s.litigationAverage),
  ];
}

/** One table of settled-case statistics per key (case group, office, attorney). */
export function SettledStatsTable({ title, keyHeader, stats, pageSizes }: { title: string; keyHeader: string; stats: SettledStats_stats$key; pageSizes?: PageSize[] }) {
  const rows = useFragment(fragment, stats);
  return (
    <Card>
      <Heading as="h2" size="3" mb="2">
        {title}
      </Heading>
      <DataTable label={title} rows={rows} columns={columns(keyHeader)} rowId={(s) => s.key} defaultSort={{ id: 'total', desc: true }} searchable={false} pageSizes={pageSizes} emptyText="No settled cases in this period." />
    </Card>
  );
}

function Cards({ stats, label }: { stats: SettledStats_stats$key; label: string }) {
  const rows = useFragment(fragment, stats);
  if (rows.length === 0) return <Text color="gray">No settled cases in this period.</Text>;
  return (
    <Flex gap="3" wrap="wrap" role="list" aria-label={label}>
      {rows.map((s) => (
        <Card key={s.key} role="listitem" aria-label={s.key} style={{ minWidth: 170 }}>
          <Text as="div" size="2" color="gray">
            {s.key}
          </Text>
          <Text as="div" size="4" weight="bold">
            {s.cases} {s.cases === 1 ? 'case' : 'cases'}
          </Text>
          <Text as="div" size="1" color="gray">
            {formatMoneyCents(s.totalFees)} · avg {formatMoneyCents(s.averageFee)}
          </Text>
        </Card>
      ))}
    </Flex>
  );
}

/** spec 2 §2 Settled Cases: cards and tables by case group and by office, Summary/Detailed. */
export function SettledBreakdown({ byCaseGroup, byOffice }: { byCaseGroup: SettledStats_stats$key; byOffice: SettledStats_stats$key }) {
  const [by, setBy] = useState<'group' | 'office'>('group');
  const [mode, setMode] = useState<'summary' | 'detailed'>('summary');
  const stats = by === 'group' ? byCaseGroup : byOffice;
  const label = by === 'group' ? 'By Case Group' : 'By Office';
  return (
    <Card>
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="3">
          Summary Statistics
        </Heading>
        <Flex gap="3">
          <SegmentedControl.Root value={by} onValueChange={(v) => setBy(v as 'group' | 'office')} aria-label="Statistics by">
            <SegmentedControl.Item value="group">By Case Group</SegmentedControl.Item>
            <SegmentedControl.Item value="office">By Office</SegmentedControl.Item>
          </SegmentedControl.Root>
          <SegmentedControl.Root value={mode} onValueChange={(v) => setMode(v as 'summary' | 'detailed')} aria-label="Statistics view">
            <SegmentedControl.Item value="summary">Summary</SegmentedControl.Item>
            <SegmentedControl.Item value="detailed">Detailed</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
      </Flex>
      {mode === 'summary' ? <Cards stats={stats} label={label} /> : <SettledStatsTable title={label} keyHeader={by === 'group' ? 'Case Group' : 'Office'} stats={stats} />}
    </Card>
  );
}
