import { useState, type ReactNode } from 'react';
import { Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { scopeVariables } from '../feesLoaders';
import { useDateRangeQuery, type DateRangeQueryState } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatPercent } from '../../../lib/format';
import type { FeeComparisonPageListQuery, FeeComparisonPageListQuery$data, FeeComparisonPageListQuery$variables } from './__generated__/FeeComparisonPageListQuery.graphql';
import type { FeeComparisonPageAverageQuery, FeeComparisonPageAverageQuery$data, FeeComparisonPageAverageQuery$variables } from './__generated__/FeeComparisonPageAverageQuery.graphql';
import { moneyColumn } from '../../../ui/moneyColumn';

const listQuery = graphql`
  query FeeComparisonPageListQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $userId: Int, $organizationId: Int) {
    feeComparisonInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {
      caseId
      clientName
      attorney
      fees
      settlements
      feePercentage
      totalMedicalBills
      medicalMultiple
    }
  }
`;

const averageQuery = graphql`
  query FeeComparisonPageAverageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $userId: Int, $organizationId: Int) {
    feeComparisonAverageInPeriod(startDate: $startDate, endDate: $endDate, userId: $userId, organizationId: $organizationId) {
      attorney
      averageFee
      averageSettlement
      totalSettlements
      averageFeePercentage
      averageTotalMedicalBills
      averageMedicalMultiple
    }
  }
`;

const TOPICS = ['fees'] as const;

type Case = FeeComparisonPageListQuery$data['feeComparisonInPeriod'][number];
type Average = FeeComparisonPageAverageQuery$data['feeComparisonAverageInPeriod'][number];

const multiple = (v: number) => `${v.toFixed(1)}x`;
const money = moneyColumn;

const caseColumns: DataColumn<Case>[] = [
  { id: 'client', header: 'Client', value: (c) => c.clientName },
  { id: 'attorney', header: 'Attorney', value: (c) => c.attorney },
  money<Case>('settlement', 'Settlement', (c) => c.settlements),
  money<Case>('fee', 'Fee', (c) => c.fees),
  { id: 'feePct', header: 'Fee %', value: (c) => c.feePercentage, cell: (c) => formatPercent(c.feePercentage), align: 'right' },
  money<Case>('medical', 'Medical', (c) => c.totalMedicalBills),
  { id: 'multiple', header: 'Medical Multiple', value: (c) => c.medicalMultiple, cell: (c) => multiple(c.medicalMultiple), align: 'right' },
];

const averageColumns: DataColumn<Average>[] = [
  { id: 'attorney', header: 'Attorney', value: (a) => a.attorney },
  { id: 'count', header: 'Settlements', value: (a) => a.totalSettlements, align: 'right' },
  money<Average>('settlement', 'Average Settlement', (a) => a.averageSettlement),
  money<Average>('fee', 'Average Fee', (a) => a.averageFee),
  { id: 'feePct', header: 'Average Fee %', value: (a) => a.averageFeePercentage, cell: (a) => formatPercent(a.averageFeePercentage), align: 'right' },
  money<Average>('medical', 'Average Medical', (a) => a.averageTotalMedicalBills),
  { id: 'multiple', header: 'Average Medical Multiple', value: (a) => a.averageMedicalMultiple, cell: (a) => multiple(a.averageMedicalMultiple), align: 'right' },
];

function useScopeVariables(scope: 'user' | 'organization') {
  return scopeVariables(scope, useParams());
}

function Ranged<T extends OperationType>({ state, children }: { state: DateRangeQueryState<T>; children: (ref: PreloadedQuery<T>) => ReactNode }) {
  if (state.status === 'waiting')
    return (
      <Text color="gray" role="status">
        Choose both dates of the period to compare fees.
      </Text>
    );
  return state.queryRef ? <QueryBoundary loadingLabel="Loading fee comparison…">{children(state.queryRef)}</QueryBoundary> : <LoadingState label="Loading fee comparison…" />;
}

function AggregateView({ scope }: { scope: 'user' | 'organization' }) {
  const vars = useScopeVariables(scope);
  const state = useDateRangeQuery<FeeComparisonPageAverageQuery>(averageQuery, (r) => ({ startDate: r.startDate, endDate: r.endDate, ...vars }));
  return <Ranged state={state}>{(ref) => <AggregateTable queryRef={ref} />}</Ranged>;
}

function AggregateTable({ queryRef }: { queryRef: PreloadedQuery<FeeComparisonPageAverageQuery> }) {
  const data = usePreloadedQuery<FeeComparisonPageAverageQuery>(averageQuery, queryRef);
  useLiveQuery<FeeComparisonPageAverageQuery>(averageQuery, queryRef.variables as FeeComparisonPageAverageQuery$variables, TOPICS);
  return <DataTable label="Fee comparison by attorney" rows={data.feeComparisonAverageInPeriod} columns={averageColumns} rowId={(a) => a.attorney} defaultSort={{ id: 'attorney', desc: false }} csvFileName="fee_comparison_by_attorney" emptyText="No settled cases in this period." />;
}

/** spec 2 §5: "The fee comparison list query is skipped until ... List is chosen": this view mounts only then. */
function ListView({ scope }: { scope: 'user' | 'organization' }) {
  const vars = useScopeVariables(scope);
  const state = useDateRangeQuery<FeeComparisonPageListQuery>(listQuery, (r) => ({ startDate: r.startDate, endDate: r.endDate, ...vars }));
  return <Ranged state={state}>{(ref) => <ListTable queryRef={ref} />}</Ranged>;
}

function ListTable({ queryRef }: { queryRef: PreloadedQuery<FeeComparisonPageListQuery> }) {
  const data = usePreloadedQuery<FeeComparisonPageListQuery>(listQuery, queryRef);
  useLiveQuery<FeeComparisonPageListQuery>(listQuery, queryRef.variables as FeeComparisonPageListQuery$variables, TOPICS);
  const rows = data.feeComparisonInPeriod;
  return (
    <Flex direction="column" gap="2">
      <Text role="status">
        {rows.length} settled {rows.length === 1 ? 'case' : 'cases'}
      </Text>
      <DataTable label="Fee comparison by case" rows={rows} columns={caseColumns} rowId={(c) => String(c.caseId)} defaultSort={{ id: 'client', desc: false }} pageSizes={[50, 100, 'all']} csvFileName="fee_comparison" emptyText="No settled cases in this period." />
    </Flex>
  );
}

/** spec 2 §2 Fee Comparison: the Aggregate/List radio. */
export function FeeComparisonPage({ scope }: { scope: 'user' | 'organization' }) {
  const [mode, setMode] = useState<'aggregate' | 'list'>('aggregate');
  return (
    <section aria-labelledby="comparison-title">
      <Heading as="h1" size="5" id="comparison-title" mb="3">
        Fee Comparison
      </Heading>
      <RadioGroup.Root value={mode} onValueChange={(v) => setMode(v as 'aggregate' | 'list')} aria-label="Fee comparison view" mb="3">
        <Flex gap="4">
          <Text as="label" size="2">
            <Flex gap="2">
              <RadioGroup.Item value="aggregate" /> Aggregate
            </Flex>
          </Text>
          <Text as="label" size="2">
            <Flex gap="2">
              <RadioGroup.Item value="list" /> List
            </Flex>
          </Text>
        </Flex>
      </RadioGroup.Root>
      {mode === 'aggregate' ? <AggregateView scope={scope} /> : <ListView scope={scope} />}
    </section>
  );
}
