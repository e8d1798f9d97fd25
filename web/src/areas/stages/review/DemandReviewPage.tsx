import { Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { formatMoneyRange } from '../../../lib/format';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { parseUserId } from '../notes/caseNotesLoader';
import type { DemandReviewPageQuery, DemandReviewPageQuery$data } from './__generated__/DemandReviewPageQuery.graphql';

const query = graphql`
  query DemandReviewPageQuery($userId: Int!) {
    userDemandReviewCases(userId: $userId) {
      id
      caseId
      clientName
      attorney
      paralegal
      status
      daysInStatus
      rank
      valueFrom
      valueTo
    }
    ...CaseSystemLink_query
  }
`;

type Row = DemandReviewPageQuery$data['userDemandReviewCases'][number];

/** spec 2 §2 "Demand Review lists cases needing review" (spec 2 §4: statuses 1063 and 1124). */
export function DemandReviewPage() {
  const userId = parseUserId(useParams().userId);
  const loaded = useLoaderData() as PreloadedQuery<DemandReviewPageQuery> | null;
  const { revalidate } = useRevalidator();
  return (
    <section aria-label="Demand Review">
      <Heading as="h1" size="5" mb="3">
        Demand Review
      </Heading>
      {userId === null || !loaded ? (
        <EmptyState>There is no such user.</EmptyState>
      ) : (
        <QueryBoundary loadingLabel="Loading cases for review…" onReset={() => void revalidate()}>
          <DemandReviewTable userId={userId} loaded={loaded} />
        </QueryBoundary>
      )}
    </section>
  );
}

function DemandReviewTable({ userId, loaded }: { userId: number; loaded: PreloadedQuery<DemandReviewPageQuery> }) {
  const data = usePreloadedQuery<DemandReviewPageQuery>(query, loaded);
  useLiveQuery<DemandReviewPageQuery>(query, { userId }, ['cases']);
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <RouterLink to={`/case/${r.caseId}`}>{r.clientName}</RouterLink> },
    { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'status', header: 'Status', value: (r) => r.status },
    { id: 'days', header: 'Days', value: (r) => r.daysInStatus, align: 'right' },
    { id: 'rank', header: 'Rank', value: (r) => r.rank },
    {
      id: 'value',
      header: 'Value',
      value: (r) => r.valueFrom,
      cell: (r) => (r.valueFrom != null && r.valueTo != null ? formatMoneyRange(r.valueFrom, r.valueTo) : ''),
    },
  ];
  return (
    <DataTable<Row>
      label="Demand Review"
      rows={data.userDemandReviewCases}
      columns={columns}
      rowId={(r) => r.id}
      defaultSort={{ id: 'days', desc: true }}
      sortKey="demand-review"
      pageSizes={[50, 100, 'all']}
      csvFileName="Demand_Review"
      emptyText="No cases need a demand review."
    />
  );
}
