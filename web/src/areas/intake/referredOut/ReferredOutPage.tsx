import { Flex } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../app/relay/hooks';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { ListHeading } from '../shared/ListHeading';
import { IntakeLeadTable, type LeadColumnId, type LeadFilter } from '../shared/IntakeLeadTable';
import type { ReferredOutPageQuery } from './__generated__/ReferredOutPageQuery.graphql';

const query = graphql`
  query ReferredOutPageQuery($organizationId: Int) {
    referredOutCases(organizationId: $organizationId) {
      id
      ...IntakeLeadTable_leads
    }
    ...IntakeLeadTable_query
  }
`;

const TOPICS = ['cases', 'intake'] as const;
/** spec 1 §2.5 Referred Out columns. */
const COLUMNS: readonly LeadColumnId[] = ['action', 'client', 'type', 'attorney', 'refOutStatus', 'statusDate', 'firm', 'state', 'office'];
/** spec 1 §2.5: "filters Status, Type and Firm (each with All plus distinct sorted values)". */
const FILTERS: readonly LeadFilter[] = [
  { label: 'Status', value: (l) => l.case.status },
  { label: 'Type', value: (l) => l.case.type },
  { label: 'Firm', value: (l) => l.referredOutFirm },
];

/** spec 1 §2.5 Referred Out: cases in a REF OUT status (closed ones hidden), page sizes 100 or all, sorted by type. */
export function ReferredOutPage() {
  const { orgId } = useParams();
  return (
    <Flex direction="column" gap="3">
      <QueryBoundary loadingLabel="Loading the referred-out cases…">
        <ReferredOutBody organizationId={orgId ? Number(orgId) : null} />
      </QueryBoundary>
    </Flex>
  );
}

function ReferredOutBody({ organizationId }: { organizationId: number | null }) {
  const variables = { organizationId };
  const data = useLazyLoadQuery<ReferredOutPageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  const refetch = useLiveQuery<ReferredOutPageQuery>(query, variables, TOPICS);
  return (
    <>
      <ListHeading title="Referred Out" count={data.referredOutCases.length} onRefresh={() => void refetch()} />
      <IntakeLeadTable
        label="Referred Out"
        leads={data.referredOutCases}
        query={data}
        columns={COLUMNS}
        defaultSort={{ id: 'type', desc: false }}
        sortKey="org-intake-referred-out"
        pageSizes={[100, 'all']}
        filters={FILTERS}
      />
    </>
  );
}
