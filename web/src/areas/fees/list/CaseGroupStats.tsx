import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Card, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatMoneyCents } from '../../../lib/format';
import type { CaseGroupStats_report$data, CaseGroupStats_report$key } from './__generated__/CaseGroupStats_report.graphql';

const reportFragment = graphql`
  fragment CaseGroupStats_report on FeesReport {
    groupPageSize
    byCaseGroup {
      caseGroup
      totalFees
      feeCount
      cases
      averageFee
      litigationFees
      sharedFees
      qualifyingCases
      normalRangeAverage
    }
  }
`;

type Group = CaseGroupStats_report$data['byCaseGroup'][number];

const money = (id: string, header: string, get: (g: Group) => number): DataColumn<Group> => ({ id, header, value: get, cell: (g) => formatMoneyCents(get(g)), align: 'right' });

const columns: DataColumn<Group>[] = [
  { id: 'caseGroup', header: 'Case Group', value: (g) => g.caseGroup },
  money('totalFees', 'Total Fees', (g) => g.totalFees),
  { id: 'cases', header: 'Cases', value: (g) => g.cases, align: 'right' },
  { id: 'feeCount', header: 'Fees', value: (g) => g.feeCount, align: 'right' },
  money('averageFee', 'Average Fee', (g) => g.averageFee),
  { id: 'qualifyingCases', header: 'Cases Over $2,000', value: (g) => g.qualifyingCases, align: 'right' },
  money('normalRangeAverage', 'Normal Range Average', (g) => g.normalRangeAverage),
  money('litigationFees', 'Litigation Fees', (g) => g.litigationFees),
  money('sharedFees', 'Shared Fees', (g) => g.sharedFees),
];

/** spec 2 §2: Statistics by Case Group with the Summary/Detailed toggle (detailed: 10 rows a page, total fees descending). */
export function CaseGroupStats({ report }: { report: CaseGroupStats_report$key }) {
  const { byCaseGroup: groups, groupPageSize: pageSize } = useFragment(reportFragment, report);
  const [mode, setMode] = useState<'summary' | 'detailed'>('summary');
  return (
    <Card>
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="3">
          Statistics by Case Group
        </Heading>
        <SegmentedControl.Root value={mode} onValueChange={(v) => setMode(v as 'summary' | 'detailed')} aria-label="Statistics view">
          <SegmentedControl.Item value="summary">Summary</SegmentedControl.Item>
          <SegmentedControl.Item value="detailed">Detailed</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {mode === 'summary' ? (
        groups.length === 0 ? (
          <Text color="gray">No fees in this period.</Text>
        ) : (
          <Flex gap="3" wrap="wrap" role="list" aria-label="Case groups">
            {groups.map((g) => (
              <Card key={g.caseGroup} role="listitem" aria-label={g.caseGroup} style={{ minWidth: 160 }}>
                <Text as="div" size="2" color="gray">
                  {g.caseGroup}
                </Text>
                <Text as="div" size="4" weight="bold">
                  {formatMoneyCents(g.totalFees)}
                </Text>
                <Text as="div" size="1" color="gray">
                  {g.cases} {g.cases === 1 ? 'case' : 'cases'} · avg {formatMoneyCents(g.averageFee)}
                </Text>
              </Card>
            ))}
          </Flex>
        )
      ) : (
        <DataTable
          label="Statistics by Case Group"
          rows={groups}
          columns={columns}
          rowId={(g) => g.caseGroup}
          defaultSort={{ id: 'totalFees', desc: true }}
          searchable={false}
          pageSizes={[pageSize]}
          emptyText="No fees in this period."
        />
      )}
    </Card>
  );
}
